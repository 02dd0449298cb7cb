import type { Route } from "./+types/preview-page";

export const meta: Route.MetaFunction = () => [{ title: "Page preview · May" }];

export default function PreviewPageScreen() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-semibold tracking-tight">Page preview</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">Marketing pages authored in the content service are previewed here, before they go live at their own address.</p>
    </main>
  );
}

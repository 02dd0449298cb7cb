import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Projects · May" }];

export default function DashboardScreen() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-semibold tracking-tight">Projects</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">Your generated websites will appear here as cards you can preview, publish, rename, regenerate and delete.</p>
    </main>
  );
}

import { useT } from "~/lib/i18n";

/** Preview or editing of a path with no content yet: an empty, editable canvas instead of the 404 page. */
export function EmptyCanvas({ path }: { path: string }) {
  const { t, rich } = useT();
  return (
    <main id="main" className="px-5 py-16 sm:px-8 sm:py-24" data-testid="cms-empty-canvas">
      <div className="mx-auto grid min-h-[50vh] max-w-5xl place-items-center rounded-3xl border-2 border-dashed border-brand-200 bg-white/60 p-10 text-center">
        <div className="max-w-lg">
          <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100" aria-hidden="true">
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
              <path d="M12 5v14M5 12h14" />
            </svg>
          </span>
          <h1 className="mt-5 font-display text-3xl font-semibold tracking-tight">{t("public.cms.empty.title")}</h1>
          <p className="mt-3 leading-7 text-ink-soft">
            {rich("public.cms.empty.text", {
              path,
              code: (chunks) => <code className="rounded bg-brand-50 px-1.5 py-0.5 font-mono text-sm text-ink">{chunks}</code>,
              folder: (chunks) => <code className="font-mono text-sm">{chunks}</code>,
            })}
          </p>
        </div>
      </div>
    </main>
  );
}

import { useState } from "react";
import { type SiteDocument } from "@core/sites/site-document";
import { MAX_PAGES } from "@core/sites/site-document-constants";
import { addPage, movePage, removePage, SUGGESTED_PAGES, updatePage, type PageRef } from "@core/sites/structure";
import { useT } from "~/lib/i18n";

/**
 * The site's pages: Home and up to nine more, each with its name in the navigation, its address and its
 * own search title and description. Choosing a page shows it on the canvas.
 */
export function PagesPanel({ document, page, publicPath, onChange, onOpen }: { document: SiteDocument; page: PageRef; publicPath: string; onChange: (next: SiteDocument | null, coalesce?: string) => void; onOpen: (page: PageRef) => void }) {
  const { t, text } = useT();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const full = document.pages.length >= MAX_PAGES - 1;
  const taken = new Set(document.pages.map((candidate) => candidate.title.toLowerCase()));

  function add(title: string) {
    const result = addPage(document, title);
    if (!result.ok) return setError(text(result.error));
    setError(null);
    setName("");
    onChange(result.document);
    onOpen(result.slug);
  }

  const current = page === null ? null : document.pages.find((candidate) => candidate.slug === page);
  return (
    <div className="space-y-5" data-testid="pages-panel">
      <ol className="space-y-1.5">
        <li>
          <button type="button" aria-current={page === null ? "page" : undefined} onClick={() => onOpen(null)} className={`flex w-full items-center justify-between rounded-lg px-3 py-2 text-start text-sm ${page === null ? "bg-ink text-white" : "ring-1 ring-line hover:bg-brand-50"}`}>
            <span className="font-medium">{t("editor.page.home")}</span>
            <span className="text-xs opacity-75">{publicPath}</span>
          </button>
        </li>
        {document.pages.map((candidate, index) => (
          <li key={candidate.slug} className="flex items-center gap-1">
            <button type="button" aria-current={page === candidate.slug ? "page" : undefined} onClick={() => onOpen(candidate.slug)} className={`flex min-w-0 flex-1 items-center justify-between gap-2 rounded-lg px-3 py-2 text-start text-sm ${page === candidate.slug ? "bg-ink text-white" : "ring-1 ring-line hover:bg-brand-50"}`}>
              <span className="truncate font-medium">{candidate.title}</span>
              <span className="truncate text-xs opacity-75">/{candidate.slug}</span>
            </button>
            <button type="button" className="rounded px-1.5 py-1 text-xs hover:bg-brand-50 disabled:opacity-40" aria-label={t("editor.list.up", { item: candidate.title })} disabled={index === 0} onClick={() => onChange(movePage(document, candidate.slug, -1))}>↑</button>
            <button type="button" className="rounded px-1.5 py-1 text-xs hover:bg-brand-50 disabled:opacity-40" aria-label={t("editor.list.down", { item: candidate.title })} disabled={index === document.pages.length - 1} onClick={() => onChange(movePage(document, candidate.slug, 1))}>↓</button>
          </li>
        ))}
      </ol>

      {full ? (
        <p className="text-xs text-ink-soft">{t("editor.pages.full", { max: MAX_PAGES })}</p>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            add(name);
          }}
        >
          <label htmlFor="new-page" className="text-sm font-semibold">{t("editor.pages.add")}</label>
          <div className="flex flex-wrap gap-1.5">
            {SUGGESTED_PAGES.filter((suggestion) => !taken.has(suggestion.toLowerCase())).map((suggestion) => (
              <button key={suggestion} type="button" className="rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-line hover:bg-brand-50" onClick={() => add(suggestion)}>
                {t("editor.pages.suggestion", { name: suggestion })}
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <input id="new-page" value={name} maxLength={40} placeholder={t("editor.pages.ownName")} onChange={(event) => setName(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? "new-page-error" : undefined} className="h-9 min-w-0 flex-1 rounded-lg border border-line px-2.5 text-sm" />
            <button type="submit" className="btn-ghost h-9 px-3 text-xs">{t("editor.pages.addButton")}</button>
          </div>
          {error ? <p id="new-page-error" role="alert" className="text-xs text-red-700">{error}</p> : null}
        </form>
      )}

      {current ? (
        <fieldset className="space-y-2.5 border-t border-line pt-4">
          <legend className="sr-only">{current.title}</legend>
          <p className="text-sm font-semibold">{current.title}</p>
          <div>
            <label htmlFor="page-title" className="text-xs font-medium text-ink-soft">{t("editor.pages.navName")}</label>
            <input id="page-title" value={current.title} maxLength={40} onChange={(event) => onChange(updatePage(document, current.slug, { title: event.target.value }), "page-title")} className="mt-1 h-9 w-full rounded-lg border border-line px-2.5 text-sm" />
          </div>
          <div>
            <label htmlFor="page-seo-title" className="text-xs font-medium text-ink-soft">{t("editor.pages.seoTitle")}</label>
            <input id="page-seo-title" value={current.seo.title} maxLength={70} onChange={(event) => onChange(updatePage(document, current.slug, { seo: { ...current.seo, title: event.target.value } }), "page-seo-title")} className="mt-1 h-9 w-full rounded-lg border border-line px-2.5 text-sm" />
          </div>
          <div>
            <label htmlFor="page-seo-description" className="text-xs font-medium text-ink-soft">{t("editor.pages.seoDescription")}</label>
            <textarea id="page-seo-description" value={current.seo.description} maxLength={160} rows={3} onChange={(event) => onChange(updatePage(document, current.slug, { seo: { ...current.seo, description: event.target.value } }), "page-seo-description")} className="mt-1 w-full rounded-lg border border-line px-2.5 py-2 text-sm" />
          </div>
          <p className="text-xs text-ink-soft">{t("editor.pages.address", { address: `${publicPath.replace(/\/$/, "")}/${current.slug}` })}</p>
          <button
            type="button"
            className="text-xs font-medium text-red-700 underline underline-offset-2"
            onClick={() => {
              onOpen(null);
              onChange(removePage(document, current.slug));
            }}
          >
            {t("editor.pages.remove")}
          </button>
        </fieldset>
      ) : null}
    </div>
  );
}

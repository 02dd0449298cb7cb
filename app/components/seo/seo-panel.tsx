import { useId } from "react";
import type { SiteDocument } from "@core/sites/site-document";
import { seoErrors } from "./seo-errors";
import { useT } from "~/lib/i18n";

/**
 * How search engines show the site (docs/decisions/0873-seo-panel.md): its title and description (the
 * document's `seo`, saved with the editor's Save like every other edit) and "hide from search engines" (a
 * project switch, applied at once). A preview shows roughly how a result would look.
 */

export const SEO_LIMITS = { title: 70, description: 160 } as const;

function Counted({ label, hint, value, max, error, multiline, onChange }: { label: string; hint: string; value: string; max: number; error?: string; multiline?: boolean; onChange: (value: string) => void }) {
  const id = useId();
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ""}`;
  const field = "mt-1 w-full rounded-lg border border-line bg-white px-2.5 text-sm aria-[invalid=true]:border-red-500";
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-xs font-medium text-ink-soft">{label}</label>
        <span className="text-xs text-ink-soft tabular-nums" aria-hidden="true">{value.length}/{max}</span>
      </div>
      {multiline ? (
        <textarea id={id} value={value} rows={3} maxLength={max} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} className={`${field} py-2`} />
      ) : (
        <input id={id} value={value} maxLength={max} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} className={`${field} h-9`} />
      )}
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">{hint}</p>
      {error ? <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">{error}</p> : null}
    </div>
  );
}

export interface SeoPanelProps {
  seo: SiteDocument["seo"];
  onChange: (seo: SiteDocument["seo"]) => void;
  /** The site's public address, shown in the result preview. */
  url: string;
  hideFromSearch: boolean;
  published: boolean;
  busy: boolean;
  onHideFromSearch: (hidden: boolean) => void;
}

export function SeoPanel({ seo, onChange, url, hideFromSearch, published, busy, onHideFromSearch }: SeoPanelProps) {
  const { t, text } = useT();
  const errors = seoErrors(seo);
  const shownUrl = url.replace(/^https?:\/\//, "").replace(/\/$/, "");
  return (
    <section aria-labelledby="seo-title" className="space-y-3" data-testid="seo-panel">
      <div>
        <h3 id="seo-title" className="text-sm font-semibold">{t("editor.seo.title")}</h3>
        <p className="text-xs text-ink-soft">{t("editor.seo.lead")}</p>
      </div>
      <Counted label={t("editor.seo.titleLabel")} hint={t("editor.seo.titleHint")} value={seo.title} max={SEO_LIMITS.title} error={errors.title && text(errors.title)} onChange={(title) => onChange({ ...seo, title })} />
      <Counted label={t("editor.seo.descriptionLabel")} hint={t("editor.seo.descriptionHint")} value={seo.description} max={SEO_LIMITS.description} error={errors.description && text(errors.description)} multiline onChange={(description) => onChange({ ...seo, description })} />
      <figure className="rounded-xl border border-line bg-white p-3" aria-label={t("editor.seo.preview")}>
        <figcaption className="text-xs font-medium text-ink-soft">{t("editor.seo.previewCaption")}</figcaption>
        <p className="mt-1 truncate text-xs text-ink-soft">{shownUrl}</p>
        <p className="truncate text-base leading-snug text-[#1a0dab]">{seo.title || t("editor.seo.previewTitle")}</p>
        <p className="line-clamp-2 text-xs text-ink-soft">{seo.description || t("editor.seo.previewDescription")}</p>
      </figure>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" checked={hideFromSearch} disabled={busy} onChange={(event) => onHideFromSearch(event.currentTarget.checked)} />
        <span>
          {t("editor.seo.hide")}
          <span className="block text-xs text-ink-soft">{t(published ? "editor.seo.hideHelpPublished" : "editor.seo.hideHelp")}</span>
        </span>
      </label>
    </section>
  );
}

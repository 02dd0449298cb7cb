import type { CardPreview } from "@core/sites/card-preview";
import { useT } from "~/lib/i18n";

/** System faces only: a card downloads no font of its own, however many cards there are. */
const SERIF = 'ui-serif, Georgia, Cambria, "Times New Roman", serif';
const SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif';

/**
 * A miniature of the site's home page drawn with CSS from its own words and colours
 * (docs/decisions/0881-dashboard-cards-drawn-without-the-site.md): the name as its header shows it, the first
 * headline and call to action, a row of section tiles. No frame, no image, no request: the dashboard weighs the
 * same with one project or sixty. One picture for screen readers, named after the site.
 */
export function SiteThumbnail({ preview }: { preview: CardPreview }) {
  const { colors } = preview;
  const { t } = useT();
  return (
    <div
      role="img"
      aria-label={t("dashboard.card.preview", { name: preview.name })}
      lang={preview.language}
      dir={preview.direction}
      className="relative flex aspect-[16/10] flex-col overflow-hidden border-b border-line"
      style={{ background: colors.background, color: colors.text }}
      data-testid="site-preview"
    >
      <div className="flex items-center justify-between gap-3 px-4 pt-3">
        <span className="truncate text-xs font-bold" style={{ color: colors.primary, fontFamily: preview.serif ? SERIF : SANS }}>{preview.name}</span>
        <span className="flex shrink-0 gap-1.5" aria-hidden="true">
          {[0, 1, 2].map((bar) => <span key={bar} className="h-1 w-5 rounded-full opacity-40" style={{ background: colors.muted }} />)}
        </span>
      </div>
      <div className="flex min-h-0 flex-1 flex-col justify-center gap-2 px-4">
        <p className="line-clamp-3 text-lg leading-snug font-semibold break-words" style={{ fontFamily: preview.serif ? SERIF : SANS }}>{preview.headline || preview.name}</p>
        {preview.action ? (
          <span className="self-start truncate rounded-full px-3 py-1 text-[11px] font-semibold" style={{ background: colors.primary, color: colors.onPrimary, maxWidth: "100%" }}>{preview.action}</span>
        ) : null}
      </div>
      <div className="grid grid-cols-3 gap-2 px-4 pb-3" aria-hidden="true">
        {[0, 1, 2].map((tile) => (
          <span key={tile} className="h-6 rounded-md border-t-2" style={{ background: colors.surface, borderColor: tile === 1 ? colors.accent : colors.primary, boxShadow: `0 0 0 1px ${colors.muted}22` }} />
        ))}
      </div>
    </div>
  );
}

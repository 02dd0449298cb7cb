import { useState } from "react";
import { DEFAULT_LOGO, LOGO_COLOR_LABELS, LOGO_ICON_LABELS, LOGO_LAYOUT_LABELS, type GeneratedLogo, type SiteLogo, type UploadedLogo } from "@core/sites/logo";
import { LOGO_COLORS, LOGO_ICON_PATHS, LOGO_ICONS, LOGO_LAYOUTS, monogramLetters } from "@core/sites/logo-marks";
import type { SiteDocument } from "@core/sites/site-document";
import { ensureContrast, textOn } from "@core/sites/contrast";
import { UploadedLogoPanel } from "./uploaded-logo-panel";
import { useT } from "~/lib/i18n";

type Choice = "none" | GeneratedLogo["layout"] | "media";

const CHOICE_LABELS = { none: "editor.logo.none", ...LOGO_LAYOUT_LABELS, media: "editor.logo.own" } as const;

/** The palette colour a logo colour choice draws with (the published page checks its contrast). */
function swatch(palette: SiteDocument["theme"]["palette"], color: GeneratedLogo["color"]): string {
  return color === "accent" ? palette.accent : color === "text" ? palette.text : palette.primary;
}

function Badge({ name, logo, fill }: { name: string; logo: GeneratedLogo; fill: string }) {
  const on = textOn(fill);
  return (
    <svg viewBox="0 0 64 64" className="size-12 shrink-0" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill={fill} />
      {logo.layout === "icon" ? (
        <path d={LOGO_ICON_PATHS[logo.icon]} transform="translate(12 12) scale(1.667)" fill="none" stroke={on} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <text x="32" y="32" dy=".35em" textAnchor="middle" fontWeight="700" fontSize={Array.from(monogramLetters(name)).length > 1 ? 28 : 36} fill={on} fontFamily="Georgia, serif">
          {monogramLetters(name)}
        </text>
      )}
    </svg>
  );
}

/**
 * The logo in the editor's Design tab: none, one generated from the name (initials or an icon in a badge)
 * in one of the palette's colours, or the owner's own picture from their library. It is part of the
 * document, saved with it, and the favicons and share card are made from it when the site is published.
 */
export function LogoEditor({ document, onChange }: { document: SiteDocument; onChange: (next: SiteDocument) => void }) {
  const stored = document.logo;
  // "My own logo" stays chosen while the owner picks a picture (the document changes once they have).
  const [wantsUpload, setWantsUpload] = useState(false);
  const choice: Choice = stored?.kind === "media" || wantsUpload ? "media" : stored ? stored.layout : "none";
  // Switching between an uploaded and a generated logo and back keeps each one's settings for the session.
  const [lastGenerated, setLastGenerated] = useState<GeneratedLogo>(stored?.kind === "generated" ? stored : DEFAULT_LOGO);
  const [lastUploaded, setLastUploaded] = useState<UploadedLogo | null>(stored?.kind === "media" ? stored : null);
  const [picking, setPicking] = useState(false);
  const logo = stored?.kind === "generated" && !wantsUpload ? stored : undefined;
  const current = logo ?? lastGenerated;
  const palette = document.theme.palette;

  function change(next: SiteLogo | undefined) {
    if (next?.kind === "generated") setLastGenerated(next);
    if (next?.kind === "media") {
      setLastUploaded(next);
      // From here the document itself says "my own logo" (so undo can take it back).
      setWantsUpload(false);
    }
    const { logo: _dropped, ...rest } = document;
    onChange(next ? { ...rest, logo: next } : rest);
  }

  const { t } = useT();
  function choose(value: Choice) {
    setWantsUpload(value === "media");
    if (value === "none") return change(undefined);
    if (value !== "media") return change({ ...current, layout: value });
    if (lastUploaded) return change(lastUploaded);
    setPicking(true);
  }

  return (
    <fieldset className="space-y-3" data-testid="logo-editor">
      <legend className="text-sm font-semibold">{t("editor.logo.title")}</legend>
      <p className="text-xs text-ink-soft">{t("editor.logo.lead")}</p>
      <div role="radiogroup" aria-label={t("editor.logo.layout")} className="grid gap-1.5">
        {(["none", ...LOGO_LAYOUTS, "media"] as const).map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-2.5 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/30">
            <input type="radio" name="logo-layout" value={value} checked={choice === value} onChange={() => choose(value)} />
            {t(CHOICE_LABELS[value])}
          </label>
        ))}
      </div>
      {logo ? (
        <>
          {/* On the site's own background, the name in the colour the page will use (repaired to 4.5:1 like the page's). */}
          <div className="flex items-center gap-3 rounded-xl border border-line p-3" style={{ background: palette.background }} aria-label={t("editor.logo.preview")} role="img">
            {logo.layout !== "wordmark" ? <Badge name={document.name} logo={logo} fill={swatch(palette, logo.color)} /> : null}
            <span className="min-w-0 truncate text-lg font-bold" style={{ color: ensureContrast(swatch(palette, logo.color), [palette.background]) }}>
              {document.name}
            </span>
          </div>
          <fieldset>
            <legend className="text-xs font-semibold">{t("editor.logo.colour")}</legend>
            <div className="mt-1.5 flex flex-wrap gap-1.5">
              {LOGO_COLORS.map((color) => (
                <label key={color} className="relative flex cursor-pointer items-center gap-1.5 rounded-full border border-line px-2.5 py-1 text-xs has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/30 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
                  <input type="radio" name="logo-color" value={color} checked={logo.color === color} onChange={() => change({ ...logo, color })} className="sr-only" />
                  <span className="size-3.5 rounded-full ring-1 ring-black/10" style={{ background: swatch(palette, color) }} aria-hidden="true" />
                  {t(LOGO_COLOR_LABELS[color])}
                </label>
              ))}
            </div>
          </fieldset>
          {logo.layout === "icon" ? (
            <fieldset>
              <legend className="text-xs font-semibold">{t("editor.logo.iconTitle")}</legend>
              <div className="mt-1.5 grid grid-cols-4 gap-1.5">
                {LOGO_ICONS.map((icon) => (
                  <label key={icon} className="relative flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-line p-1.5 text-[11px] has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/30 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
                    <input type="radio" name="logo-icon" value={icon} checked={logo.icon === icon} onChange={() => change({ ...logo, icon })} className="sr-only" />
                    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
                      <path d={LOGO_ICON_PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {t(LOGO_ICON_LABELS[icon])}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </>
      ) : null}
      <UploadedLogoPanel
        name={document.name}
        background={palette.background}
        logo={stored?.kind === "media" ? stored : null}
        chosen={choice === "media"}
        picking={picking}
        onPicking={setPicking}
        onChange={(next) => change(next)}
      />
    </fieldset>
  );
}

import { ensureContrast, textOn } from "./contrast";
import { directionOf } from "./language-direction";
import { siteLanguageOf } from "./languages";
import type { SiteDocument } from "./site-document";

/**
 * What a dashboard card draws of a site (docs/decisions/0881-dashboard-cards-drawn-without-the-site.md): its name,
 * its home page's first headline and call to action, in its language and direction, in its own colours, with the
 * system's serif or sans for its fonts (no web font). A few hundred bytes of JSON per card, drawn with CSS.
 */
export type CardPreview = {
  name: string;
  headline: string;
  action: string;
  language: string;
  direction: "ltr" | "rtl";
  serif: boolean;
  colors: { background: string; surface: string; text: string; muted: string; primary: string; onPrimary: string; accent: string };
};

/** The font pairs whose headings are a serif face (core/sites/site-document.ts, FONT_PAIRS). */
const SERIF_HEADINGS: ReadonlySet<SiteDocument["theme"]["fonts"]> = new Set(["fraunces-inter", "playfair-source", "dm-serif-dm-sans", "libre-baskerville-lato"]);

export function cardPreviewOf(document: SiteDocument): CardPreview {
  const language = siteLanguageOf(document);
  const hero = document.sections.find((section) => section.type === "hero" && !section.hidden);
  const { palette } = document.theme;
  return {
    name: document.name,
    headline: hero?.type === "hero" ? hero.headline : "",
    action: hero?.type === "hero" ? hero.primaryCta.label : "",
    language,
    direction: directionOf(language),
    serif: SERIF_HEADINGS.has(document.theme.fonts),
    colors: {
      background: palette.background,
      surface: palette.surface,
      // Whatever the palette, the card's words stay readable on its background.
      text: ensureContrast(palette.text, [palette.background]),
      muted: ensureContrast(palette.muted, [palette.background], 3),
      primary: palette.primary,
      onPrimary: textOn(palette.primary),
      accent: palette.accent,
    },
  };
}

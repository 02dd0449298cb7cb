import { contrastRatio, ensureContrast, isHexColor, mix, MIN_TEXT_CONTRAST, textOn } from "@core/sites/contrast";
import { type SiteTheme } from "@core/sites/site-document";
import { FONT_PAIRS, SPACINGS } from "@core/sites/site-document-constants";
import { TEMPLATE_PALETTES, type SiteTemplate } from "@core/sites/themes";

/** The colours a template's CSS uses, every text pairing at least 4.5:1 (palettes from the editor are repaired here). */
export interface ResolvedColors {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  primary: string;
  accent: string;
  /** The primary colour as text (links, eyebrows) on background and surface. */
  link: string;
  /** The accent colour as text on background and surface. */
  accentText: string;
  /** Text on a primary fill (buttons, dark bands). */
  onPrimary: string;
  /** Secondary text on a primary fill. */
  onPrimaryMuted: string;
  /** Text on an accent fill. */
  onAccent: string;
  /** Hairlines and borders. */
  line: string;
  /** A soft wash of the accent over the background, for cards; text and muted text pass on it too. */
  accentSoft: string;
}

export interface ResolvedTheme {
  palette: SiteTheme["palette"];
  colors: ResolvedColors;
  fonts: { heading: string; body: string; pair: SiteTheme["fonts"] };
  spacing: SiteTheme["spacing"];
}

const SANS = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif`;

/**
 * System font stacks for each font pair (no web fonts: a published page loads nothing else). The first
 * names are the pair's own fonts for people who have them installed; then the closest system faces.
 */
export const FONT_STACKS: Record<SiteTheme["fonts"], { heading: string; body: string }> = {
  "fraunces-inter": {
    heading: `Fraunces, "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Liberation Serif", serif`,
    body: `Inter, ${SANS}`,
  },
  "playfair-source": {
    heading: `"Playfair Display", Didot, "Bodoni 72", "Bodoni MT", Georgia, "Liberation Serif", serif`,
    body: `"Source Sans 3", "Source Sans Pro", ${SANS}`,
  },
  "space-grotesk-inter": {
    heading: `"Space Grotesk", "Avenir Next", Avenir, "Segoe UI", "Helvetica Neue", "Liberation Sans", Arial, sans-serif`,
    body: `Inter, ${SANS}`,
  },
  "dm-serif-dm-sans": {
    heading: `"DM Serif Display", "Big Caslon", "Hoefler Text", Georgia, "Liberation Serif", serif`,
    body: `"DM Sans", "Helvetica Neue", Helvetica, "Liberation Sans", Arial, sans-serif`,
  },
  "nunito-nunito": {
    heading: `Nunito, ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", "Varela Round", ${SANS}`,
    body: `Nunito, ui-rounded, "SF Pro Rounded", ${SANS}`,
  },
  "libre-baskerville-lato": {
    heading: `"Libre Baskerville", Baskerville, "Baskerville Old Face", Georgia, "Liberation Serif", serif`,
    body: `Lato, Carlito, ${SANS}`,
  },
};

type Palette = SiteTheme["palette"];
const PALETTE_KEYS = ["primary", "accent", "background", "surface", "text", "muted"] as const;

/** The palette with any malformed colour replaced by the template's (colours end up inside CSS). */
function validPalette(palette: Partial<Palette> | undefined, template: SiteTemplate): Palette {
  const fallback = TEMPLATE_PALETTES[template][0]!;
  const out = { ...fallback };
  for (const key of PALETTE_KEYS) {
    const value = palette?.[key];
    if (isHexColor(value)) out[key] = value.toLowerCase();
  }
  return out;
}

/** Whether black or white reaches 4.5:1 on every one of these backgrounds (then some text colour does). */
function anyTextPasses(backgrounds: readonly string[]): boolean {
  return ["#000000", "#ffffff"].some((candidate) => backgrounds.every((background) => contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST));
}

/** Colours for the page: the palette with every text pairing checked and nudged to at least 4.5:1. */
export function resolveColors(palette: Palette): ResolvedColors {
  const bg = palette.background;
  // Text must pass on the background, the surface and the accent wash at once. When no colour can (two
  // mid-tone backgrounds far apart), the surface and the wash are drawn towards the background until one can.
  let surface = palette.surface;
  let accentSoft = mix(bg, palette.accent, 0.22);
  for (let step = 4; step >= 0 && !anyTextPasses([bg, surface, accentSoft]); step--) {
    surface = mix(bg, palette.surface, step / 5);
    accentSoft = mix(bg, palette.accent, (0.22 * step) / 5);
  }
  const text = ensureContrast(palette.text, [bg, surface, accentSoft]);
  const muted = ensureContrast(palette.muted, [bg, surface, accentSoft]);
  const link = ensureContrast(palette.primary, [bg, surface]);
  const accentText = ensureContrast(palette.accent, [bg, surface]);
  let onPrimary = textOn(palette.primary);
  if (contrastRatio(onPrimary, palette.primary) < MIN_TEXT_CONTRAST) onPrimary = textOn(palette.primary, "#000000", "#ffffff");
  const onPrimaryMuted = ensureContrast(mix(onPrimary, palette.primary, 0.22), [palette.primary]);
  let onAccent = textOn(palette.accent);
  if (contrastRatio(onAccent, palette.accent) < MIN_TEXT_CONTRAST) onAccent = textOn(palette.accent, "#000000", "#ffffff");
  return {
    bg,
    surface,
    text,
    muted,
    primary: palette.primary,
    accent: palette.accent,
    link,
    accentText,
    onPrimary,
    onPrimaryMuted,
    onAccent,
    line: mix(bg, text, 0.16),
    accentSoft,
  };
}

/** The document's theme, validated (colours, font pair, spacing) and resolved for a template. */
export function resolveTheme(theme: Partial<SiteTheme> | undefined, template: SiteTemplate): ResolvedTheme {
  const palette = validPalette(theme?.palette, template);
  const pair = theme?.fonts && (FONT_PAIRS as readonly string[]).includes(theme.fonts) ? theme.fonts : "fraunces-inter";
  const spacing = theme?.spacing && (SPACINGS as readonly string[]).includes(theme.spacing) ? theme.spacing : "regular";
  return { palette, colors: resolveColors(palette), fonts: { ...FONT_STACKS[pair], pair }, spacing };
}

import type { SiteTheme } from "./site-document";

/** The six template looks, the one list of them (the templates table's `style` column reads it); a template's slug is its style key. */
export const SITE_TEMPLATES = ["warm-editorial", "bold-modern", "minimal-studio", "fresh-garden", "classic-professional", "playful-bright"] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

export function isSiteTemplate(value: string): value is SiteTemplate {
  return (SITE_TEMPLATES as readonly string[]).includes(value);
}

/** The look of a site whose template is unknown (a removed template, an old document): the first one. */
export const DEFAULT_SITE_TEMPLATE: SiteTemplate = SITE_TEMPLATES[0];

/** A document's template if it is one of ours, else the default look. */
export function siteTemplateOf(value: string): SiteTemplate {
  return isSiteTemplate(value) ? value : DEFAULT_SITE_TEMPLATE;
}

type Palette = SiteTheme["palette"];

/**
 * Each template's colour character, in three palettes (the seed picks one, so two sites on one template
 * still differ). Every palette passes 4.5:1 for text and muted text on background and surface, and for
 * the primary colour used as link text (checked by a test; the renderer repairs edited palettes).
 */
export const TEMPLATE_PALETTES: Record<SiteTemplate, readonly Palette[]> = {
  "warm-editorial": [
    { primary: "#a4432a", accent: "#d9a441", background: "#fbf6ee", surface: "#f2e7d6", text: "#2b2118", muted: "#66554a" },
    { primary: "#8a4b2f", accent: "#c98b5e", background: "#fcf8f1", surface: "#efe4d2", text: "#2a211b", muted: "#62544a" },
    { primary: "#7c3b45", accent: "#e0a96d", background: "#fbf5f0", surface: "#f1e2da", text: "#2d1f22", muted: "#675358" },
  ],
  "bold-modern": [
    { primary: "#c6f432", accent: "#7c5cff", background: "#0e1014", surface: "#181b22", text: "#f4f5f7", muted: "#a9afbc" },
    { primary: "#ff6b3d", accent: "#37d2c5", background: "#111014", surface: "#1c1a21", text: "#f7f4f2", muted: "#b2aab0" },
    { primary: "#5ce1e6", accent: "#ff4f9a", background: "#0b1020", surface: "#151b2e", text: "#eef2fb", muted: "#a3adc6" },
  ],
  "minimal-studio": [
    { primary: "#111111", accent: "#c8553d", background: "#ffffff", surface: "#f4f4f2", text: "#161616", muted: "#5f5f5c" },
    { primary: "#1d2b36", accent: "#8c9a8f", background: "#fafaf8", surface: "#efefeb", text: "#1a1d1f", muted: "#5c6166" },
    { primary: "#2f2a26", accent: "#b89b72", background: "#fdfcfa", surface: "#f1eee9", text: "#1e1b18", muted: "#625c55" },
  ],
  "fresh-garden": [
    { primary: "#3c6b4f", accent: "#e8a87c", background: "#f6f8f2", surface: "#e6eee0", text: "#1e2b22", muted: "#4f5f54" },
    { primary: "#4a6741", accent: "#d98f8f", background: "#f8f7f1", surface: "#eaeede", text: "#202a1c", muted: "#545e4f" },
    { primary: "#2f6b6a", accent: "#f0b67f", background: "#f4f8f6", surface: "#e2ece8", text: "#1b2928", muted: "#4d5f5d" },
  ],
  "classic-professional": [
    { primary: "#1b2a4a", accent: "#b08d57", background: "#ffffff", surface: "#f3f5f8", text: "#1a2233", muted: "#505a6b" },
    { primary: "#14403a", accent: "#b5894b", background: "#ffffff", surface: "#f2f6f5", text: "#17241f", muted: "#4f5d58" },
    { primary: "#4a1f2b", accent: "#a88a5a", background: "#fffefc", surface: "#f6f2ef", text: "#231a1c", muted: "#5d5255" },
  ],
  "playful-bright": [
    { primary: "#c2363d", accent: "#ffc93c", background: "#fffaf0", surface: "#ffefd1", text: "#1f1d3a", muted: "#504d6b" },
    { primary: "#5b3fd6", accent: "#2ec4b6", background: "#fbf9ff", surface: "#ece6ff", text: "#1c1838", muted: "#4f4a6b" },
    { primary: "#0a6f6a", accent: "#ff8c42", background: "#f3fbf9", surface: "#dcf3ee", text: "#13302e", muted: "#43605d" },
  ],
};

/** The font pair each template is designed around (the renderer maps pairs to system font stacks). */
export const TEMPLATE_FONTS: Record<SiteTemplate, SiteTheme["fonts"]> = {
  "warm-editorial": "fraunces-inter",
  "bold-modern": "space-grotesk-inter",
  "minimal-studio": "dm-serif-dm-sans",
  "fresh-garden": "playfair-source",
  "classic-professional": "libre-baskerville-lato",
  "playful-bright": "nunito-nunito",
};

export const TEMPLATE_SPACING: Record<SiteTemplate, SiteTheme["spacing"]> = {
  "warm-editorial": "regular",
  "bold-modern": "regular",
  "minimal-studio": "airy",
  "fresh-garden": "regular",
  "classic-professional": "regular",
  "playful-bright": "compact",
};

/** A template's theme: its font pair and spacing, and one of its palettes (by index, wrapped). */
export function templateTheme(template: SiteTemplate, paletteIndex = 0): SiteTheme {
  const palettes = TEMPLATE_PALETTES[template];
  const palette = palettes[((paletteIndex % palettes.length) + palettes.length) % palettes.length]!;
  return { palette: { ...palette }, fonts: TEMPLATE_FONTS[template], spacing: TEMPLATE_SPACING[template] };
}

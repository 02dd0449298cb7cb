import type { AppMessageKeyOf } from "@core/i18n/keys";
import type { SiteTheme } from "./site-document";

/** Palettes the light editor offers, named by message keys; each keeps body text above 4.5:1 on its background. */
export const THEME_PRESETS: { name: AppMessageKeyOf<"editor">; palette: SiteTheme["palette"] }[] = [
  { name: "editor.palette.creamRust", palette: { primary: "#9a3412", accent: "#d97706", background: "#fffaf3", surface: "#ffffff", text: "#1c1917", muted: "#57534e" } },
  { name: "editor.palette.sage", palette: { primary: "#3f6212", accent: "#65a30d", background: "#f7faf5", surface: "#ffffff", text: "#1a2e05", muted: "#4d5b45" } },
  { name: "editor.palette.navyBrass", palette: { primary: "#1e3a8a", accent: "#b45309", background: "#f8fafc", surface: "#ffffff", text: "#0f172a", muted: "#475569" } },
  { name: "editor.palette.berry", palette: { primary: "#9d174d", accent: "#db2777", background: "#fff7fb", surface: "#ffffff", text: "#1f0a14", muted: "#6b4655" } },
  { name: "editor.palette.ocean", palette: { primary: "#0e7490", accent: "#ea580c", background: "#f5fbfc", surface: "#ffffff", text: "#0b1f24", muted: "#46606a" } },
  { name: "editor.palette.charcoal", palette: { primary: "#111827", accent: "#dc2626", background: "#ffffff", surface: "#f9fafb", text: "#111827", muted: "#4b5563" } },
];

/** Each font pair's name in the editor, as a message key. */
export const FONT_PAIR_LABELS: Record<SiteTheme["fonts"], AppMessageKeyOf<"editor">> = {
  "fraunces-inter": "editor.fonts.frauncesInter",
  "playfair-source": "editor.fonts.playfairSource",
  "space-grotesk-inter": "editor.fonts.spaceGroteskInter",
  "dm-serif-dm-sans": "editor.fonts.dmSerifDmSans",
  "nunito-nunito": "editor.fonts.nunitoNunito",
  "libre-baskerville-lato": "editor.fonts.libreBaskervilleLato",
};

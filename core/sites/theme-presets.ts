import type { SiteTheme } from "./site-document";

/** Palettes the light editor offers; each keeps body text above 4.5:1 on its background. */
export const THEME_PRESETS: { name: string; palette: SiteTheme["palette"] }[] = [
  { name: "Cream & rust", palette: { primary: "#9a3412", accent: "#d97706", background: "#fffaf3", surface: "#ffffff", text: "#1c1917", muted: "#57534e" } },
  { name: "Sage", palette: { primary: "#3f6212", accent: "#65a30d", background: "#f7faf5", surface: "#ffffff", text: "#1a2e05", muted: "#4d5b45" } },
  { name: "Navy & brass", palette: { primary: "#1e3a8a", accent: "#b45309", background: "#f8fafc", surface: "#ffffff", text: "#0f172a", muted: "#475569" } },
  { name: "Berry", palette: { primary: "#9d174d", accent: "#db2777", background: "#fff7fb", surface: "#ffffff", text: "#1f0a14", muted: "#6b4655" } },
  { name: "Ocean", palette: { primary: "#0e7490", accent: "#ea580c", background: "#f5fbfc", surface: "#ffffff", text: "#0b1f24", muted: "#46606a" } },
  { name: "Charcoal", palette: { primary: "#111827", accent: "#dc2626", background: "#ffffff", surface: "#f9fafb", text: "#111827", muted: "#4b5563" } },
];

export const FONT_PAIR_LABELS: Record<SiteTheme["fonts"], string> = {
  "fraunces-inter": "Warm serif + clean sans",
  "playfair-source": "Elegant serif + readable sans",
  "space-grotesk-inter": "Geometric grotesk",
  "dm-serif-dm-sans": "Modern serif + DM Sans",
  "nunito-nunito": "Friendly rounded",
  "libre-baskerville-lato": "Classic book serif",
};

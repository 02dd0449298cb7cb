import type { AppMessageKeyOf } from "../i18n/keys";
import { escapeMarkup } from "../markup";
import { z } from "zod";
import { mediaIdSchema } from "../media/media";

/**
 * A site's logo: a generated one (the name set in the heading font, with a monogram or a small icon in a
 * badge beside it, in one of the palette's colours), or a picture the owner uploaded to the media library.
 */
export const LOGO_LAYOUTS = ["wordmark", "monogram", "icon"] as const;
export const LOGO_COLORS = ["primary", "accent", "text"] as const;
export const LOGO_ICONS = ["leaf", "star", "heart", "home", "sun", "drop", "cup", "spark"] as const;
export type LogoLayout = (typeof LOGO_LAYOUTS)[number];
export type LogoColor = (typeof LOGO_COLORS)[number];
export type LogoIcon = (typeof LOGO_ICONS)[number];

export const generatedLogoSchema = z.object({
  kind: z.literal("generated"),
  layout: z.enum(LOGO_LAYOUTS),
  color: z.enum(LOGO_COLORS),
  icon: z.enum(LOGO_ICONS).default("leaf"),
});

/**
 * The owner's own logo: a raster in their media library (the library refuses SVG). Saving fills in its real
 * size (server/media/site-photos.ts), so the header's <img> never shifts the page; `withName` also shows the
 * name as text beside it (for a logo that is only a symbol).
 */
export const uploadedLogoSchema = z.object({
  kind: z.literal("media"),
  mediaId: mediaIdSchema,
  width: z.number().int().positive().max(10000).optional(),
  height: z.number().int().positive().max(10000).optional(),
  withName: z.boolean().optional(),
});

export const siteLogoSchema = z.discriminatedUnion("kind", [generatedLogoSchema, uploadedLogoSchema]);
export type SiteLogo = z.infer<typeof siteLogoSchema>;
export type GeneratedLogo = z.infer<typeof generatedLogoSchema>;
export type UploadedLogo = z.infer<typeof uploadedLogoSchema>;

export const isUploadedLogo = (logo: SiteLogo | undefined): logo is UploadedLogo => logo?.kind === "media";

/** How large the header shows an uploaded logo at most (CSS pixels), and the stored size its <img> asks for. */
export const LOGO_IMAGE_HEIGHT = 48;

/** The size an uploaded logo is drawn at to fit a box, keeping its shape (never enlarged past `upscale` times). */
export function fitLogo(logo: Pick<UploadedLogo, "width" | "height">, box: { width: number; height: number }, upscale = Infinity): { width: number; height: number } {
  const width = logo.width ?? box.width;
  const height = logo.height ?? box.height;
  const scale = Math.min(box.width / width, box.height / height, upscale);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What a site without a logo of its own gets for its favicon and share card: its initials in a badge of its primary colour. */
export const DEFAULT_LOGO: GeneratedLogo = { kind: "generated", layout: "monogram", color: "primary", icon: "leaf" };

/** The logo editor's words for each choice, as message keys of the `editor` namespace. */
export const LOGO_LAYOUT_LABELS: Record<LogoLayout, AppMessageKeyOf<"editor">> = { wordmark: "editor.logo.layout.wordmark", monogram: "editor.logo.layout.monogram", icon: "editor.logo.layout.icon" };
export const LOGO_COLOR_LABELS: Record<LogoColor, AppMessageKeyOf<"editor">> = { primary: "editor.logo.color.primary", accent: "editor.logo.color.accent", text: "editor.logo.color.text" };
export const LOGO_ICON_LABELS: Record<LogoIcon, AppMessageKeyOf<"editor">> = { leaf: "editor.logo.icon.leaf", star: "editor.logo.icon.star", heart: "editor.logo.icon.heart", home: "editor.logo.icon.home", sun: "editor.logo.icon.sun", drop: "editor.logo.icon.drop", cup: "editor.logo.icon.cup", spark: "editor.logo.icon.spark" };

/** Our own icon drawings: strokes on a 24-unit grid, drawn in the badge's text colour. */
export const LOGO_ICON_PATHS: Record<LogoIcon, string> = {
  leaf: "M6 18C6 10 11 5 19 5c0 8-5 13-13 13zM6 18l7-7",
  star: "M12 3.5l2.5 5.3 5.8.7-4.3 4 1.1 5.7L12 16.4l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z",
  heart: "M12 19.5s-7-4.3-7-9.6A3.9 3.9 0 0 1 12 7.6a3.9 3.9 0 0 1 7 2.3c0 5.3-7 9.6-7 9.6z",
  home: "M4 11.5l8-7 8 7M6.5 9.5V19.5h11V9.5M10 19.5v-5h4v5",
  sun: "M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8",
  drop: "M12 3.5s6 6.3 6 10.7a6 6 0 0 1-12 0C6 9.8 12 3.5 12 3.5z",
  cup: "M5 9h11v4.5A5 5 0 0 1 11 18.5h-1a5 5 0 0 1-5-5zM16 10h1.5a2.5 2.5 0 0 1 0 5H16M8.5 3.5v2.5M12 3.5v2.5",
  spark: "M12 3l1.9 6.6L20.5 12l-6.6 2.1L12 21l-1.9-6.9L3.5 12l6.6-2.4z",
};

/** Words that do not make an initial ("The Rise & Crumb" is RC). */
const SKIPPED_WORDS = new Set(["the", "and", "of", "a", "an", "&", "+", "le", "la", "les", "el", "los", "las", "die", "der", "das", "de"]);

/** One or two initials from a name: the first letters of its first two meaningful words, upper case. */
export function monogramLetters(name: string): string {
  const words = name.normalize("NFC").split(/[\s\-–—/.,:;!?()[\]{}"'’]+/u).filter(Boolean);
  const meaningful = words.filter((word) => !SKIPPED_WORDS.has(word.toLowerCase()));
  const chosen = (meaningful.length ? meaningful : words).slice(0, 2);
  const initials = chosen.map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ""))[0] ?? "").join("");
  return (initials || Array.from(name.trim())[0] || "?").toLocaleUpperCase();
}

/** The colours a logo is drawn in: the badge's fill, the text on it, and the name's colour (checked hex colours). */
export interface LogoColors {
  fill: string;
  onFill: string;
  name: string;
  background: string;
}

const HEX = /^#[0-9a-f]{6}$/i;
const safeColor = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

/**
 * The logo's mark alone as a square SVG (favicons, the share card): a rounded badge with the initials
 * or the icon. `fontFamily` is a CSS font list we generate, never the owner's text.
 */
export function logoMarkSvg(name: string, logo: GeneratedLogo, colors: LogoColors, { size = 64, fontFamily = "sans-serif", rounded = true } = {}): string {
  const fill = safeColor(colors.fill, "#111111");
  const on = safeColor(colors.onFill, "#ffffff");
  const radius = rounded ? 14 : 0;
  const inner =
    logo.layout === "icon"
      ? `<path d="${LOGO_ICON_PATHS[logo.icon]}" transform="translate(12 12) scale(1.667)" fill="none" stroke="${on}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`
      : markLetters(name, on, fontFamily);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="${radius}" fill="${fill}"/>${inner}</svg>`;
}

function markLetters(name: string, color: string, fontFamily: string): string {
  const letters = monogramLetters(name);
  const fontSize = Array.from(letters).length > 1 ? 28 : 36;
  return `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="${escapeMarkup(fontFamily)}" font-weight="700" font-size="${fontSize}" fill="${color}">${escapeMarkup(letters)}</text>`;
}

/**
 * The whole logo as an SVG file (the download, the share card): the mark (unless a wordmark) and the
 * name. Its width follows the name's length at an average letter width, so it never clips.
 */
export function logoSvg(name: string, logo: GeneratedLogo, colors: LogoColors, { fontFamily = "sans-serif" } = {}): string {
  const nameColor = safeColor(colors.name, "#111111");
  const mark = logo.layout === "wordmark" ? "" : logoMarkSvg(name, logo, colors, { size: 64, fontFamily }).replace('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">', '<svg x="0" y="8" width="64" height="64" viewBox="0 0 64 64">');
  const textX = mark ? 84 : 0;
  const width = Math.ceil(textX + Array.from(name).length * 22 + 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="80" viewBox="0 0 ${width} 80" role="img" aria-label="${escapeMarkup(name)}">${mark}<text x="${textX}" y="52" font-family="${escapeMarkup(fontFamily)}" font-weight="700" font-size="40" fill="${nameColor}">${escapeMarkup(name)}</text></svg>`;
}

/** A rewritten site keeps the owner's logo (generated or uploaded): the writers never choose one. */
export function keepLogo<T extends { logo?: SiteLogo }>(before: { logo?: SiteLogo }, after: T): T {
  return before.logo && !after.logo ? { ...after, logo: before.logo } : after;
}

import type { AppMessageKeyOf } from "../i18n/keys";
import { escapeMarkup } from "../markup";
import { z } from "zod";
import { mediaIdSchema } from "../media/media";
import { LOGO_COLORS, LOGO_ICON_PATHS, LOGO_ICONS, LOGO_LAYOUTS, monogramLetters, type LogoColor, type LogoIcon, type LogoLayout } from "./logo-marks";

// The logo's choices, its drawings and its fitting live without zod in logo-marks.ts (the editor draws the site with them).

/**
 * A site's logo: a generated one (the name set in the heading font, with a monogram or a small icon in a
 * badge beside it, in one of the palette's colours), or a picture the owner uploaded to the media library.
 */
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

/** What a site without a logo of its own gets for its favicon and share card: its initials in a badge of its primary colour. */
export const DEFAULT_LOGO: GeneratedLogo = { kind: "generated", layout: "monogram", color: "primary", icon: "leaf" };

/** The logo editor's words for each choice, as message keys of the `editor` namespace. */
export const LOGO_LAYOUT_LABELS: Record<LogoLayout, AppMessageKeyOf<"editor">> = { wordmark: "editor.logo.layout.wordmark", monogram: "editor.logo.layout.monogram", icon: "editor.logo.layout.icon" };
export const LOGO_COLOR_LABELS: Record<LogoColor, AppMessageKeyOf<"editor">> = { primary: "editor.logo.color.primary", accent: "editor.logo.color.accent", text: "editor.logo.color.text" };
export const LOGO_ICON_LABELS: Record<LogoIcon, AppMessageKeyOf<"editor">> = { leaf: "editor.logo.icon.leaf", star: "editor.logo.icon.star", heart: "editor.logo.icon.heart", home: "editor.logo.icon.home", sun: "editor.logo.icon.sun", drop: "editor.logo.icon.drop", cup: "editor.logo.icon.cup", spark: "editor.logo.icon.spark" };

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

import { logoMarkSvg, type GeneratedLogo, type LogoColors } from "@core/sites/logo";
import { escapeMarkup } from "@core/markup";
import { CARD_PHOTO_PANEL, type BrandPictures, type EmbeddedPicture } from "./brand-pictures";

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/**
 * Breaks text into at most `maxLines` lines of about `maxChars` characters (the rasteriser cannot wrap;
 * the measure is an average letter width, kept on the safe side), the last one ending in "…" when cut.
 */
export function wrapLines(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (Array.from(next).length <= maxChars) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = Array.from(word).length > maxChars ? `${Array.from(word).slice(0, maxChars - 1).join("")}…` : word;
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  const used = lines.join(" ").replace(/…$/, "");
  if (lines.length === maxLines && Array.from(used).length < Array.from(words.join(" ")).length) {
    const last = Array.from(lines[maxLines - 1]!);
    lines[maxLines - 1] = `${last.slice(0, Math.max(1, Math.min(last.length, maxChars - 1))).join("").replace(/[\s,.;:–—-]+$/, "")}…`;
  }
  return lines;
}

export interface ShareCardInput {
  name: string;
  headline: string;
  /** Where the site lives, shown at the bottom ("rise-and-crumb.may.example"). */
  address: string;
  /** The generated mark (also what stands in for an uploaded logo that could not be read). */
  logo: GeneratedLogo;
  /** The owner's uploaded logo, drawn instead of the mark; `withName` adds the name beside it. */
  logoImage?: EmbeddedPicture & { withName: boolean };
  /** The hero's photo, on the right-hand panel. */
  photo?: BrandPictures["heroPhoto"];
  colors: LogoColors & { text: string; muted: string; accentSoft: string; primary: string };
  fontFamily: string;
}

const HEX = /^#[0-9a-f]{6}$/i;
const DATA_URI = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/=]+$/;

/** The brand row at the top: the uploaded logo (with the name when asked), or the mark and the name. */
function brandRow(input: ShareCardInput, family: string, rightEdge: number): string {
  const { colors } = input;
  // About 25 px a letter at 44 px, on the safe side (the rasteriser cannot measure for us).
  const nameAt = (x: number, y: number, size: number) =>
    `<text x="${x}" y="${y}" font-family="${family}" font-weight="700" font-size="${size}" fill="${colors.name}">${escapeMarkup(wrapLines(input.name, Math.max(6, Math.floor((rightEdge - x) / 25)), 1)[0] ?? "")}</text>`;
  const image = input.logoImage;
  if (image && DATA_URI.test(image.dataUri)) {
    const top = 56 + Math.round((120 - image.height) / 2);
    const picture = `<image x="80" y="${top}" width="${image.width}" height="${image.height}" href="${image.dataUri}"/>`;
    return image.withName ? picture + nameAt(80 + image.width + 24, 130, 44) : picture;
  }
  const mark = logoMarkSvg(input.name, input.logo, colors, { size: 88, fontFamily: input.fontFamily }).replace(
    '<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88" viewBox="0 0 64 64">',
    '<svg x="80" y="72" width="88" height="88" viewBox="0 0 64 64">',
  );
  return mark + nameAt(192, 130, 44);
}

/** The hero's photo filling the right-hand panel, cropped around its focus point. */
function photoPanel(photo: NonNullable<ShareCardInput["photo"]>): string {
  if (!DATA_URI.test(photo.dataUri)) return "";
  const x = CARD_PHOTO_PANEL.x - Math.round(((photo.width - CARD_PHOTO_PANEL.width) * photo.focus.x) / 100);
  const y = -Math.round(((photo.height - CARD_PHOTO_PANEL.height) * photo.focus.y) / 100);
  return (
    `<clipPath id="photo"><rect x="${CARD_PHOTO_PANEL.x}" y="0" width="${CARD_PHOTO_PANEL.width}" height="${CARD_PHOTO_PANEL.height}"/></clipPath>` +
    `<image x="${x}" y="${y}" width="${photo.width}" height="${photo.height}" href="${photo.dataUri}" clip-path="url(#photo)" preserveAspectRatio="none"/>`
  );
}

/**
 * The share card (1200×630): the logo (the owner's picture, or the badge and the name), the headline large,
 * the address, in the site's palette; with a hero photo, the photo fills the right-hand side and the text
 * keeps to the left.
 */
export function shareCardSvg(input: ShareCardInput): string {
  const { colors } = input;
  const family = escapeMarkup(input.fontFamily);
  const photo = input.photo ? photoPanel(input.photo) : "";
  const headline = photo ? wrapLines(input.headline, 17, 4) : wrapLines(input.headline, 26, 3);
  const headlineSize = photo ? 54 : headline.length > 2 ? 62 : 70;
  // Four narrower lines beside a photo sit a little lower, clear of a tall logo above them.
  const headlineTop = (photo ? 330 : 300) - ((headline.length - 1) * headlineSize * 1.15) / 2;
  const headlineText = headline
    .map((line, index) => `<tspan x="80" y="${Math.round(headlineTop + index * headlineSize * 1.15)}">${escapeMarkup(line)}</tspan>`)
    .join("");
  const accentSoft = HEX.test(colors.accentSoft) ? colors.accentSoft : "#eeeeee";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">`,
    `<rect width="1200" height="630" fill="${colors.background}"/>`,
    photo || `<circle cx="1120" cy="80" r="260" fill="${accentSoft}"/>`,
    `<rect x="0" y="606" width="1200" height="24" fill="${colors.primary}"/>`,
    brandRow(input, family, photo ? CARD_PHOTO_PANEL.x - 40 : 950),
    `<text font-family="${family}" font-weight="700" font-size="${headlineSize}" fill="${colors.text}">${headlineText}</text>`,
    `<text x="80" y="548" font-family="${family}" font-size="30" fill="${colors.muted}">${escapeMarkup(wrapLines(input.address, photo ? 32 : 60, 1)[0] ?? "")}</text>`,
    `</svg>`,
  ].join("");
}

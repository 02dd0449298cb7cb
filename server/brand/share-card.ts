import { logoMarkSvg, type GeneratedLogo, type LogoColors } from "@core/sites/logo";
import { escapeMarkup } from "@core/markup";
import { CARD_PHOTO_PANEL, type BrandPictures, type EmbeddedPicture } from "./brand-pictures";

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** Characters drawn about twice as wide as an average letter: CJK ideographs, kana and full-width forms. */
const WIDE = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;
/** Japanese line breaking (kinsoku): what a line never starts with (closing marks, small kana, the long vowel) and never ends with (opening marks). */
const NO_LINE_START = new Set(Array.from("、。，．・：；？！ー～」』）］｝〕〉》】〙〗ゝゞヽヾ々ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ…‥"));
const NO_LINE_END = new Set(Array.from("「『（［｛〔〈《【〘〖"));

/** A piece no line break may fall inside: a word of a spaced script, or one CJK character with the marks kept to it. */
interface Piece {
  text: string;
  /** In average letters: a wide character counts two. */
  width: number;
  /** Whether a space stood before it (kept when the two share a line). */
  space: boolean;
}

const widthOf = (char: string) => (WIDE.test(char) ? 2 : 1);

function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  let word: Piece | null = null;
  let space = false;
  for (const char of text.trim()) {
    if (/\s/u.test(char)) {
      space = true;
      word = null;
      continue;
    }
    const wide = WIDE.test(char);
    const last = pieces.at(-1);
    if (!wide && word && !space) {
      word.text += char;
      word.width += 1;
    } else if (last && (NO_LINE_START.has(char) || NO_LINE_END.has(Array.from(last.text).at(-1)!))) {
      // Kept to the piece before, with the space between them if there was one.
      last.text += (space ? " " : "") + char;
      last.width += (space ? 1 : 0) + widthOf(char);
      word = wide ? null : last;
    } else {
      const piece = { text: char, width: widthOf(char), space };
      pieces.push(piece);
      word = wide ? null : piece;
    }
    space = false;
  }
  return pieces;
}

/** The longest start of `text` at most `width` average letters wide. */
function cutTo(text: string, width: number): string {
  let used = 0;
  let cut = "";
  for (const char of text) {
    used += widthOf(char);
    if (used > width) break;
    cut += char;
  }
  return cut;
}

/**
 * Breaks text into at most `maxLines` lines of about `maxChars` average letters (the rasteriser cannot wrap; the
 * measure is on the safe side, a CJK character counting two), the last one ending in "…" when cut. Spaced scripts
 * break between words; Japanese and Chinese between characters, never before a closing mark or after an opening one.
 */
export function wrapLines(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  let width = 0;
  let cut = false;
  for (const piece of piecesOf(text)) {
    const gap = line && piece.space ? 1 : 0;
    if (width + gap + piece.width <= maxChars) {
      line += (gap ? " " : "") + piece.text;
      width += gap + piece.width;
      continue;
    }
    if (line) lines.push(line);
    if (lines.length === maxLines) {
      cut = true;
      line = "";
      break;
    }
    // A word longer than a whole line is cut where it overflows.
    [line, width] = piece.width > maxChars ? [`${cutTo(piece.text, maxChars - 1)}…`, maxChars] : [piece.text, piece.width];
  }
  if (line) lines.push(line);
  if (cut) {
    const last = lines[maxLines - 1]!.replace(/…$/, "");
    lines[maxLines - 1] = `${cutTo(last, maxChars - 1).replace(/[\s,.;:–—、。，．・：；-]+$/u, "") || Array.from(last)[0]}…`;
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
  /** The site's writing direction: a right-to-left card is the left-to-right one mirrored, its text set to the right. */
  direction?: "ltr" | "rtl";
}

/** Where things go on a card of a direction: a left-to-right position mirrored for right to left, text anchored at its start. */
interface Side {
  /** The x of a box `width` wide that sits at `x` on a left-to-right card. */
  x(x: number, width?: number): number;
  /** The text anchor, empty for left to right. */
  anchor: string;
  /**
   * A line of the owner's words as drawn: right to left, inside a right-to-left embedding (U+202B … U+202C), which
   * resvg orders from the right whatever the line starts with (a Latin name, digits, a quote; a right-to-left mark
   * alone does not do it), so an English word in an Arabic line keeps its place.
   */
  words(line: string): string;
}

const sideOf = (direction: ShareCardInput["direction"]): Side =>
  direction === "rtl"
    ? { x: (x, width = 0) => SHARE_CARD_WIDTH - x - width, anchor: ' text-anchor="end"', words: (line) => (line ? `\u202b${line}\u202c` : "") }
    : { x: (x) => x, anchor: "", words: (line) => line };

const HEX = /^#[0-9a-f]{6}$/i;
const DATA_URI = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/=]+$/;

/** The brand row at the top: the uploaded logo (with the name when asked), or the mark and the name. */
function brandRow(input: ShareCardInput, family: string, rightEdge: number, side: Side): string {
  const { colors } = input;
  // About 25 px a letter at 44 px, on the safe side (the rasteriser cannot measure for us).
  const nameAt = (x: number, y: number, size: number) =>
    `<text x="${side.x(x)}" y="${y}"${side.anchor} font-family="${family}" font-weight="700" font-size="${size}" fill="${colors.name}">${escapeMarkup(side.words(wrapLines(input.name, Math.max(6, Math.floor((rightEdge - x) / 25)), 1)[0] ?? ""))}</text>`;
  const image = input.logoImage;
  if (image && DATA_URI.test(image.dataUri)) {
    const top = 56 + Math.round((120 - image.height) / 2);
    const picture = `<image x="${side.x(80, image.width)}" y="${top}" width="${image.width}" height="${image.height}" href="${image.dataUri}"/>`;
    return image.withName ? picture + nameAt(80 + image.width + 24, 130, 44) : picture;
  }
  const mark = logoMarkSvg(input.name, input.logo, colors, { size: 88, fontFamily: input.fontFamily }).replace(
    '<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88" viewBox="0 0 64 64">',
    `<svg x="${side.x(80, 88)}" y="72" width="88" height="88" viewBox="0 0 64 64">`,
  );
  return mark + nameAt(192, 130, 44);
}

/** The hero's photo filling the right-hand panel, cropped around its focus point. */
function photoPanel(photo: NonNullable<ShareCardInput["photo"]>, side: Side): string {
  if (!DATA_URI.test(photo.dataUri)) return "";
  const panelX = side.x(CARD_PHOTO_PANEL.x, CARD_PHOTO_PANEL.width);
  const x = panelX - Math.round(((photo.width - CARD_PHOTO_PANEL.width) * photo.focus.x) / 100);
  const y = -Math.round(((photo.height - CARD_PHOTO_PANEL.height) * photo.focus.y) / 100);
  return (
    `<clipPath id="photo"><rect x="${panelX}" y="0" width="${CARD_PHOTO_PANEL.width}" height="${CARD_PHOTO_PANEL.height}"/></clipPath>` +
    `<image x="${x}" y="${y}" width="${photo.width}" height="${photo.height}" href="${photo.dataUri}" clip-path="url(#photo)" preserveAspectRatio="none"/>`
  );
}

/**
 * The share card (1200×630): the logo (the owner's picture, or the badge and the name), the headline large,
 * the address, in the site's palette; with a hero photo, the photo fills the right-hand side and the text
 * keeps to the left. A right-to-left site's card is mirrored (docs/decisions/0865-japanese-and-arabic-on-share-cards.md).
 */
export function shareCardSvg(input: ShareCardInput): string {
  const { colors } = input;
  const family = escapeMarkup(input.fontFamily);
  const side = sideOf(input.direction);
  const photo = input.photo ? photoPanel(input.photo, side) : "";
  const headline = photo ? wrapLines(input.headline, 17, 4) : wrapLines(input.headline, 26, 3);
  const headlineSize = photo ? 54 : headline.length > 2 ? 62 : 70;
  // Four narrower lines beside a photo sit a little lower, clear of a tall logo above them.
  const headlineTop = (photo ? 330 : 300) - ((headline.length - 1) * headlineSize * 1.15) / 2;
  const headlineText = headline
    .map((line, index) => `<tspan x="${side.x(80)}" y="${Math.round(headlineTop + index * headlineSize * 1.15)}">${escapeMarkup(side.words(line))}</tspan>`)
    .join("");
  const accentSoft = HEX.test(colors.accentSoft) ? colors.accentSoft : "#eeeeee";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">`,
    `<rect width="1200" height="630" fill="${colors.background}"/>`,
    photo || `<circle cx="${side.x(1120)}" cy="80" r="260" fill="${accentSoft}"/>`,
    `<rect x="0" y="606" width="1200" height="24" fill="${colors.primary}"/>`,
    brandRow(input, family, photo ? CARD_PHOTO_PANEL.x - 40 : 950, side),
    `<text${side.anchor} font-family="${family}" font-weight="700" font-size="${headlineSize}" fill="${colors.text}">${headlineText}</text>`,
    `<text x="${side.x(80)}" y="548"${side.anchor} font-family="${family}" font-size="30" fill="${colors.muted}">${escapeMarkup(wrapLines(input.address, photo ? 32 : 60, 1)[0] ?? "")}</text>`,
    `</svg>`,
  ].join("");
}

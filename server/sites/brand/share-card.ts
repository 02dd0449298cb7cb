import { logoMarkSvg, type LogoColors, type SiteLogo } from "@core/sites/logo";
import { escapeMarkup } from "@core/markup";

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
  logo: SiteLogo;
  colors: LogoColors & { text: string; muted: string; accentSoft: string; primary: string };
  fontFamily: string;
}

/** The share card (1200×630): the logo's badge and the name, the headline large, the address, in the site's palette. */
export function shareCardSvg(input: ShareCardInput): string {
  const { colors } = input;
  const family = escapeMarkup(input.fontFamily);
  const mark = logoMarkSvg(input.name, input.logo, colors, { size: 88, fontFamily: input.fontFamily }).replace(
    '<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88" viewBox="0 0 64 64">',
    '<svg x="80" y="72" width="88" height="88" viewBox="0 0 64 64">',
  );
  const nameLines = wrapLines(input.name, 30, 1);
  const headline = wrapLines(input.headline, 26, 3);
  const headlineSize = headline.length > 2 ? 62 : 70;
  const headlineTop = 300 - ((headline.length - 1) * headlineSize * 1.15) / 2;
  const headlineText = headline
    .map((line, index) => `<tspan x="80" y="${Math.round(headlineTop + index * headlineSize * 1.15)}">${escapeMarkup(line)}</tspan>`)
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">`,
    `<rect width="1200" height="630" fill="${colors.background}"/>`,
    `<circle cx="1120" cy="80" r="260" fill="${colors.accentSoft}"/>`,
    `<rect x="0" y="606" width="1200" height="24" fill="${colors.primary}"/>`,
    mark,
    `<text x="192" y="130" font-family="${family}" font-weight="700" font-size="44" fill="${colors.name}">${escapeMarkup(nameLines[0] ?? "")}</text>`,
    `<text font-family="${family}" font-weight="700" font-size="${headlineSize}" fill="${colors.text}">${headlineText}</text>`,
    `<text x="80" y="548" font-family="${family}" font-size="30" fill="${colors.muted}">${escapeMarkup(wrapLines(input.address, 60, 1)[0] ?? "")}</text>`,
    `</svg>`,
  ].join("");
}

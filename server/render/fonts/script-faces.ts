import type { SiteLanguage } from "@core/sites/languages";
import { LATIN_RANGE } from "./site-fonts";
import { SCRIPT_FAMILIES, SITE_FONTS_PATH, type ScriptFamily, type ScriptFontSlice } from "./font-files";

export type { ScriptFontSlice };

/** The self-hosted family that covers a language's script, if it needs one. */
export function scriptFamilyName(language: SiteLanguage): string | null {
  return SCRIPT_FAMILIES[language]?.family ?? null;
}

type Ranges = readonly (readonly [number, number])[];

function parseRanges(unicodeRange: string): Ranges {
  return unicodeRange.split(",").map((part) => {
    const [start = "", end = start] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(start, 16), parseInt(end, 16)] as const;
  });
}

function covers(ranges: Ranges, codePoint: number): boolean {
  return ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
}

// Parsed on first use, once per isolate: every range of a family, sorted, pointing at its slice.
const lookups = new Map<SiteLanguage, { starts: number[]; ends: number[]; slice: number[] }>();
let latin: Ranges | null = null;

function lookupFor(language: SiteLanguage, family: ScriptFamily) {
  let lookup = lookups.get(language);
  if (!lookup) {
    const all = family.slices.flatMap((slice, index) => parseRanges(slice.unicodeRange).map(([start, end]) => ({ start, end, index })));
    all.sort((a, b) => a.start - b.start);
    lookup = { starts: all.map((r) => r.start), ends: all.map((r) => r.end), slice: all.map((r) => r.index) };
    lookups.set(language, lookup);
  }
  return lookup;
}

/** The slice holding a character, by binary search over the sorted ranges (Fontsource's slices do not overlap); -1 when none does. */
function sliceOf(lookup: { starts: number[]; ends: number[]; slice: number[] }, codePoint: number): number {
  let low = 0;
  let high = lookup.starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (lookup.starts[middle]! > codePoint) high = middle - 1;
    else if (lookup.ends[middle]! < codePoint) low = middle + 1;
    else return lookup.slice[middle]!;
  }
  return -1;
}

/** Every slice of the language's family (the editor's canvas, where the owner may type any character). */
export const ALL_SLICES = "all";

/**
 * The slices a page needs: those holding a character of its text that the pair's Latin faces do not.
 * A Japanese page typically needs a few dozen of the 120; with ALL_SLICES, every one.
 */
export function scriptFontSlices(language: SiteLanguage, text: string | typeof ALL_SLICES): ScriptFontSlice[] {
  const family = SCRIPT_FAMILIES[language];
  if (!family) return [];
  if (text === ALL_SLICES) return family.slices;
  latin ??= parseRanges(LATIN_RANGE);
  const lookup = lookupFor(language, family);
  const needed = new Set<number>();
  const seen = new Set<number>();
  for (let at = 0; at < text.length; at++) {
    let codePoint = text.charCodeAt(at);
    // Most of a page is ASCII (markup, CSS, illustrations' data: URIs): skipped before any lookup.
    if (codePoint < 0x100) continue;
    if (codePoint >= 0xd800 && codePoint <= 0xdbff) {
      codePoint = text.codePointAt(at)!;
      if (codePoint > 0xffff) at++;
    }
    if (seen.has(codePoint)) continue;
    seen.add(codePoint);
    if (covers(latin, codePoint)) continue;
    const index = sliceOf(lookup, codePoint);
    if (index >= 0) needed.add(index);
  }
  return family.slices.filter((_, index) => needed.has(index));
}

/**
 * The @font-face rules of the slices, with their unicode-range so a browser fetches only the slices the
 * text on screen uses. `source` gives each file's URL (our path by default; a data: URI in a download), or
 * null to leave the slice out.
 */
export function scriptFontFaceCss(language: SiteLanguage, slices: readonly ScriptFontSlice[], source: (slice: ScriptFontSlice) => string | null = (slice) => `${SITE_FONTS_PATH}${slice.path}`): string {
  const family = scriptFamilyName(language);
  if (!family) return "";
  return slices
    .map((slice) => ({ slice, url: source(slice) }))
    .filter(({ url }) => url !== null)
    .map(({ slice, url }) => `@font-face{font-family:"${family}";font-style:normal;font-weight:100 900;font-display:swap;src:url(${url}) format("woff2");unicode-range:${slice.unicodeRange}}`)
    .join("");
}

const appFontCss = new Map<SiteLanguage, string>();

/**
 * May's own screens in Japanese or Arabic: the self-hosted family's @font-face rules (every slice, each behind its
 * unicode-range, so a browser fetches only what the page's words need) and the app's two stacks with the family
 * after their Latin faces (docs/decisions/0900-may-speaks-the-owners-language.md). Empty for the Latin languages.
 */
export function appScriptFontCss(language: SiteLanguage): string {
  const family = scriptFamilyName(language);
  if (!family) return "";
  let css = appFontCss.get(language);
  if (!css) {
    css = `${scriptFontFaceCss(language, scriptFontSlices(language, ALL_SLICES))}:root{--font-sans:"Inter Variable","${family}",ui-sans-serif,system-ui,sans-serif;--font-display:"Fraunces Variable","${family}",ui-serif,Georgia,serif}`;
    appFontCss.set(language, css);
  }
  return css;
}

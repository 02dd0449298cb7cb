import type { SiteTheme } from "@core/sites/site-document";
import { fnv1a } from "@core/hash";
import { LATIN_FACES, SITE_FONTS_PATH, type LatinFace, type StaticFontFile } from "./font-files";

// The pairs' Latin subsets are static assets of the Worker, like the script fonts
// (docs/decisions/0860-site-fonts-self-hosted-from-the-worker.md, 0835-self-hosted-fonts-for-japanese-and-arabic.md).
export { SITE_FONTS_PATH };

/** Fontsource's latin subset: what the pairs' files hold. */
export const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

type FaceKey = keyof typeof LATIN_FACES;

/**
 * The faces each pair loads, the heading's first: that one is preloaded (the hero's headline is the
 * page's largest text). Headings are bold, so a static serif lists its 700 before its 400.
 */
const PAIR_FACES: Record<SiteTheme["fonts"], readonly FaceKey[]> = {
  "fraunces-inter": ["fraunces", "inter"],
  "playfair-source": ["playfair", "sourceSans"],
  "space-grotesk-inter": ["spaceGrotesk", "inter"],
  "dm-serif-dm-sans": ["dmSerifDisplay", "dmSans"],
  "nunito-nunito": ["nunito"],
  "libre-baskerville-lato": ["libreBaskerville700", "libreBaskerville400", "lato400", "lato700"],
};

/** The faces a font pair loads, the preloaded one first. */
export function siteFontFaces(pair: SiteTheme["fonts"]): LatinFace[] {
  return (PAIR_FACES[pair] ?? PAIR_FACES["fraunces-inter"]).map((key) => LATIN_FACES[key]);
}

/** FNV-1a (32 bits) of the bytes, as 8 hex digits: a cache key for a file we ship, not a security check. */
export function contentHash(bytes: Uint8Array): string {
  return fnv1a(bytes).toString(16).padStart(8, "0");
}

/**
 * Fonts written into the page itself, for a downloaded copy opened from disk: browsers refuse font
 * files next to a file:// page (they count as another origin).
 */
export const INLINE_FONTS = "inline";

/** Where a font file is: below `base` (our path by default), or, for INLINE_FONTS, its data: URI from `inline` (null when missing). */
export function fontFileSource(file: StaticFontFile, base: string, inline?: ReadonlyMap<string, string>): string | null {
  return base === INLINE_FONTS ? (inline?.get(file.path) ?? null) : `${base}${file.path}`;
}

/**
 * The @font-face rules of a pair, with `swap` so text shows at once in the fallback stack. `base` is
 * where the files are (our path by default), or INLINE_FONTS with the files' data: URIs in `inline`.
 */
export function fontFaceCss(pair: SiteTheme["fonts"], base: string = SITE_FONTS_PATH, inline?: ReadonlyMap<string, string>): string {
  return siteFontFaces(pair)
    .map((face) => ({ face, src: fontFileSource(face.file, base, inline) }))
    .filter(({ src }) => src !== null)
    .map(({ face, src }) => `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${face.weight};font-display:swap;src:url(${src}) format("woff2");unicode-range:${LATIN_RANGE}}`)
    .join("");
}

/** The URL of the file to preload (the heading's face), or undefined when the fonts are in the page. */
export function preloadFontUrl(pair: SiteTheme["fonts"], base: string = SITE_FONTS_PATH): string | undefined {
  return base === INLINE_FONTS ? undefined : `${base}${siteFontFaces(pair)[0]!.file.path}`;
}


/**
 * The names pages published before the fonts moved to static assets point at (`{stem}-{FNV-1a of the bytes}`,
 * the Worker's own copies then), each with the file it now is. Nothing else is answered under these names.
 */
const EARLIER_NAMES: Record<string, FaceKey> = {
  "fraunces-latin-wght-normal-82f7d8c6.woff2": "fraunces",
  "inter-latin-wght-normal-3bab9e95.woff2": "inter",
  "playfair-display-latin-wght-normal-e7381d2e.woff2": "playfair",
  "source-sans-3-latin-wght-normal-34dccad0.woff2": "sourceSans",
  "space-grotesk-latin-wght-normal-a73ca249.woff2": "spaceGrotesk",
  "dm-sans-latin-wght-normal-cacada75.woff2": "dmSans",
  "nunito-latin-wght-normal-85deb3a5.woff2": "nunito",
  "dm-serif-display-latin-400-normal-4a3dfbdf.woff2": "dmSerifDisplay",
  "libre-baskerville-latin-400-normal-8b534d4b.woff2": "libreBaskerville400",
  "libre-baskerville-latin-700-normal-ac48e727.woff2": "libreBaskerville700",
  "lato-latin-400-normal-28fc3e63.woff2": "lato400",
  "lato-latin-700-normal-11cc630e.woff2": "lato700",
};

/**
 * Where GET /_fonts/{fileName} of a page published before the move now lives: the same bytes' static asset
 * (the browser follows a redirect for a font), or null for any other name.
 */
export function earlierFontLocation(fileName: string): string | null {
  const key = Object.hasOwn(EARLIER_NAMES, fileName) ? EARLIER_NAMES[fileName] : undefined;
  return key ? `${SITE_FONTS_PATH}${LATIN_FACES[key].file.path}` : null;
}

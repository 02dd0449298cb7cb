import type { SiteTheme } from "@core/sites/site-document";
// Latin subsets, bundled into the Worker as data (docs/decisions/0860-site-fonts-self-hosted-from-the-worker.md).
import frauncesWght from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?inline";
import interWght from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?inline";
import playfairWght from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?inline";
import sourceSansWght from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?inline";
import spaceGroteskWght from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?inline";
import dmSansWght from "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?inline";
import nunitoWght from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?inline";
import dmSerifDisplay400 from "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2?inline";
import libreBaskerville400 from "@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff2?inline";
import libreBaskerville700 from "@fontsource/libre-baskerville/files/libre-baskerville-latin-700-normal.woff2?inline";
import lato400 from "@fontsource/lato/files/lato-latin-400-normal.woff2?inline";
import lato700 from "@fontsource/lato/files/lato-latin-700-normal.woff2?inline";

import { SITE_FONTS_PATH } from "./script-font-files";

export { SITE_FONTS_PATH };

/** Fontsource's latin subset: what the files above hold. */
export const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

interface FaceSource {
  family: string;
  /** The file's name without extension (Fontsource's), the start of its served name. */
  stem: string;
  /** A single weight, or a range for a variable font. */
  weight: string;
  /** The file as a data: URI (what Vite's ?inline import gives). */
  dataUri: string;
}

const FACES = {
  fraunces: { family: "Fraunces", stem: "fraunces-latin-wght-normal", weight: "100 900", dataUri: frauncesWght },
  inter: { family: "Inter", stem: "inter-latin-wght-normal", weight: "100 900", dataUri: interWght },
  playfair: { family: "Playfair Display", stem: "playfair-display-latin-wght-normal", weight: "400 900", dataUri: playfairWght },
  sourceSans: { family: "Source Sans 3", stem: "source-sans-3-latin-wght-normal", weight: "200 900", dataUri: sourceSansWght },
  spaceGrotesk: { family: "Space Grotesk", stem: "space-grotesk-latin-wght-normal", weight: "300 700", dataUri: spaceGroteskWght },
  dmSans: { family: "DM Sans", stem: "dm-sans-latin-wght-normal", weight: "100 1000", dataUri: dmSansWght },
  nunito: { family: "Nunito", stem: "nunito-latin-wght-normal", weight: "200 1000", dataUri: nunitoWght },
  dmSerifDisplay: { family: "DM Serif Display", stem: "dm-serif-display-latin-400-normal", weight: "400", dataUri: dmSerifDisplay400 },
  libreBaskerville400: { family: "Libre Baskerville", stem: "libre-baskerville-latin-400-normal", weight: "400", dataUri: libreBaskerville400 },
  libreBaskerville700: { family: "Libre Baskerville", stem: "libre-baskerville-latin-700-normal", weight: "700", dataUri: libreBaskerville700 },
  lato400: { family: "Lato", stem: "lato-latin-400-normal", weight: "400", dataUri: lato400 },
  lato700: { family: "Lato", stem: "lato-latin-700-normal", weight: "700", dataUri: lato700 },
} satisfies Record<string, FaceSource>;

type FaceKey = keyof typeof FACES;

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

export interface SiteFontFile {
  family: string;
  weight: string;
  /** The served name, with a hash of the bytes in it, so it can be cached for good. */
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

function decodeDataUri(dataUri: string): Uint8Array<ArrayBuffer> {
  const base64 = dataUri.slice(dataUri.indexOf(",") + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** FNV-1a (32 bits) of the bytes, as 8 hex digits: a cache key for a file we ship, not a security check. */
export function contentHash(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    hash ^= bytes[i]!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

// Decoded and hashed on first use, once per isolate.
const decoded = new Map<FaceKey, SiteFontFile>();

function fontFile(key: FaceKey): SiteFontFile {
  let file = decoded.get(key);
  if (!file) {
    const face: FaceSource = FACES[key];
    const bytes = decodeDataUri(face.dataUri);
    file = { family: face.family, weight: face.weight, fileName: `${face.stem}-${contentHash(bytes)}.woff2`, bytes };
    decoded.set(key, file);
  }
  return file;
}

/** The files a font pair loads, the preloaded one first. */
export function siteFontFiles(pair: SiteTheme["fonts"]): SiteFontFile[] {
  return (PAIR_FACES[pair] ?? PAIR_FACES["fraunces-inter"]).map(fontFile);
}

/** Every file we serve (a served name from an older deploy is simply not found, and the page falls back). */
export function findSiteFontFile(fileName: string): SiteFontFile | null {
  for (const key of Object.keys(FACES) as FaceKey[]) {
    if (fileName.startsWith(FACES[key].stem) && fontFile(key).fileName === fileName) return fontFile(key);
  }
  return null;
}

/**
 * Fonts written into the page itself, for a downloaded copy opened from disk: browsers refuse font
 * files next to a file:// page (they count as another origin).
 */
export const INLINE_FONTS = "inline";

/**
 * The @font-face rules of a pair, with `swap` so text shows at once in the fallback stack. `base` is
 * where the files are (our path by default), or INLINE_FONTS.
 */
export function fontFaceCss(pair: SiteTheme["fonts"], base: string = SITE_FONTS_PATH): string {
  const keys = PAIR_FACES[pair] ?? PAIR_FACES["fraunces-inter"];
  return keys
    .map((key) => {
      const file = fontFile(key);
      const src = base === INLINE_FONTS ? FACES[key].dataUri.replace(/^data:[^;,]*/, "data:font/woff2") : `${base}${file.fileName}`;
      return `@font-face{font-family:"${file.family}";font-style:normal;font-weight:${file.weight};font-display:swap;src:url(${src}) format("woff2");unicode-range:${LATIN_RANGE}}`;
    })
    .join("");
}

/** The URL of the file to preload (the heading's face), or undefined when the fonts are in the page. */
export function preloadFontUrl(pair: SiteTheme["fonts"], base: string = SITE_FONTS_PATH): string | undefined {
  return base === INLINE_FONTS ? undefined : `${base}${siteFontFiles(pair)[0]!.fileName}`;
}

/** How long a hashed file may be cached: a year, never revalidated (a new file gets a new name). */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/** Answers GET /_fonts/{fileName}: the bytes with immutable caching, or 404. */
export function serveSiteFont(fileName: string, request: Request): Response {
  const file = findSiteFontFile(fileName);
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const etag = `"${fileName}"`;
  const headers = {
    "Content-Type": "font/woff2",
    "Cache-Control": IMMUTABLE_CACHE,
    ETag: etag,
    // Fonts are fetched in CORS mode; any of our hosts (the app, a site's subdomain) may use them.
    "Access-Control-Allow-Origin": "*",
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : file.bytes, { status: 200, headers: { ...headers, "Content-Length": String(file.bytes.length) } });
}

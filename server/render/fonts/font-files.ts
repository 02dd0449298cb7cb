import type { SiteLanguage } from "@core/sites/languages";
// Fontsource's unicode-range of each slice, and the package versions that name the files' folder
// (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md). Every site font is a static asset of the Worker.
import japaneseRanges from "@fontsource-variable/noto-sans-jp/unicode.json" with { type: "json" };
import japanesePackage from "@fontsource-variable/noto-sans-jp/package.json" with { type: "json" };
import arabicRanges from "@fontsource-variable/noto-sans-arabic/unicode.json" with { type: "json" };
import arabicPackage from "@fontsource-variable/noto-sans-arabic/package.json" with { type: "json" };
// The pairs' Latin faces: only their versions are read here; the files are static assets too.
import frauncesPackage from "@fontsource-variable/fraunces/package.json" with { type: "json" };
import interPackage from "@fontsource-variable/inter/package.json" with { type: "json" };
import playfairPackage from "@fontsource-variable/playfair-display/package.json" with { type: "json" };
import sourceSansPackage from "@fontsource-variable/source-sans-3/package.json" with { type: "json" };
import spaceGroteskPackage from "@fontsource-variable/space-grotesk/package.json" with { type: "json" };
import dmSansPackage from "@fontsource-variable/dm-sans/package.json" with { type: "json" };
import nunitoPackage from "@fontsource-variable/nunito/package.json" with { type: "json" };
import dmSerifDisplayPackage from "@fontsource/dm-serif-display/package.json" with { type: "json" };
import libreBaskervillePackage from "@fontsource/libre-baskerville/package.json" with { type: "json" };
import latoPackage from "@fontsource/lato/package.json" with { type: "json" };

/** Where site fonts are served, on the app's host and on every site's own host alike. */
export const SITE_FONTS_PATH = "/_fonts/";

/** A font file we serve as a static asset of the Worker, copied from its npm package by the build. */
export interface StaticFontFile {
  /** Where the file is served, below the fonts path: `{package}-{version}/{file}` (a new version is a new folder). */
  path: string;
  /** The file's name inside its npm package's `files/` folder. */
  packageFile: string;
  /** The npm package that ships the file. */
  packageName: string;
}

function staticFontFile(packageName: string, version: string, packageFile: string): StaticFontFile {
  return { path: `${packageName.slice(packageName.lastIndexOf("/") + 1)}-${version}/${packageFile}`, packageFile, packageName };
}

/** One slice of a script family: a file and the characters it holds. */
export interface ScriptFontSlice extends StaticFontFile {
  /** Fontsource's unicode-range, as written in CSS. */
  unicodeRange: string;
}

/** A Latin face of a font pair (docs/decisions/0860-site-fonts-self-hosted-from-the-worker.md). */
export interface LatinFace {
  family: string;
  /** A single weight, or a range for a variable font. */
  weight: string;
  file: StaticFontFile;
}

const latin = (family: string, weight: string, packageName: string, version: string, packageFile: string): LatinFace => ({ family, weight, file: staticFontFile(packageName, version, packageFile) });

/** Fontsource's latin subsets of the pairs' faces. */
export const LATIN_FACES = {
  fraunces: latin("Fraunces", "100 900", "@fontsource-variable/fraunces", frauncesPackage.version, "fraunces-latin-wght-normal.woff2"),
  inter: latin("Inter", "100 900", "@fontsource-variable/inter", interPackage.version, "inter-latin-wght-normal.woff2"),
  playfair: latin("Playfair Display", "400 900", "@fontsource-variable/playfair-display", playfairPackage.version, "playfair-display-latin-wght-normal.woff2"),
  sourceSans: latin("Source Sans 3", "200 900", "@fontsource-variable/source-sans-3", sourceSansPackage.version, "source-sans-3-latin-wght-normal.woff2"),
  spaceGrotesk: latin("Space Grotesk", "300 700", "@fontsource-variable/space-grotesk", spaceGroteskPackage.version, "space-grotesk-latin-wght-normal.woff2"),
  dmSans: latin("DM Sans", "100 1000", "@fontsource-variable/dm-sans", dmSansPackage.version, "dm-sans-latin-wght-normal.woff2"),
  nunito: latin("Nunito", "200 1000", "@fontsource-variable/nunito", nunitoPackage.version, "nunito-latin-wght-normal.woff2"),
  dmSerifDisplay: latin("DM Serif Display", "400", "@fontsource/dm-serif-display", dmSerifDisplayPackage.version, "dm-serif-display-latin-400-normal.woff2"),
  libreBaskerville400: latin("Libre Baskerville", "400", "@fontsource/libre-baskerville", libreBaskervillePackage.version, "libre-baskerville-latin-400-normal.woff2"),
  libreBaskerville700: latin("Libre Baskerville", "700", "@fontsource/libre-baskerville", libreBaskervillePackage.version, "libre-baskerville-latin-700-normal.woff2"),
  lato400: latin("Lato", "400", "@fontsource/lato", latoPackage.version, "lato-latin-400-normal.woff2"),
  lato700: latin("Lato", "700", "@fontsource/lato", latoPackage.version, "lato-latin-700-normal.woff2"),
} satisfies Record<string, LatinFace>;

export interface ScriptFamily {
  family: string;
  slices: ScriptFontSlice[];
}

function slicesOf(packageName: string, version: string, ranges: Record<string, string>, pick: (subset: string) => string | null): ScriptFontSlice[] {
  const stem = packageName.slice(packageName.lastIndexOf("/") + 1);
  return Object.entries(ranges).flatMap(([subset, unicodeRange]) => {
    const name = pick(subset);
    return name === null ? [] : [{ ...staticFontFile(packageName, version, `${stem}-${name}-wght-normal.woff2`), unicodeRange }];
  });
}

/**
 * The self-hosted family per script: Noto Sans JP's numbered slices (the kana and kanji, about 120 files of
 * 10 to 90 KB) and Noto Sans Arabic's arabic subset (one file). Their Latin subsets are left out: the
 * pair's own faces come first in every stack and cover Latin.
 */
export const SCRIPT_FAMILIES: Partial<Record<SiteLanguage, ScriptFamily>> = {
  ja: {
    family: "Noto Sans JP",
    slices: slicesOf("@fontsource-variable/noto-sans-jp", japanesePackage.version, japaneseRanges, (subset) => /^\[(\d+)\]$/.exec(subset)?.[1] ?? null),
  },
  ar: {
    family: "Noto Sans Arabic",
    slices: slicesOf("@fontsource-variable/noto-sans-arabic", arabicPackage.version, arabicRanges, (subset) => (subset === "arabic" ? "arabic" : null)),
  },
};

/** Every script font file we serve. */
export function allScriptFontSlices(): ScriptFontSlice[] {
  return Object.values(SCRIPT_FAMILIES).flatMap((family) => family.slices);
}

/** Every site font file, Latin and script: what the build copies into the static assets. */
export function allStaticFontFiles(): StaticFontFile[] {
  return [...Object.values(LATIN_FACES).map((face) => face.file), ...allScriptFontSlices()];
}



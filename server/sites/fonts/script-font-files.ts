import type { SiteLanguage } from "@core/sites/languages";
// Fontsource's unicode-range of each slice, and the package versions that name the files' folder
// (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md).
import japaneseRanges from "@fontsource-variable/noto-sans-jp/unicode.json";
import japanesePackage from "@fontsource-variable/noto-sans-jp/package.json";
import arabicRanges from "@fontsource-variable/noto-sans-arabic/unicode.json";
import arabicPackage from "@fontsource-variable/noto-sans-arabic/package.json";

/** Where site fonts are served, on the app's host and on every site's own host alike. */
export const SITE_FONTS_PATH = "/_fonts/";

/** One slice of a script family: a file and the characters it holds. */
export interface ScriptFontSlice {
  /** Where the file is served, below the fonts path: `{package}-{version}/{file}` (a new version is a new folder). */
  path: string;
  /** The file's name inside its npm package's `files/` folder. */
  packageFile: string;
  /** The npm package that ships the file. */
  packageName: string;
  /** Fontsource's unicode-range, as written in CSS. */
  unicodeRange: string;
}

export interface ScriptFamily {
  family: string;
  slices: ScriptFontSlice[];
}

function slicesOf(packageName: string, version: string, ranges: Record<string, string>, pick: (subset: string) => string | null): ScriptFontSlice[] {
  const stem = packageName.slice(packageName.lastIndexOf("/") + 1);
  return Object.entries(ranges).flatMap(([subset, unicodeRange]) => {
    const name = pick(subset);
    if (name === null) return [];
    const packageFile = `${stem}-${name}-wght-normal.woff2`;
    return [{ path: `${stem}-${version}/${packageFile}`, packageFile, packageName, unicodeRange }];
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

/** Every file we serve for the scripts (the build copies these into the static assets). */
export function allScriptFontSlices(): ScriptFontSlice[] {
  return Object.values(SCRIPT_FAMILIES).flatMap((family) => family.slices);
}



import type { SiteLanguage } from "./languages";

// Apart from languages.ts, whose zod schema a page that only needs the direction (the chat's follow-up thread)
// would otherwise download (docs/decisions/0832-right-to-left-with-logical-css.md).

const RIGHT_TO_LEFT: ReadonlySet<SiteLanguage> = new Set(["ar"]);

/** The writing direction of a language, for the page's `dir`. */
export function directionOf(language: SiteLanguage): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

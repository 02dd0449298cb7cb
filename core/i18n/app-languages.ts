/**
 * The languages May's own screens and emails speak, the same eight a site can be written in
 * (docs/decisions/0900-may-speaks-the-owners-language.md; `core/sites/languages.ts` takes its list from here). No
 * zod here: every page's client code reads this file. Development adds a pseudo-locale, `en-XA`, English
 * accented and 40% longer, which shows a string that escaped the message files and a label that overflows.
 */
export const APP_LANGUAGES = ["en", "es", "fr", "de", "pt", "it", "ja", "ar"] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const PSEUDO_LANGUAGE = "en-XA";
/** A language a page can be shown in: one of the eight, or the pseudo-locale where development allows it. */
export type ScreenLanguage = AppLanguage | typeof PSEUDO_LANGUAGE;

export const DEFAULT_APP_LANGUAGE: AppLanguage = "en";
/** The cookie a signed-out choice is kept in (a signed-in one is also stored on the account). */
export const LANGUAGE_COOKIE = "may_lang";

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === "string" && (APP_LANGUAGES as readonly string[]).includes(value);
}

/** A language May writes in: the value when it is one of the eight, else English (the pseudo-locale, an account without a choice). */
export function appLanguageOf(value: unknown): AppLanguage {
  return isAppLanguage(value) ? value : DEFAULT_APP_LANGUAGE;
}

/** Each language by its own name (what a reader looks for in a list), and its English name (for prompts). */
export const LANGUAGE_NAMES: Record<AppLanguage, { own: string; english: string }> = {
  en: { own: "English", english: "English" },
  es: { own: "Español", english: "Spanish" },
  fr: { own: "Français", english: "French" },
  de: { own: "Deutsch", english: "German" },
  pt: { own: "Português", english: "Portuguese" },
  it: { own: "Italiano", english: "Italian" },
  ja: { own: "日本語", english: "Japanese" },
  ar: { own: "العربية", english: "Arabic" },
};

/**
 * The tag Intl formats a language's screens with: Portugal's Portuguese (the files are written in it, and its plurals
 * differ from Brazil's: "0 visitantes"), English for the pseudo-locale, the language itself otherwise.
 */
export function formatLocale(language: ScreenLanguage): string {
  if (language === PSEUDO_LANGUAGE) return "en";
  return language === "pt" ? "pt-PT" : language;
}

/** Right to left for Arabic, left to right for the others. */
export function textDirection(language: ScreenLanguage): "ltr" | "rtl" {
  return language === "ar" ? "rtl" : "ltr";
}

/**
 * The first of the reader's `Accept-Language` choices May speaks, by weight ("pt-BR,pt;q=0.9,en;q=0.8" → pt), or
 * null when none is one of the eight.
 */
export function negotiateLanguage(header: string | null | undefined): AppLanguage | null {
  if (!header) return null;
  const choices = header
    .split(",")
    .slice(0, 30)
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((choice) => choice.quality > 0 && Number.isFinite(choice.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return choices.map((choice) => choice.base).find(isAppLanguage) ?? null;
}

import { APP_LANGUAGES, LANGUAGE_NAMES, type AppLanguage } from "../i18n/app-languages";

/**
 * The languages a site can be in (docs/decisions/0830-site-language-detected-and-stored.md): the template's
 * own words exist in each (core/sites/i18n/messages), and the page's `lang` and `dir` follow the choice.
 * A document without a language is English, as every site was before languages existed. Without zod, so the
 * editor's first download carries none (docs/performance.md); the schema is in language-schema.ts.
 */
export const SITE_LANGUAGES = APP_LANGUAGES;
export type SiteLanguage = AppLanguage;

export const DEFAULT_SITE_LANGUAGE: SiteLanguage = "en";

/** Each language by its own name (what an owner looks for in a list), and its English name (for prompts). */
export const SITE_LANGUAGE_NAMES: Record<SiteLanguage, { own: string; english: string }> = LANGUAGE_NAMES;

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === "string" && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** The language of a stored document: its own when it has a known one, else English. */
export function siteLanguageOf(document: { language?: unknown } | null | undefined): SiteLanguage {
  return isSiteLanguage(document?.language) ? document.language : DEFAULT_SITE_LANGUAGE;
}


import { isSiteLanguage, type SiteLanguage } from "../languages";

/**
 * The BCP 47 tag a site is written and formatted in: its language and, when the business's country is known, that
 * country ("pt-BR", "pt-PT", "en-US", "en-GB"), so `lang` says which Portuguese or English the page is in and Intl
 * writes dates, times and amounts the country's way (docs/decisions/0520-built-in-copy-in-every-site-language.md): an
 * English site in Osaka is "en-JP", its hours on Japan's 24-hour clock. Without a country the tag is the language alone.
 */
export function siteLocale(language: SiteLanguage, country?: string | null): string {
  if (!country || !/^[A-Z]{2}$/.test(country)) return language;
  try {
    return Intl.getCanonicalLocales(`${language}-${country}`)[0] ?? language;
  } catch {
    return language;
  }
}

/** The site language and country of a `lang` tag ("pt-BR" → pt, BR); null when the language is not a site language. */
export function parseSiteLocale(tag: string | null | undefined): { language: SiteLanguage; country: string | null } | null {
  const match = /^([a-z]{2})(?:-([A-Z]{2}))?$/.exec(String(tag ?? ""));
  if (!match || !isSiteLanguage(match[1])) return null;
  return { language: match[1], country: match[2] ?? null };
}

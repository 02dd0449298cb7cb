import { IntlMessageFormat } from "intl-messageformat";
import type { SiteLanguage } from "../languages";
import ar from "./messages/ar.json" with { type: "json" };
import de from "./messages/de.json" with { type: "json" };
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };
import it from "./messages/it.json" with { type: "json" };
import ja from "./messages/ja.json" with { type: "json" };
import pt from "./messages/pt.json" with { type: "json" };
import ptBR from "./messages/pt-BR.json" with { type: "json" };
import { siteLocale } from "./locale";

/**
 * The template's own words (navigation, form labels, buttons, "Opening hours", the visitor's pages) in
 * every site language: one ICU MessageFormat file per language, English's keys the contract for all
 * (docs/decisions/0831-template-words-as-icu-message-files.md). Values are filled in by the formatter,
 * never by joining strings, so each language orders its own words. This module has no zod (the editor draws the site
 * with it); the files' schema and check are in site-messages.ts.
 */
export type SiteMessageKey = keyof typeof en;

/** Every language's file as it is on disk. */
export const SITE_MESSAGE_FILES: Record<SiteLanguage, unknown> = { en, es, fr, de, pt, it, ja, ar };

/**
 * A country's own words over its language's file ("pt-BR": "Contato", "Seu nome"; the base Portuguese is
 * Portugal's): only the keys that differ, each naming the same arguments as English's
 * (docs/decisions/0520-built-in-copy-in-every-site-language.md).
 */
export const SITE_MESSAGE_OVERLAYS: Record<string, { language: SiteLanguage; messages: unknown }> = { "pt-BR": { language: "pt", messages: ptBR } };

export type MessageValues = Record<string, string | number>;

export interface SiteText {
  language: SiteLanguage;
  /** The BCP 47 tag Intl formats with. */
  locale: string;
  /** A message as text, its arguments filled in by the formatter. */
  t(key: SiteMessageKey, values?: MessageValues): string;
  /** A message whose arguments are elements (a phone number kept left to right inside Arabic text): its parts, in the language's order. */
  parts<T>(key: SiteMessageKey, values: Record<string, T | string | number>): (T | string)[];
}

const cache = new Map<string, SiteText>();

/**
 * The template's words for a language, with the country's own words when it has an overlay ("pt-BR"), formatted
 * in the country's locale (checked and compiled once per isolate).
 */
export function siteText(language: SiteLanguage, country?: string | null): SiteText {
  const locale = siteLocale(language, country);
  const cached = cache.get(locale);
  if (cached) return cached;
  const overlay = SITE_MESSAGE_OVERLAYS[locale]?.language === language ? (SITE_MESSAGE_OVERLAYS[locale]!.messages as object) : {};
  // Checked at build and in the tests (siteMessageProblems in site-messages.ts), so not again here: that check needs zod.
  const messages = { ...(SITE_MESSAGE_FILES[language] as Record<SiteMessageKey, string>), ...(overlay as Partial<Record<SiteMessageKey, string>>) };
  const compiled = new Map<SiteMessageKey, IntlMessageFormat>();
  const format = (key: SiteMessageKey) => {
    let formatter = compiled.get(key);
    if (!formatter) compiled.set(key, (formatter = new IntlMessageFormat(messages[key], locale)));
    return formatter;
  };
  const text: SiteText = {
    language,
    locale,
    t: (key, values) => String(format(key).format(values)),
    parts: <T,>(key: SiteMessageKey, values: Record<string, T | string | number>) => {
      const result = format(key).format<T>(values);
      return (Array.isArray(result) ? result : [result]) as (T | string)[];
    },
  };
  cache.set(locale, text);
  return text;
}

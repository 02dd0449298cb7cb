import { IntlMessageFormat } from "intl-messageformat";
import { z } from "zod";
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
 * never by joining strings, so each language orders its own words.
 */
export type SiteMessageKey = keyof typeof en;

const SITE_MESSAGE_KEYS = Object.keys(en) as SiteMessageKey[];

/** The arguments a message names ({phone}, {year}), from its parsed form. */
export function messageArguments(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown): void => {
    if (!Array.isArray(elements)) return;
    for (const element of elements as { type: number; value?: unknown; options?: Record<string, { value: unknown }>; children?: unknown }[]) {
      // Types 1–6 are arguments (plain, number, date, time, select, plural); 8 is a tag with children.
      if (element.type >= 1 && element.type <= 6 && typeof element.value === "string") names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

/** One language's file: exactly English's keys, each a message that parses and names the same arguments as English's. */
export function siteMessagesSchema(language: SiteLanguage) {
  return z.strictObject(Object.fromEntries(SITE_MESSAGE_KEYS.map((key) => [key, z.string().trim().min(1)])) as Record<SiteMessageKey, z.ZodString>).superRefine((messages, context) => {
    for (const key of SITE_MESSAGE_KEYS) {
      try {
        const expected = messageArguments(en[key], "en").join(",");
        const found = messageArguments(messages[key], language).join(",");
        if (found !== expected) context.addIssue({ code: "custom", path: [key], message: `names {${found}} where English names {${expected}}` });
      } catch (error) {
        context.addIssue({ code: "custom", path: [key], message: `is not a valid ICU message: ${(error as Error).message}` });
      }
    }
  });
}

const FILES: Record<SiteLanguage, unknown> = { en, es, fr, de, pt, it, ja, ar };

/** Every language's file as it is on disk, for the check that fails on a missing or broken key. */
export function siteMessageFiles(): Record<SiteLanguage, unknown> {
  return FILES;
}

/**
 * A country's own words over its language's file ("pt-BR": "Contato", "Seu nome"; the base Portuguese is
 * Portugal's): only the keys that differ, each naming the same arguments as English's
 * (docs/decisions/0520-built-in-copy-in-every-site-language.md).
 */
const OVERLAYS: Record<string, { language: SiteLanguage; messages: unknown }> = { "pt-BR": { language: "pt", messages: ptBR } };

/** One country's overlay's shape: some of English's keys and nothing else (the messages are checked over the language's file). */
const overlaySchema = z.strictObject(Object.fromEntries(SITE_MESSAGE_KEYS.map((key) => [key, z.string().trim().min(1).optional()])) as Record<SiteMessageKey, z.ZodOptional<z.ZodString>>);

/** Every problem of every language's file and every country's overlay, one line each ("ja: form.send: Required"); empty when all are whole. The build and the tests fail on any. */
export function siteMessageProblems(overlays: Readonly<Record<string, { language: SiteLanguage; messages: unknown }>> = OVERLAYS): string[] {
  const whole = (Object.keys(FILES) as SiteLanguage[]).flatMap((language) => {
    const parsed = siteMessagesSchema(language).safeParse(FILES[language]);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${language}: ${issue.path.join(".") || "(file)"}: ${issue.message}`);
  });
  const regional = Object.entries(overlays).flatMap(([tag, { language, messages }]) => {
    const shape = overlaySchema.safeParse(messages);
    if (!shape.success) return shape.error.issues.map((issue) => `${tag}: ${issue.path.join(".") || "(file)"}: ${issue.message}`);
    // Each message is checked as the whole file checks it: over the language's own file, so an argument that differs is named.
    const merged = siteMessagesSchema(language).safeParse({ ...(FILES[language] as object), ...shape.data });
    const own = new Set(Object.keys(shape.data));
    return merged.success ? [] : merged.error.issues.filter((issue) => own.has(String(issue.path[0]))).map((issue) => `${tag}: ${issue.path.join(".")}: ${issue.message}`);
  });
  return [...whole, ...regional];
}

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
  const overlay = OVERLAYS[locale]?.language === language ? (OVERLAYS[locale]!.messages as object) : {};
  // A broken file is a bug we ship: fail loudly (the tests check every file; this guards the build's copy).
  const messages = siteMessagesSchema(language).parse({ ...(FILES[language] as object), ...overlay });
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

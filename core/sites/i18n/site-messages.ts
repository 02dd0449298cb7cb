import { IntlMessageFormat } from "intl-messageformat";
import { z } from "zod";
import type { SiteLanguage } from "../languages";
import en from "./messages/en.json" with { type: "json" };
import { SITE_MESSAGE_FILES, SITE_MESSAGE_OVERLAYS, type SiteMessageKey } from "./site-text";

// The words and their formatter (siteText) live without zod in site-text.ts; the files' schema and check are here.

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

const FILES = SITE_MESSAGE_FILES;

/** Every language's file as it is on disk, for the check that fails on a missing or broken key. */
export function siteMessageFiles(): Record<SiteLanguage, unknown> {
  return FILES;
}

/** One country's overlay's shape: some of English's keys and nothing else (the messages are checked over the language's file). */
const overlaySchema = z.strictObject(Object.fromEntries(SITE_MESSAGE_KEYS.map((key) => [key, z.string().trim().min(1).optional()])) as Record<SiteMessageKey, z.ZodOptional<z.ZodString>>);

/** Every problem of every language's file and every country's overlay, one line each ("ja: form.send: Required"); empty when all are whole. The build and the tests fail on any. */
export function siteMessageProblems(overlays: Readonly<Record<string, { language: SiteLanguage; messages: unknown }>> = SITE_MESSAGE_OVERLAYS): string[] {
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

import { env } from "cloudflare:workers";
import { APP_LANGUAGES, DEFAULT_APP_LANGUAGE, formatLocale, PSEUDO_LANGUAGE, type AppLanguage, type ScreenLanguage } from "@core/i18n/app-languages";
import { formatMessage, pseudoMessage, type MessageValue } from "@core/i18n/format";
import { ASSETS_ORIGIN } from "@core/static-assets";
import { APP_MESSAGE_NAMESPACES, type AppMessageKey, type AppMessageNamespace, type AppMessages } from "@core/i18n/keys";
import { pageWordsHref, type PageWordsAddress } from "@core/i18n/page-words";
import { fnv1a } from "@core/hash";
import { appMessagesPath } from "./app-messages-path";

/**
 * May's own words in every language, from `content/app-messages/<namespace>/<language>.json` (docs/decisions/0900-may-speaks-the-owners-language.md).
 * English is part of the Worker: the API answers in it, and it fills any key another language lacks. The seven
 * other languages are static assets, one file per language, read through ASSETS at their first use and kept for
 * the isolate's life (docs/decisions/0911-may-s-words-beyond-english-as-static-assets.md). A page receives the
 * namespaces its routes name, in its reader's language, with its loader data; an email is written from `mail` here.
 */
const ENGLISH = import.meta.glob<Record<string, string>>("../../content/app-messages/*/en.json", { eager: true, import: "default" });

type LanguageFile = Partial<Record<AppMessageNamespace, Record<string, string>>>;

function englishFile(namespace: AppMessageNamespace): Record<string, string> {
  return ENGLISH[`../../content/app-messages/${namespace}/en.json`] ?? {};
}

/** A language's file from the static assets (docs/decisions/0911-may-s-words-beyond-english-as-static-assets.md). */
export async function readLanguageFile(language: AppLanguage): Promise<LanguageFile> {
  const path = appMessagesPath(language);
  const response = await env.ASSETS.fetch(`${ASSETS_ORIGIN}${path}`);
  if (!response.ok) throw new Error(`May's words in ${language} answered ${response.status} at ${path}`);
  return response.json<LanguageFile>();
}

type PageMessages = (language: ScreenLanguage, namespaces: readonly AppMessageNamespace[]) => Promise<AppMessages>;

/**
 * `pageMessages` over a reader of language files, with its own memory: the Worker has one over ASSETS, a test makes
 * its own around a reader it watches. Each language's file is read once (`npm run dev` shows an edited file after a
 * restart); a failed read is logged and that page falls back to English, and the next use reads again.
 */
export function pageMessagesFrom(read: (language: AppLanguage) => Promise<LanguageFile>): PageMessages {
  const languageFiles = new Map<AppLanguage, Promise<LanguageFile | null>>();
  const pages = new Map<string, AppMessages>();
  const languageFile = (language: AppLanguage): Promise<LanguageFile | null> => {
    const cached = languageFiles.get(language);
    if (cached) return cached;
    const reading = read(language).catch((error: unknown) => {
      languageFiles.delete(language);
      console.error(`May's words in ${language} could not be read; English is shown`, error);
      return null;
    });
    languageFiles.set(language, reading);
    return reading;
  };
  // English fills any key a language's file lacks (the tests refuse a missing key; this keeps a page readable if one
  // ships anyway). The pseudo-locale is English rewritten (development only).
  return async (language, namespaces) => {
    const id = `${language}:${namespaces.join(",")}`;
    const cached = pages.get(id);
    if (cached) return cached;
    const own = language === DEFAULT_APP_LANGUAGE || language === PSEUDO_LANGUAGE ? {} : await languageFile(language);
    const merged: Record<string, string> = {};
    for (const namespace of namespaces) {
      const english = englishFile(namespace);
      if (language === PSEUDO_LANGUAGE) for (const [key, message] of Object.entries(english)) merged[key] = pseudoMessage(message);
      else Object.assign(merged, english, own?.[namespace]);
    }
    if (own) pages.set(id, merged);
    return merged;
  };
}

/** One language's messages of some namespaces, for a page or an email: the Worker's reader, over ASSETS. */
export const pageMessages: PageMessages = pageMessagesFrom(readLanguageFile);

/** A page's words as their URL serves them: the JSON and its version, made once for each merged words object. */
const servedForms = new WeakMap<AppMessages, { json: string; version: string }>();

function servedForm(words: AppMessages): { json: string; version: string } {
  let form = servedForms.get(words);
  if (!form) {
    const json = JSON.stringify(words);
    form = { json, version: fnv1a(json).toString(36) };
    servedForms.set(words, form);
  }
  return form;
}

/**
 * A signed-in page's words and the URL the browser fetches them from (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md):
 * the version is the words' own hash, so the URL's answer never changes and the browser keeps it.
 */
export async function pageWords(language: ScreenLanguage, namespaces: readonly AppMessageNamespace[]): Promise<{ words: AppMessages; href: string }> {
  const words = await pageMessages(language, namespaces);
  return { words, href: pageWordsHref({ language, namespaces: [...namespaces], version: servedForm(words).version }) };
}

/** The words a URL names, as JSON, and whether its version is today's (then its answer can be kept for good). */
export async function pageWordsFile(address: PageWordsAddress): Promise<{ json: string; current: boolean }> {
  const form = servedForm(await pageMessages(address.language, address.namespaces));
  return { json: form.json, current: form.version === address.version };
}

/** Every language's files as the Worker reads them (English from its own code, the others through ASSETS), for the checks that every key exists in every language with the same arguments. */
export async function appMessageFiles(): Promise<{ namespace: AppMessageNamespace; language: AppLanguage; messages: Record<string, string> }[]> {
  const files = await Promise.all(APP_LANGUAGES.map(async (language) => ({ language, file: language === DEFAULT_APP_LANGUAGE ? undefined : await readLanguageFile(language) })));
  return APP_MESSAGE_NAMESPACES.flatMap((namespace) => files.map(({ language, file }) => ({ namespace, language, messages: file ? (file[namespace] ?? {}) : englishFile(namespace) })));
}

let englishByKey: Map<string, string> | undefined;

/**
 * English for a message key, or the text itself when it is not a key: schemas carry keys, and `/api/v1` answers in
 * English as Strapi's clients expect (docs/api.md).
 */
export function englishText(keyOrText: string, values?: Readonly<Record<string, MessageValue>>): string {
  englishByKey ??= new Map(APP_MESSAGE_NAMESPACES.flatMap((namespace) => Object.entries(englishFile(namespace))));
  const message = englishByKey.get(keyOrText);
  return message === undefined ? keyOrText : formatMessage(message, "en", values);
}

/** A language's words for the server's own writing (emails): `t` formats a key in that language, in a time zone when given. */
export async function serverText(language: AppLanguage, namespaces: readonly AppMessageNamespace[], timeZone?: string) {
  const messages = await pageMessages(language, namespaces);
  return {
    language,
    t: (key: AppMessageKey, values?: Readonly<Record<string, MessageValue>>) => formatMessage(messages[key] ?? englishText(key), formatLocale(language), values, { timeZone }),
  };
}

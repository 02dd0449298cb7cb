import { APP_LANGUAGES, DEFAULT_APP_LANGUAGE, formatLocale, PSEUDO_LANGUAGE, type AppLanguage, type ScreenLanguage } from "@core/i18n/app-languages";
import { formatMessage, pseudoMessage, type MessageValue } from "@core/i18n/format";
import { APP_MESSAGE_NAMESPACES, type AppMessageKey, type AppMessageNamespace, type AppMessages } from "@core/i18n/keys";

/**
 * May's own words in every language, read from `content/app-messages/<namespace>/<language>.json` (docs/decisions/0900-may-speaks-the-owners-language.md).
 * Only the server holds all of them: a page receives the namespaces its routes name, in its reader's language, with
 * its loader data, and an email is written from the `mail` namespace here.
 */
const FILES = import.meta.glob<Record<string, string>>("../../content/app-messages/*/*.json", { eager: true, import: "default" });

function file(namespace: AppMessageNamespace, language: AppLanguage): Record<string, string> {
  return FILES[`../../content/app-messages/${namespace}/${language}.json`] ?? {};
}

/** Every file as it is on disk, for the checks that every key exists in every language with the same arguments. */
export function appMessageFiles(): { namespace: AppMessageNamespace; language: AppLanguage; messages: Record<string, string> }[] {
  return APP_MESSAGE_NAMESPACES.flatMap((namespace) => APP_LANGUAGES.map((language) => ({ namespace, language, messages: file(namespace, language) })));
}

const pages = new Map<string, AppMessages>();

/**
 * One language's messages of some namespaces, English filling any key a file lacks (the tests refuse a missing key;
 * this keeps a page readable if one ships anyway). The pseudo-locale is English rewritten (development only).
 */
export function pageMessages(language: ScreenLanguage, namespaces: readonly AppMessageNamespace[]): AppMessages {
  const id = `${language}:${namespaces.join(",")}`;
  const cached = pages.get(id);
  if (cached) return cached;
  const merged: Record<string, string> = {};
  for (const namespace of namespaces) {
    const english = file(namespace, DEFAULT_APP_LANGUAGE);
    if (language === PSEUDO_LANGUAGE) for (const [key, message] of Object.entries(english)) merged[key] = pseudoMessage(message);
    else Object.assign(merged, english, language === DEFAULT_APP_LANGUAGE ? {} : file(namespace, language));
  }
  pages.set(id, merged);
  return merged;
}

let englishByKey: Map<string, string> | undefined;

/**
 * English for a message key, or the text itself when it is not a key: schemas carry keys, and `/api/v1` answers in
 * English as Strapi's clients expect (docs/api.md).
 */
export function englishText(keyOrText: string, values?: Readonly<Record<string, MessageValue>>): string {
  englishByKey ??= new Map(APP_MESSAGE_NAMESPACES.flatMap((namespace) => Object.entries(file(namespace, DEFAULT_APP_LANGUAGE))));
  const message = englishByKey.get(keyOrText);
  return message === undefined ? keyOrText : formatMessage(message, "en", values);
}

/** A language's words for the server's own writing (emails): `t` formats a key in that language, in a time zone when given. */
export function serverText(language: AppLanguage, namespaces: readonly AppMessageNamespace[], timeZone?: string) {
  const messages = pageMessages(language, namespaces);
  return {
    language,
    t: (key: AppMessageKey, values?: Readonly<Record<string, MessageValue>>) => formatMessage(messages[key] ?? englishText(key), formatLocale(language), values, { timeZone }),
  };
}

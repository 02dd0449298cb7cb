import { APP_LANGUAGES, PSEUDO_LANGUAGE, type ScreenLanguage } from "./app-languages";
import { APP_MESSAGE_NAMESPACES, type AppMessageNamespace, type AppMessages } from "./keys";

/**
 * A signed-in page's words by reference (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md): the loader
 * sends where the words are, the server renders with them, and the browser fetches them once per language, page kind
 * and version, from a URL that never changes its answer.
 */
export interface PageWordsRef {
  wordsHref: string;
}

/** What a loader may send as `messages`: the words themselves (small pages) or where they are. */
export type PageWordsSource = AppMessages | PageWordsRef;

export function isPageWordsRef(source: unknown): source is PageWordsRef {
  return typeof source === "object" && source !== null && typeof (source as Partial<PageWordsRef>).wordsHref === "string";
}

export interface PageWordsAddress {
  language: ScreenLanguage;
  namespaces: AppMessageNamespace[];
  version: string;
}

/** Where every page's words live: the Worker's route and the browser's preload links both start here. */
export const PAGE_WORDS_PREFIX = "/_words/";
const FILE = /^([a-z]+(?:\+[a-z]+)*)\.([0-9a-z]{1,13})\.json$/;

/** The words' URL: `/_words/{language}/{namespace+namespace}.{version}.json`. */
export function pageWordsHref({ language, namespaces, version }: PageWordsAddress): string {
  return `${PAGE_WORDS_PREFIX}${language}/${namespaces.join("+")}.${version}.json`;
}

/** The address a words URL names, or null when it names no language, an unknown namespace or a malformed file. */
export function parsePageWordsPath(language: string, file: string): PageWordsAddress | null {
  if (language !== PSEUDO_LANGUAGE && !(APP_LANGUAGES as readonly string[]).includes(language)) return null;
  const match = FILE.exec(file);
  if (!match) return null;
  const namespaces = match[1]!.split("+");
  if (!namespaces.every((namespace): namespace is AppMessageNamespace => (APP_MESSAGE_NAMESPACES as readonly string[]).includes(namespace))) return null;
  if (new Set(namespaces).size !== namespaces.length) return null;
  return { language: language as ScreenLanguage, namespaces, version: match[2]! };
}

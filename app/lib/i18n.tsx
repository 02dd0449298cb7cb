import { createContext, Fragment, use, useContext, useMemo, type ReactNode } from "react";
import type { UIMatch } from "react-router";
import { DEFAULT_APP_LANGUAGE, formatLocale, textDirection, type ScreenLanguage } from "@core/i18n/app-languages";
import { formatMessage, formatMessageParts, type MessageValue } from "@core/i18n/format";
import type { AppMessageKey, AppMessages } from "@core/i18n/keys";
import { isPageWordsRef, type PageWordsSource } from "@core/i18n/page-words";
import { knownWords, loadWords } from "./page-words";
import ENGLISH_COMMON from "../../content/app-messages/common/en.json" with { type: "json" };

/**
 * The screen's words in its reader's language (docs/decisions/0900-may-speaks-the-owners-language.md): each route's
 * loader returns `messages` for the namespaces it needs (signed-in pages name them by URL instead, decision 0913),
 * the root the language and `common`; the root merges what the matched routes sent and every component reads it
 * with `useT()`.
 */
export interface Translator {
  language: ScreenLanguage;
  /** The tag Intl formats with ("en-XA" formats as English). */
  locale: string;
  dir: "ltr" | "rtl";
  /** A message as text, its arguments filled in by the formatter. */
  t(key: AppMessageKey, values?: Readonly<Record<string, MessageValue>>): string;
  /** A message whose arguments or tags are elements ("Read the <terms>terms</terms>"), as React nodes. */
  rich(key: AppMessageKey, values: Readonly<Record<string, MessageValue | ReactNode | ((children: ReactNode[]) => ReactNode)>>): ReactNode;
  /**
   * A text that may be a message key: a schema's message or a service's error key is translated, anything else
   * (the owner's words, a service's own sentence) is shown as it is.
   */
  text(keyOrText: string, values?: Readonly<Record<string, MessageValue>>): string;
  /** Whether a message key is loaded on this page. */
  has(key: string): boolean;
}

interface PageWords {
  language: ScreenLanguage;
  messages: AppMessages;
}

const WordsContext = createContext<PageWords>({ language: DEFAULT_APP_LANGUAGE, messages: {} });

function translator({ language, messages }: PageWords): Translator {
  const locale = formatLocale(language);
  const message = (key: string) => messages[key];
  const text = (keyOrText: string, values?: Readonly<Record<string, MessageValue>>) => {
    const found = message(keyOrText);
    return found === undefined ? keyOrText : formatMessage(found, locale, values);
  };
  return {
    language,
    locale,
    dir: textDirection(language),
    // A key this page did not load shows as the key itself: loud in development, and the tests look for it.
    t: (key, values) => text(key, values),
    text,
    has: (key) => message(key) !== undefined,
    rich: (key, values) => {
      const found = message(key);
      if (found === undefined) return key;
      const parts = formatMessageParts<ReactNode>(found, locale, values as Record<string, MessageValue | ReactNode | ((children: ReactNode[]) => ReactNode)>);
      return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
    },
  };
}

function messagesOf(match: UIMatch): PageWordsSource | undefined {
  return (match.loaderData as { messages?: PageWordsSource } | undefined)?.messages;
}

/**
 * The messages of every matched route, merged for a provider at the root; the same object while the routes' messages
 * are the same. Words named by URL that are not here yet (a navigation to another signed-in page kind or language,
 * docs/decisions/0913-signed-in-pages-fetch-their-words-once.md) are waited for with `waitForNamed`: the root's
 * screen (`App`) waits, inside React Router's transition, so the screen before stays until they arrive, and a
 * failure reaches the root's error screen, which the layout renders with the words it has (never waiting itself).
 */
export function useMessagesOfMatches(matches: readonly UIMatch[], { waitForNamed }: { waitForNamed: boolean }): AppMessages {
  const named = matches.map(messagesOf);
  // Every missing file starts downloading before the first wait, so two of them arrive side by side, not in turn.
  const arriving = named.map((source) => (waitForNamed && isPageWordsRef(source) && !knownWords(source) ? loadWords(source.wordsHref) : null));
  const sources = named.map((source, index) => {
    if (!isPageWordsRef(source)) return source;
    const pending = arriving[index];
    return knownWords(source) ?? (pending ? use(pending) : undefined);
  });
  // A refusal before any loader ran (a 405 to a page without an action) leaves the root without its data: its error
  // screen speaks English then, from the one small file the browser carries for that (docs/decisions/0900-may-speaks-the-owners-language.md).
  if (!sources[0]) sources[0] = ENGLISH_COMMON;
  // Compared by identity, so two requests rendering at once on the server never share a result they should not.
  if (sources.length !== lastMerge.sources.length || sources.some((source, index) => source !== lastMerge.sources[index])) {
    lastMerge = { sources, merged: Object.assign({}, ...sources.filter(Boolean)) as AppMessages };
  }
  return lastMerge.merged;
}

/** The URLs of the words the matched routes name (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md). */
export function namedWordsOf(matches: readonly UIMatch[]): string[] {
  return matches.flatMap((match) => {
    const source = messagesOf(match);
    return isPageWordsRef(source) ? [source.wordsHref] : [];
  });
}

let lastMerge: { sources: (AppMessages | undefined)[]; merged: AppMessages } = { sources: [], merged: {} };

export function WordsProvider({ language, messages, children }: PageWords & { children: ReactNode }) {
  const value = useMemo(() => ({ language, messages }), [language, messages]);
  return <WordsContext.Provider value={value}>{children}</WordsContext.Provider>;
}

/** The page's translator. */
export function useT(): Translator {
  const words = useContext(WordsContext);
  return useMemo(() => translator(words), [words]);
}

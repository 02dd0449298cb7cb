import type { RouterContextProvider } from "react-router";
import { chooseLanguage, hasSessionCookie } from "@server/accounts";
import { pageMessages, pageWords } from "@server/platform";
import type { ScreenLanguage } from "@core/i18n/app-languages";
import type { AppMessageNamespace, AppMessages } from "@core/i18n/keys";
import type { PageWordsRef } from "@core/i18n/page-words";
import { rememberWords } from "~/lib/page-words";
import { appContext } from "./context";
import { optionalSessionAccount } from "./session";

/**
 * The language of this request's page (docs/decisions/0900-may-speaks-the-owners-language.md): the account's choice
 * when someone is signed in (read with the session, no extra round trip), else the cookie or the browser's.
 */
export async function requestLanguage(request: Request, context: Readonly<RouterContextProvider>): Promise<ScreenLanguage> {
  const account = hasSessionCookie(request) ? await optionalSessionAccount(context) : null;
  return chooseLanguage(context.get(appContext), request, account);
}

/** A route's messages in the page's language: what its loader returns as `messages` for `useT()`. */
export async function routeMessages(request: Request, context: Readonly<RouterContextProvider>, namespaces: readonly AppMessageNamespace[]): Promise<AppMessages> {
  return pageMessages(await requestLanguage(request, context), namespaces);
}

/**
 * A signed-in page's words by URL (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md): remembered here
 * for this page's render, fetched once by the browser; the page's data carries only the URL.
 */
export async function routeWords(request: Request, context: Readonly<RouterContextProvider>, namespaces: readonly AppMessageNamespace[]): Promise<PageWordsRef> {
  return wordsIn(await requestLanguage(request, context), namespaces);
}

/** `routeWords` for a loader that already knows the page's language. */
export async function wordsIn(language: ScreenLanguage, namespaces: readonly AppMessageNamespace[]): Promise<PageWordsRef> {
  const { words, href } = await pageWords(language, namespaces);
  rememberWords(href, words);
  return { wordsHref: href };
}

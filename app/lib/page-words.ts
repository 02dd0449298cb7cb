import type { AppMessages } from "@core/i18n/keys";
import { isPageWordsRef, type PageWordsSource } from "@core/i18n/page-words";
import { requestJson, type AnswerCheck } from "./api-client";

/**
 * The words that signed-in pages name by URL (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md), known
 * by that URL. The server remembers them when a loader names them, before its page renders; the browser fetches
 * each URL once (entry.client.tsx before hydrating, a navigation while it waits) and keeps the answer.
 * A URL names one content for good (its version is the words' hash), so sharing it across requests is safe.
 */
const known = new Map<string, AppMessages>();
const loading = new Map<string, Promise<AppMessages>>();
// Languages × page kinds, plus the versions an isolate sees in a deploy's life: a bound, not a working set.
const MOST_KNOWN = 64;

export function rememberWords(href: string, words: AppMessages): void {
  if (known.has(href)) return;
  if (known.size >= MOST_KNOWN) known.delete(known.keys().next().value!);
  known.set(href, words);
}

/** The words a loader sent or named, when they are here; undefined while named words are still on their way. */
export function knownWords(source: PageWordsSource | undefined): AppMessages | undefined {
  if (!isPageWordsRef(source)) return source;
  return known.get(source.wordsHref);
}

/** How long a refused fetch's promise stays the answer for its URL. */
export const FAILURE_KEPT_MS = 1_000;

/** Fetches named words once (the same promise while it runs); a failure is forgotten a moment later, so the next use tries again. */
export function loadWords(href: string): Promise<AppMessages> {
  const words = known.get(href);
  if (words) return Promise.resolve(words);
  let pending = loading.get(href);
  if (!pending) {
    pending = fetchWords(href).then(
      (fetched) => {
        rememberWords(href, fetched);
        loading.delete(href);
        return fetched;
      },
      (error: unknown) => {
        // Kept a moment so that React, rendering again once it settles, meets the same refused promise and shows the
        // error screen instead of fetching again in a loop; forgotten after, so the next use tries again.
        setTimeout(() => loading.delete(href), FAILURE_KEPT_MS);
        throw error;
      },
    );
    loading.set(href, pending);
  }
  return pending;
}

/** Words are an object of strings: checked by hand, so that zod does not weigh on every signed-in page's first load. */
const WORDS_CHECK: AnswerCheck<AppMessages> = {
  safeParse: (value) =>
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((message) => typeof message === "string")
      ? { success: true, data: value as AppMessages }
      : { success: false },
};

async function fetchWords(href: string): Promise<AppMessages> {
  let failure = "";
  // One retry: a page's words are worth a second try on a flaky connection before the error screen.
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await requestJson(href, WORDS_CHECK);
    if (answer.data) return answer.data;
    failure = "originalStatus" in answer.error ? `${answer.error.status} ${answer.error.originalStatus}` : String(answer.error.status);
  }
  throw new Error(`page words at ${href}: ${failure}`);
}

import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { PAGE_WORDS_PREFIX } from "@core/i18n/page-words";
import { loadWords } from "./lib/page-words";

/**
 * React Router's default browser entry, after the words the page names by URL are here
 * (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md): the root preloads them with the page, so waiting
 * costs nothing once the scripts are in. Words that fail to arrive are tried again by the screen that needs them.
 */
const namedWords = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="fetch"][href^="${PAGE_WORDS_PREFIX}"]`)].map((link) => link.getAttribute("href")!);

void Promise.allSettled(namedWords.map(loadWords)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

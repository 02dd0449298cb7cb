import { describe, expect, it } from "vitest";
import { APP_LANGUAGES, PSEUDO_LANGUAGE, type ScreenLanguage } from "./app-languages";
import { APP_MESSAGE_NAMESPACES, type AppMessageNamespace } from "./keys";
import { isPageWordsRef, pageWordsHref, parsePageWordsPath } from "./page-words";
import { mulberry32 } from "../seeded-random";

describe("a page's words URL", () => {
  it("reads back as the language, namespaces and version it was made from, for every language and random namespaces", () => {
    const random = mulberry32(913);
    for (const language of [...APP_LANGUAGES, PSEUDO_LANGUAGE] as ScreenLanguage[]) {
      for (let round = 0; round < 40; round++) {
        const namespaces = APP_MESSAGE_NAMESPACES.filter(() => random() < 0.4) as AppMessageNamespace[];
        if (namespaces.length === 0) namespaces.push("common");
        const version = Math.floor(random() * 2 ** 32).toString(36);
        const href = pageWordsHref({ language, namespaces, version });
        const [, , hrefLanguage, file] = href.split("/");
        expect(parsePageWordsPath(hrefLanguage!, file!), href).toEqual({ language, namespaces, version });
      }
    }
  });

  it("names nothing for an unknown language or namespace, a repeated namespace or a malformed file", () => {
    expect(parsePageWordsPath("xx", "chat.1.json")).toBeNull();
    expect(parsePageWordsPath("", "chat.1.json")).toBeNull();
    expect(parsePageWordsPath("de", "chat+other.1.json")).toBeNull();
    expect(parsePageWordsPath("de", "chat+chat.1.json")).toBeNull();
    expect(parsePageWordsPath("de", "chat.json")).toBeNull();
    expect(parsePageWordsPath("de", "chat..json")).toBeNull();
    expect(parsePageWordsPath("de", "chat.1.json/x")).toBeNull();
    expect(parsePageWordsPath("de", "+chat.1.json")).toBeNull();
    expect(parsePageWordsPath("de", "chat.ABC.json")).toBeNull();
    expect(parsePageWordsPath("de", `chat.${"1".repeat(14)}.json`)).toBeNull();
  });

  it("tells a reference from the words themselves", () => {
    expect(isPageWordsRef({ wordsHref: "/_words/de/chat.1.json" })).toBe(true);
    expect(isPageWordsRef({ "chat.meta.title": "Chat" })).toBe(false);
    expect(isPageWordsRef(undefined)).toBe(false);
    expect(isPageWordsRef(null)).toBe(false);
  });
});

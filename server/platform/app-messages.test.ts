import { IntlMessageFormat } from "intl-messageformat";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import portugueseAuth from "../../content/app-messages/auth/pt.json";
import englishCommon from "../../content/app-messages/common/en.json";
import germanCommon from "../../content/app-messages/common/de.json";
import portugueseCommon from "../../content/app-messages/common/pt.json";
import { APP_LANGUAGES, formatLocale } from "@core/i18n/app-languages";
import { formatMessage, formatMessageParts, messageNames, pluralCases, pseudoMessage } from "@core/i18n/format";
import { APP_MESSAGE_NAMESPACES } from "@core/i18n/keys";
import { appMessageFiles, englishText, pageMessages, pageMessagesFrom, readLanguageFile } from "./app-messages";

/**
 * The contract of May's own words (docs/decisions/0900-may-speaks-the-owners-language.md): every key in every
 * language, the same ICU arguments and tags as English, each language's plural categories covered, and our small
 * formatter reading every message as intl-messageformat does.
 */
const files = await appMessageFiles();
const english = new Map(files.filter((file) => file.language === "en").map((file) => [file.namespace, file.messages]));

/** intl-messageformat's element types (1 argument … 8 tag) → sample values our formatter and theirs both take. */
function sampleValues(message: string, locale: string, count: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const walk = (elements: unknown) => {
    if (!Array.isArray(elements)) return;
    for (const element of elements as { type: number; value?: string; options?: Record<string, { value: unknown }>; children?: unknown }[]) {
      const name = element.value;
      if (name && element.type === 1) values[name] ??= `«${name}»`;
      if (name && element.type === 2) values[name] = count;
      if (name && (element.type === 3 || element.type === 4)) values[name] = new Date(Date.UTC(2026, 10, 27, 9, 30));
      if (name && element.type === 5) values[name] ??= Object.keys(element.options ?? {})[0] ?? "other";
      if (name && element.type === 6) values[name] = count;
      if (name && element.type === 8) values[name] = (chunks: string[]) => `[${chunks.join("")}]`;
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return values;
}

describe("May's message files", () => {
  it("has a file per namespace and language, each key in its namespace", () => {
    expect(files).toHaveLength(APP_MESSAGE_NAMESPACES.length * APP_LANGUAGES.length);
    const misplaced = files.flatMap(({ namespace, language, messages }) => Object.keys(messages).filter((key) => !key.startsWith(`${namespace}.`)).map((key) => `${namespace}/${language}: ${key}`));
    expect(misplaced).toEqual([]);
  });

  it("has every English key in every language and nothing else", () => {
    const problems = files.flatMap(({ namespace, language, messages }) => {
      const expected = Object.keys(english.get(namespace)!);
      const missing = expected.filter((key) => !(key in messages)).map((key) => `${namespace}/${language}: missing ${key}`);
      const extra = Object.keys(messages).filter((key) => !expected.includes(key)).map((key) => `${namespace}/${language}: unknown ${key}`);
      const empty = Object.entries(messages).filter(([, message]) => typeof message !== "string" || !message.trim()).map(([key]) => `${namespace}/${language}: empty ${key}`);
      return [...missing, ...extra, ...empty];
    });
    expect(problems).toEqual([]);
  });

  it("names the same arguments and tags as English, and covers the language's plural categories", () => {
    const problems = files.flatMap(({ namespace, language, messages }) =>
      Object.entries(messages).flatMap(([key, message]) => {
        const source = english.get(namespace)![key];
        if (source === undefined) return [];
        try {
          new IntlMessageFormat(message, language).getAst();
          const found = messageNames(message).join(" ");
          const expected = messageNames(source).join(" ");
          const named = found === expected ? [] : [`${namespace}/${language}: ${key} names ${found || "nothing"} where English names ${expected || "nothing"}`];
          const plurals = pluralCases(message).flatMap(({ name, type, cases }) => {
            const needed = new Intl.PluralRules(formatLocale(language), { type: type === "plural" ? "cardinal" : "ordinal" }).resolvedOptions().pluralCategories;
            const lacking = needed.filter((category) => !cases.includes(category));
            return lacking.length ? [`${namespace}/${language}: ${key} {${name}} lacks ${lacking.join(", ")}`] : [];
          });
          return [...named, ...plurals];
        } catch (error) {
          return [`${namespace}/${language}: ${key} is not a message May reads: ${(error as Error).message}`];
        }
      }),
    );
    expect(problems).toEqual([]);
  });

  it("formats every message as intl-messageformat does, for one and for many", () => {
    const differences = files.flatMap(({ namespace, language, messages }) =>
      Object.entries(messages).flatMap(([key, message]) =>
        [0, 1, 2, 5, 21].flatMap((count) => {
          try {
            const locale = formatLocale(language);
            const values = sampleValues(message, locale, count);
            const theirs = [new IntlMessageFormat(message, locale).format(values as Record<string, string>)].flat().join("");
            const ours = formatMessageParts<string>(message, locale, values as Record<string, string>).join("");
            return theirs === ours ? [] : [`${namespace}/${language}: ${key} (${count}): ours "${ours}", theirs "${theirs}"`];
          } catch (error) {
            return [`${namespace}/${language}: ${key}: ${(error as Error).message}`];
          }
        }),
      ),
    );
    expect(differences).toEqual([]);
  });

  it("has a pseudo-locale that keeps every argument and makes the text around them 40% longer", async () => {
    const problems = [...english].flatMap(([namespace, messages]) =>
      Object.entries(messages).flatMap(([key, message]) => {
        const pseudo = pseudoMessage(message);
        const names = messageNames(pseudo).join(" ") === messageNames(message).join(" ");
        // 40% more of the English's own letters (arguments are the caller's, and stay as they are).
        const english = formatMessage(message, "en");
        const letters = english.replace(/\{[^}]*\}/g, "").replace(/[^\p{L}]/gu, "").length;
        const longer = formatMessage(pseudo, "en").length >= english.length + Math.floor(letters * 0.4);
        return names && longer ? [] : [`${namespace}: ${key} → ${pseudo}`];
      }),
    );
    expect(problems).toEqual([]);
    expect((await pageMessages("en-XA", ["common"]))["common.close"]).toMatch(/^\[Çlôšé~+\]$/);
  });

  it("answers English for a key on the API and leaves other text alone", () => {
    expect(englishText("common.language.unknown")).toBe("Choose one of the languages in the list.");
    expect(englishText("Email is required.")).toBe("Email is required.");
  });

  it("fills a missing key with English, so a page is never empty", async () => {
    expect((await pageMessages("ja", ["common"]))["common.close"]).toBeTruthy();
  });
});

describe("words beyond English, read through ASSETS (docs/decisions/0911-may-s-words-beyond-english-as-static-assets.md)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("gives a page its language's own words, the file read once and kept", async () => {
    const reads = vi.fn(readLanguageFile);
    const fresh = pageMessagesFrom(reads);
    const first = await fresh("pt", ["common", "auth"]);
    const second = await fresh("pt", ["chat"]);
    expect(first["common.close"]).toBe(portugueseCommon["common.close"]);
    expect(first["auth.continue"]).toBe(portugueseAuth["auth.continue"]);
    expect(second["chat.question.business"]).toBeTruthy();
    expect(reads.mock.calls).toEqual([["pt"]]);
    // English is the Worker's own: no read at all.
    await fresh("en", ["common"]);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("reads a language's file through ASSETS at its path", async () => {
    const fetches = vi.spyOn(env.ASSETS, "fetch");
    expect((await readLanguageFile("pt")).common?.["common.close"]).toBe(portugueseCommon["common.close"]);
    expect(fetches.mock.calls.map(([request]) => new URL(String(request instanceof Request ? request.url : request)).pathname)).toEqual(["/_data/app-messages/pt.json"]);
  });

  it("shows English when a language's file cannot be read, and reads it again at the next use", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const reads = vi.fn(readLanguageFile).mockRejectedValueOnce(new Error("May's words in de answered 404"));
    const fresh = pageMessagesFrom(reads);
    expect((await fresh("de", ["common"]))["common.close"]).toBe(englishCommon["common.close"]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect((await fresh("de", ["common"]))["common.close"]).toBe(germanCommon["common.close"]);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(germanCommon["common.close"]).not.toBe(englishCommon["common.close"]);
  });
});

describe("the message reader", () => {
  it("reads plurals, selects, numbers, dates and tags in the language's own way", () => {
    expect(formatMessage("{count, plural, =0 {No leads} one {# lead} other {# leads}}", "en", { count: 0 })).toBe("No leads");
    expect(formatMessage("{count, plural, one {# lead} other {# leads}}", "en", { count: 1200 })).toBe("1,200 leads");
    expect(formatMessage("{count, plural, zero {z} one {o} two {t} few {f} many {m} other {#}}", "ar", { count: 3 })).toBe("f");
    expect(formatMessage("{count, plural, one {# Anfrage} other {# Anfragen}}", "de", { count: 1200 })).toBe("1.200 Anfragen");
    // Portugal's plurals, not Brazil's: none is plural.
    expect(formatMessage("{count, plural, one {# visitante} other {# visitantes}}", formatLocale("pt"), { count: 0 })).toBe("0 visitantes");
    expect(formatMessage("{when, date, long}", "fr", { when: new Date(Date.UTC(2026, 10, 27, 23, 30)) }, { timeZone: "Asia/Tokyo" })).toBe("28 novembre 2026");
    expect(formatMessage("It''s '{'literal'}' {name}", "en", { name: "May" })).toBe("It's {literal} May");
    expect(formatMessage("{zone, select, utc {UTC} other {{zone} time}}", "en", { zone: "Lisbon" })).toBe("Lisbon time");
    expect(formatMessage("{count, plural, one {{kind, select, photo {# photo} other {# file}}} other {{kind, select, photo {# photos} other {# files}}}}", "en", { count: 3, kind: "photo" })).toBe("3 photos");
    expect(formatMessageParts("Read the <terms>terms</terms>.", "en", { terms: (children: unknown[]) => ({ link: children.join("") }) })).toEqual(["Read the ", { link: "terms" }, "."]);
  });
});

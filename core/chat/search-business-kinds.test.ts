import { describe, expect, it } from "vitest";
import { APP_LANGUAGES } from "@core/i18n/app-languages";
import ar from "../../content/app-messages/facts/ar.json";
import de from "../../content/app-messages/facts/de.json";
import en from "../../content/app-messages/facts/en.json";
import es from "../../content/app-messages/facts/es.json";
import fr from "../../content/app-messages/facts/fr.json";
import it_ from "../../content/app-messages/facts/it.json";
import ja from "../../content/app-messages/facts/ja.json";
import pt from "../../content/app-messages/facts/pt.json";
import { BUSINESS_KINDS, kindNameKey, type BusinessKindCode } from "./business-kinds";
import { searchBusinessKinds } from "./search-business-kinds";

const FILES: Record<string, Record<string, string>> = { en, es, fr, de, pt, it: it_, ja, ar };
const namesIn = (language: string) => {
  const file = FILES[language]!;
  return (kind: BusinessKindCode) => file[kindNameKey(kind)] ?? kind;
};

describe("searching the business list in the trade picker", () => {
  it("finds every kind by its own name, first", () => {
    for (const entry of BUSINESS_KINDS) expect(searchBusinessKinds(entry.name)[0]?.name, entry.kind).toBe(entry.name);
  });

  it("finds a kind by the start of a word, without accents or case", () => {
    const bakery = BUSINESS_KINDS.find((entry) => /bakery/i.test(entry.name))!;
    expect(searchBusinessKinds("BAK").map((entry) => entry.kind)).toContain(bakery.kind);
    expect(searchBusinessKinds("plumb").map((entry) => entry.kind)).toContain("PLUMBER");
  });

  it("searches the names only: the word lists are not in the browser", () => {
    expect(searchBusinessKinds("sourdough")).toEqual([]);
    expect(searchBusinessKinds("coffee")).toEqual([]);
    expect(searchBusinessKinds("caf").map((entry) => entry.kind)).toContain("CAFE");
  });

  it("finds nothing for nothing, or for words that begin no entry's words", () => {
    expect(searchBusinessKinds("   ")).toEqual([]);
    expect(searchBusinessKinds("zzqx")).toEqual([]);
  });
});

describe("the business list in the reader's language", () => {
  it("names every kind in every language, each name once in its language (content/app-messages/facts)", () => {
    expect(Object.keys(FILES).sort()).toEqual([...APP_LANGUAGES].filter((language) => language in FILES).sort());
    for (const [language, file] of Object.entries(FILES)) {
      const names = BUSINESS_KINDS.map((entry) => file[kindNameKey(entry.kind)]);
      expect(names.filter((name) => typeof name !== "string" || name.trim() === ""), language).toEqual([]);
      const folded = names.map((name) => name!.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
      expect(folded.filter((name, index) => folded.indexOf(name) !== index), language).toEqual([]);
    }
  });

  it("keeps English's names those of the business list the server reads", () => {
    for (const entry of BUSINESS_KINDS) expect(en[kindNameKey(entry.kind) as keyof typeof en], entry.kind).toBe(entry.name);
  });

  it.each(Object.keys(FILES))("finds every kind first by its whole name in %s, and shows that name", (language) => {
    const nameOf = namesIn(language);
    for (const entry of BUSINESS_KINDS) expect(searchBusinessKinds(nameOf(entry.kind), nameOf, language)[0], `${language} ${entry.kind}`).toEqual({ kind: entry.kind, name: nameOf(entry.kind) });
  });

  it.each(Object.keys(FILES))("finds every kind by the start of its name's first word in %s, typed without accents", (language) => {
    const nameOf = namesIn(language);
    for (const entry of BUSINESS_KINDS) {
      const name = nameOf(entry.kind);
      const start = [...name.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase()].slice(0, 3).join("");
      expect(searchBusinessKinds(start, nameOf, language).map((match) => match.kind), `${language} ${entry.kind} "${start}"`).toContain(entry.kind);
    }
  });

  it("falls back to English's names and shows the reader's", () => {
    const nameOf = namesIn("pt");
    expect(searchBusinessKinds("padar", nameOf, "pt")[0]).toEqual({ kind: "BAKERY", name: "Padaria" });
    expect(searchBusinessKinds("plumber", nameOf, "pt")[0]).toEqual({ kind: "PLUMBER", name: "Canalizador" });
    expect(searchBusinessKinds("canaliz", nameOf, "pt").map((match) => match.kind)).toEqual(["PLUMBER"]);
  });

  it("finds a Japanese name from inside it and an Arabic one from its start", () => {
    expect(searchBusinessKinds("屋", namesIn("ja"), "ja").map((match) => match.kind)).toContain("BAKERY");
    expect(searchBusinessKinds("مخب", namesIn("ar"), "ar")[0]).toEqual({ kind: "BAKERY", name: "مخبز" });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS, type BusinessKindCode } from "@core/chat/business-kinds";
import { emptyUnderstanding, type Understanding } from "@core/chat/understanding";
import { settledFromReading, withConstraintClaims } from "@core/chat/understanding-review";
import { applyFacts } from "@core/sites/apply-facts";
import { siteMessageFiles } from "@core/sites/i18n/site-messages";
import { siteText } from "@core/sites/i18n/site-text";
import { SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import type { SiteDocument } from "@core/sites/site-document";
import { sentences } from "@core/text/sentences";
import { siteCopyFile } from "@server/generation/built-in/write-in-language";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { renderSite } from "@server/render/render-site";
import { visibleText } from "./visible-text";
import { ownerMessage, type OwnerMessage } from "../understanding/owner-voice";

// docs/decisions/0520-built-in-copy-in-every-site-language.md: with no model, every word of a published page in a
// language other than English traces to that language's template words (core/sites/i18n/messages), its core copy
// (content/site-copy) or the owner's own words and facts; and every sentence of four words or more that is not the
// owner's reads, to a language detector, as the site's language. Every kind of the business list × every language ×
// random owner facts (test/understanding/owner-voice.ts), published with a second page.

type Detector = { detect(text: string): { language: string; isReliable(): boolean } };
const detector: Promise<Detector> = import("eld/medium").then((module) => module.eld as Detector);

const STRIDE = 1;
const OTHER_LANGUAGES = SITE_LANGUAGES.filter((language): language is Exclude<SiteLanguage, "en"> => language !== "en");

/** Every string inside a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Each language's segmenter and the words of each text it has segmented: every site segments its language's copy again. */
const segmenters = new Map<SiteLanguage, { segmenter: Intl.Segmenter; words: Map<string, string[]> }>();

/** Words as the language segments them, lower case, without numbers. */
function wordsIn(text: string, language: SiteLanguage): string[] {
  let known = segmenters.get(language);
  if (!known) segmenters.set(language, (known = { segmenter: new Intl.Segmenter(language, { granularity: "word" }), words: new Map() }));
  const cached = known.words.get(text);
  if (cached) return cached;
  // A number run into a word by the page's inline markup ("221Llamar") is the number and the word.
  const words = [...known.segmenter.segment(text.toLocaleLowerCase(language).replace(/[\u2018\u2019\u02bc]/g, "'"))].map((part) => (part.isWordLike ? part.segment.replace(/\p{N}+/gu, "") : "")).filter((word) => /\p{L}/u.test(word));
  known.words.set(text, words);
  return words;
}

/** What the page may say: the language's files filled with this site's values, and the owner's own words. */
function vocabulary(language: Exclude<SiteLanguage, "en">, document: SiteDocument, owner: string[]): Set<string> {
  const name = document.name;
  const location = document.location;
  const text = siteText(language, document.region?.country);
  const values = { name, place: location || "none", phone: "0", year: 2026, caption: "x", trade: "none", from: "x", to: "x" };
  const messages = Object.keys(siteMessageFiles().en as object).map((key) => text.t(key as never, values));
  const copy = stringsOf(siteCopyFile(language)).flatMap((template) => [true, false].map((placed) => template.replace(/\[location:([^[\]|]*)\|([^[\]|]*)\]/g, (_, a: string, b: string) => (placed ? a : b)).replaceAll("{name}", name).replaceAll("{location}", location)));
  // Days and times as Intl writes them in the site's locale (the hours list: "lun", "9:00 a.m." in Mexico).
  const formats = ["long", "short", "narrow"].flatMap((weekday) => Array.from({ length: 7 }, (_, day) => new Intl.DateTimeFormat(text.locale, { weekday: weekday as "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + day, 12)))));
  formats.push(...formats.slice(0, 7).flatMap((day, at) => formats.slice(0, 7).map((other) => (at >= 0 ? new Intl.ListFormat(text.locale, { type: "conjunction" }).format([day, other]) : ""))));
  for (const hour of [9, 18]) formats.push(new Intl.DateTimeFormat(text.locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1, hour))));
  return new Set([...messages, ...copy, ...formats, ...owner, "May"].flatMap((part) => wordsIn(part, language)));
}

/** The site an owner's message becomes, with a second page, published. */
function published(message: OwnerMessage, language: Exclude<SiteLanguage, "en">, seed: number) {
  const reading: Understanding = { ...emptyUnderstanding(language), kind: { classified: message.kind, chosen: null }, facts: message.facts, constraints: message.constraints };
  const settled = settledFromReading(reading);
  const facts = withConstraintClaims(settled.facts, settled.constraints);
  const entry = BUSINESS_KINDS.find((candidate) => candidate.kind === message.kind)!;
  // The owner's description of the business is the first sentence of their message (in their language); the rest is their notes.
  const [business = message.text, ...rest] = sentences(message.text);
  const name = "Casa Azul";
  const written = writeBuiltInSite({ name, business, kind: message.kind, family: entry.family, location: message.place.text, template: "warm-editorial", seed, facts, language, notes: rest.join(" ") });
  const document = applyFacts({ ...written, language }, facts);
  const second = { slug: "more", title: written.sections[0]!.type === "hero" ? name : name, seo: { title: name, description: name }, sections: [] };
  const html = renderSite({ ...document, pages: [second] }, { canonicalUrl: "https://may.example/s/site", formAction: "/api/v1/sites/site/messages", year: 2026 });
  const owner = [name, message.place.text, message.text, ...stringsOf(facts)];
  return { html, document, owner };
}

/** The words of a page that trace to nothing the site may say, and its sentences that read as another language. */
async function problemsOf(html: string, document: SiteDocument, language: Exclude<SiteLanguage, "en">, owner: string[]): Promise<{ untraced: string[]; foreign: string[] }> {
  const known = vocabulary(language, document, owner);
  const page = visibleText(html);
  // Two blocks' words run together by inline markup ("AnrufenAnrufen") are known when both halves are.
  const traced = (word: string) => known.has(word) || [...word].some((_, at) => at > 0 && known.has(word.slice(0, at)) && known.has(word.slice(at)));
  const untraced = [...new Set(page.blocks.flatMap((block) => wordsIn(block, language).filter((word) => !traced(word))))];
  const eld = await detector;
  const ownerText = owner.join("\n").toLocaleLowerCase(language);
  const foreign: string[] = [];
  for (const block of page.blocks) {
    for (const sentence of sentences(block)) {
      // The owner's own sentences are theirs to write in any language; what May wrote must read as the site's.
      let own = sentence.toLocaleLowerCase(language);
      for (const part of owner) for (const piece of sentences(part)) own = own.replaceAll(piece.toLocaleLowerCase(language).replace(/[.!?。]$/u, ""), " ");
      // Words of two letters or more ("a.m." is no word); Japanese, without spaces, by its letters.
      const words = language === "ja" ? [...own.replace(/[\s\p{P}\p{N}]/gu, "")].length / 2 : wordsIn(own, language).filter((word) => [...word].length >= 2).length;
      if (words < 4 || ownerText.includes(sentence.toLocaleLowerCase(language))) continue;
      // English is never right from four words; another language counts from six, when the detector is sure of it: it
      // reads four words of Portuguese ("Fale conosco quando quiser.") as Italian, and "Indica le tue date" as Romanian.
      const result = eld.detect(sentence);
      if (result.language === "en" || (words >= 6 && result.language !== language && result.isReliable())) foreign.push(`${result.language}: ${sentence}`);
    }
  }
  return { untraced, foreign };
}

describe("every word of a site in another language than English, with no model", () => {
  for (const language of OTHER_LANGUAGES) {
    it(`traces to ${language}'s words, its copy or the owner's, and reads as ${language} (every kind, random facts)`, async () => {
      const problems: string[] = [];
      for (const [index, entry] of BUSINESS_KINDS.entries()) {
        if (index % STRIDE !== 0) continue;
        const [message] = fc.sample(ownerMessage({ kind: entry.kind as BusinessKindCode, language }), { numRuns: 1, seed: 2_000 + index });
        const { html, document, owner } = published(message!, language, index);
        const { untraced, foreign } = await problemsOf(html, document, language, owner);
        if (untraced.length > 0) problems.push(`${entry.kind}: words from nowhere: ${untraced.join(", ")}`);
        if (foreign.length > 0) problems.push(`${entry.kind}: sentences in another language: ${foreign.join(" | ")}`);
        expect(html).toMatch(new RegExp(`<html lang="${language}(-[A-Z]{2})?" `));
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it("finds an English word and an English sentence on a page that has them", async () => {
    const [message] = fc.sample(ownerMessage({ kind: "BAKERY" as BusinessKindCode, language: "es" }), { numRuns: 1, seed: 9 });
    const { html, document, owner } = published(message!, "es", 1);
    const english = html.replace("</main>", "<p>Send us a message and we will get back to you soon.</p></main>");
    const { untraced, foreign } = await problemsOf(english, document, "es", owner);
    expect(untraced).toEqual(expect.arrayContaining(["send", "message", "soon"]));
    expect(foreign.join("\n")).toContain("en: Send us a message");
  });
});

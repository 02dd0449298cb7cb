import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileLanguage, phrasePatternsOf, type HonestyLanguageData } from "./honesty-data";
import { SITE_LANGUAGES, type SiteLanguage } from "./languages";
import ar from "../../content/honesty/ar.json" with { type: "json" };
import de from "../../content/honesty/de.json" with { type: "json" };
import en from "../../content/honesty/en.json" with { type: "json" };
import es from "../../content/honesty/es.json" with { type: "json" };
import fr from "../../content/honesty/fr.json" with { type: "json" };
import it_ from "../../content/honesty/it.json" with { type: "json" };
import ja from "../../content/honesty/ja.json" with { type: "json" };
import pt from "../../content/honesty/pt.json" with { type: "json" };

// A phrase pattern's hint lets the rules skip building a pattern that cannot match (docs/performance.md, "Honesty
// rules on a new isolate"): it must never say no to a text the pattern matches. Texts written from every language's
// own phrases (random alternatives, optional words, letters for `*`, numbers for `{n}`, case, hyphens and spaces,
// letters of other scripts run into them), checked against every pattern of every language.

const FILES = { en, es, fr, de, pt, it: it_, ja, ar } as unknown as Record<SiteLanguage, HonestyLanguageData>;
const COMPILED = SITE_LANGUAGES.map((language) => compileLanguage(FILES[language]));
const PATTERNS = COMPILED.flatMap((compiled) => phrasePatternsOf(compiled).map(([where, phrases]) => ({ where: `${compiled.language} ${where}`, phrases, pattern: new RegExp(phrases.source, phrases.flags.replace("g", "")) })));

const pick = <T,>(items: readonly T[]) => fc.constantFrom(...items);
const letters = fc.string({ unit: pick([..."abcdeéßçñüxyzабвاليةتのはカ日本"]), minLength: 0, maxLength: 6 });

/** Every phrase written in a language's file. */
function phrasesOf(data: HonestyLanguageData): string[] {
  const lists = [data.talksToUs, data.premises.say, data.premises.except ?? [], data.inPerson.say, data.inPerson.except ?? [], data.numbers.except ?? [], data.numbers.commonElsewhere ?? []];
  for (const claim of Object.values(data.claims)) lists.push(claim.say, claim.allowedBy, claim.except ?? []);
  return lists.flat();
}

/** One way an owner or a model might write a phrase. */
function written(phrase: string, data: HonestyLanguageData): fc.Arbitrary<string> {
  const numberWords = Object.keys(data.numbers.words);
  const number = fc.oneof(fc.integer({ min: 0, max: 3000 }).map(String), pick(numberWords));
  const word = (alternative: string): fc.Arbitrary<string> => {
    if (alternative === "*") return letters.map((text) => text || "x");
    const parts = alternative.split("{n}").map((part) => {
      const starts = part.startsWith("*");
      const ends = part.endsWith("*") && part.length > 1;
      const core = part.slice(starts ? 1 : 0, ends ? -1 : undefined);
      return fc.tuple(starts ? letters : fc.constant(""), fc.constantFrom(core, core.replaceAll("/", " / ")), ends ? letters : fc.constant("")).map((pieces) => pieces.join(""));
    });
    return fc.tuple(fc.tuple(...parts), fc.array(number, { minLength: parts.length - 1, maxLength: parts.length - 1 })).map(([texts, numbers]) => texts.map((text, at) => text + (numbers[at] ?? "")).join(""));
  };
  const tokens = phrase.split(" ").map((token) => {
    const optional = token.startsWith("[") && token.endsWith("]");
    const chosen = pick((optional ? token.slice(1, -1) : token).split("|")).chain(word);
    return optional ? fc.option(chosen, { nil: "" }) : chosen;
  });
  const separator = data.words === "none" ? pick(["", " "]) : pick([" ", "-", "  "]);
  return fc.tuple(fc.tuple(...tokens), fc.array(separator, { minLength: tokens.length, maxLength: tokens.length }), pick(["lower", "upper", "title"] as const)).map(([words, separators, casing]) => {
    const text = words.filter(Boolean).map((text, at) => (at === 0 ? text : separators[at] + text)).join("");
    return casing === "upper" ? text.toUpperCase() : casing === "title" ? text.replace(/(^|\s)\p{L}/gu, (start) => start.toUpperCase()) : text;
  });
}

/** A text holding a few phrases of one language, with other words around them. */
const text = pick(SITE_LANGUAGES).chain((language) => {
  const data = FILES[language];
  const phrase = pick(phrasesOf(data)).chain((chosen) => written(chosen, data));
  return fc.array(fc.oneof(phrase, letters, pick([" ", ". ", ", ", "\n", "!"])), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(" "));
});

describe("the honesty patterns' hints", () => {
  it("never rule out a text a pattern matches (every pattern of every language, texts from every language's phrases)", () => {
    let matched = 0;
    let skipped = 0;
    fc.assert(
      fc.property(text, (sample) => {
        for (const { where, phrases, pattern } of PATTERNS) {
          const matches = pattern.test(sample);
          if (matches) matched++;
          if (!phrases.mayMatch(sample)) {
            skipped++;
            expect(matches, `${where} matches ${JSON.stringify(sample)} but its hint rules it out`).toBe(false);
          }
        }
      }),
      { numRuns: 400, seed: 26_11_28 },
    );
    // Both sides are exercised: texts the patterns match, and patterns the hints spare building.
    expect(matched).toBeGreaterThan(200);
    expect(skipped).toBeGreaterThan(PATTERNS.length * 100);
  });

  it("leave most patterns unbuilt for an ordinary sentence", () => {
    const sentence = "We bake bread and cakes every morning in Lyon.";
    const spared = PATTERNS.filter(({ phrases }) => !phrases.mayMatch(sentence)).length;
    expect(spared / PATTERNS.length).toBeGreaterThan(0.8);
  });
});

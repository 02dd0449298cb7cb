import { describe, expect, it } from "vitest";
import { AI_SUGGESTION_MAX_LENGTH } from "@core/ai/schemas";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { suggestInputContentTask } from "./suggest-input-content";
import { plainText, suggestInputContentBuiltIn } from "./built-in-suggestions";
import { FAMILY_VOCABULARY, KIND_NOUNS } from "./vocabulary";

const suggest = (prompt: string, seed = 7) => suggestInputContentBuiltIn({ prompt, seed }).suggestion;

function expectWellFormed(suggestion: string) {
  expect(suggestion.length).toBeGreaterThanOrEqual(20);
  expect(suggestion.length).toBeLessThanOrEqual(AI_SUGGESTION_MAX_LENGTH);
  expect(suggestion).not.toMatch(/[<>]/);
  expect(suggestion).toMatch(/^[A-Z]/);
  expect(suggestion).toMatch(/\.$/);
  expect(suggestion).not.toMatch(/\s{2,}|undefined|null/);
  // The built-in answer passes the same check a model's answer must pass.
  expect(suggestInputContentTask.output.safeParse({ suggestion }).success, suggestion).toBe(true);
}

describe("the built-in 'improve my answer' writer", () => {
  it("is deterministic for a prompt and seed, and varies with the seed", () => {
    expect(suggest("bakery", 1)).toBe(suggest("bakery", 1));
    expect(suggest("Bakery", 1)).toBe(suggest("bakery", 1));
    const distinct = new Set(Array.from({ length: 20 }, (_, seed) => suggest("bakery", seed)));
    expect(distinct.size).toBeGreaterThanOrEqual(5);
  });

  it("turns a one-word answer into a specific description in the business's own vocabulary", () => {
    const bakery = suggest("bakery");
    expect(bakery).toMatch(/\bbakery\b/);
    expect(FAMILY_VOCABULARY.FOOD_DRINK.features.some((feature) => bakery.includes(feature))).toBe(true);

    const plumber = suggest("plumber");
    expect(plumber).toMatch(/\bplumber\b/);
    expect(FAMILY_VOCABULARY.HOME_TRADES.features.some((feature) => plumber.includes(feature))).toBe(true);
    expect(FAMILY_VOCABULARY.FOOD_DRINK.features.some((feature) => plumber.includes(feature))).toBe(false);

    expect(suggest("tax")).toMatch(/accounting practice specialising in tax/);
    expect(suggest("vet")).toMatch(/veterinarian/);
    expect(suggest("HVAC")).toMatch(/heating and cooling company/);
    expect(suggest("wedding website")).toMatch(/our wedding/);
  });

  it("keeps the details the person gave", () => {
    expect(suggest("bakery in Lisbon")).toMatch(/bakery in Lisbon/);
    expect(suggest("I want a website for my bakery")).toMatch(/my bakery/);
    expect(suggest("Rise & Crumb, a bakery in Porto with a wood-fired oven")).toContain("Rise & Crumb, a bakery in Porto with a wood-fired oven");
    expect(suggest("something for my grandmother's knitting circle", 3)).toContain("knitting circle");
  });

  it("writes a well-formed suggestion for every business kind, for several seeds", () => {
    for (const entry of BUSINESS_KINDS) {
      for (const seed of [0, 1, 2, 0xffffffff]) {
        const suggestion = suggest(entry.name, seed);
        expectWellFormed(suggestion);
        // Specific: it names the kind, as a person would say it.
        expect(suggestion, entry.kind).toContain(KIND_NOUNS[entry.kind] ?? entry.name.toLowerCase());
      }
    }
  });

  it("never echoes HTML, even from a hostile answer", () => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>bakery <b>in</b> Porto<`;
    const suggestion = suggest(hostile);
    expectWellFormed(suggestion);
    expect(suggestion).not.toMatch(/script|alert|onerror|img/);
    expect(suggestion).toContain("bakery in Porto");
    expect(plainText("<p>Hi</p>\n\n<style>p{}</style>there!!")).toBe("Hi there");
  });

  it("stays within the limit however long the answer is", () => {
    const long = `A bakery in Lisbon ${"with a long story about sourdough and pastel de nata ".repeat(40)}`;
    for (const seed of [1, 2, 3, 4, 5]) {
      expectWellFormed(suggest(long, seed));
      expectWellFormed(suggest("x".repeat(2000), seed));
    }
  });

  it("still answers for something off the business list", () => {
    const suggestion = suggest("zzz qqq");
    expectWellFormed(suggestion);
    expect(FAMILY_VOCABULARY.GENERAL.features.some((feature) => suggestion.includes(feature))).toBe(true);
    expectWellFormed(suggest("<b></b>"));
  });
});

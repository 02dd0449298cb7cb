import { describe, expect, it } from "vitest";
import { businessKindByCode } from "@core/chat/business-kinds";
import { NO_FACTS } from "@core/sites/facts-constants";
import { honestyRules, sentenceProblem } from "@core/sites/honesty";
import { sentences } from "@core/text/sentences";
import familiesFile from "../../../content/trades/families.json";
import kindsFile from "../../../content/trades/kinds.json";
import { renderPhrase } from "./trade-copy";
import { lineVariants, publishableTradeLines, type TradeLine } from "./trade-copy-lines";

// The English trade copy states nothing of its own: every line the built-in writer can publish without the owner's
// facts passes the English claim rules with no facts at all (docs/decisions/0531-the-trade-copy-states-nothing-of-its-own.md).

type Files = Parameters<typeof publishableTradeLines>[0];
const files = { families: familiesFile, kinds: kindsFile } as unknown as Files;

/** A site with a name, a neutral noun and no facts; the line's own placeholders filled so that the rules read real words. */
function rendered(template: string): string[] {
  return lineVariants(template).map((variant) =>
    renderPhrase(variant, {
      name: "Harbour Lane",
      noun: "business",
      aNoun: "a business",
      kindName: "Business",
      location: "Leeds",
      inLoc: " in Leeds",
      place: "Leeds",
      specialty: "what we do",
      currency: "£",
    }),
  );
}

/**
 * Each publishable line that the English rules refuse with no owner facts, with the words they refused. The owner of a
 * kind's line has named their trade ("Insurance Agency" allows "insurance"), and nothing more.
 */
function claimsIn(lines: readonly TradeLine[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    const kind = /^kinds\.([A-Z_]+)\./.exec(line.path)?.[1];
    const trade = kind ? (businessKindByCode(kind)?.name ?? "") : "";
    const rules = honestyRules({ facts: NO_FACTS, ownerText: `Harbour Lane\n${trade}`, language: "en" });
    for (const text of rendered(line.text)) {
      for (const sentence of sentences(text)) {
        const problem = sentenceProblem(sentence, rules);
        if (problem) found.push(`${line.path}: "${line.text}" (${problem.kind}: ${problem.match})`);
      }
    }
  }
  return found;
}

describe("the English trade copy (content/trades)", () => {
  const lines = publishableTradeLines(files);

  it("lists every publishable line with where it lives", () => {
    expect(lines.length).toBeGreaterThan(1000);
    expect(lines.some((line) => line.path.startsWith("families.FOOD_DRINK.subheadlines."))).toBe(true);
    expect(lines.some((line) => /^kinds\.BAKERY\.specialty\.\d+$/.test(line.path))).toBe(true);
    expect(lines.some((line) => line.path.startsWith("sets.fitness."))).toBe(true);
    // Suggestions and sections that are never published as written are not read here.
    expect(lines.some((line) => /\.(faq|highlights|aboutMiddles|items)\b/.test(line.path))).toBe(false);
  });

  it("makes no claim the owner did not make: every line passes the English claim rules with no facts", () => {
    expect(claimsIn(lines)).toEqual([]);
  });

  it("would name a claiming line and where it lives", () => {
    const families = structuredClone(familiesFile) as unknown as { families: Record<string, { subheadlines: string[]; taglines: string[] }> };
    const kinds = structuredClone(kindsFile) as unknown as { kinds: Record<string, { specialty: string | string[] }> };
    families.families.HOME_TRADES!.subheadlines.push("{name}: free quotes and same-day repairs{inLoc}.");
    families.families.FOOD_DRINK!.taglines.push("[location:Baking in {location} since 1998.|Family-run, always.]");
    kinds.kinds.BAKERY!.specialty = ["award-winning sourdough"];
    const found = claimsIn(publishableTradeLines({ families, kinds } as unknown as Files)).join("\n");
    expect(found).toContain("families.HOME_TRADES.subheadlines.");
    expect(found).toMatch(/free|same day/);
    expect(found).toContain("since");
    expect(found).toMatch(/family.run/i);
    expect(found).toContain("kinds.BAKERY.specialty.0");
  });

  it("reads both sides of a location choice", () => {
    expect(lineVariants("[location:In {location}.|Nearby.] Hello")).toEqual(["In {location}. Hello", "Nearby. Hello"]);
    expect(lineVariants("Hello {name}")).toEqual(["Hello {name}"]);
  });
});

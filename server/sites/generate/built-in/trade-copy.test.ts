import { describe, expect, it } from "vitest";
import familiesFile from "../../../../content/trades/families.json";
import kindsFile from "../../../../content/trades/kinds.json";
import type { CopyContext } from "./context";
import { renderPhrase } from "./trade-copy";
import { phraseProblem, tradeCopyProblems } from "./trade-copy-schema";

const context: CopyContext = {
  name: "Golden Crumb",
  noun: "bakery",
  aNoun: "a bakery",
  kindName: "Bakery",
  location: "Lisbon",
  inLoc: " in Lisbon",
  place: "Lisbon",
  specialty: "slow sourdough",
  currency: "€",
};

describe("the trade copy files (content/trades)", () => {
  it("pass their schema, cover every kind of the business list and nothing else", () => {
    expect(tradeCopyProblems(familiesFile, kindsFile)).toEqual([]);
  });

  it("name every mistake: an unknown placeholder, a broken choice, a kind without copy, a missing set", () => {
    const kinds = structuredClone(kindsFile) as { kinds: Record<string, { hero: string; copySet?: string }> };
    const families = structuredClone(familiesFile) as { families: Record<string, { taglines: string[] }> };
    kinds.kinds.BAKERY!.hero = "Hello {nmae}";
    kinds.kinds.CAFE!.copySet = "nowhere";
    delete kinds.kinds.FLORIST;
    families.families.FOOD_DRINK!.taglines = ["[location:open"];
    const problems = tradeCopyProblems(families, kinds).join("\n");
    expect(problems).toContain("{nmae} is not one of");
    expect(problems).toContain("families.FOOD_DRINK.taglines.0");
    kinds.kinds.BAKERY!.hero = "Bread";
    const listProblems = tradeCopyProblems(familiesFile, kinds).join("\n");
    expect(listProblems).toMatch(/FLORIST \(.+\) has no copy/);
    expect(listProblems).toContain('CAFE uses the set "nowhere"');
  });
});

describe("a phrase", () => {
  it("fills its placeholders, upper-cases the first letter when the placeholder does, and makes the location's choice", () => {
    expect(renderPhrase("{Specialty}{inLoc}, at {name}.", context)).toBe("Slow sourdough in Lisbon, at Golden Crumb.");
    expect(renderPhrase("[location:{kindName} · {location}|{kindName}]", context)).toBe("Bakery · Lisbon");
    expect(renderPhrase("[location:{kindName} · {location}|{kindName}]", { ...context, location: "", inLoc: "" })).toBe("Bakery");
  });

  it("never expands what the owner typed: a name with braces stays as it is", () => {
    expect(renderPhrase("Welcome to {name}", { ...context, name: "{specialty} & Co" })).toBe("Welcome to {specialty} & Co");
  });

  it("is refused with words when it is malformed", () => {
    expect(phraseProblem("Hello {name}")).toBeNull();
    expect(phraseProblem("Hello {owner}")).toMatch(/\{owner\} is not one of/);
    expect(phraseProblem("Hello {name")).toMatch(/brace/);
    expect(phraseProblem("[location:a]")).toMatch(/malformed/);
  });
});

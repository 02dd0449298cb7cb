import { describe, expect, it } from "vitest";
import needs from "../../../content/understanding/needs.json" with { type: "json" };
import { LEXICONS } from "./lexicon";
import { understandingDataProblems } from "./lexicon-schema";

describe("content/understanding/", () => {
  it("has no problems", () => {
    expect(understandingDataProblems({ lexicons: LEXICONS, needs })).toEqual([]);
  });

  it("names each kind of mistake", () => {
    const en = LEXICONS.en;
    const broken = {
      lexicons: {
        ...LEXICONS,
        en: { ...en, hours: { ...en.hours, days: { ...en.hours.days, mo: [] }, closed: ["Closed"] } },
        ja: { ...LEXICONS.ja, reviews: { templates: ["「{quote}」"] }, numbers: { phrases: [{ words: "{n}年{n}", label: "創業" }] }, constraints: { ...LEXICONS.ja.constraints, "no-pets": ["ペット不可"] } },
      },
      needs: { ...needs, families: { ...needs.families, PETS: ["phone", "phone"] }, kinds: { ...needs.kinds, UNICORN_FARM: ["hours"], PLUMBER: ["call-out fee"] } },
    };
    const problems = understandingDataProblems(broken);
    expect(problems).toContain("content/understanding/en.json: hours.days.mo: Too small: expected array to have >=1 items");
    expect(problems).toContain("content/understanding/en.json: hours.closed.0: A phrase is lower case with no space at either end.");
    expect(problems).toContain("content/understanding/ja.json: reviews.templates.0: A pattern names {name} exactly once.");
    expect(problems).toContain("content/understanding/ja.json: numbers.phrases.0.words: A pattern names {n} exactly once.");
    expect(problems.some((problem) => problem.startsWith("content/understanding/ja.json: constraints") && problem.includes("no-pets"))).toBe(true);
    expect(problems).toContain("content/understanding/needs.json: families.PETS: Each need is listed once.");
    expect(problems).toContain("content/understanding/needs.json: kinds.UNICORN_FARM: Invalid key in record");
    expect(problems.some((problem) => problem.startsWith("content/understanding/needs.json: kinds.PLUMBER.0"))).toBe(true);
  });
});

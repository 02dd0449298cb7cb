import { describe, expect, it } from "vitest";
import { formatFidelity, formatSameness, runFidelity, runSameness } from "./run";
import { COUNTRIES, loadBenchmark } from "./schema";

// The fidelity benchmark in `npm test` (docs/operations.md "Fidelity benchmark", decision 0600).
//
// RATCHET. The goal is 100% of checks held and sameness under 20%. The honest generator (issue 14) is
// built on another branch, so for now these tests hold the line at the score measured when the benchmark
// landed: they fail if a change makes sites LESS faithful, and they print the figure. Whoever lands a
// better generator raises these constants to the new measured figures (`npm run bench:fidelity` prints
// every brief), up to FIDELITY_FLOOR_PERCENT = 100 and a sameness ceiling under 20.
/** Checks held, percent, measured 2026-11-23 on main's built-in writer (1639 of 2134 checks; 0 of 74 briefs clean). */
export const FIDELITY_FLOOR_PERCENT = 76.8;
/** Mean share of sentences two same-trade, same-town sites have in common, percent, measured 2026-11-23. */
export const SAMENESS_CEILING_PERCENT = 69.3;

describe("the fidelity benchmark's data", () => {
  const { briefs, samenessPairs } = loadBenchmark();

  it("has at least 60 briefs and 20 sameness pairs, and loads through its schema", () => {
    expect(briefs.length).toBeGreaterThanOrEqual(60);
    expect(samenessPairs.length).toBeGreaterThanOrEqual(20);
  });

  it("covers the countries, modifiers, modes and unknown trades issue 14 names", () => {
    const countries = new Set(briefs.map((brief) => brief.country));
    for (const country of ["US", "UK", "IE", "DE", "FR", "ES", "JP", "IS", "AU", "CA"] as const) expect(countries, country).toContain(country);
    expect(COUNTRIES).toContain("none");
    const tags = briefs.flatMap((brief) => brief.tags);
    for (const tag of ["vegan", "vegetarian", "halal", "kosher", "gluten-free", "women-only", "children", "cats only", "mobile", "online", "24/7", "emergency"]) {
      expect(tags, tag).toContain(tag);
    }
    expect(tags.filter((tag) => tag === "unknown trade").length).toBeGreaterThanOrEqual(5);
    // Some briefs give facts (to be shown exactly), most give none (nothing may be invented).
    expect(briefs.filter((brief) => brief.facts?.reviews?.length).length).toBeGreaterThanOrEqual(3);
    expect(briefs.filter((brief) => brief.facts?.services?.some((service) => service.price)).length).toBeGreaterThanOrEqual(3);
    expect(briefs.filter((brief) => !brief.facts).length).toBeGreaterThanOrEqual(30);
  });
});

describe("the fidelity benchmark on the built-in writer", () => {
  it("holds at least the recorded share of checks (ratchet towards 100%)", { timeout: 120_000 }, async () => {
    const score = await runFidelity();
    console.info(formatFidelity(score, false));
    expect(score.percent).toBeGreaterThanOrEqual(FIDELITY_FLOOR_PERCENT);
  });

  it("keeps two same-trade, same-town sites no more alike than recorded (ratchet towards under 20%)", { timeout: 120_000 }, async () => {
    const score = await runSameness();
    console.info(formatSameness(score, false));
    expect(score.mean).toBeLessThanOrEqual(SAMENESS_CEILING_PERCENT);
  });
});

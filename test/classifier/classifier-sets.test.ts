import { describe, expect, it } from "vitest";
import { classifyBusiness } from "@core/chat/classify-business";
import { businessWordsProblems } from "@core/chat/business-words-schema";
import businessWords from "../../content/classifier/business-words.json" with { type: "json" };
import { classifierSet, formatClassifierScore, scoreClassifier } from "./score-classifier";

/**
 * The business classifier on its sets (test/classifier/README.md, docs/classifier.md): figures for both sets, the
 * misses only for the tuning set. The floors sit a little below what was measured; the held-out figures are never a
 * reason to add a keyword.
 */
/**
 * Measured when the classifier learnt the eight languages (docs/classifier.md): held-out right 97.2%, neutral 0.5%,
 * wrong 2.3%, each language at least 90.7% right; tuning right 100%. Before, the held-out set read 24.4% right,
 * 73.3% neutral and 2.3% wrong.
 */
const FLOORS = {
  heldOut: { right: 0.95, wrongAtMost: 0.03, languageRight: 0.88 },
  tuning: { right: 0.98, wrongAtMost: 0.01, languageRight: 0.93 },
  // Measured when written (2026-11-28): right 84.4%, wrong 15.6% (docs/classifier.md, "Two trades in one description").
  heldOutTwoTrades: { right: 0.82, wrongAtMost: 0.17 },
} as const;

const classify = (text: string) => classifyBusiness(text)?.kind ?? null;

describe("the classifier's words (content/classifier/business-words.json)", () => {
  it("pass their schema: kinds of the list, the eight languages, each word pointing at one kind", () => {
    expect(businessWordsProblems(businessWords)).toEqual([]);
  });

  it("would fail the build for a word under two kinds or an unknown kind", () => {
    expect(businessWordsProblems({ about: "", notOnTheList: {}, kinds: { BAKERY: { fr: ["four"] }, PIZZERIA: { fr: ["four"] } } })).toHaveLength(1);
    expect(businessWordsProblems({ about: "", notOnTheList: {}, kinds: { CHIMNEY: { en: ["sweep"] } } }).length).toBeGreaterThan(0);
  });
});

describe("the business classifier's sets", () => {
  it("are well formed: at least 50 held-out cases per language, and no text in both sets", () => {
    const heldOut = classifierSet("held-out");
    const tuning = classifierSet("tuning");
    for (const set of heldOut) expect(set.cases.length, set.language).toBeGreaterThanOrEqual(50);
    expect(heldOut.reduce((sum, set) => sum + set.cases.length, 0)).toBeGreaterThanOrEqual(400);
    const texts = new Set(heldOut.flatMap((set) => set.cases.map((item) => item.text.toLowerCase())));
    expect(tuning.flatMap((set) => set.cases.map((item) => item.text)).filter((text) => texts.has(text.toLowerCase()))).toEqual([]);
  });

  it("reads the held-out set at least as well as when measured (figures only)", () => {
    const score = scoreClassifier(classifierSet("held-out"), classify);
    console.log(formatClassifierScore("held-out", score, false));
    expect(score.right / score.total).toBeGreaterThanOrEqual(FLOORS.heldOut.right);
    expect(score.wrong / score.total).toBeLessThanOrEqual(FLOORS.heldOut.wrongAtMost);
    for (const tally of Object.values(score.languages)) expect(tally.right / tally.total).toBeGreaterThanOrEqual(FLOORS.heldOut.languageRight);
  });

  it("reads the second held-out set, two trades named in one description, at least as well as when measured (figures only)", () => {
    const score = scoreClassifier(classifierSet("held-out-two-trades"), classify);
    console.log(formatClassifierScore("held-out, two trades", score, false));
    expect(score.total).toBe(64);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FLOORS.heldOutTwoTrades.right);
    expect(score.wrong / score.total).toBeLessThanOrEqual(FLOORS.heldOutTwoTrades.wrongAtMost);
  });

  it("reads the tuning set at least as well as when measured", () => {
    const score = scoreClassifier(classifierSet("tuning"), classify);
    console.log(formatClassifierScore("tuning", score, true));
    expect(score.right / score.total).toBeGreaterThanOrEqual(FLOORS.tuning.right);
    expect(score.wrong / score.total).toBeLessThanOrEqual(FLOORS.tuning.wrongAtMost);
    for (const tally of Object.values(score.languages)) expect(tally.right / tally.total).toBeGreaterThanOrEqual(FLOORS.tuning.languageRight);
  });
});

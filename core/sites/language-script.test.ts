import { describe, expect, it } from "vitest";
import { fitsLanguageScript, shareInScript, wordsOf } from "./language-script";

describe("the script of a model's words", () => {
  it("fits the site's language when most letters are in its script, names in another script included", () => {
    expect(fitsLanguageScript({ headline: "Bread worth the early start", items: [{ title: "Pastel de nata", price: "€1.40" }] }, "en")).toBe(true);
    expect(fitsLanguageScript({ headline: "Pan que merece el madrugón" }, "es")).toBe(true);
    expect(fitsLanguageScript({ headline: "Fresh sushi every day at 寿司初" }, "en")).toBe(true);
    expect(fitsLanguageScript({ headline: "毎朝焼きたてのパン", note: "Golden Crumb" }, "ja")).toBe(true);
    expect(fitsLanguageScript({ headline: "خبز طازج كل صباح" }, "ar")).toBe(true);
    // Numbers, prices and empty answers have no letters to judge.
    expect(fitsLanguageScript({ price: "€6", hours: "8:00–12:00" }, "ja")).toBe(true);
  });

  it("does not fit when the words are in another script", () => {
    expect(fitsLanguageScript({ headline: "毎朝焼きたてのパン" }, "en")).toBe(false);
    expect(fitsLanguageScript({ headline: "Bread worth the early start" }, "ja")).toBe(false);
    expect(fitsLanguageScript({ headline: "Свежий хлеб каждое утро" }, "de")).toBe(false);
    expect(fitsLanguageScript({ headline: "Fresh bread every morning" }, "ar")).toBe(false);
  });

  it("reads every string of an answer, nested", () => {
    expect(wordsOf({ a: "one", b: ["two", { c: "three" }], d: 4, e: null })).toBe("one two three");
    expect(shareInScript("abc デ", "en")).toBe(0.75);
  });
});

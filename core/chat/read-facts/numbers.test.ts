import { describe, expect, it } from "vitest";
import { answerOf } from "./lexicon";
import { readNumbers } from "./numbers";

const read = (text: string, language: "en" | "de" | "ja" | "ar" | "fr") => readNumbers(answerOf("final", text, language)).map((fact) => [fact.value.value, fact.value.label, fact.span.text]);

describe("readNumbers", () => {
  it("reads a founding year however short the sentence, in each language", () => {
    expect(read("Established 2009.", "en")).toEqual([["2009", "Established", "Established 2009"]]);
    expect(read("Gegründet 2009.", "de")).toEqual([["2009", "Gegründet", "Gegründet 2009"]]);
    expect(read("創業2009年。", "ja")).toEqual([["2009", "創業", "創業2009年"]]);
    expect(read("منذ ١٩٩٨", "ar")).toEqual([["١٩٩٨", "منذ", "منذ ١٩٩٨"]]);
  });

  it("reads counts with what they count, as typed", () => {
    expect(read("We've done over 3,000 moves.", "en")).toEqual([["3,000", "moves", "over 3,000 moves"]]);
    expect(read("12 Transporter, über 500 Umzüge im Jahr.", "de").map((number) => number.slice(0, 2))).toEqual([["12", "Transporter"], ["500", "Umzüge"]]);
    expect(read("Depuis 1998, 6 camions.", "fr").map((number) => number.slice(0, 2))).toEqual([["1998", "Depuis"], ["6", "camions"]]);
  });

  it("reads no number from prices, times or postcodes", () => {
    expect(read("Open 9-5, 80331 München, £40.", "en")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { answerOf } from "./lexicon";
import { readReviews } from "./reviews";

const read = (text: string, language: "en" | "fr" | "de" | "ja" | "ar") => readReviews(answerOf("final", text, language)).map((fact) => [fact.value.quote, fact.value.name, fact.span.text]);

describe("readReviews", () => {
  it("reads a quote and the reviewer's name in each language's shapes", () => {
    expect(read("'Fastest, easiest shoot I've ever done' - Dana R. hello@lenslabstudio.com", "en")).toEqual([["Fastest, easiest shoot I've ever done", "Dana R.", "'Fastest, easiest shoot I've ever done' - Dana R."]]);
    expect(read("a customer, Tom Baker, wrote: Best in town! Thanks", "en")).toEqual([["Best in town", "Tom Baker", "a customer, Tom Baker, wrote: Best in town"]]);
    expect(read("« Une expérience géniale ! » — Julie T. info@studio.ca", "fr")).toEqual([["Une expérience géniale !", "Julie T.", "« Une expérience géniale ! » — Julie T."]]);
    expect(read("„Anna hat uns so entspannt fotografiert“ – Familie Brunner.", "de")[0]?.[1]).toBe("Familie Brunner");
    expect(read("「とても丁寧でした」（鈴木様）。", "ja")[0]?.slice(0, 2)).toEqual(["とても丁寧でした", "鈴木様"]);
    expect(read("يقول محمد علي: «أحسن مصور تعاملت معاه».", "ar")[0]?.slice(0, 2)).toEqual(["أحسن مصور تعاملت معاه", "محمد علي"]);
  });

  it("reads a name before said or wrote, with any quotation marks, a colon or none, and where the customer is from", () => {
    expect(read("after the move Jo & Sam said 'best team we ever hired'", "en")[0]?.slice(0, 2)).toEqual(["best team we ever hired", "Jo & Sam"]);
    expect(read("Greg (Hove) wrote: “spotless”", "en")[0]?.slice(0, 2)).toEqual(["spotless", "Greg"]);
    expect(read("Google review from Amy L: \"quick and tidy\"", "en")[0]?.slice(0, 2)).toEqual(["quick and tidy", "Amy L"]);
    expect(read("Claire a écrit « parfait du début à la fin »", "fr")[0]?.slice(0, 2)).toEqual(["parfait du début à la fin", "Claire"]);
    expect(read("「最高のパン！」山本様より", "ja")[0]?.slice(0, 2)).toEqual(["最高のパン！", "山本様"]);
  });

  it("reads no review from praise without a name, nor a shape's word inside another word", () => {
    expect(read("Customers say we're the best in town!", "en")).toEqual([]);
    expect(read("everyone said \"amazing\"", "en")).toEqual([]);
    expect(read("مكتب الدقة للمحاسبة", "ar")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { answerOf } from "./lexicon";
import { readConstraints, readModes } from "./phrases";

const constraints = (text: string, language: "en" | "de" | "fr" | "ja" | "ar") => readConstraints(answerOf("final", text, language)).map((constraint) => [constraint.code, constraint.span.text]);
const modes = (text: string, language: "en" | "es" | "it") => readModes(answerOf("final", text, language)).map((fact) => [fact.value, fact.span.text]);

describe("readConstraints", () => {
  it("reads a constraint with the clause it stands in, once per code", () => {
    expect(constraints("Vegan bakery, everything is 100% plant-based.", "en")).toEqual([["plant-based", "Vegan bakery, everything is 100% plant-based"]]);
    expect(constraints("adults only, 18+. Appointment only.", "en")).toEqual([["adults-only", "adults only, 18+"], ["appointment-only", "Appointment only"]]);
    expect(constraints("100% végétal, sans noix.", "fr")).toEqual([["plant-based", "100% végétal"], ["nut-free", "sans noix"]]);
    expect(constraints("nur im Sommer geöffnet", "de")).toEqual([["seasonal", "nur im Sommer geöffnet"]]);
    expect(constraints("完全予約制です。", "ja")).toEqual([["appointment-only", "完全予約制です"]]);
    expect(constraints("كل أطباقنا نباتية صرفة (فيغن) وبدون كحول", "ar").map(([code]) => code)).toEqual(["plant-based", "no-alcohol"]);
  });

  it("reads a season from a range of months in any language, but not a closure", () => {
    expect(constraints("Open May to October.", "en")).toEqual([["seasonal", "Open May to October"]]);
    expect(constraints("Closed from December to February.", "en")).toEqual([]);
    expect(constraints("7月〜8月のみ営業。", "ja")).toEqual([["seasonal", "7月〜8月のみ営業"]]);
    expect(constraints("مفتوح من مايو إلى سبتمبر", "ar")).toEqual([["seasonal", "مفتوح من مايو إلى سبتمبر"]]);
  });

  it("sets no rule where the words offer a choice", () => {
    expect(constraints("Vegan options available.", "en")).toEqual([]);
    expect(constraints("Alles bio, vieles vegan.", "de")).toEqual([]);
  });

  it("keeps a rule in the owner's own words with code null, but not everyday phrases", () => {
    expect(constraints("Cash only. No pork.", "en")).toEqual([[null, "Cash only"], [null, "No pork"]]);
    expect(constraints("No problem, no hassle.", "en")).toEqual([]);
  });
});

describe("readModes", () => {
  it("reads how customers meet the business, phrases of one sentence joined", () => {
    expect(modes("mobile service, we travel to you.", "en")).toEqual([["mobile", "mobile service, we travel to you"]]);
    expect(modes("we're online only, no shop.", "en")).toEqual([["online", "we're online only, no shop"]]);
    expect(modes("servicio a domicilio", "es")).toEqual([["mobile", "servicio a domicilio"]]);
    expect(modes("Siamo in centro.", "it")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { clauseAround, fold, sentences } from "./lexicon";

const texts = (text: string, language: "en" | "es" | "ja" | "fr" = "en") => sentences(text, language).map((range) => text.slice(range.start, range.end));

describe("fold", () => {
  it("keeps every offset: digits, dashes and full-width forms become ASCII, letters lower case", () => {
    for (const text of ["Mo–Fr 8–18 Uhr", "９：００〜１８：００", "٠٥٠ ١٢٣ ٤٥٦٧", "İstanbul"]) expect(fold(text)).toHaveLength(text.length);
    expect(fold("Mo–Fr ９：００〜１８：００ ٠٥٠")).toBe("mo-fr 9:00-18:00 050");
  });
});

describe("sentences", () => {
  it("ends a sentence at its stop, but not after an abbreviation or an initial", () => {
    expect(texts("Tel. 030 1234. Maria G. says hi. Best in town!. Done")).toEqual(["Tel. 030 1234", "Maria G. says hi", "Best in town!", "Done"]);
    expect(texts("Estamos en Av. Insurgentes 12, Monterrey, N.L.. Gracias", "es")).toEqual(["Estamos en Av. Insurgentes 12, Monterrey, N.L.", "Gracias"]);
    expect(texts("営業時間は9:00〜18:00。水曜定休。", "ja")).toEqual(["営業時間は9:00〜18:00", "水曜定休"]);
    expect(texts("« Les meilleurs ! » – Camille. Merci", "fr")).toEqual(["« Les meilleurs ! » – Camille", "Merci"]);
    expect(texts("we come to you 🐶 full groom £45 ☎ 0161 496 0000")).toEqual(["we come to you", "full groom £45", "0161 496 0000"]);
    expect(texts("「最高！」山本様より", "ja")).toEqual(["「最高！」山本様より"]);
  });

  it("finds the clause of a sentence that holds a range", () => {
    const text = "Vegan bakery, everything is 100% plant-based";
    const clause = clauseAround(text, { start: 0, end: text.length }, { start: 33, end: 44 });
    expect(text.slice(clause.start, clause.end)).toBe("everything is 100% plant-based");
  });
});

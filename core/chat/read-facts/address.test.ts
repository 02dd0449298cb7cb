import { describe, expect, it } from "vitest";
import { readPlaces } from "./address";
import { answerOf } from "./lexicon";

const read = (text: string, language: "en" | "es" | "fr" | "ja" | "de" | "ar") => readPlaces(answerOf("final", text, language)).map((fact) => [fact.kind, fact.span.text]);

describe("readPlaces", () => {
  it("reads what follows an address label to the end of its sentence, as the span", () => {
    expect(read("We're at 219 W 5th St, Phoenix, AZ. Call us.", "en")).toEqual([["address", "219 W 5th St, Phoenix, AZ"]]);
    expect(read("Dirección: Calle Madero 4, Monterrey, N.L.. Gracias", "es")).toEqual([["address", "Calle Madero 4, Monterrey, N.L."]]);
    expect(read("住所は東京都渋谷区神南3-4-5。", "ja")).toEqual([["address", "東京都渋谷区神南3-4-5"]]);
    expect(read("العنوان: 12 شارع التحلية، الرياض.", "ar")).toEqual([["address", "12 شارع التحلية، الرياض"]]);
  });

  it("does not take an address without a number, and reads a service area by its label", () => {
    expect(read("We're at the farmers market most weekends.", "en")).toEqual([]);
    expect(read("We serve all of North London.", "en")).toEqual([["serviceArea", "all of North London"]]);
    expect(read("Einsatzgebiet: Landkreis Ludwigsburg", "de")).toEqual([["serviceArea", "Landkreis Ludwigsburg"]]);
  });

  it("reads an area an opener starts when it names a known place, the place before a closer, and a sentence ending in an area word", () => {
    expect(read("We fit kitchens anywhere in Greater Manchester.", "en")).toEqual([["serviceArea", "anywhere in Greater Manchester"]]);
    expect(read("all of our flour is from Yorkshire.", "en")).toEqual([]);
    expect(read("bodas y eventos en Málaga y alrededores.", "es")).toEqual([["serviceArea", "Málaga y alrededores"]]);
    expect(read("ramonage, Lyon et environs", "fr")).toEqual([["serviceArea", "Lyon et environs"]]);
    expect(read("横浜市と川崎市で活動中です。", "ja")).toEqual([["serviceArea", "横浜市と川崎市"]]);
    expect(read("渋谷駅から徒歩5分です。", "ja")).toEqual([]);
  });
});

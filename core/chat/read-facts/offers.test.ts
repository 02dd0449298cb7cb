import { describe, expect, it } from "vitest";
import { answerOf } from "./lexicon";
import { readOfferLists, readOffers, readOnRequest } from "./offers";

const read = (text: string, language: "en" | "es" | "fr" | "de" | "pt" | "it" | "ja" | "ar") => readOffers(answerOf("final", text, language)).map((fact) => [fact.value.name, fact.value.price, fact.span.text]);

describe("readOffers", () => {
  it("reads what a price buys from its clause, in each currency's style", () => {
    expect(read("cut & finish £40, kids £15.", "en")).toEqual([["cut & finish", "£40", "cut & finish £40"], ["kids", "£15", "kids £15"]]);
    expect(read("Local moves from $129/hr (2 movers + truck).", "en")[0]?.slice(0, 2)).toEqual(["Local moves", "$129/hr"]);
    expect(read("Clase suelta 25.000 COP, mensualidad 120.000 COP.", "es").map((offer) => offer.slice(0, 2))).toEqual([["Clase suelta", "25.000 COP"], ["mensualidad", "120.000 COP"]]);
    expect(read("45 CHF la leçon de 45 min.", "fr").map((offer) => offer.slice(0, 2))).toEqual([["la leçon de 45 min", "45 CHF"]]);
    expect(read("Färben ab 45 €.", "de").map((offer) => offer.slice(0, 2))).toEqual([["Färben", "45 €"]]);
    expect(read("Vale-presente R$ 5,50.", "pt").map((offer) => offer.slice(0, 2))).toEqual([["Vale-presente", "R$ 5,50"]]);
    expect(read("Tagliando da 120€.", "it").map((offer) => offer.slice(0, 2))).toEqual([["Tagliando", "120€"]]);
    expect(read("カット4,400円、カラー6,600円〜。", "ja").map((offer) => offer.slice(0, 2))).toEqual([["カット", "4,400円"], ["カラー", "6,600円"]]);
    expect(read("قص شعر ١٠٠ ريال", "ar").map((offer) => offer.slice(0, 2))).toEqual([["قص شعر", "١٠٠ ريال"]]);
  });

  it("reads no offer from an amount without a currency, a deposit or a minimum", () => {
    expect(read("We have 12 vans and 3 crews, 20 years.", "en")).toEqual([]);
    expect(read("Deposit $50 required.", "en")).toEqual([]);
    expect(read("Anzahlung 100 €, Mindestbestellwert 30 €.", "de")).toEqual([]);
    expect(read("Sourdough loaf - $9.", "en").map((offer) => offer.slice(0, 2))).toEqual([["Sourdough loaf", "$9"]]);
  });

  it("reads what follows a colon inside the words as what the price buys", () => {
    expect(read("menus: lunch menu £14, dinner £28.", "en").map((offer) => offer.slice(0, 2))).toEqual([["lunch menu", "£14"], ["dinner", "£28"]]);
    expect(read("1:1 coaching $90/hr", "en").map((offer) => offer.slice(0, 2))).toEqual([["1:1 coaching", "$90/hr"]]);
  });
});

const list = (text: string, language: "en" | "es" | "fr" | "ja" | "ar") => readOfferLists(answerOf("final", text, language)).map((fact) => fact.value.name);

describe("readOfferLists", () => {
  it("reads services listed without prices, after a lead, a colon or alone", () => {
    expect(list("we do boilers, radiators and underfloor heating in Leeds.", "en")).toEqual(["boilers", "radiators", "underfloor heating"]);
    expect(list("Servicios: podas, desbroces, riego automático y diseño de jardines.", "es")).toEqual(["podas", "desbroces", "riego automático", "diseño de jardines"]);
    expect(list("vidange, pneus, freins etc.", "fr")).toEqual(["vidange", "pneus", "freins"]);
    expect(list("カット、カラー、パーマなど。", "ja")).toEqual(["カット", "カラー", "パーマ"]);
    expect(list("تنظيف، تعقيم وتلميع.", "ar")).toEqual(["تنظيف", "تعقيم", "تلميع"]);
  });

  it("reads no list from two items, long clauses, numbers or towns", () => {
    expect(list("weddings and parties.", "en")).toEqual([]);
    expect(list("we opened in the old mill, moved twice since then, and now we are here.", "en")).toEqual([]);
    expect(list("mon, tue and 3 other days.", "en")).toEqual([]);
    expect(list("Manchester, Salford, Stockport and Bolton.", "en")).toEqual([]);
    expect(list("We're Hill & Co, based in Perth, WA.", "en")).toEqual([]);
  });

  it("reads a service priced on request", () => {
    const answer = answerOf("final", "cakes from £30, wedding cakes on request.", "en");
    readOffers(answer);
    expect(readOnRequest(answer).map((fact) => [fact.value.name, fact.value.price])).toEqual([["wedding cakes", ""]]);
  });
});

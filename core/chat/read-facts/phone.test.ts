import { describe, expect, it } from "vitest";
import { understoodFactSchema } from "../understanding";
import { answerOf } from "./lexicon";
import { readPhones } from "./phone";

const read = (text: string, country: string | null, language: "en" | "ja" | "ar" | "de" | "fr" | "es" | "pt" | "it" = "en") => readPhones(answerOf("final", text, language), country);

describe("readPhones", () => {
  it("reads the issue's sentence that mentions the site, with the E.164 form from the country", () => {
    const [phone] = read("pls put our number on the site (602) 555-0147.", "US");
    expect(phone).toEqual({ kind: "phone", value: "(602) 555-0147", e164: "+16025550147", span: { step: "final", start: 31, end: 45, text: "(602) 555-0147" } });
    expect(understoodFactSchema.safeParse(phone).success).toBe(true);
  });

  it("reads numbers in every language's way of writing them, Arabic-Indic and full-width digits too", () => {
    expect(read("電話：０３－１２３４－５６７８。", "JP", "ja").map((fact) => [fact.value, fact.e164, fact.span.text])).toEqual([["03-1234-5678", "+81312345678", "０３－１２３４－５６７８"]]);
    expect(read("اتصل ٠٥٠٥١١٢٢٣٣", "SA", "ar").map((fact) => [fact.value, fact.e164])).toEqual([["0505112233", "+966505112233"]]);
    expect(read("Tel. 089 123456.", "DE", "de").map((fact) => fact.e164)).toEqual(["+4989123456"]);
    expect(read("Appelez le 06 55 12 34 56", "FR", "fr").map((fact) => fact.e164)).toEqual(["+33655123456"]);
    expect(read("WhatsApp +56 9 5555 0123", null, "es").map((fact) => [fact.e164, fact.needsCountry])).toEqual([["+56955550123", undefined]]);
  });

  it("keeps a number the metadata does not list as valid, in E.164 when its length is possible", () => {
    expect(read("text 07700 900512", "GB").map((fact) => [fact.value, fact.e164])).toEqual([["07700 900512", "+447700900512"]]);
  });

  it("with no country and no +, keeps the number as typed and says the card must ask", () => {
    expect(read("Call (602) 555-0147", null)).toEqual([{ kind: "phone", value: "(602) 555-0147", needsCountry: true, span: { step: "final", start: 5, end: 19, text: "(602) 555-0147" } }]);
  });

  it("does not read a tax, company or licence number as a phone number", () => {
    expect(read("SIRET 123 456 789 00012. Tél. 01 42 12 34 56", "FR", "fr").map((fact) => fact.e164)).toEqual(["+33142123456"]);
    expect(read("Steuernummer 143/123/45678", "DE", "de")).toEqual([]);
  });

  it("does not read times, years, dates, postcodes or prices as phone numbers", () => {
    expect(read("Open 7.30-12.30 and 10-14, since 1998-2024, on 27.11.2026 at 1100-053 Lisboa, Hauptstraße 12 80331 München, $1,200,000", "DE", "de")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import places from "../../content/places/places.json" with { type: "json" };
import { placeProblems, siteRegionSchema } from "./places-schema";
import { resolveLocation } from "./resolve-location";

describe("content/places/places.json", () => {
  it("has no problems", () => {
    expect(placeProblems(places)).toEqual([]);
  });

  it("names each kind of mistake", () => {
    const broken = {
      ...places,
      countries: [...places.countries, { code: "US" }],
      subdivisions: [...places.subdivisions, { code: "QQ-AB", names: ["Nowhere"] }, { code: "US-ZZ", names: [] }],
      cities: [...places.cities, { names: ["Atlantis"], country: "QQ" }, { names: ["Springfield"], country: "US", subdivision: "CA-ON" }, { names: ["Shelbyville"], country: "US", subdivision: "US-QQ" }],
    };
    expect(placeProblems({ ...places, cities: [{ names: [], country: "usa" }] }).length).toBeGreaterThan(0);
    expect(placeProblems({ ...broken, subdivisions: broken.subdivisions.slice(0, -1) })).toEqual([
      "content/places/places.json: the country US is listed twice",
      "content/places/places.json: the subdivision QQ-AB belongs to QQ, which is not a listed country",
      "content/places/places.json: Atlantis is in QQ, which is not a listed country",
      "content/places/places.json: Springfield is in US but its subdivision is CA-ON",
      "content/places/places.json: Shelbyville's subdivision US-QQ is not listed",
    ]);
    expect(placeProblems(broken).join("\n")).toContain("A subdivision needs a name or an abbreviation.");
  });
});

describe("resolveLocation", () => {
  it.each([
    ["Austin, Texas", "US", "US-TX"],
    ["Lisboa", "PT", null],
    ["Porto, Portugal", "PT", null],
    ["São Paulo", "BR", "BR-SP"],
    ["Lyon", "FR", "FR-ARA"],
    ["München", "DE", "DE-BY"],
    ["東京都渋谷区", "JP", "JP-13"],
    ["الرياض", "SA", null],
    ["Perth, WA", "AU", "AU-WA"],
    ["Leeds", "GB", "GB-ENG"],
    ["Toronto, ON", "CA", "CA-ON"],
    ["Bologna", "IT", "IT-45"],
    ["Ciudad de México", "MX", "MX-CMX"],
  ])("reads %s as %s (%s)", (text, country, subdivision) => {
    expect(resolveLocation(text)).toEqual({ country, subdivision });
  });

  it("answers null for no place, and for a name in two countries that the rest of the text does not settle", () => {
    for (const text of ["online", "", "  ", "worldwide", "Perth", "Córdoba", "Valencia", "طرابلس"]) expect(resolveLocation(text), text).toBeNull();
    expect(resolveLocation("Perth, Scotland")).toEqual({ country: "GB", subdivision: "GB-SCT" });
    expect(resolveLocation("Córdoba, Argentina")?.country).toBe("AR");
    expect(resolveLocation("طرابلس، ليبيا")?.country).toBe("LY");
  });

  it("keeps the country and leaves the subdivision unknown when only that is ambiguous", () => {
    expect(resolveLocation("Portland")).toEqual({ country: "US", subdivision: null });
    expect(resolveLocation("Portland, ME")).toEqual({ country: "US", subdivision: "US-ME" });
  });

  it("reads an abbreviation only in capitals or after a comma, and never as the first word", () => {
    expect(resolveLocation("Smalltown TX")).toEqual({ country: "US", subdivision: "US-TX" });
    expect(resolveLocation("Smalltown, tx")).toEqual({ country: "US", subdivision: "US-TX" });
    expect(resolveLocation("Smalltown in the hills")).toBeNull();
    expect(resolveLocation("TX")).toBeNull();
    expect(resolveLocation("Toronto, CA")).toEqual({ country: "CA", subdivision: "CA-ON" });
    expect(resolveLocation("Milano (MI)")?.country).toBe("IT");
  });

  it("lets a region or a country settle a city named in several places", () => {
    expect(resolveLocation("Paris, Texas")).toEqual({ country: "US", subdivision: "US-TX" });
    expect(resolveLocation("Atlanta, Georgia")).toEqual({ country: "US", subdivision: "US-GA" });
    expect(resolveLocation("Georgia")).toEqual({ country: "GE", subdivision: null });
  });

  it("tells Amman from Oman by the shadda", () => {
    expect(resolveLocation("عمّان")?.country).toBe("JO");
    expect(resolveLocation("مسقط، عُمان")?.country).toBe("OM");
  });

  it("names countries in every site language through Intl.DisplayNames", () => {
    for (const text of ["Germany", "Alemania", "Allemagne", "Deutschland", "Alemanha", "Germania", "ドイツ", "ألمانيا"]) expect(resolveLocation(text), text).toEqual({ country: "DE", subdivision: null });
  });

  it("always answers a valid region", () => {
    for (const text of ["Austin, TX", "Zürich", "Vitória, ES", "大阪市北区"]) expect(siteRegionSchema.parse(resolveLocation(text))).toBeTruthy();
  });
});

import { describe, expect, it } from "vitest";
import { BUSINESS_FAMILIES, BUSINESS_KINDS, businessKindByCode, isBusinessKindCode } from "./business-kinds";
import { normaliseText } from "./classify-business";

describe("BUSINESS_KINDS", () => {
  it("has about 150 entries, as docs/product.md says", () => {
    expect(BUSINESS_KINDS.length).toBeGreaterThanOrEqual(140);
    expect(BUSINESS_KINDS.length).toBeLessThanOrEqual(170);
  });

  it("uses unique upper-case codes and unique names", () => {
    const kinds = BUSINESS_KINDS.map((entry) => entry.kind);
    const names = BUSINESS_KINDS.map((entry) => normaliseText(entry.name));
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(new Set(names).size).toBe(names.length);
    for (const kind of kinds) expect(kind).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
  });

  it("includes the kinds other parts of the product name", () => {
    for (const kind of ["ACCOUNTING", "BAKERY", "BARBER_SHOP", "CAFE", "DENTIST", "PLUMBER", "YOGA_STUDIO", "PHOTOGRAPHER", "LAW_FIRM", "REAL_ESTATE_AGENCY", "WEDDING_PLANNER", "FOOD_TRUCK", "PORTFOLIO", "BLOG", "RESUME"]) {
      expect(isBusinessKindCode(kind), kind).toBe(true);
    }
  });

  it("puts every entry in a known family and gives every family several kinds", () => {
    for (const entry of BUSINESS_KINDS) expect(BUSINESS_FAMILIES).toContain(entry.family);
    for (const family of BUSINESS_FAMILIES) {
      expect(BUSINESS_KINDS.filter((entry) => entry.family === family).length, family).toBeGreaterThanOrEqual(5);
    }
  });

  it("carries no word lists: they are server data (content/classifier/business-words.json)", () => {
    for (const entry of BUSINESS_KINDS) expect(Object.keys(entry).sort(), entry.kind).toEqual(["family", "kind", "name"]);
  });
});

describe("businessKindByCode", () => {
  it("finds an entry by its code", () => {
    expect(businessKindByCode("BAKERY")).toMatchObject({ kind: "BAKERY", name: "Bakery", family: "FOOD_DRINK" });
    expect(businessKindByCode("ACCOUNTING")?.name).toBe("Accounting");
  });

  it("gives null for unknown, lower-case or prototype codes", () => {
    expect(businessKindByCode("SPACESHIP")).toBeNull();
    expect(businessKindByCode("bakery")).toBeNull();
    expect(businessKindByCode("toString")).toBeNull();
    expect(isBusinessKindCode("__proto__")).toBe(false);
  });
});

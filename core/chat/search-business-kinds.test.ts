import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "./business-kinds";
import { searchBusinessKinds } from "./search-business-kinds";

describe("searching the business list in the trade picker", () => {
  it("finds every kind by its own name, first", () => {
    for (const entry of BUSINESS_KINDS) expect(searchBusinessKinds(entry.name)[0]?.name, entry.kind).toBe(entry.name);
  });

  it("finds a kind by the start of a word, without accents or case", () => {
    const bakery = BUSINESS_KINDS.find((entry) => /bakery/i.test(entry.name))!;
    expect(searchBusinessKinds("BAK").map((entry) => entry.kind)).toContain(bakery.kind);
    expect(searchBusinessKinds("plumb").map((entry) => entry.kind)).toContain("PLUMBER");
  });

  it("searches the names only: the word lists are not in the browser", () => {
    expect(searchBusinessKinds("sourdough")).toEqual([]);
    expect(searchBusinessKinds("coffee")).toEqual([]);
    expect(searchBusinessKinds("caf").map((entry) => entry.kind)).toContain("CAFE");
  });

  it("finds nothing for nothing, or for words that begin no entry's words", () => {
    expect(searchBusinessKinds("   ")).toEqual([]);
    expect(searchBusinessKinds("zzqx")).toEqual([]);
  });
});

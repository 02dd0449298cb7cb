import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "./business-kinds";
import { classifyBusiness, normaliseText, searchBusinessKinds, tradeWords } from "./classify-business";

describe("normaliseText", () => {
  it("lower-cases, strips accents and punctuation, reads & as and, and collapses spaces", () => {
    expect(normaliseText("  Café   & Bar!! ")).toBe("cafe and bar");
    expect(normaliseText("Children's  Entertainer")).toBe("childrens entertainer");
    expect(normaliseText("BARBER_SHOP")).toBe("barber shop");
    expect(normaliseText("Crème brûlée—São Paulo")).toBe("creme brulee sao paulo");
    expect(normaliseText("?!")).toBe("");
  });
});

describe("classifyBusiness", () => {
  it.each(BUSINESS_KINDS.map((entry) => [entry.name, entry.kind] as const))("classifies %s to %s by its exact name", (name, kind) => {
    expect(classifyBusiness(name)).toMatchObject({ kind, name, match: "exact" });
  });

  it("classifies every English keyword on its own to the kind it belongs to", () => {
    for (const entry of BUSINESS_KINDS) {
      for (const keyword of tradeWords(entry.kind, "en").filter((word) => !word.endsWith("*"))) expect(classifyBusiness(keyword)?.kind, `"${keyword}"`).toBe(entry.kind);
    }
  });

  it("gives every kind of the list English keywords, without repeats", () => {
    for (const entry of BUSINESS_KINDS) {
      const keywords = tradeWords(entry.kind, "en");
      expect(keywords.length, entry.kind).toBeGreaterThanOrEqual(2);
      expect(new Set(keywords).size, entry.kind).toBe(keywords.length);
    }
  });

  it("returns the entry's family with the kind", () => {
    expect(classifyBusiness("Dentist")).toEqual({ kind: "DENTIST", name: "Dentist", family: "HEALTH_FITNESS", match: "exact" });
  });

  it("matches exactly regardless of case, accents, punctuation, plurals and code spelling", () => {
    expect(classifyBusiness("  CAFE ")).toMatchObject({ kind: "CAFE", match: "exact" });
    expect(classifyBusiness("Bakeries")).toMatchObject({ kind: "BAKERY", match: "exact" });
    expect(classifyBusiness("barber shops")).toMatchObject({ kind: "BARBER_SHOP", match: "exact" });
    expect(classifyBusiness("Painter and decorator")).toMatchObject({ kind: "PAINTER_DECORATOR", match: "exact" });
    expect(classifyBusiness("REAL_ESTATE_AGENCY")).toMatchObject({ kind: "REAL_ESTATE_AGENCY", match: "exact" });
    expect(classifyBusiness("Law firm.")).toMatchObject({ kind: "LAW_FIRM", match: "exact" });
  });

  it("matches a text that starts with a name, preferring the longest name", () => {
    expect(classifyBusiness("Bakery in Porto with gluten-free options")).toMatchObject({ kind: "BAKERY", match: "prefix" });
    expect(classifyBusiness("Wedding photographer in Lisbon")).toMatchObject({ kind: "WEDDING_PHOTOGRAPHER", match: "prefix" });
    expect(classifyBusiness("Web design agency for dentists")).toMatchObject({ kind: "WEB_DESIGN_AGENCY", match: "prefix" });
    expect(classifyBusiness("Dog walker and pet sitter")).toMatchObject({ kind: "DOG_WALKER", match: "prefix" });
  });

  it("completes a name the user is still typing (three characters or more), shortest name first", () => {
    expect(classifyBusiness("bak")).toMatchObject({ kind: "BAKERY", match: "prefix" });
    expect(classifyBusiness("photog")).toMatchObject({ kind: "PHOTOGRAPHER", match: "prefix" });
    expect(classifyBusiness("Wedding pla")).toMatchObject({ kind: "WEDDING_PLANNER", match: "prefix" });
    expect(classifyBusiness("veter")).toMatchObject({ kind: "VETERINARIAN", match: "prefix" });
    expect(classifyBusiness("ba")).toBeNull();
  });

  it("prefers a whole word the user typed over completing a longer name", () => {
    // "tax" is a whole keyword of Accounting, though "Taxi Service" starts with it.
    expect(classifyBusiness("tax")).toMatchObject({ kind: "ACCOUNTING", match: "keyword" });
    expect(classifyBusiness("yoga")).toMatchObject({ kind: "YOGA_STUDIO", match: "keyword" });
    expect(classifyBusiness("martial arts")).toMatchObject({ kind: "MARTIAL_ARTS_SCHOOL", match: "keyword" });
  });

  it("classifies free-text answers by the names and keywords they contain", () => {
    expect(classifyBusiness("A neighbourhood bakery with sourdough and weekend brunch")).toMatchObject({ kind: "BAKERY", match: "keyword" });
    expect(classifyBusiness("I'm a freelance wedding photographer in Lisbon")).toMatchObject({ kind: "WEDDING_PHOTOGRAPHER", match: "keyword" });
    expect(classifyBusiness("We fix leaking pipes and boilers across Leeds")?.kind).toBe("PLUMBER");
    expect(classifyBusiness("An online shop for my handmade candles")?.kind).toBe("ONLINE_STORE");
    expect(classifyBusiness("a small family-run pizzeria in Naples")?.kind).toBe("PIZZERIA");
    expect(classifyBusiness("Yoga retreats in Bali")?.kind).toBe("RETREAT_CENTER");
    expect(classifyBusiness("my CV and the projects I've built")?.kind).toBe("RESUME");
    expect(classifyBusiness("Taco truck in Austin")?.kind).toBe("FOOD_TRUCK");
    expect(classifyBusiness("We sell smoothies and cookies")?.kind).toBe("CAFE");
  });

  it("breaks a tie in matched words by the longer match, then by list order", () => {
    // "boxing" (6 letters, Martial Arts School) outweighs "ring" (4, Jewelry Designer).
    expect(classifyBusiness("a boxing ring downtown")?.kind).toBe("MARTIAL_ARTS_SCHOOL");
    // "pub" and "vegan" tie on words; "vegan" is longer.
    expect(classifyBusiness("pub that is vegan")?.kind).toBe("RESTAURANT");
  });

  it("gives null for nonsense and empty text", () => {
    for (const text of ["", "   ", "?!...", "asdf qwerty", "lorem ipsum dolor", "12345", "xyz", "blorptastic zingwhack"]) {
      expect(classifyBusiness(text), JSON.stringify(text)).toBeNull();
    }
  });
});

describe("searchBusinessKinds", () => {
  it("lists names that start with the query first, in list order", () => {
    const kinds = searchBusinessKinds("ba").map((entry) => entry.kind);
    expect(kinds.slice(0, 3)).toEqual(["BAKERY", "BAR", "BARBER_SHOP"]);
  });

  it("then names with a word that starts with the query, then keyword matches", () => {
    expect(searchBusinessKinds("salon").map((entry) => entry.kind)).toEqual(["HAIR_SALON", "NAIL_SALON", "BEAUTY_SALON"]);
    expect(searchBusinessKinds("sourdough").map((entry) => entry.kind)).toEqual(["BAKERY"]);
  });

  it("respects the limit and gives nothing for an empty query", () => {
    expect(searchBusinessKinds("s", 4)).toHaveLength(4);
    expect(searchBusinessKinds("  ")).toEqual([]);
    expect(searchBusinessKinds("bakery", 0)).toEqual([]);
  });
});

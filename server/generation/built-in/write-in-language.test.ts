import { describe, expect, it } from "vitest";
import { NO_FACTS } from "@core/sites/facts-constants";
import { languageCopy, ownerNotes, ownerSentence, sayIn, siteCopyFile } from "./write-in-language";
import { writeBuiltInSite } from "./write-site";

describe("the built-in writer in another language than English (docs/decisions/0520-built-in-copy-in-every-site-language.md)", () => {
  it("fills a core copy sentence with the name, and the place's half of a choice only when there is a place", () => {
    expect(sayIn("[location:En {location},|Cerca de ti,] {name} te espera.", "Casa Sol", "Madrid")).toBe("En Madrid, Casa Sol te espera.");
    expect(sayIn("[location:En {location},|Cerca de ti,] {name} te espera.", "Casa Sol", "")).toBe("Cerca de ti, Casa Sol te espera.");
  });

  it("keeps the owner's words as typed, a capital and a stop added, and leaves out their requests about the website", () => {
    expect(ownerSentence("panaderia artesana, pan de masa madre", "es")).toBe("Panaderia artesana, pan de masa madre.");
    expect(ownerSentence("パン屋です", "ja")).toBe("パン屋です。");
    expect(ownerSentence("<b>x</b>", "es")).toBe("");
    expect(ownerNotes("Hacemos encargos con 2 días de antelación. Quiero el sitio en azul. ¿Puedes poner un logo?", "es")).toBe("Hacemos encargos con 2 días de antelación.");
  });

  it("gives a country its own words over the language's (Brazil) and the neutral set when the trade is not sure", () => {
    const pt = siteCopyFile("pt");
    expect(pt).not.toBeNull();
    const brazil = languageCopy(pt, "FOOD_DRINK", "BR");
    const portugal = languageCopy(pt, "FOOD_DRINK", "PT");
    expect(portugal.core.headlines).toEqual(pt!.families.FOOD_DRINK.headlines);
    if (pt!.regional?.BR?.families?.FOOD_DRINK?.contactIntros) expect(brazil.core.contactIntros).toEqual(pt!.regional.BR.families.FOOD_DRINK.contactIntros);
    expect(languageCopy(pt, null, null).core.headlines).toEqual(pt!.neutral.headlines);
    expect(languageCopy(null, "FOOD_DRINK", null)).toEqual({ core: {}, headings: {} });
  });

  it("writes no FAQ, no English and no button to a section that will not be published", () => {
    const site = writeBuiltInSite({ name: "Plomberie Martin", business: "plombier chauffagiste", kind: "PLUMBER", family: "HOME_TRADES", location: "Lille", template: "warm-editorial", seed: 3, language: "fr" });
    expect(site.sections.map((section) => section.type)).not.toContain("faq");
    expect(site.region).toMatchObject({ country: "FR" });
    expect(site.seo.title).toBe("Plomberie Martin · Lille");
    const hero = site.sections.find((section) => section.type === "hero")!;
    if (hero.type !== "hero") throw new Error("no hero");
    // No services given: the second button (to the services) is not written.
    expect(hero.secondaryCta).toBeUndefined();
    expect(JSON.stringify(site.sections)).not.toMatch(/Illustration|Get in touch|What we do|Welcome/);
    const withServices = writeBuiltInSite({ name: "Plomberie Martin", business: "plombier", kind: "PLUMBER", family: "HOME_TRADES", location: "Lille", template: "warm-editorial", seed: 3, language: "fr", facts: { ...NO_FACTS, services: [{ name: "Dépannage", description: "", price: "" }] } });
    const hero2 = withServices.sections.find((section) => section.type === "hero")!;
    expect(hero2.type === "hero" && hero2.secondaryCta?.href).toBe("#services");
  });
});

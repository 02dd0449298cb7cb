import { describe, expect, it } from "vitest";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { applyFacts } from "@core/sites/apply-facts";
import { NO_FACTS } from "@core/sites/facts-constants";

// docs/decisions/0520-built-in-copy-in-every-site-language.md: a section the owner's facts add is headed in the site's language.
describe("a section added for the owner's facts", () => {
  it("is headed in the site's language, and in English on an English site", () => {
    const written = writeBuiltInSite({ name: "Casa Sol", business: "panadería", kind: "BAKERY", family: "FOOD_DRINK", location: "Madrid", template: "warm-editorial", seed: 1 });
    const bare = { ...written, sections: written.sections.filter((section) => section.type !== "testimonials" && section.type !== "hours-location") };
    const facts = { ...NO_FACTS, reviews: [{ quote: "Muy rico", name: "Ana", source: "" }], address: "Calle Mayor 1, Madrid" };
    const headings = (language?: "es") => applyFacts({ ...bare, ...(language ? { language } : {}) }, facts).sections.filter((section) => section.type === "testimonials" || section.type === "hours-location").map((section) => ("heading" in section ? section.heading : ""));
    expect(headings("es")).toEqual(["Opiniones", "Visítanos"]);
    expect(headings()).toEqual(["What customers say", "Opening hours & location"]);
  });
});

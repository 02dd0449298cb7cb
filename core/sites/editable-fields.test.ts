import { describe, expect, it } from "vitest";
import { editableFields, valueAt, withText } from "./editable-fields";
import type { SiteDocument, SiteSection } from "./site-document";

const hero: SiteSection = {
  id: "hero",
  type: "hero",
  writer: "built-in",
  eyebrow: "Porto · since 2019",
  headline: "Slow bread, baked before sunrise",
  subheadline: "Sourdough and pastries from a family bakery.",
  primaryCta: { label: "See the menu", href: "#menu" },
  image: { key: "bread-1", alt: "Loaves on a shelf", width: 800, height: 600 },
};

const document = { sections: [hero] } as unknown as SiteDocument;

describe("editable fields", () => {
  it("lists every text of a section but not ids, links or image keys", () => {
    const fields = editableFields(hero);
    const paths = fields.map((field) => field.path.join("."));
    expect(paths).toEqual(["eyebrow", "headline", "subheadline", "primaryCta.label", "image.alt"]);
    expect(fields.find((field) => field.path.join(".") === "subheadline")?.multiline).toBe(true);
  });

  it("replaces one text and marks the section as written by a person, leaving the original alone", () => {
    const edited = withText(document, "hero", ["primaryCta", "label"], "Order ahead");
    expect(valueAt(edited.sections[0]!, ["primaryCta", "label"])).toBe("Order ahead");
    expect(edited.sections[0]?.writer).toBe("person");
    expect(valueAt(document.sections[0]!, ["primaryCta", "label"])).toBe("See the menu");
  });
});

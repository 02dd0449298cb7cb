import { describe, expect, it } from "vitest";
import { editableFields, removableItem, valueAt, withoutSection, withText } from "./editable-fields";
import { withoutItem } from "./checked-edits";
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

describe("removing", () => {
  const services: SiteSection = {
    id: "services",
    type: "services",
    writer: "built-in",
    heading: "Menu",
    intro: "",
    items: [
      { title: "Sourdough", description: "Slow.", price: "€6" },
      { title: "Rye", description: "Dark.", price: "" },
    ],
  };
  const doc = { sections: [hero, services, { id: "footer", type: "footer", writer: "built-in", tagline: "", links: [{ label: "Menu", href: "#services" }] }] } as unknown as SiteDocument;

  it("removes any list item, and the section when the owner wants, but never the paragraphs' last one", () => {
    const fields = editableFields(services);
    // Prices are facts: edited under Business details, not here.
    expect(fields.map((field) => field.path.join("."))).toEqual(["heading", "intro", "items.0.title", "items.0.description", "items.1.title", "items.1.description"]);
    expect(removableItem(fields[2]!)).toEqual(["items", 0]);
    const fewer = withoutItem(doc, "services", "items", 0)!;
    expect((fewer.sections[1] as Extract<SiteSection, { type: "services" }>).items.map((item) => item.title)).toEqual(["Rye"]);
    expect(withoutSection({ ...doc, sections: [...doc.sections, hero] } as SiteDocument, "services")!.sections.find((section) => section.type === "footer")).toMatchObject({ links: [] });
    expect(withoutSection(doc, "hero")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import fixture from "./fixtures/site-document-v3.json" with { type: "json" };
import { changeLines, changeText, changeWords } from "./change-words";
import { FACT_FIELDS, NAMED_CHANGES, PLAIN_CHANGES, type DocumentChange } from "./document-change-schema";
import { describeChanges, mergeChanges } from "./document-changes";
import { NO_FACTS } from "./facts-constants";
import { SITE_LANGUAGES } from "./languages";
import type { SiteDocument, SiteSection } from "./site-document";
import { storedSiteDocumentSchema } from "./site-document-upgrade";
import { describeVersion } from "../projects/version-description";

const site = (): SiteDocument => ({ ...storedSiteDocumentSchema.parse(fixture), facts: NO_FACTS, language: "en" });

function withSection(document: SiteDocument, id: string, change: (section: SiteSection) => SiteSection): SiteDocument {
  return { ...document, sections: document.sections.map((section) => (section.id === id ? change(section) : section)) };
}

describe("what changed between two documents", () => {
  it("says nothing for the same document, and nothing for a first version", () => {
    expect(describeChanges(site(), site(), "en")).toEqual([]);
    expect(describeChanges(null, site(), "en")).toEqual([]);
  });

  it("names the headline, a section's text, a photo, the colours, a section added, removed or reordered", () => {
    const before = site();
    const hero = before.sections.find((section) => section.type === "hero")!;
    const other = before.sections.find((section) => "heading" in section)! as Extract<SiteSection, { heading: string }>;
    const edited = withSection(before, hero.id, (section) => ({ ...section, headline: "Bread worth the walk" }));
    expect(describeChanges(before, edited, "en")).toEqual([{ code: "headline" }]);
    const text = withSection(before, other.id, (section) => ({ ...section, heading: "Our loaves" }));
    expect(describeChanges(before, text, "en")).toEqual([{ code: "text", name: "Our loaves" }]);
    const photo = withSection(before, hero.id, (section) => (section.type === "hero" && section.image ? { ...section, image: { ...section.image, media: "m".repeat(26) } } : section));
    if (hero.type === "hero" && hero.image) expect(describeChanges(before, photo, "en")).toEqual([{ code: "photo" }]);
    // A new document's slot holds no illustration key: a photo put in it is a photo change all the same.
    const keyless = withSection(before, hero.id, (section) => (section.type === "hero" ? { ...section, image: { alt: "Slot", width: 960, height: 720 } } : section));
    const keylessPhoto = withSection(keyless, hero.id, (section) => (section.type === "hero" && section.image ? { ...section, image: { ...section.image, media: "m".repeat(26) } } : section));
    expect(describeChanges(keyless, keylessPhoto, "en")).toEqual([{ code: "photo" }]);
    const colours = { ...before, theme: { ...before.theme, palette: { ...before.theme.palette, primary: "#123456" } } };
    expect(describeChanges(before, colours, "en")).toEqual([{ code: "colours" }]);
    const faq: SiteSection = { id: "faq-new", writer: "person", type: "faq", heading: "Questions", items: [] } as unknown as SiteSection;
    const added = { ...before, sections: [...before.sections.slice(0, -1), faq, before.sections.at(-1)!] };
    expect(describeChanges(before, added, "en")).toEqual([{ code: "sectionAdded", name: "Questions" }]);
    expect(describeChanges(added, before, "en")).toEqual([{ code: "sectionRemoved", name: "Questions" }]);
    const reordered = { ...before, sections: [before.sections[0]!, ...before.sections.slice(1).reverse()] };
    expect(describeChanges(before, reordered, "en")).toContainEqual({ code: "sectionsMoved" });
  });

  it("names the owner's facts added with their new value, in the site's language for hours", () => {
    const before = site();
    const after = { ...before, facts: { ...NO_FACTS, phone: "0117 496 0123", hours: [{ days: "Tuesday – Sunday", time: "8:00 – 16:00" }], claims: ["Everything is plant-based"] } };
    const changes = describeChanges(before, after, "fr");
    expect(changes.map((change) => (change.code === "fact" ? `${change.fact}:${change.how}` : change.code))).toEqual(["hours:added", "phone:added", "claims:added"]);
    expect(changeText(changes[0]!, "fr", { withDetail: true })).toMatch(/^Ajout : horaires d’ouverture: .*mar/);
    expect(changeText(changes[1]!, "en", { withDetail: true })).toBe("Phone number added: 0117 496 0123");
    const more = { ...after, facts: { ...after.facts, claims: ["Everything is plant-based", "Nut-free"] } };
    expect(describeChanges(after, more, "en")).toEqual([{ code: "fact", fact: "claims", how: "added", detail: "Nut-free" }]);
  });

  it("merges a folded burst's changes: each once, the newest value, facts first, at most eight", () => {
    const hours = (how: "added" | "changed", detail: string): DocumentChange => ({ code: "fact", fact: "hours", how, detail });
    expect(mergeChanges([{ code: "headline" }, hours("added", "Mon")], [hours("changed", "Tue"), { code: "headline" }])).toEqual([hours("added", "Tue"), { code: "headline" }]);
    const many = Array.from({ length: 12 }, (_, at): DocumentChange => ({ code: "text", name: `Section ${at}` }));
    expect(mergeChanges(many)).toHaveLength(8);
    expect(changeLines(many.slice(0, 6), "en")).toEqual(["Text of “Section 0” changed", "Text of “Section 1” changed", "Text of “Section 2” changed", "Text of “Section 3” changed", "and 2 more"]);
  });
});

describe("the words of every change, in every site language", () => {
  const every: DocumentChange[] = [
    ...FACT_FIELDS.flatMap((fact) => (["added", "changed", "removed"] as const).map((how): DocumentChange => ({ code: "fact", fact, how }))),
    ...PLAIN_CHANGES.map((code): DocumentChange => ({ code })),
    ...NAMED_CHANGES.map((code): DocumentChange => ({ code, name: "Menu" })),
  ];
  for (const language of SITE_LANGUAGES) {
    it(`${language}: every change, from the chat or not, has words with nothing left to fill`, () => {
      const words = changeWords(language);
      for (const change of every) {
        for (const text of [changeText(change, language), changeText(change, language, { from: "chat" })]) {
          expect(text, JSON.stringify(change)).not.toMatch(/\{\w+\}/);
          if ("name" in change) expect(text).toContain("Menu");
        }
      }
      expect(describeVersion("restored", { headline: null, colors: [], sections: 3, language }, "2026-11-26T10:14:00.000Z")).toEqual([words.restored]);
      expect(describeVersion("edited", { headline: null, colors: [], sections: 3, language, changes: [{ code: "fact", fact: "hours", how: "added" }], origin: "chat" }, null)[0]).toBe(changeText({ code: "fact", fact: "hours", how: "added" }, language, { from: "chat" }));
      expect(describeVersion("edited", { headline: null, colors: [], sections: 3, language }, null)).toEqual([words.kinds.edited]);
    });
  }
});

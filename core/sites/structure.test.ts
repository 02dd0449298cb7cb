import { describe, expect, it } from "vitest";
import storedV1 from "./fixtures/site-document-v1.json";
import { siteDocumentSchema, type SiteDocument } from "./site-document";
import { PAGE_MESSAGES } from "./site-document-constants";
import { storedSiteDocumentSchema } from "./site-document-upgrade";
import { publishableDocument } from "./publishable";
import { addListItem, moveListItem, removeListItem } from "./checked-edits";
import {
  addPage,
  addSection,
  duplicateSection,
  moveSection,
  pageSections,
  removePage,
  removeSection,
  sectionLists,
  setSectionHidden,
  setSectionText,
  slugForPage,
} from "./structure";

const document: SiteDocument = storedSiteDocumentSchema.parse(storedV1);
const types = (doc: SiteDocument | null, page: string | null = null) => (doc ? pageSections(doc, page).map((section) => section.type) : null);
const valid = (doc: SiteDocument | null) => doc !== null && siteDocumentSchema.safeParse(doc).success;

describe("reshaping a site", () => {
  it("moves a section up and down, never past the footer, and leaves the original alone", () => {
    const before = types(document)!;
    const down = moveSection(document, null, document.sections[0]!.id, 1);
    expect(types(down)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(valid(down)).toBe(true);
    expect(moveSection(document, null, document.sections[0]!.id, -1)).toBeNull();
    const lastBeforeFooter = document.sections.at(-2)!;
    expect(moveSection(document, null, lastBeforeFooter.id, 1)).toBeNull();
    expect(types(document)).toEqual(before);
  });

  it("duplicates a section with a new id, but not the header or the footer", () => {
    const about = document.sections.find((section) => section.type === "about")!;
    const copy = duplicateSection(document, null, about.id)!;
    const ids = copy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(copy.sections.filter((section) => section.type === "about")).toHaveLength(2);
    expect(valid(copy)).toBe(true);
    expect(duplicateSection(document, null, document.sections[0]!.id)).toBeNull();
    expect(duplicateSection(document, null, document.sections.at(-1)!.id)).toBeNull();
  });

  it("hides a section from the published page without deleting it, and shows it again", () => {
    const gallery = document.sections.find((section) => section.type === "gallery")!;
    const hidden = setSectionHidden(document, null, gallery.id, true)!;
    expect(hidden.sections.find((section) => section.id === gallery.id)?.hidden).toBe(true);
    expect(publishableDocument(hidden).sections.map((section) => section.id)).not.toContain(gallery.id);
    const shown = setSectionHidden(hidden, null, gallery.id, false)!;
    expect(shown.sections.find((section) => section.id === gallery.id)).not.toHaveProperty("hidden");
  });

  it("removes a section and the footer's link to it, keeps the footer and three sections at least", () => {
    const gallery = document.sections.find((section) => section.type === "gallery")!;
    const without = removeSection(document, null, gallery.id)!;
    expect(types(without)).not.toContain("gallery");
    const footer = without.sections.find((section) => section.type === "footer");
    expect(footer?.type === "footer" && footer.links.map((link) => link.href)).not.toContain(`#${gallery.id}`);
    expect(removeSection(document, null, document.sections.at(-1)!.id)).toBeNull();
    const three = { ...document, sections: document.sections.slice(-3) };
    expect(removeSection(three, null, three.sections[0]!.id)).toBeNull();
  });

  it("adds library sections before the footer or after a chosen one, up to fourteen on a page", () => {
    const added = addSection(document, null, "menu")!;
    expect(types(added)!.at(-2)).toBe("menu");
    const hero = document.sections[0]!.id;
    expect(types(addSection(document, null, "cta", hero))![1]).toBe("cta");
    let full: SiteDocument | null = document;
    while (full && full.sections.length < 14) full = addSection(full, null, "cta");
    expect(full?.sections).toHaveLength(14);
    expect(valid(full)).toBe(true);
    expect(addSection(full!, null, "cta")).toBeNull();
  });
});

describe("lists inside a section", () => {
  const about = document.sections.find((section) => section.type === "about")!;

  it("add, move and remove items, and refuse what the section cannot be without", () => {
    const [list] = sectionLists(about, document);
    expect(list?.path).toEqual(["paragraphs"]);
    const more = addListItem(document, null, about.id, ["paragraphs"], list!.blank)!;
    const items = (doc: SiteDocument) => (doc.sections.find((section) => section.id === about.id) as Extract<typeof about, { type: "about" }>).paragraphs;
    expect(items(more)).toHaveLength(items(document).length + 1);
    const moved = moveListItem(more, null, about.id, ["paragraphs"], 0, 1)!;
    expect(items(moved)[1]).toEqual(items(more)[0]);
    expect(moveListItem(more, null, about.id, ["paragraphs"], 0, -1)).toBeNull();
    let full: SiteDocument | null = more;
    while (full && items(full).length < 4) full = addListItem(full, null, about.id, ["paragraphs"], list!.blank);
    expect(addListItem(full!, null, about.id, ["paragraphs"], list!.blank)).toBeNull();
    let fewer: SiteDocument | null = document;
    while (fewer && items(fewer).length > 1) fewer = removeListItem(fewer, null, about.id, ["paragraphs"], 0);
    // The last paragraph cannot go (an about section needs one): remove the section instead.
    expect(removeListItem(fewer!, null, about.id, ["paragraphs"], 0)).toBeNull();
  });

  it("removes a review May wrote in an older version (waiting for confirmation), which the owner could not delete before", () => {
    const reviews = document.sections.find((section) => section.type === "testimonials")!;
    expect(reviews.hold).toBe("needs-confirmation");
    expect(sectionLists(reviews, document).map((list) => list.path.join("."))).toEqual(["items"]);
    const without = removeListItem(document, null, reviews.id, ["items"], 0)!;
    expect(valid(without)).toBe(true);
  });

  it("empties an optional text and refuses an empty required one (through the schema)", () => {
    const hero = document.sections[0]!;
    const noEyebrow = setSectionText(document, hero.id, ["eyebrow"], "");
    expect(valid(noEyebrow)).toBe(true);
    expect(valid(setSectionText(document, hero.id, ["headline"], ""))).toBe(false);
  });
});

describe("pages", () => {
  it("take an address from their name and refuse reserved or taken ones, and an eleventh page", () => {
    expect(slugForPage("Über uns & Co!")).toBe("uber-uns-co");
    const about = addPage(document, "About");
    expect(about.ok && about.slug).toBe("about");
    expect(about.ok && valid(about.document)).toBe(true);
    expect(about.ok && types(about.document, "about")).toEqual(["cta"]);
    if (!about.ok) return;
    expect(addPage(about.document, "about")).toEqual({ ok: false, error: "editor.page.error.exists" });
    for (const reserved of ["Sitemap", "Robots", "Media", "Assets", "Home"]) expect(addPage(document, reserved)).toEqual({ ok: false, error: PAGE_MESSAGES.reserved });
    let many: SiteDocument = document;
    for (let n = 1; n <= 9; n++) {
      const next = addPage(many, `Page ${n}`);
      if (!next.ok) throw new Error(next.error);
      many = next.document;
    }
    expect(valid(many)).toBe(true);
    expect(addPage(many, "One more")).toMatchObject({ ok: false });
    expect(removePage(many, "page-1").pages).toHaveLength(8);
  });

  it("have their own sections: adding to a page leaves the home page alone", () => {
    const about = addPage(document, "About");
    if (!about.ok) throw new Error(about.error);
    const withTeam = addSection(about.document, "about", "team")!;
    expect(types(withTeam, "about")).toEqual(["cta", "team"]);
    expect(types(withTeam)).toEqual(types(document));
    expect(valid(withTeam)).toBe(true);
  });
});

import type { AppMessageKeyOf } from "@core/i18n/keys";
import { siteText } from "./i18n/site-text";
import { siteLanguageOf } from "./languages";
import { MAX_PAGES, MAX_SECTIONS_PER_PAGE, PAGE_MESSAGES, pageSlugProblem } from "./site-document-constants";
import type { SiteDocument, SitePageData, SiteSection, SiteSectionType } from "./site-document";

/**
 * Reshaping a site (docs/decisions/0810-editor-v2-pages-and-structure.md): pages, sections and the items
 * of their lists. Every change is a pure function from one valid document to another, or null when the
 * result would break the document's rules (a list below its minimum, a fifteenth section, a page with a
 * reserved address). The editor runs them live; the save sends the whole document through the one
 * intent schema, which checks it again. The edits that check their result with the document's schema (a list's
 * items) are in checked-edits.ts, so that this module, which the editor loads at once, has no zod.
 */

/** A page of the site: null is the home page (the document's own sections), else another page's slug. */
export type PageRef = string | null;

export function pageSections(document: SiteDocument, page: PageRef): SiteSection[] {
  if (page === null) return document.sections;
  return document.pages.find((candidate) => candidate.slug === page)?.sections ?? [];
}

export function withPageSections(document: SiteDocument, page: PageRef, sections: SiteSection[]): SiteDocument | null {
  if (page === null) return sections.length >= 3 && sections.length <= MAX_SECTIONS_PER_PAGE ? { ...document, sections } : null;
  if (sections.length > MAX_SECTIONS_PER_PAGE || !document.pages.some((candidate) => candidate.slug === page)) return null;
  return { ...document, pages: document.pages.map((candidate) => (candidate.slug === page ? { ...candidate, sections } : candidate)) };
}

/** Every section id of the site, on every page (ids are anchors, and the editor finds sections by id). */
function allIds(document: SiteDocument): Set<string> {
  return new Set([...document.sections, ...document.pages.flatMap((page) => page.sections)].map((section) => section.id));
}

function uniqueSectionId(document: SiteDocument, wanted: string): string {
  const ids = allIds(document);
  const base = wanted.slice(0, 36);
  let id = base;
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
  return id;
}

// ---- The section library ----

/** What the library offers, with the words the owner sees as message keys. Fact sections start empty: invitations, nothing invented. */
export const SECTION_LIBRARY: readonly { type: SiteSectionType; title: AppMessageKeyOf<"editor">; description: AppMessageKeyOf<"editor"> }[] = [
  { type: "menu", title: "editor.library.menu.title", description: "editor.library.menu.description" },
  { type: "team", title: "editor.library.team.title", description: "editor.library.team.description" },
  { type: "pricing", title: "editor.library.pricing.title", description: "editor.library.pricing.description" },
  { type: "cta", title: "editor.library.cta.title", description: "editor.library.cta.description" },
  { type: "service-area", title: "editor.library.serviceArea.title", description: "editor.library.serviceArea.description" },
  { type: "social", title: "editor.library.social.title", description: "editor.library.social.description" },
  { type: "booking", title: "editor.library.booking.title", description: "editor.library.booking.description" },
  { type: "contact", title: "editor.library.contact.title", description: "editor.library.contact.description" },
];

/** The words a new section starts with, in the site's language (core/sites/i18n/messages: `library.*`, data not code). */
function libraryText(document: SiteDocument) {
  return siteText(siteLanguageOf(document), document.region?.country);
}

/**
 * A new section of a type from the library: headings and connecting words only, in the site's language
 * (docs/decisions/0891-library-words-in-the-sites-language.md); the facts are for the owner to add.
 */
export function newSection(document: SiteDocument, type: SiteSectionType): SiteSection | null {
  const id = uniqueSectionId(document, type === "service-area" ? "area" : type);
  const base = { id, writer: "person" as const };
  const contactId = document.sections.find((section) => section.type === "contact")?.id;
  const text = libraryText(document);
  switch (type) {
    case "menu":
      return { ...base, type, heading: text.t("library.menu"), intro: "", groups: [] };
    case "team":
      return { ...base, type, heading: text.t("library.team"), intro: "", members: [] };
    case "pricing":
      return { ...base, type, heading: text.t("library.plans"), intro: "", plans: [] };
    case "cta":
      return { ...base, type, heading: text.t("library.cta"), text: "", button: { label: text.t("library.getInTouch"), href: contactId ? `#${contactId}` : "#" } };
    case "service-area":
      return { ...base, type, heading: text.t("library.area"), intro: "", areas: [], mapQuery: document.facts.serviceArea || document.facts.address || "" };
    case "social":
      return { ...base, type, heading: text.t("library.social"), links: [] };
    case "booking":
      return { ...base, type, heading: text.t("library.booking"), text: "", label: text.t("library.bookNow"), url: "" };
    case "contact":
      return { ...base, type, heading: text.t("library.contact"), intro: "", email: document.facts.email, phone: document.facts.phone, form: true };
    default:
      return null;
  }
}

/** The document with a new section of `type` after the section `after` (or before the footer, else at the end). */
export function addSection(document: SiteDocument, page: PageRef, type: SiteSectionType, after?: string): SiteDocument | null {
  const section = newSection(document, type);
  if (!section) return null;
  const sections = [...pageSections(document, page)];
  const afterAt = after ? sections.findIndex((candidate) => candidate.id === after) : -1;
  const footerAt = sections.findIndex((candidate) => candidate.type === "footer");
  const at = afterAt >= 0 && sections[afterAt]?.type !== "footer" ? afterAt + 1 : footerAt >= 0 ? footerAt : sections.length;
  sections.splice(at, 0, section);
  return withPageSections(document, page, sections);
}

/** The document without one section; the footer stays, and links to the section go with it. */
export function removeSection(document: SiteDocument, page: PageRef, sectionId: string): SiteDocument | null {
  const sections = pageSections(document, page);
  const section = sections.find((candidate) => candidate.id === sectionId);
  if (!section || section.type === "footer") return null;
  const kept = sections.filter((candidate) => candidate.id !== sectionId);
  const next = withPageSections(document, page, kept);
  if (!next) return null;
  const unlink = (list: SiteSection[]) => list.map((candidate) => (candidate.type === "footer" ? { ...candidate, links: candidate.links.filter((link) => link.href !== `#${sectionId}`) } : candidate));
  return { ...next, sections: unlink(next.sections) };
}

/** The document with a copy of one section right after it (not the hero, whose headline is the page's title, nor the footer). */
export function duplicateSection(document: SiteDocument, page: PageRef, sectionId: string): SiteDocument | null {
  const sections = [...pageSections(document, page)];
  const at = sections.findIndex((candidate) => candidate.id === sectionId);
  const section = sections[at];
  if (!section || section.type === "footer" || section.type === "hero") return null;
  sections.splice(at + 1, 0, { ...structuredClone(section), id: uniqueSectionId(document, section.id.replace(/-\d+$/, "")), writer: "person" });
  return withPageSections(document, page, sections);
}

/** The document with one section moved up (-1) or down (+1); the footer stays last. */
export function moveSection(document: SiteDocument, page: PageRef, sectionId: string, delta: -1 | 1): SiteDocument | null {
  const sections = [...pageSections(document, page)];
  const at = sections.findIndex((candidate) => candidate.id === sectionId);
  const to = at + delta;
  const section = sections[at];
  const other = sections[to];
  if (!section || !other || section.type === "footer" || other.type === "footer") return null;
  sections[at] = other;
  sections[to] = section;
  return withPageSections(document, page, sections);
}

/** The document with one section hidden from the published page (or shown again). */
export function setSectionHidden(document: SiteDocument, page: PageRef, sectionId: string, hidden: boolean): SiteDocument | null {
  const sections = pageSections(document, page);
  if (!sections.some((candidate) => candidate.id === sectionId)) return null;
  return withPageSections(
    document,
    page,
    sections.map((candidate) => {
      if (candidate.id !== sectionId) return candidate;
      const { hidden: _hidden, ...rest } = candidate;
      return (hidden ? { ...rest, hidden: true } : rest) as SiteSection;
    }),
  );
}

// ---- Lists inside a section ----

export type ListPath = readonly (string | number)[];

/** A list of a section the owner may reshape, with what a new item starts as (null: added another way, or not at all). */
export interface SectionList {
  path: ListPath;
  /** The list's name in the editor, a message key (its `{name}` is `of`: the group or plan the list belongs to). */
  label: AppMessageKeyOf<"editor">;
  of?: string;
  /** The editor's button that adds an item ("+ Add question"), a message key. */
  add: AppMessageKeyOf<"editor">;
  blank: unknown;
}

/**
 * The lists of a section. Lists made of the owner's facts (reviews, hours, services with facts given) are
 * edited in Details, not here, except reviews May wrote in an older version, which the owner may remove.
 */
export function sectionLists(section: SiteSection, document: SiteDocument): SectionList[] {
  // A new item's words are site text, in the site's language like a new section's (core/sites/i18n/messages: `library.item.*`).
  const { t } = libraryText(document);
  switch (section.type) {
    case "services":
      return document.facts.services.length > 0 ? [] : [{ path: ["items"], label: "editor.list.services", add: "editor.list.services.add", blank: { title: t("library.item.service"), description: "", price: "" } }];
    case "about":
      return [{ path: ["paragraphs"], label: "editor.list.paragraphs", add: "editor.list.paragraphs.add", blank: t("library.item.paragraph") }];
    case "gallery":
      return [{ path: ["images"], label: "editor.list.pictures", add: "editor.list.pictures.add", blank: null }];
    case "testimonials":
      return section.hold === "needs-confirmation" ? [{ path: ["items"], label: "editor.list.reviews", add: "editor.list.reviews.add", blank: null }] : [];
    case "faq":
      return [{ path: ["items"], label: "editor.list.questions", add: "editor.list.questions.add", blank: { question: t("library.item.question"), answer: t("library.item.answer") } }];
    case "footer":
      return [{ path: ["links"], label: "editor.list.footerLinks", add: "editor.list.footerLinks.add", blank: null }];
    case "menu":
      return [
        { path: ["groups"], label: "editor.list.groups", add: "editor.list.groups.add", blank: { name: t("library.item.group"), items: [] } },
        ...section.groups.map((group, index): SectionList => ({ path: ["groups", index, "items"], label: "editor.list.groupItems", of: group.name, add: "editor.list.groupItems.add", blank: { name: t("library.item.menuItem"), description: "", price: "", tags: [] } })),
      ];
    case "team":
      return [{ path: ["members"], label: "editor.list.people", add: "editor.list.people.add", blank: { name: t("library.item.person"), role: "", bio: "" } }];
    case "pricing":
      return [
        { path: ["plans"], label: "editor.list.plans", add: "editor.list.plans.add", blank: { name: t("library.item.plan"), price: "", period: "", features: [] } },
        ...section.plans.map((plan, index): SectionList => ({ path: ["plans", index, "features"], label: "editor.list.planIncludes", of: plan.name, add: "editor.list.planIncludes.add", blank: t("library.item.planFeature") })),
      ];
    case "service-area":
      return [{ path: ["areas"], label: "editor.list.places", add: "editor.list.places.add", blank: t("library.item.place") }];
    case "social":
      return [{ path: ["links"], label: "editor.list.profiles", add: "editor.list.profiles.add", blank: null }];
    default:
      return [];
  }
}

/** The array at a path inside a value, or null. */
export function listAt(value: unknown, path: ListPath): unknown[] | null {
  let node: unknown = value;
  for (const step of path) node = (node as Record<string | number, unknown> | null | undefined)?.[step];
  return Array.isArray(node) ? node : null;
}

/** The document with one text of one section replaced (anywhere in the site); the section is then the owner's. */
export function setSectionText(document: SiteDocument, sectionId: string, path: ListPath, text: string): SiteDocument {
  const change = (sections: SiteSection[]) =>
    sections.map((section) => {
      if (section.id !== sectionId) return section;
      const copy = structuredClone(section) as unknown as Record<string | number, unknown>;
      let node = copy;
      for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
      if (!node || typeof node !== "object") return section;
      node[path.at(-1) as string | number] = text;
      return { ...(copy as unknown as SiteSection), writer: "person" as const };
    });
  return { ...document, sections: change(document.sections), pages: document.pages.map((page) => ({ ...page, sections: change(page.sections) })) };
}

/** The section with this id, on whichever page it is. */
export function findSection(document: SiteDocument, sectionId: string): { section: SiteSection; page: PageRef } | null {
  const home = document.sections.find((section) => section.id === sectionId);
  if (home) return { section: home, page: null };
  for (const page of document.pages) {
    const section = page.sections.find((candidate) => candidate.id === sectionId);
    if (section) return { section, page: page.slug };
  }
  return null;
}

// ---- Pages ----

/** Page names the editor offers first (any other name works too). */
export const SUGGESTED_PAGES = ["About", "Services", "Menu", "Contact"] as const;

/** A page address from its name: "About us" → "about-us". */
export function slugForPage(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
}

/**
 * The document with a new page (its refusals are message keys of the `editor` namespace): its name in the navigation, its address, SEO from the site's, and one
 * section to start from (a call to action back to the contact, which the owner replaces or keeps).
 * Refused (with a reason) for a reserved or taken address or an eleventh page.
 */
export function addPage(document: SiteDocument, title: string): { ok: true; document: SiteDocument; slug: string } | { ok: false; error: string } {
  const name = title.trim().slice(0, 40);
  if (!name) return { ok: false, error: "editor.page.error.noName" };
  if (document.pages.length >= MAX_PAGES - 1) return { ok: false, error: PAGE_MESSAGES.tooMany };
  // The address schema's own rule (pageSlugProblem, which pageSlugSchema applies), without the schema's zod.
  const slug = slugForPage(name);
  const problem = pageSlugProblem(slug);
  if (problem) return { ok: false, error: problem };
  if (document.pages.some((page) => page.slug === slug)) return { ok: false, error: "editor.page.error.exists" };
  const page: SitePageData = {
    slug,
    title: name,
    seo: { title: `${name} · ${document.name}`.slice(0, 70), description: document.seo.description },
    sections: [],
  };
  const withPage = { ...document, pages: [...document.pages, page] };
  const starter = newSection(withPage, "cta");
  const contactId = document.sections.find((section) => section.type === "contact")?.id;
  if (starter && starter.type === "cta") page.sections.push({ ...starter, heading: `${name}`, button: { label: libraryText(document).t("library.getInTouch"), href: contactId ? `#${contactId}` : "#" } });
  return { ok: true, document: withPage, slug };
}

export function removePage(document: SiteDocument, slug: string): SiteDocument {
  return { ...document, pages: document.pages.filter((page) => page.slug !== slug) };
}

export function movePage(document: SiteDocument, slug: string, delta: -1 | 1): SiteDocument | null {
  const pages = [...document.pages];
  const at = pages.findIndex((page) => page.slug === slug);
  const to = at + delta;
  if (at < 0 || to < 0 || to >= pages.length) return null;
  [pages[at], pages[to]] = [pages[to]!, pages[at]!];
  return { ...document, pages };
}

/** The document with a page's name or SEO changed (the address stays: links to it keep working). */
export function updatePage(document: SiteDocument, slug: string, change: Partial<Pick<SitePageData, "title" | "seo">>): SiteDocument {
  return { ...document, pages: document.pages.map((page) => (page.slug === slug ? { ...page, ...change } : page)) };
}

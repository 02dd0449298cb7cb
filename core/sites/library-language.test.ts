import { describe, expect, it } from "vitest";
import storedV1 from "./fixtures/site-document-v1.json";
import { siteMessageFiles } from "./i18n/site-messages";
import ptBR from "./i18n/messages/pt-BR.json" with { type: "json" };
import { SITE_LANGUAGES, type SiteLanguage } from "./languages";
import { publishableDocument } from "./publishable";
import type { SiteDocument, SiteSection } from "./site-document";
import { storedSiteDocumentSchema } from "./site-document-upgrade";
import { addPage, addSection, newSection, pageSections, SECTION_LIBRARY, sectionLists } from "./structure";

/**
 * A section added from the library, a new page's first section and the published hero's fallback button start in
 * the site's language (docs/decisions/0891-library-words-in-the-sites-language.md): for every library type × the
 * eight languages, no word of what the owner did not write is an English word that the language's own words lack.
 */

const english = storedSiteDocumentSchema.parse(storedV1);
const siteIn = (language: SiteLanguage, country?: string): SiteDocument => ({ ...english, language, ...(country ? { region: { country, subdivision: null } } : {}) });

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
const valuesOf = (file: unknown) => Object.values(file as Record<string, string>).flatMap(words);

// English's words: its message file and the words the library started with before it spoke the site's language.
const OLD_DEFAULTS = ["Menu", "Meet the team", "Plans", "Ready when you are", "Get in touch", "Where we work", "Follow us", "Book online", "Book now", "New page"];
// …and what a new list item started with: "+ Add plan" put "New plan" on a site in any language.
const OLD_LIST_ITEMS = ["New service", "New paragraph.", "New question?", "The answer.", "New group", "New item", "Name", "New plan", "What it includes", "New place"];
const files = siteMessageFiles();
const englishWords = new Set([...valuesOf(files.en), ...[...OLD_DEFAULTS, ...OLD_LIST_ITEMS].flatMap(words)]);
/** A language's own words: its message file (and Brazil's overlay for Portuguese). */
const ownWords = (language: SiteLanguage) => new Set([...valuesOf(files[language]), ...(language === "pt" ? valuesOf(ptBR) : [])]);

/** Every visible text of a section (not its ids, addresses or the owner's contact facts). */
function textsOf(section: SiteSection): string[] {
  const skip = new Set(["id", "writer", "type", "href", "url", "mapQuery", "email", "phone", "hold"]);
  const found: string[] = [];
  const walk = (value: unknown, key = ""): void => {
    if (skip.has(key)) return;
    if (typeof value === "string") found.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value && typeof value === "object") for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  walk(section);
  return found.filter((text) => text.trim() !== "");
}

const englishIn = (language: SiteLanguage, texts: string[]) => {
  const own = ownWords(language);
  return texts.flatMap(words).filter((word) => englishWords.has(word) && !own.has(word));
};

describe("the library's words are the site's language", () => {
  for (const language of SITE_LANGUAGES.filter((code) => code !== "en")) {
    it(`every section type added to a site in ${language} starts with no English`, () => {
      const site = siteIn(language);
      for (const { type } of SECTION_LIBRARY) {
        const section = newSection(site, type);
        expect(section, type).not.toBeNull();
        const texts = textsOf(section!);
        expect(texts.length, `${type} starts with a heading`).toBeGreaterThan(0);
        expect(englishIn(language, texts), `${type} in ${language}: ${texts.join(" | ")}`).toEqual([]);
        // Added to the page, it is the owner's section on a valid document.
        const added = addSection(site, null, type);
        expect(added && pageSections(added, null).some((candidate) => candidate.type === type)).toBe(true);
      }
    });

    it(`every list item added to a section of a site in ${language} starts in ${language}`, () => {
      // No services among the facts, so the services section's list is edited in the section itself.
      const site = { ...siteIn(language), facts: { ...siteIn(language).facts, services: [] } };
      const checked: string[] = [];
      // The site's own sections (services, about…) and every type the library adds.
      // Questions are neither in the fixture nor in the library: a questions section stands in (its lists depend on its type).
      const questions = { id: "faq-1", type: "faq", heading: "x", items: [] } as unknown as SiteSection;
      for (const section of [...site.sections, questions, ...SECTION_LIBRARY.map(({ type }) => newSection(site, type)!)]) {
        const { type } = section;
        // A menu's or a pricing section's inner lists exist once it has a group or a plan: read those of the section with one added.
        const withInner = type === "menu" ? { ...section, groups: [{ name: "x", items: [] }] } : type === "pricing" ? { ...section, plans: [{ name: "x", price: "", period: "", features: [] }] } : section;
        for (const list of sectionLists(withInner as SiteSection, site)) {
          if (list.blank === null) continue;
          const texts = typeof list.blank === "string" ? [list.blank] : textsOf(list.blank as SiteSection);
          checked.push(`${type}:${list.path.join(".")}`);
          expect(englishIn(language, texts), `${type} ${list.path.join(".")} in ${language}: ${texts.join(" | ")}`).toEqual([]);
        }
      }
      // Every list that adds an item with words was read: services, paragraphs, questions, groups, items, people, plans, features, places.
      expect(checked.length).toBeGreaterThanOrEqual(9);
    });

    it(`a new page of a site in ${language} starts with its button in ${language}`, () => {
      const result = addPage(siteIn(language), "Galeria");
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const page = result.document.pages.at(-1)!;
      const texts = page.sections.flatMap(textsOf).filter((text) => text !== "Galeria");
      expect(englishIn(language, texts), texts.join(" | ")).toEqual([]);
    });

    it(`the published hero's fallback button speaks ${language}`, () => {
      const site = siteIn(language);
      // The hero's button points at a section that is not published (hidden), so publishing replaces it.
      const target = site.sections.find((section) => section.type === "services" || section.type === "about")!;
      const sections = site.sections.map((section): SiteSection => {
        if (section.id === target.id) return { ...section, hidden: true };
        if (section.type === "hero") return { ...section, primaryCta: { label: "x", href: `#${target.id}` } };
        return section;
      });
      const hero = publishableDocument({ ...site, sections }).sections.find((section) => section.type === "hero");
      expect(hero?.type).toBe("hero");
      if (hero?.type !== "hero") return;
      expect(hero.primaryCta.label).not.toBe("x");
      expect(englishIn(language, [hero.primaryCta.label])).toEqual([]);
    });
  }

  it("English stays English, and a Brazilian site gets Brazil's words", () => {
    expect(newSection(siteIn("en"), "team")).toMatchObject({ heading: "Meet the team" });
    expect(newSection(siteIn("pt", "BR"), "contact")).toMatchObject({ heading: "Fale conosco" });
    expect(newSection(siteIn("pt", "PT"), "contact")).toMatchObject({ heading: "Fale connosco" });
  });
});

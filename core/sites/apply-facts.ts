import type { OwnerFacts } from "./facts";
import type { SiteDocument, SiteSection } from "./site-document";
import { siteLanguageOf } from "./languages";
import { navLabel } from "./i18n/nav-labels";

/**
 * The owner's facts put into the sections that show them (docs/decisions/0500-owner-facts-and-nothing-invented.md):
 * the contact's phone and email, the reviews, the opening hours and the address, the services with
 * their prices, the numbers as the about section's highlights. What the owner has not given leaves the
 * section as an invitation ("needs-facts"); parts waiting for the owner's confirmation stay so until
 * confirmed or replaced by the owner's own. Runs in the editor (live) and on the server (every save).
 */

type Of<T extends SiteSection["type"]> = Extract<SiteSection, { type: T }>;

// eslint-disable-next-line ui-text/sentences -- a site's own English headings (the site's words, not May's); other languages' come from content/site-copy
const DEFAULT_HEADINGS = { testimonials: "What customers say", "hours-location": "Opening hours & location" } as const;

/** A new section's heading in the site's language: English's own, else the section's navigation word (docs/decisions/0520-built-in-copy-in-every-site-language.md). */
function defaultHeading(type: keyof typeof DEFAULT_HEADINGS, document: SiteDocument): string {
  const language = siteLanguageOf(document);
  return language === "en" ? DEFAULT_HEADINGS[type] : (navLabel(type, language) ?? DEFAULT_HEADINGS[type]);
}

function withoutHold<T extends SiteSection>(section: T): T {
  const { hold: _hold, ...rest } = section;
  return rest as T;
}

function testimonials(section: Of<"testimonials">, facts: OwnerFacts): Of<"testimonials"> {
  if (facts.reviews.length > 0) {
    return { ...withoutHold(section), items: facts.reviews.map((review) => ({ quote: review.quote, name: review.name, detail: review.source })) };
  }
  if (section.hold === "needs-confirmation") return section;
  return { ...section, items: [], hold: "needs-facts" };
}

function hoursLocation(section: Of<"hours-location">, facts: OwnerFacts): Of<"hours-location"> {
  const place = { address: facts.address, area: facts.serviceArea || section.area };
  if (facts.hours.length > 0) return { ...withoutHold(section), ...place, hours: facts.hours.map((row) => ({ ...row })) };
  if (section.hold === "needs-confirmation") return { ...section, ...place };
  // Without hours, the place the owner gave is still worth showing; with neither, the section invites.
  if (facts.address || facts.serviceArea) return { ...withoutHold(section), ...place, hours: [] };
  return { ...section, ...place, hours: [], hold: "needs-facts" };
}

function services(section: Of<"services">, facts: OwnerFacts): Of<"services"> {
  if (facts.services.length === 0) return section;
  const written = new Map(section.items.map((item) => [item.title.toLowerCase(), item.description]));
  return {
    ...withoutHold(section),
    items: facts.services.map((service) => ({ title: service.name, description: service.description || written.get(service.name.toLowerCase()) || "", price: service.price })),
  };
}

function about(section: Of<"about">, facts: OwnerFacts): Of<"about"> {
  if (facts.numbers.length === 0) return section;
  return { ...section, highlights: facts.numbers.map((number) => ({ value: number.value, label: number.label })) };
}

function contact(section: Of<"contact">, facts: OwnerFacts): Of<"contact"> {
  return { ...section, phone: facts.phone, email: facts.email };
}

function uniqueId(document: SiteDocument, wanted: string): string {
  const ids = new Set(document.sections.map((section) => section.id));
  let id = wanted;
  for (let n = 2; ids.has(id); n++) id = `${wanted}-${n}`;
  return id;
}

/** The document with the facts stored and shown; sections for reviews and hours are added when the owner gives them and the site has none. */
export function applyFacts(document: SiteDocument, facts: OwnerFacts): SiteDocument {
  let sections = document.sections.map((section): SiteSection => {
    switch (section.type) {
      case "testimonials":
        return testimonials(section, facts);
      case "hours-location":
        return hoursLocation(section, facts);
      case "services":
        return services(section, facts);
      case "about":
        return about(section, facts);
      case "contact":
        return contact(section, facts);
      default:
        return section;
    }
  });
  const beforeContact = (section: SiteSection) => {
    const at = sections.findIndex((existing) => existing.type === "contact" || existing.type === "footer");
    sections = at < 0 ? [...sections, section] : [...sections.slice(0, at), section, ...sections.slice(at)];
  };
  if (facts.reviews.length > 0 && !sections.some((section) => section.type === "testimonials") && sections.length < 14) {
    beforeContact(testimonials({ id: uniqueId(document, "reviews"), writer: "person", type: "testimonials", heading: defaultHeading("testimonials", document), items: [] }, facts));
  }
  if ((facts.hours.length > 0 || facts.address || facts.serviceArea) && !sections.some((section) => section.type === "hours-location") && sections.length < 14) {
    beforeContact(hoursLocation({ id: uniqueId(document, "visit"), writer: "person", type: "hours-location", heading: defaultHeading("hours-location", document), address: "", area: document.location, hours: [], note: "" }, facts));
  }
  return { ...document, facts, sections };
}

/**
 * The section with its "needs your confirmation" mark cleared: the owner stands behind it now, so its
 * reviews, hours or prices become the owner's facts (and are edited as facts from then on).
 */
export function confirmSection(document: SiteDocument, sectionId: string): SiteDocument {
  const section = document.sections.find((candidate) => candidate.id === sectionId);
  if (!section || section.hold !== "needs-confirmation") return document;
  const facts = { ...document.facts };
  if (section.type === "testimonials") facts.reviews = section.items.map((item) => ({ quote: item.quote, name: item.name, source: item.detail }));
  if (section.type === "hours-location") facts.hours = section.hours.map((row) => ({ ...row }));
  if (section.type === "services") facts.services = section.items.map((item) => ({ name: item.title, description: item.description, price: item.price }));
  const sections = document.sections.map((candidate) => (candidate.id === sectionId ? { ...withoutHold(candidate), writer: "person" as const } : candidate));
  return applyFacts({ ...document, sections }, facts);
}

import { siteText } from "./i18n/site-text";
import { siteLanguageOf } from "./languages";
import type { SiteDocument, SiteSection } from "./site-document";

/**
 * What of a site document goes on the published page (docs/decisions/0500-owner-facts-and-nothing-invented.md).
 * A section held back ("needs-facts": an invitation; "needs-confirmation": reviews or hours May wrote
 * before owners gave facts) stays in the editor only; a services section waiting for confirmation is
 * published without its prices (the prices are what May invented). A section left with nothing to show
 * (no reviews, no services, no hours and no place) is left out too, and links to what was left out
 * point at the contact section instead, or go. A section the owner hid (`hidden`) stays in the editor only.
 * The sections made of facts the owner adds on the page (menu, team, plans, service area, social
 * links, a booking link) start empty: they are invitations in the editor until they have something.
 */

/** The editor's invitation for a section made of facts that the owner has not filled in yet (a message key of the `editor` words). */
const INVITATIONS: Partial<Record<SiteSection["type"], string>> = {
  menu: "editor.hold.invite.menu",
  team: "editor.hold.invite.team",
  pricing: "editor.hold.invite.pricing",
  "service-area": "editor.hold.invite.serviceArea",
  social: "editor.hold.invite.social",
  booking: "editor.hold.invite.booking",
  gallery: "editor.hold.invite.gallery",
};

/** A note of the editor's about a section, as message keys (`what` fills the confirmation's words): shown in the reader's language. */
export interface HoldNote {
  title: string;
  body: string;
  values?: Record<string, string>;
}

/** The editor's invitation or warning for a held section. */
export function holdMessage(section: SiteSection): HoldNote | null {
  const invitation = INVITATIONS[section.type];
  if (!section.hold && invitation && !hasContent(section)) return { title: invitation, body: "editor.hold.invite.body" };
  if (!section.hold) return null;
  if (section.hold === "needs-confirmation") {
    const what = section.type === "testimonials" ? "reviews" : section.type === "services" ? "prices" : section.type === "hours-location" ? "hours" : "section";
    return { title: "editor.hold.confirm.title", body: "editor.hold.confirm.body", values: { what } };
  }
  const ask = section.type === "testimonials" ? "editor.hold.ask.reviews" : section.type === "hours-location" ? "editor.hold.ask.hours" : section.type === "services" ? "editor.hold.ask.services" : "editor.hold.ask.details";
  return { title: ask, body: "editor.hold.ask.body" };
}

export function hasContent(section: SiteSection): boolean {
  switch (section.type) {
    case "services":
    case "testimonials":
    case "faq":
      return section.items.length > 0;
    case "hours-location":
      return section.hours.length > 0 || section.address !== "" || section.area !== "";
    case "menu":
      return section.groups.some((group) => group.items.length > 0);
    case "team":
      return section.members.length > 0;
    case "pricing":
      return section.plans.length > 0;
    case "service-area":
      return section.areas.length > 0 || section.mapQuery !== "";
    case "social":
      return section.links.length > 0;
    case "booking":
      return section.url !== "";
    case "gallery":
      // Only the owner's photos are shown; our illustrations are no pictures of the business (docs/decisions/0890-a-designed-look-without-photos.md).
      return section.images.some((image) => typeof image.media === "string" && image.media !== "");
    default:
      return true;
  }
}

/** The sections a visitor sees: hidden, held and empty ones removed, unconfirmed prices dropped. */
export function publishedSections(sections: readonly SiteSection[]): SiteSection[] {
  return sections.flatMap((section): SiteSection[] => {
    if (section.hidden) return [];
    if (section.hold === "needs-confirmation" && section.type === "services") {
      const { hold: _hold, ...rest } = section;
      const shown = { ...rest, items: section.items.map((item) => ({ ...item, price: "" })) };
      return hasContent(shown) ? [shown] : [];
    }
    if (section.hold) return [];
    return hasContent(section) ? [section] : [];
  });
}

/** The document as it is published: only the published sections of each page, and no link to a section that is not there. */
export function publishableDocument(document: SiteDocument): SiteDocument {
  // The fallback button's label is the template's, in the site's language (docs/decisions/0891-library-words-in-the-sites-language.md).
  const getInTouch = siteText(siteLanguageOf(document), document.region?.country).t("library.getInTouch");
  const home = publishablePage(document.sections, getInTouch);
  return {
    ...document,
    sections: home,
    // A page's link to a section of the home page (its "#contact") stays: the page renderer points it at the home page (core/sites/pages.ts).
    pages: (document.pages ?? []).map((page) => ({ ...page, sections: publishablePage(page.sections, getInTouch, home) })),
  };
}

function publishablePage(all: readonly SiteSection[], getInTouch: string, home: readonly SiteSection[] = []): SiteSection[] {
  const sections = publishedSections(all);
  const ids = new Set([...sections, ...home].map((section) => section.id));
  const contact = [...sections, ...home].find((section) => section.type === "contact");
  const fallback = contact ? `#${contact.id}` : null;
  const retarget = (href: string): string | null => (href.startsWith("#") && href.length > 1 && !ids.has(href.slice(1)) ? fallback : href);
  return sections.map((section): SiteSection => {
    if (section.type === "hero") {
      // A button to what is not published would promise it ("Opening hours"): it goes, or becomes "Get in touch" in the site's language.
      const moved = retarget(section.primaryCta.href) !== section.primaryCta.href;
      const primary = moved ? { label: getInTouch, href: fallback ?? "#" } : section.primaryCta;
      const keepSecondary = section.secondaryCta && retarget(section.secondaryCta.href) === section.secondaryCta.href && section.secondaryCta.href !== primary.href;
      const { secondaryCta: _secondary, ...rest } = section;
      return { ...rest, primaryCta: primary, ...(keepSecondary && section.secondaryCta ? { secondaryCta: section.secondaryCta } : {}) };
    }
    if (section.type === "cta" && retarget(section.button.href) !== section.button.href) return { ...section, button: { ...section.button, href: fallback ?? "#" } };
    if (section.type === "footer") return { ...section, links: section.links.filter((link) => retarget(link.href) === link.href) };
    return section;
  });
}

import type { SiteSection, SiteSectionType } from "../site-document";
import type { SiteLanguage } from "../languages";
import ar from "./messages/ar.json";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import it from "./messages/it.json";
import ja from "./messages/ja.json";
import pt from "./messages/pt.json";
import ptBR from "./messages/pt-BR.json";
import { siteLocale } from "./locale";

/** Each section's name in the page's navigation, as a key of the template's words. */
export const NAV_KEYS = {
  services: "nav.services",
  about: "nav.about",
  gallery: "nav.gallery",
  testimonials: "nav.reviews",
  "hours-location": "nav.visit",
  faq: "nav.faq",
  contact: "nav.contact",
  menu: "nav.menu",
  team: "nav.team",
  pricing: "nav.plans",
  "service-area": "nav.area",
  booking: "nav.book",
} as const satisfies Partial<Record<SiteSectionType, keyof typeof en>>;

// Plain words without arguments: read from the files directly, so the editor needs no formatter for them.
const FILES: Record<SiteLanguage, typeof en> = { en, es, fr, de, pt, it, ja, ar };

/** A country's own words over its language's (site-messages.ts keeps the same overlays and checks them). */
const OVERLAYS: Record<string, Partial<typeof en>> = { "pt-BR": ptBR };

/** A section's navigation word in a language (and the business's country: "Contato" in Brazil), or null for sections that are not linked (hero, footer). */
export function navLabel(type: SiteSectionType, language: SiteLanguage, country?: string | null): string | null {
  const key = (NAV_KEYS as Partial<Record<SiteSectionType, keyof typeof en>>)[type];
  return key ? (OVERLAYS[siteLocale(language, country)]?.[key] ?? FILES[language][key]) : null;
}

/**
 * The footer's links named in a new language, unless the owner wrote them: the link to each section
 * gets that section's navigation word (docs/decisions/0831-template-words-as-icu-message-files.md).
 */
export function relabelFooterLinks<T extends { sections: SiteSection[] }>(document: T, language: SiteLanguage): T {
  const typeById = new Map(document.sections.map((section) => [section.id, section.type]));
  return {
    ...document,
    sections: document.sections.map((section) => {
      if (section.type !== "footer" || section.writer === "person") return section;
      const links = section.links.map((link) => {
        const type = link.href.startsWith("#") ? typeById.get(link.href.slice(1)) : undefined;
        const label = type ? navLabel(type, language) : null;
        return label ? { ...link, label } : link;
      });
      return { ...section, links };
    }),
  };
}

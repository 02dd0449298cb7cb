import type { SiteSectionType } from "@core/sites/site-document";

/** What the owner calls each section type in the editor. */
export const SECTION_TITLES: Record<SiteSectionType, string> = {
  hero: "Header",
  services: "Services",
  about: "About",
  gallery: "Gallery",
  testimonials: "Reviews",
  "hours-location": "Hours and location",
  faq: "Questions",
  contact: "Contact",
  footer: "Footer",
  menu: "Menu",
  team: "Team",
  pricing: "Pricing plans",
  cta: "Call to action",
  "service-area": "Service area",
  social: "Social links",
  booking: "Booking",
};

const LONG_KEYS = new Set(["subheadline", "intro", "description", "answer", "quote", "note", "tagline", "text", "bio", "paragraphs"]);

/** Whether a text at this path reads as a paragraph (Enter does not end the edit). */
export function isLongText(path: readonly (string | number)[]): boolean {
  return path.some((step) => typeof step === "string" && LONG_KEYS.has(step));
}

/** A readable name for a text of a section: "Header · Headline", "Questions · Items 2 · Answer". */
export function textLabel(type: SiteSectionType, path: readonly (string | number)[]): string {
  const words = path.map((step) => (typeof step === "number" ? String(step + 1) : step.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/-/g, " ")));
  const readable = words.join(" ").replace(/^./, (first) => first.toUpperCase());
  return `${SECTION_TITLES[type]} · ${readable}`;
}

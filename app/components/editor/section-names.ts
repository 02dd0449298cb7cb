import type { AppMessageKeyOf } from "@core/i18n/keys";
import type { SiteSectionType } from "@core/sites/site-document";

type EditorKey = AppMessageKeyOf<"editor">;

/** What the owner calls each section type in the editor, as message keys of the `editor` namespace. */
const SECTION_TITLE_KEYS: Record<SiteSectionType, EditorKey> = {
  hero: "editor.sectionName.hero",
  services: "editor.sectionName.services",
  about: "editor.sectionName.about",
  gallery: "editor.sectionName.gallery",
  testimonials: "editor.sectionName.testimonials",
  "hours-location": "editor.sectionName.hoursLocation",
  faq: "editor.sectionName.faq",
  contact: "editor.sectionName.contact",
  footer: "editor.sectionName.footer",
  menu: "editor.sectionName.menu",
  team: "editor.sectionName.team",
  pricing: "editor.sectionName.pricing",
  cta: "editor.sectionName.cta",
  "service-area": "editor.sectionName.serviceArea",
  social: "editor.sectionName.social",
  booking: "editor.sectionName.booking",
};

/** The message key of a section type's name in the editor. */
export function sectionTitleKey(type: SiteSectionType): EditorKey {
  return SECTION_TITLE_KEYS[type];
}

/** The names of the texts' fields the canvas edits, as message keys (a field not named here reads as its own name). */
const FIELD_KEYS: Readonly<Record<string, EditorKey>> = {
  answer: "editor.field.answer",
  areas: "editor.field.areas",
  bio: "editor.field.bio",
  button: "editor.field.button",
  caption: "editor.field.caption",
  description: "editor.field.description",
  eyebrow: "editor.field.eyebrow",
  alt: "editor.field.alt",
  features: "editor.field.features",
  groups: "editor.field.groups",
  heading: "editor.field.heading",
  headline: "editor.field.headline",
  images: "editor.field.images",
  intro: "editor.field.intro",
  items: "editor.field.items",
  label: "editor.field.label",
  links: "editor.field.links",
  members: "editor.field.members",
  name: "editor.field.name",
  note: "editor.field.note",
  paragraphs: "editor.field.paragraphs",
  period: "editor.field.period",
  plans: "editor.field.plans",
  price: "editor.field.price",
  primaryCta: "editor.field.primaryCta",
  question: "editor.field.question",
  role: "editor.field.role",
  secondaryCta: "editor.field.secondaryCta",
  subheadline: "editor.field.subheadline",
  tagline: "editor.field.tagline",
  text: "editor.field.text",
  title: "editor.field.title",
};

const LONG_KEYS = new Set(["subheadline", "intro", "description", "answer", "quote", "note", "tagline", "text", "bio", "paragraphs"]);

/** Whether a text at this path reads as a paragraph (Enter does not end the edit). */
export function isLongText(path: readonly (string | number)[]): boolean {
  return path.some((step) => typeof step === "string" && LONG_KEYS.has(step));
}

/** A readable name for a text of a section in the reader's language: "Header · Headline", "Questions · Items 2 · Answer". */
export function textLabel(t: (key: EditorKey, values?: Record<string, string>) => string, type: SiteSectionType, path: readonly (string | number)[]): string {
  const words = path.map((step) => (typeof step === "number" ? String(step + 1) : FIELD_KEYS[step] ? t(FIELD_KEYS[step]) : step.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/-/g, " ").toLowerCase())).join(" ");
  return `${t(SECTION_TITLE_KEYS[type])} · ${words.charAt(0).toLocaleUpperCase()}${words.slice(1)}`;
}

/** A text field's name in the section panel, in the reader's language: each key's word, a list's place after it ("Groups 1 · Items 1 · Price"). */
export function fieldLabel(t: (key: EditorKey, values?: Record<string, string>) => string, path: readonly (string | number)[]): string {
  const parts: string[] = [];
  for (const step of path) {
    if (typeof step === "number") {
      if (parts.length > 0) parts[parts.length - 1] += ` ${step + 1}`;
      else parts.push(String(step + 1));
      continue;
    }
    const key = FIELD_KEYS[step];
    const word = key ? t(key) : step.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/-/g, " ").toLowerCase();
    parts.push(word.charAt(0).toLocaleUpperCase() + word.slice(1));
  }
  return parts.join(" · ");
}

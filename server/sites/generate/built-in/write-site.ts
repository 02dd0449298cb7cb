import { BUSINESS_FAMILIES, businessKindByCode, type BusinessFamily } from "@core/chat/business-kinds";
import { classifyBusiness } from "@core/chat/classify-business";
import { SITE_DOCUMENT_VERSION, type SiteDocument, type SiteImage, type SiteSection, type SiteSectionType, type SiteTheme } from "@core/sites/site-document";
import { isSiteTemplate, templateTheme, type SiteTemplate } from "@core/sites/themes";
import { MOTIF_DESCRIPTIONS, isMotif } from "../../images/motifs";
import { fnv1a } from "@core/hash";
import { article, fit, Picker, tidy, type CopyContext, type Phrase } from "./context";
import { currencyFor, localPrice } from "./currency";
import { FAMILY_COPY, type FamilyCopy } from "./families";
import { GENERIC_KIND, KIND_COPY, type KindCopy } from "./kind-copy";
import { FIRST_NAMES, INITIALS } from "./people";
import type { SiteBrief } from "../generate-site";

/** The facts the built-in writer works from: the generator's brief, less the free-form notes only a model reads. */
export type BuiltInBrief = Omit<SiteBrief, "notes">;

/** A brief resolved against the business list: the kind's and family's copy, and the phrase context. */
export interface ResolvedBrief {
  brief: BuiltInBrief;
  kindCode: string;
  family: BusinessFamily;
  template: SiteTemplate;
  copy: FamilyCopy;
  kind: KindCopy;
  plan: readonly SiteSectionType[];
  context: CopyContext;
}

/** Image sizes (4:3, like the illustrations' view box). */
export const IMAGE_SIZES = { hero: [960, 720], about: [640, 480], gallery: [480, 360] } as const;

/** The hero's and footer's targets, per section type present. */
const SECTION_IDS: Record<SiteSectionType, string> = {
  hero: "top",
  services: "services",
  about: "about",
  gallery: "gallery",
  testimonials: "reviews",
  "hours-location": "visit",
  faq: "faq",
  contact: "contact",
  footer: "footer",
};

export function sectionId(type: SiteSectionType): string {
  return SECTION_IDS[type];
}

function isFamily(value: string): value is BusinessFamily {
  return (BUSINESS_FAMILIES as readonly string[]).includes(value);
}

/**
 * The kind and family to write for: the brief's kind when it is on the list, else what the classifier
 * reads from the person's answer, else the brief's family (or professional services) with plain words.
 */
export function resolveBrief(brief: BuiltInBrief): ResolvedBrief {
  const entry = businessKindByCode(brief.kind) ?? (() => {
    const classified = classifyBusiness(brief.business);
    return classified ? businessKindByCode(classified.kind) : null;
  })();
  const family: BusinessFamily = entry?.family ?? (isFamily(brief.family) ? brief.family : "PROFESSIONAL");
  const kind = (entry && KIND_COPY[entry.kind]) || GENERIC_KIND;
  const copy: FamilyCopy = { ...FAMILY_COPY[family], ...kind.copy };
  const name = fit(brief.name, 80) || entry?.name || "My website";
  const location = fit(brief.location, 120);
  const noun = kind.noun ?? (entry ? entry.name.toLowerCase().replace("&", "and") : "business");
  const kindName = entry?.name ?? "Local business";
  return {
    brief,
    kindCode: entry?.kind ?? (brief.kind || "GENERAL"),
    family,
    template: isSiteTemplate(brief.template) ? brief.template : "warm-editorial",
    copy,
    kind,
    plan: kind.plan ?? copy.plan,
    context: {
      name,
      noun,
      aNoun: `${article(noun)} ${noun}`,
      kindName,
      location,
      inLoc: location ? ` in ${location}` : "",
      place: location || "the neighbourhood",
      specialty: kind.specialty,
      currency: currencyFor(location),
    },
  };
}

/** A seeded picker for one part of the site, so regenerating one section leaves the others as they were. */
function pickerFor(resolved: ResolvedBrief, part: string, salt = 0): Picker {
  return new Picker(fnv1a(`${resolved.kindCode}:${part}:${salt}`, resolved.brief.seed >>> 0));
}

const say = (phrase: Phrase, c: CopyContext) => tidy(phrase(c));

interface Item {
  title: string;
  description: string;
  price: string;
}

function items(resolved: ResolvedBrief): Item[] {
  return resolved.kind.items.map((line) => {
    const [title = "", description = "", price = ""] = line.split("|");
    const shown = price === "quote" ? "Free quote" : localPrice(price, resolved.context.currency);
    return { title, description, price: shown };
  });
}

function motifs(resolved: ResolvedBrief): string[] {
  const own = (resolved.kind.motifs ?? []).filter(isMotif);
  const fallback = resolved.copy.motifs.filter(isMotif);
  const all = [...own, ...fallback.filter((motif) => !own.includes(motif))];
  return all.length > 0 ? all : ["star"];
}

function image(motif: string, variant: number, size: readonly [number, number], alt: string): SiteImage {
  return { key: `${motif}-${variant}`, alt: fit(alt, 160), width: size[0], height: size[1] };
}

function motifAlt(motif: string, subject: string): string {
  return `Illustration of ${MOTIF_DESCRIPTIONS[motif] ?? "a decorative shape"}${subject ? ` for ${subject}` : ""}`;
}

function target(resolved: ResolvedBrief, wanted: readonly SiteSectionType[]): string {
  const found = wanted.find((type) => resolved.plan.includes(type));
  return `#${sectionId(found ?? "contact")}`;
}

/** What the navigation calls a section. */
export function sectionLabel(type: SiteSectionType, copy: FamilyCopy): string {
  switch (type) {
    case "services":
      return copy.servicesNav;
    case "about":
      return "About";
    case "gallery":
      return "Gallery";
    case "testimonials":
      return "Reviews";
    case "hours-location":
      return "Visit";
    case "faq":
      return "FAQ";
    case "contact":
      return "Contact";
    default:
      return "Home";
  }
}

/** One section as the built-in writer writes it; `salt` gives a different version of the same section. */
export function writeBuiltInSection(resolved: ResolvedBrief, type: SiteSectionType, salt = 0): SiteSection {
  const { copy, context: c } = resolved;
  const pick = pickerFor(resolved, type, salt);
  const id = sectionId(type);
  const base = { id, writer: "built-in" as const };
  const primaryFirst = resolved.family === "FOOD_DRINK" || resolved.family === "RETAIL";
  switch (type) {
    case "hero": {
      // The kind's own headline is twice as likely as each family one, unless the kind rewrites the family's.
      const family = copy.headlines.map((phrase) => say(phrase, c));
      const headlines = resolved.kind.copy?.headlines ? family : [resolved.kind.hero, resolved.kind.hero, ...family];
      const [motif = "star"] = motifs(resolved);
      return {
        ...base,
        type,
        eyebrow: fit(say(pick.one(copy.eyebrows), c), 80),
        headline: fit(pick.one(headlines), 120),
        subheadline: fit(say(pick.one(copy.subheadlines), c), 300),
        primaryCta: { label: pick.one(copy.primaryCtas), href: primaryFirst ? target(resolved, ["services", "contact"]) : target(resolved, ["contact"]) },
        secondaryCta: {
          label: pick.one(copy.secondaryCtas),
          href: primaryFirst ? target(resolved, ["hours-location", "contact"]) : target(resolved, resolved.family === "CREATIVE" || resolved.family === "PERSONAL" ? ["gallery", "services", "about"] : ["services", "about"]),
        },
        image: image(motif, 1 + pick.int(4), IMAGE_SIZES.hero, motifAlt(motif, c.name)),
      };
    }
    case "services": {
      const all = items(resolved);
      const count = Math.min(all.length, Math.max(3, all.length - pick.int(2)));
      return {
        ...base,
        type,
        heading: fit(pick.one(copy.servicesHeadings), 100),
        intro: fit(say(pick.one(copy.servicesIntros), c), 300),
        items: pick.some(all, count).map((item) => ({ title: fit(item.title, 80), description: fit(item.description, 280), price: fit(item.price, 40) })),
      };
    }
    case "about": {
      const [, second = "star"] = motifs(resolved);
      const highlights = pick.some(copy.highlights, Math.min(copy.highlights.length, resolved.family === "HOME_TRADES" || resolved.family === "PROFESSIONAL" ? 4 : 3));
      return {
        ...base,
        type,
        heading: fit(say(pick.one(copy.aboutHeadings), c), 100),
        paragraphs: [fit(say(pick.one(copy.aboutOpeners), c), 700), fit(say(pick.one(copy.aboutMiddles), c), 700)],
        highlights: highlights.map((highlight) => ({ value: fit(highlight.value, 20), label: fit(say(highlight.label, c), 60) })),
        image: image(second, 1 + pick.int(4), IMAGE_SIZES.about, motifAlt(second, c.name)),
      };
    }
    case "gallery": {
      const all = motifs(resolved);
      const captions = items(resolved).map((item) => item.title);
      const count = 6;
      const start = pick.int(4);
      return {
        ...base,
        type,
        heading: fit(pick.one(copy.galleryHeadings), 100),
        images: Array.from({ length: count }, (_, index) => {
          const motif = all[index % all.length]!;
          const caption = captions[index % Math.max(1, captions.length)] ?? "";
          return { ...image(motif, 1 + ((start + index) % 4), IMAGE_SIZES.gallery, motifAlt(motif, caption)), caption: fit(caption, 120) };
        }),
      };
    }
    case "testimonials": {
      const names = pick.shuffled(FIRST_NAMES, 3);
      const quotes = pick.shuffled(copy.quotes, Math.min(3, copy.quotes.length));
      return {
        ...base,
        type,
        heading: fit(pick.one(copy.testimonialsHeadings), 100),
        items: quotes.map((quote, index) => ({
          quote: fit(say(quote, c), 400),
          name: `${names[index]!} ${pick.one(INITIALS)}.`,
          detail: fit(pick.one(copy.quoteDetails), 80),
        })),
      };
    }
    case "hours-location": {
      const hours = copy.hours.length > 0 ? pick.one(copy.hours) : [];
      return {
        ...base,
        type,
        heading: fit(pick.one(copy.hoursHeadings), 100),
        address: "",
        area: fit(c.location, 120),
        hours: hours.map(([days, time]) => ({ days, time })),
        note: fit(say(pick.one(copy.hoursNotes), c), 200),
      };
    }
    case "faq": {
      const faq = pick.some(copy.faq, Math.min(4, copy.faq.length));
      return {
        ...base,
        type,
        heading: "Questions & answers",
        items: faq.map(([question, answer]) => ({ question: fit(say(question, c), 200), answer: fit(say(answer, c), 600) })),
      };
    }
    case "contact":
      return {
        ...base,
        type,
        heading: fit(pick.one(copy.contactHeadings), 100),
        intro: fit(say(pick.one(copy.contactIntros), c), 300),
        email: fit(resolved.brief.email ?? "", 120),
        phone: fit(resolved.brief.phone ?? "", 40),
        form: true,
      };
    case "footer":
      return {
        ...base,
        type,
        tagline: fit(say(pick.one(copy.taglines), c), 160),
        links: resolved.plan.filter((section) => section !== "hero" && section !== "footer").map((section) => ({ label: sectionLabel(section, copy), href: `#${sectionId(section)}` })),
      };
  }
}

/** The theme for a template, one of its palettes by seed. */
export function builtInTheme(resolved: ResolvedBrief): SiteTheme {
  return templateTheme(resolved.template, pickerFor(resolved, "theme").int(3));
}

/** The SEO title and description from the hero. */
export function seoFor(resolved: ResolvedBrief, hero: SiteSection | undefined): SiteDocument["seo"] {
  const c = resolved.context;
  const description = hero?.type === "hero" ? hero.subheadline : `${c.name}: ${c.specialty}${c.inLoc}.`;
  return { title: fit(`${c.name} · ${c.kindName}${c.inLoc}`, 70), description: fit(description, 160) };
}

/** Every section of the plan as the built-in writer writes it. */
export function writeBuiltInSections(resolved: ResolvedBrief): SiteSection[] {
  const sections = resolved.plan.map((type) => writeBuiltInSection(resolved, type));
  // The place is part of what makes the copy specific: when no phrase used it, the hero's eyebrow says it.
  const { location, kindName } = resolved.context;
  if (!location || JSON.stringify(sections).includes(JSON.stringify(location).slice(1, -1))) return sections;
  return sections.map((section) => (section.type === "hero" ? { ...section, eyebrow: fit(`${kindName} · ${location}`, 80) } : section));
}

/** A site document around its sections: the identity, template and theme always come from the brief. */
export function siteDocumentFor(resolved: ResolvedBrief, seo: SiteDocument["seo"], sections: SiteDocument["sections"]): SiteDocument {
  return {
    schemaVersion: SITE_DOCUMENT_VERSION,
    name: resolved.context.name,
    kind: resolved.kindCode.slice(0, 40),
    family: resolved.family,
    location: resolved.context.location,
    template: resolved.template,
    theme: builtInTheme(resolved),
    seo,
    sections,
  };
}

/** The whole site as the built-in writer writes it: deterministic per brief and seed, offline, instant. */
export function writeBuiltInSite(brief: BuiltInBrief): SiteDocument {
  const resolved = resolveBrief(brief);
  const sections = writeBuiltInSections(resolved);
  return siteDocumentFor(resolved, seoFor(resolved, sections[0]), sections);
}

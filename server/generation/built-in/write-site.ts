import { BUSINESS_FAMILIES, businessKindByCode, type BusinessFamily } from "@core/chat/business-kinds";
import { navLabel } from "@core/sites/i18n/nav-labels";
import { siteText } from "@core/sites/i18n/site-text";
import { classifyBusiness } from "@core/chat/classify-business";
import { ownerFactsSchema, type OwnerFacts } from "@core/sites/facts";
import { NO_FACTS } from "@core/sites/facts-constants";
import { cleanSection, honestyRules, sentenceProblem, type HonestyRules } from "@core/sites/honesty";
import { siteSectionSchema, type SiteDocument, type SiteSection, type SiteSectionType, type SiteTheme } from "@core/sites/site-document";
import { SITE_DOCUMENT_VERSION } from "@core/sites/site-document-constants";
import { siteTemplateOf, templateTheme, type SiteTemplate } from "@core/sites/themes";
import { fnv1a } from "@core/hash";
import { article } from "@core/text/article";
import { fit, pictureSlot, Picker, tidy, type CopyContext } from "./writing-context";
import { currencyFor } from "./currency";
import { inRegionWording, regionFor, type Region } from "./region";
import { otherLanguage, placeOf, planInLanguage, seoInLanguage, writeSectionInLanguage } from "./write-in-language";
import type { SiteRegion } from "@core/places/places-schema";
import type { SiteLanguage } from "@core/sites/languages";
import { FAMILY_COPY, GENERIC_KIND, KIND_COPY, renderPhrase, type Phrase } from "./trade-copy";
import type { FamilyCopy, KindCopy } from "./trade-copy-schema";
import type { SiteBrief } from "../site-brief";

/** The facts the built-in writer works from: the generator's brief (its notes only count as the owner's words for the rules). */
export type BuiltInBrief = SiteBrief;

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
  /** The owner's facts: the only facts the site states (docs/decisions/0500-owner-facts-and-nothing-invented.md). */
  facts: OwnerFacts;
  /** What the site may say, from the owner's words and facts (core/sites/honesty.ts). */
  rules: HonestyRules;
  /** Products or services the owner named in their own words ("melon pan", "water heaters"). */
  named: string[];
  /** Where the wording follows: American spelling for the US, British elsewhere. */
  region: Region;
  /** The business's country (and subdivision) from its location; null when unknown (docs/decisions/0520-built-in-copy-in-every-site-language.md). */
  place: SiteRegion | null;
}


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
  menu: "menu",
  team: "team",
  pricing: "plans",
  cta: "start",
  "service-area": "area",
  social: "follow",
  booking: "book",
};

export function sectionId(type: SiteSectionType): string {
  return SECTION_IDS[type];
}

function isFamily(value: string): value is BusinessFamily {
  return (BUSINESS_FAMILIES as readonly string[]).includes(value);
}

/**
 * The kind and family to write for: the brief's kind when it is on the list, else what the classifier
 * reads from the person's answer, else the brief's family (or professional services) with plain words. "OTHER" is
 * the owner's "none of these" (or a trade nobody could read): never classified again.
 */
export function resolveBrief(brief: BuiltInBrief): ResolvedBrief {
  const entry = businessKindByCode(brief.kind) ?? (brief.kind === "OTHER" ? null : (() => {
    const classified = classifyBusiness(brief.business);
    return classified ? businessKindByCode(classified.kind) : null;
  })());
  const family: BusinessFamily = entry?.family ?? (isFamily(brief.family) ? brief.family : "PROFESSIONAL");
  const kind = (entry && KIND_COPY[entry.kind]) || GENERIC_KIND;
  const copy: FamilyCopy = { ...FAMILY_COPY[family], ...kind.copy };
  const name = fit(brief.name, 80) || entry?.name || "My website";
  const location = fit(brief.location, 120);
  const noun = kind.noun ?? (entry ? entry.name.toLowerCase().replace("&", "and") : "business");
  const kindName = entry?.name ?? "Local business";
  const facts = factsOf(brief);
  const ownerText = [brief.name, brief.business, brief.location, brief.notes ?? ""].join("\n");
  // The site's own language's claim rules (docs/decisions/0530-honesty-rules-in-every-site-language.md); English for a brief without one.
  const rules = honestyRules({ facts, ownerText, language: brief.language ?? "en" });
  const own = ownDescription(brief.business);
  const named = namedThings(brief.business);
  // What the kind is known for, unless the owner's words say otherwise: the products they named, their own
  // description for a trade we do not know, never words the brief excludes (a vegan bakery's pastries are not buttery).
  const listed = named.length >= 2 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`.toLowerCase() : "";
  // One of the kind's ways of saying it, by seed; one that breaks the owner's rules falls back to their own words.
  const usual = typeof kind.specialty === "string" ? kind.specialty : new Picker(fnv1a(`${entry?.kind ?? "GENERIC"}:specialty`, brief.seed >>> 0)).one(kind.specialty);
  const specialty = listed || (!entry && own ? own : sentenceProblem(usual, rules) ? own || `${noun} done with care` : usual);
  // The brief's modifier is part of what the business is: "vegan bakery", "halal grill".
  const modifier = MODIFIER_WORDS.filter(([pattern, word]) => pattern.test(brief.business) && !noun.toLowerCase().includes(word)).map(([, word]) => word).join(" ");
  const shownNoun = modifier && !noun.toLowerCase().includes(modifier.toLowerCase()) ? `${modifier} ${noun}` : noun;
  const shownKind = modifier && !kindName.toLowerCase().includes(modifier.toLowerCase()) ? `${modifier.charAt(0).toUpperCase()}${modifier.slice(1)} ${kindName.toLowerCase()}` : kindName;
  const plan = withPlace(kind.plan ?? copy.plan, facts);
  const inEnglish = otherLanguage({ brief }) === null;
  return {
    brief,
    kindCode: entry?.kind ?? (brief.kind || "GENERAL"),
    family,
    template: siteTemplateOf(brief.template),
    copy,
    kind,
    // A site in another language has no FAQ: its questions and answers exist in English only (write-in-language.ts).
    plan: inEnglish ? plan : planInLanguage(plan),
    context: {
      name,
      noun: shownNoun,
      aNoun: `${article(shownNoun)} ${shownNoun}`,
      kindName: shownKind,
      location,
      inLoc: location ? ` in ${location}` : "",
      place: location || "the neighbourhood",
      specialty,
      currency: currencyFor(location),
    },
    facts,
    rules,
    named,
    // English wording by region; another language has its own words (write-in-language.ts).
    region: inEnglish ? regionFor(location) : "other",
    place: placeOf(location),
  };
}

/** The plan with a section put before the contact (or at the end). */
function beforeContact(plan: readonly SiteSectionType[], type: SiteSectionType): readonly SiteSectionType[] {
  const at = plan.indexOf("contact");
  return at < 0 ? [...plan, type] : [...plan.slice(0, at), type, ...plan.slice(at)];
}

/**
 * The plan, with a place for what the owner gave and the plan has none: the hours and the area, and the
 * reviews (a community group's or an unknown trade's plan has no reviews section, but their reviews are theirs to show).
 */
function withPlace(plan: readonly SiteSectionType[], facts: OwnerFacts): readonly SiteSectionType[] {
  let placed = plan;
  if (!placed.includes("hours-location") && (facts.hours.length > 0 || facts.address || facts.serviceArea)) placed = beforeContact(placed, "hours-location");
  if (!placed.includes("testimonials") && facts.reviews.length > 0) placed = beforeContact(placed, "testimonials");
  return placed;
}

/** Modifiers that name what a business is (docs/decisions/0500-owner-facts-and-nothing-invented.md). */
const MODIFIER_WORDS: readonly [RegExp, string][] = [
  [/\b24\s*\/\s*7\b/, "24/7"],
  [/\bemergency\b/i, "emergency"],
  [/\bvegan\b/i, "vegan"],
  [/\bvegetarian\b/i, "vegetarian"],
  [/\bhalal\b/i, "halal"],
  [/\bkosher\b/i, "kosher"],
  [/\bgluten[- ]free\b/i, "gluten-free"],
  [/\bwomen[- ]only\b/i, "women-only"],
  [/\bmobile\b/i, "mobile"],
];

/** The brief's facts, with the older brief fields (email, phone) folded in. */
function factsOf(brief: BuiltInBrief): OwnerFacts {
  const facts = brief.facts ?? NO_FACTS;
  const merged = { ...facts, phone: facts.phone || brief.phone || "", email: facts.email || brief.email || "" };
  const parsed = ownerFactsSchema.safeParse(merged);
  return parsed.success ? parsed.data : { ...facts };
}

/**
 * The owner's description as a phrase the copy can use ("a vegan bakery selling melon pan"), without the
 * usual lead-in ("I want a website for my…"); "" when there is none.
 */
export function ownDescription(business: string): string {
  let text = tidy(business).replace(/[.!]+$/, "");
  text = text.replace(/^(?:hi|hello)[,!]?\s+/i, "");
  text = text.replace(/^(?:i|we)(?:'d| would)? (?:want|need|like|would like)(?: to (?:make|build|create|have))? (?:a |an )?(?:new )?(?:web ?site|site|page|landing page)(?: for)?\s*/i, "");
  text = text.replace(/^(?:a |an )?(?:web ?site|site) for\s*/i, "");
  text = text.replace(/^(?:i|we) (?:run|own|have|am|are|manage|started)\s+/i, "").replace(/^(?:i'm|we're)\s+/i, "");
  text = text.replace(/^(?:my|our)\s+/i, "");
  text = text.split(/(?<=[.!?])\s/)[0] ?? "";
  if (text.length < 4 || /[<>{}]/.test(text)) return "";
  return fit(text.charAt(0).toLowerCase() + text.slice(1), 120);
}

/**
 * Products or services named after "selling", "serving", "with", "like", or a colon, in the owner's words. Numbers
 * stay whole ("24/7 emergency line", "9–5", "1-to-1", "£1,500"): a list is split at commas, "and", "or", "&", "plus"
 * and slashes between words only, and a part that is only a number, a price or a time names nothing.
 */
export function namedThings(business: string): string[] {
  const found = /(?:\b(?:selling|sell|serving|serve|offering|offer|making|make|specialising in|specializing in|specialize in|specialise in|known for|including|such as|like|doing|fixing|installing|repairing|with)\s+|:\s*)([^.;!?]+)/i.exec(business);
  if (!found) return [];
  return found[1]!
    .split(/,(?!\d)|\band\b|\bor\b|&|(?<!\d)\/|\/(?!\d)|\bplus\b/)
    .map((part) => tidy(part).replace(/^(?:the|our|some|great|fresh|also|a|an)\s+/i, "").replace(/\s+\b(?:in|for|at|near|across|around|from)\b.*$/i, "").trim())
    .filter((part) => (part.match(/\p{L}/gu)?.length ?? 0) >= 3)
    .filter((part) => part.length >= 3 && part.length <= 60 && part.split(" ").length <= 5 && !/\b(?:website|site|people|customers|clients|everyone|families|groups|love|care)\b/i.test(part))
    // Words, not code or addresses: "javascript:alert(1)" names nothing.
    .filter((part) => !/[(){}<>=[\]\\@#$%^*|~`]|https?:|javascript|script/i.test(part))
    .slice(0, 6)
.map((part) => part.charAt(0).toUpperCase() + part.slice(1));
}

/** A seeded picker for one part of the site, so regenerating one section leaves the others as they were. */
function pickerFor(resolved: ResolvedBrief, part: string, salt = 0): Picker {
  return new Picker(fnv1a(`${resolved.kindCode}:${part}:${salt}`, resolved.brief.seed >>> 0));
}

const say = (phrase: Phrase, c: CopyContext) => tidy(renderPhrase(phrase, c));

interface Item {
  title: string;
  description: string;
  price: string;
}

/**
 * The services, menu or products: only the owner's (docs/decisions/0540-only-the-owners-offer.md): their own list
 * with their prices and descriptions when given, else the ones they named in their words, as named. The kind's usual
 * items are suggestions the owner may accept (`usualServices`), never published on their own: with nothing of the
 * owner's, the section is an invitation in the editor.
 */
function items(resolved: ResolvedBrief): Item[] {
  if (resolved.facts.services.length > 0) {
    return resolved.facts.services.map((service) => ({ title: service.name, description: service.description, price: service.price }));
  }
  return resolved.named.map((title) => ({ title, description: "", price: "" }));
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

/**
 * One section as the built-in writer writes it; `salt` gives a different version of the same section.
 * Whatever the phrases say, the section passes the honesty rules (core/sites/honesty.ts): offending
 * sentences are removed, and a version that cannot stand without them is written again with another salt.
 */
export function writeBuiltInSection(resolved: ResolvedBrief, type: SiteSectionType, salt = 0): SiteSection {
  let last: SiteSection | null = null;
  for (let attempt = 0; attempt < 12; attempt++) {
    const raw = inRegionWording(writeRawSection(resolved, type, salt + attempt * 7919), resolved.region, ownerPhrases(resolved));
    const cleaned = cleanSection(raw, resolved.rules).section;
    const parsed = cleaned ? siteSectionSchema.safeParse(cleaned) : null;
    if (parsed?.success) return parsed.data;
    last = raw;
  }
  // A site in another language has no English last resort: its first version, unchecked by the English rules.
  if (otherLanguage(resolved)) return siteSectionSchema.parse(last);
  return lastResort(resolved, type, last!);
}

/** What the owner wrote that may appear inside the writer's text: kept as written whatever the region's wording. */
function ownerPhrases(resolved: ResolvedBrief): string[] {
  const { brief, facts } = resolved;
  return [
    brief.name,
    brief.location,
    ...resolved.named,
    ...facts.services.flatMap((service) => [service.name, service.description]),
    ...facts.numbers.map((number) => number.label),
    ...facts.claims,
    facts.address,
    facts.serviceArea,
  ].filter((phrase): phrase is string => typeof phrase === "string" && phrase.trim().length > 1);
}

/** A plain section that states nothing, for when every version of the phrases broke a rule. */
function lastResort(resolved: ResolvedBrief, type: SiteSectionType, raw: SiteSection): SiteSection {
  const c = resolved.context;
  switch (raw.type) {
    case "hero":
      return { ...raw, eyebrow: "", headline: fit(c.name, 120), subheadline: fit(`${c.name}${c.inLoc}. Get in touch and tell us what you need.`, 300), primaryCta: { label: "Get in touch", href: "#contact" }, secondaryCta: undefined };
    case "about":
      return { ...raw, heading: fit(`About ${c.name}`, 100), paragraphs: [fit(`${c.name} is ${c.aNoun}${c.inLoc}.`, 700)], highlights: [] };
    case "faq":
      return { ...raw, items: [{ question: "How do I get in touch?", answer: "Send us a message with the form below and we'll reply." }] };
    case "gallery":
      return { ...raw, images: raw.images.map((image) => ({ ...image, alt: fit(c.name, 160), caption: "" })) };
    default:
      return { ...raw, hold: "needs-facts", ...(type === "services" || type === "testimonials" ? { items: [] } : {}) } as SiteSection;
  }
}

function writeRawSection(resolved: ResolvedBrief, type: SiteSectionType, salt = 0): SiteSection {
  const language = otherLanguage(resolved);
  if (language) return writeSectionInLanguage(resolved, language, type, salt, { sectionId });
  const { copy, context: c } = resolved;
  const pick = pickerFor(resolved, type, salt);
  const id = sectionId(type);
  const base = { id, writer: "built-in" as const };
  const primaryFirst = resolved.family === "FOOD_DRINK" || resolved.family === "RETAIL";
  switch (type) {
    case "hero": {
      // The kind's own headline is one candidate among the family's (or its set's), unless the kind rewrites them.
      const family = copy.headlines.map((phrase) => say(phrase, c));
      // The kind's own line speaks of its usual products and ways ("Boilers sorted.", "Scoops made fresh, every single
      // day"): claims the owner has not made, so only the family's (or the kind's own set of) headlines.
      const headlines = family;
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
        image: pictureSlot("hero", c.name),
      };
    }
    case "services": {
      const all = items(resolved).slice(0, 12);
      return {
        ...base,
        ...(all.length === 0 ? { hold: "needs-facts" as const } : {}),
        type,
        heading: fit(pick.one(copy.servicesHeadings), 100),
        intro: fit(say(pick.one(copy.servicesIntros), c), 300),
        items: all.map((item) => ({ title: fit(item.title, 80), description: fit(item.description, 280), price: fit(item.price, 40) })),
      };
    }
    case "about": {
      // Only the owner's numbers ("12 years in business"): the trade's highlights ("Free · Written quotes", "Tidy · We
      // clean up after") and middle paragraphs ("a small team that loves feeding people") are claims about a way of
      // working that the owner has not made (docs/decisions/0540-only-the-owners-offer.md).
      const highlights = resolved.facts.numbers.map((number) => ({ value: number.value, label: number.label }));
      return {
        ...base,
        type,
        heading: fit(say(pick.one(copy.aboutHeadings), c), 100),
        paragraphs: [fit(say(pick.one(copy.aboutOpeners), c), 700)],
        highlights: highlights.map((highlight) => ({ value: fit(highlight.value, 20), label: fit(highlight.label, 60) })),
        image: pictureSlot("about", siteText("en").t("photoAlt.about", { name: c.name })),
      };
    }
    case "gallery": {
      const captions = items(resolved).map((item) => item.title);
      const count = 6;
      return {
        ...base,
        type,
        heading: fit(pick.one(copy.galleryHeadings), 100),
        images: Array.from({ length: count }, (_, index) => {
          const caption = captions[index % Math.max(1, captions.length)] ?? "";
          return { ...pictureSlot("gallery", caption ? `${caption} at ${c.name}` : c.name), caption: fit(caption, 120) };
        }),
      };
    }
    case "testimonials": {
      // Only the owner's real reviews; without them the section is an invitation in the editor.
      const reviews = resolved.facts.reviews;
      return {
        ...base,
        ...(reviews.length === 0 ? { hold: "needs-facts" as const } : {}),
        type,
        heading: fit(pick.one(copy.testimonialsHeadings), 100),
        items: reviews.map((review) => ({ quote: fit(review.quote, 400), name: fit(review.name, 60), detail: fit(review.source, 80) })),
      };
    }
    case "hours-location": {
      // Opening hours and the address only as the owner gave them; the area is theirs too (or the location).
      const { hours, address, serviceArea, mode } = resolved.facts;
      const area = serviceArea || (mode === "online" ? "Online" : c.location);
      const note = mode === "mobile" ? `We come to you${area && mode === "mobile" ? ` across ${area}` : ""}.` : mode === "online" ? "We work online, wherever you are." : say(pick.one(copy.hoursNotes), c);
      return {
        ...base,
        ...(hours.length === 0 && !address && !serviceArea ? { hold: "needs-facts" as const } : {}),
        type,
        heading: fit(pick.one(copy.hoursHeadings), 100),
        address: fit(address, 200),
        area: fit(area, 120),
        hours: hours.map((row) => ({ days: fit(row.days, 40), time: fit(row.time, 40) })),
        note: fit(note, 200),
      };
    }
    case "faq": {
      // Three or four of the family's questions, so that two sites of one trade do not answer all the same ones. Their
      // answers state how the business works ("Quotes are free", "We leave the place tidy"): claims only the owner can
      // make, so the section is an invitation in the editor, with these as suggested questions and answers to edit
      // and accept, never published as written (docs/decisions/0540-only-the-owners-offer.md).
      const faq = pick.some(copy.faq, Math.min(3 + pick.int(2), copy.faq.length));
      return {
        ...base,
        hold: "needs-facts" as const,
        type,
        heading: "Questions & answers",
        items: faq.map(({ question, answer }) => ({ question: fit(say(question, c), 200), answer: fit(say(answer, c), 600) })),
      };
    }
    case "contact":
      return {
        ...base,
        type,
        heading: fit(pick.one(copy.contactHeadings), 100),
        intro: fit(say(pick.one(copy.contactIntros), c), 300),
        email: fit(resolved.facts.email, 120),
        phone: fit(resolved.facts.phone, 40),
        form: true,
      };
    case "footer":
      return {
        ...base,
        type,
        tagline: fit(say(pick.one(copy.taglines), c), 160),
        // Another language than English names the links with the template's own words (the family's English ones otherwise).
        links: resolved.plan
          .filter((section) => section !== "hero" && section !== "footer")
          .map((section) => ({ label: (resolved.brief.language && resolved.brief.language !== "en" ? navLabel(section, resolved.brief.language) : null) ?? sectionLabel(section, copy), href: `#${sectionId(section)}` })),
      };
    default:
      // The owner adds these from the editor's library (core/sites/structure.ts); no plan includes them.
      throw new Error(`The built-in writer does not write ${type} sections`);
  }
}

/** The theme for a template, one of its palettes by seed. */
export function builtInTheme(resolved: ResolvedBrief): SiteTheme {
  return templateTheme(resolved.template, pickerFor(resolved, "theme").int(3));
}

/** The SEO title and description from the hero. */
export function seoFor(resolved: ResolvedBrief, hero: SiteSection | undefined): SiteDocument["seo"] {
  const language = otherLanguage(resolved);
  if (language) return seoInLanguage(resolved, language, hero);
  const c = resolved.context;
  const description = hero?.type === "hero" ? hero.subheadline : `${c.name}: ${c.specialty}${c.inLoc}.`;
  return { title: fit(`${c.name} · ${c.kindName}${c.inLoc}`, 70), description: fit(description, 160) };
}

/** Words too common to show whether the owner's description made it onto the site. */
const COMMON_WORDS = new Set(
  "about also and any are based but can for from have into just like local more most our out over some such than that the their them then there these they this those very what when where which while who will with within your".split(" "),
);

/** The owner's description as a sentence of its own, lead-ins removed ("I run a…"), or "" when there is none. */
function ownSentence(business: string): string {
  const phrase = ownDescription(business);
  if (phrase === "" || phrase.endsWith("…")) return "";
  return fit(`${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}.`, 300);
}

/** Words of the "anything else?" answer that speak to the website, not to the site's visitors. */
const ABOUT_THE_WEBSITE = /\b(?:web ?site|site|page|colou?rs?|fonts?|design|logo|layout|template|make it|please|can you|could you|i want|i'd like|add a|don't|do not)\b|\?/i;

/**
 * The owner's "anything else?" answer, when it tells visitors something the page does not say yet ("We also
 * make custom birthday cakes with a week's notice."): its sentences that speak to visitors, or "".
 */
function ownNotes(notes: string, page: string): string {
  const sentences = tidy(notes).match(/[^.!?]+[.!?]*/g)?.map((sentence) => sentence.trim()) ?? [];
  const told = sentences.filter((sentence) => sentence.split(" ").length >= 3 && !ABOUT_THE_WEBSITE.test(sentence) && !/[<>{}]|https?:|javascript/i.test(sentence));
  const text = told.map((sentence) => (/[.!]$/.test(sentence) ? sentence : `${sentence}.`)).join(" ");
  return text && !page.includes(text.toLowerCase()) ? fit(`${text.charAt(0).toUpperCase()}${text.slice(1)}`, 700) : "";
}

/**
 * The owner's own words on the page when the writer's copy left some of them out ("three themed rooms: a
 * Victorian heist…", "from 6 months"): their description as the about section's first paragraph, and the
 * claims they made ("Gas Safe registered") as one more. Both are the owner's, so nothing is invented.
 */
function withOwnerWords(resolved: ResolvedBrief, sections: SiteSection[]): SiteSection[] {
  const about = sections.find((section) => section.type === "about");
  if (!about || about.type !== "about") return sections;
  const page = JSON.stringify(sections).toLowerCase();
  const description = ownSentence(resolved.brief.business);
  const missing = description
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !COMMON_WORDS.has(word))
    .some((word) => !new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "u").test(page));
  const notes = ownNotes(resolved.brief.notes ?? "", page);
  // A claim the owner's description or notes already say is not said twice (a rule read from the description is both).
  const said = `${page}\n${missing ? description.toLowerCase() : ""}\n${notes.toLowerCase()}`;
  const claims = resolved.facts.claims.filter((claim) => !said.includes(claim.toLowerCase().replace(/[.!。！]+$/u, "")));
  const claimLine = claims.map((claim) => `${claim.charAt(0).toUpperCase()}${claim.slice(1).replace(/[.!]+$/, "")}.`).join(" ");
  // The owner's words first; the writer's paragraphs fill what room is left (four at most).
  const owners = [...(missing && description ? [description] : []), ...(notes ? [notes] : []), ...(claimLine ? [fit(claimLine, 700)] : [])];
  const [opener, ...rest] = about.paragraphs;
  const paragraphs = owners.length === 0 ? about.paragraphs : [owners[0]!, ...(opener ? [opener] : []), ...owners.slice(1), ...rest].slice(0, Math.max(4, owners.length));
  return sections.map((section) => (section === about ? { ...about, paragraphs } : section));
}

/** Every section of the plan as the built-in writer writes it. */
export function writeBuiltInSections(resolved: ResolvedBrief): SiteSection[] {
  // Another language than English: the owner's words are already in the about section, and the eyebrow is the copy's (write-in-language.ts).
  if (otherLanguage(resolved)) return resolved.plan.map((type) => writeBuiltInSection(resolved, type));
  const sections = withOwnerWords(resolved, resolved.plan.map((type) => writeBuiltInSection(resolved, type)));
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
    facts: resolved.facts,
    ...(resolved.place ? { region: resolved.place } : {}),
    sections,
    pages: [],
  };
}

/** The whole site as the built-in writer writes it: deterministic per brief and seed, offline, instant. */
export function writeBuiltInSite(brief: BuiltInBrief): SiteDocument {
  const resolved = resolveBrief(brief);
  const sections = writeBuiltInSections(resolved);
  return siteDocumentFor(resolved, seoFor(resolved, sections[0]), sections);
}

/**
 * The usual services or products of a kind (their names only), offered to the owner as suggestions, in the site's
 * language: the trade copy has them in English only, so a site in another language is offered none rather than
 * English words (docs/decisions/0542-suggestions-in-the-understood-card-and-editor.md).
 */
export function usualServices(kindCode: string, language: SiteLanguage): string[] {
  const kind = KIND_COPY[kindCode];
  return kind && language === "en" ? kind.items.map((item) => item.title) : [];
}

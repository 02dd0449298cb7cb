import { businessKindByCode, type BusinessFamily } from "@core/chat/business-kinds";
import { fnv1a } from "@core/hash";
import { navLabel } from "@core/sites/i18n/nav-labels";
import { siteText } from "@core/sites/i18n/site-text";
import type { SiteLanguage } from "@core/sites/languages";
import type { SiteDocument, SiteSection, SiteSectionType } from "@core/sites/site-document";
import { resolveLocation } from "@core/places/resolve-location";
import type { SiteRegion } from "@core/places/places-schema";
import { sentences } from "@core/text/sentences";
import { fit, pictureSlot, Picker, tidy } from "./writing-context";
import { renderPhrase } from "./trade-copy";
import { absentSectionsNamed, siteCopyFileSchema, type CoreCopy, type SectionHeadings, type SiteCopyFile } from "./site-copy-schema";

// The built-in writer for a site in another language than English (docs/decisions/0520-built-in-copy-in-every-site-language.md):
// every sentence it writes comes from the language's core copy (content/site-copy/<language>.json: the family's set, or the
// neutral one when the trade is not sure, with the country's own words over it), from the template's words
// (core/sites/i18n/messages), or from the owner's own words and facts, which are already in their language. A slot with
// no copy in the language stays empty: fewer sentences that are right beat more that are wrong. No FAQ is written, since
// there is no question-and-answer copy but English's.

const FILES = import.meta.glob<unknown>("../../../content/site-copy/*.json", { eager: true, import: "default" });

const parsedFiles = new Map<string, SiteCopyFile | null>();

/** The language's core copy file, parsed; null while it is missing or broken (the build's check names the problem). */
export function siteCopyFile(language: SiteLanguage): SiteCopyFile | null {
  if (parsedFiles.has(language)) return parsedFiles.get(language)!;
  const raw = Object.entries(FILES).find(([path]) => path.endsWith(`/${language}.json`))?.[1];
  const parsed = raw === undefined ? null : siteCopyFileSchema.safeParse(raw);
  const file = parsed?.success ? parsed.data : null;
  parsedFiles.set(language, file);
  return file;
}

/** What one site's sentences are drawn from: a core set and the section headings, regional words over them. */
export interface LanguageCopy {
  core: Partial<CoreCopy>;
  headings: Partial<SectionHeadings>;
}

/** The core copy for a family (null: the trade is not sure, so the neutral set) in a country, from a language's file. */
export function languageCopy(file: SiteCopyFile | null, family: BusinessFamily | null, country: string | null): LanguageCopy {
  if (!file) return { core: {}, headings: {} };
  const regional = country ? file.regional?.[country] : undefined;
  const core: Partial<CoreCopy> = family
    ? { ...file.families[family], ...regional?.families?.[family] }
    : { ...file.neutral, ...regional?.neutral };
  return { core, headings: { ...file.headings, ...regional?.headings } };
}

/** What the writer needs of a resolved brief (server/generation/built-in/write-site.ts `ResolvedBrief`). */
export interface InLanguageBrief {
  brief: { name: string; business: string; kind: string; location: string; notes?: string; seed: number; language?: SiteLanguage };
  kindCode: string;
  family: BusinessFamily;
  plan: readonly SiteSectionType[];
  context: { name: string; location: string };
  facts: { email: string; phone: string; address: string; serviceArea: string; mode: string; hours: { days: string; time: string }[]; services: { name: string; description?: string; price: string }[]; reviews: { quote: string; name: string; source: string }[]; numbers: { value: string; label: string }[]; claims: string[] };
  place: SiteRegion | null;
}

/** The site's language when the built-in writer writes it with this module: any but English. */
export function otherLanguage(resolved: { brief: { language?: SiteLanguage } }): Exclude<SiteLanguage, "en"> | null {
  const language = resolved.brief.language;
  return language && language !== "en" ? language : null;
}

/** The business's country from its location, as the owner typed it (null when unknown or ambiguous). */
export function placeOf(location: string): SiteRegion | null {
  return location.trim() ? resolveLocation(location) : null;
}

/** The plan of a site in another language: no FAQ, whose questions and answers exist in English only. */
export function planInLanguage(plan: readonly SiteSectionType[]): readonly SiteSectionType[] {
  return plan.filter((type) => type !== "faq");
}

/** A core copy sentence with the name and place filled in (the place's half of a choice only when there is one). */
export function sayIn(template: string, name: string, location: string): string {
  return tidy(renderPhrase(template, { name, location }));
}

/** Scripts without capital letters, where a sentence ends with its own stop. */
const FULL_STOP: Partial<Record<SiteLanguage, string>> = { ja: "。" };

/** The owner's words as a sentence of their own: as typed, a capital first where the script has one, a stop at the end. */
export function ownerSentence(text: string, language: SiteLanguage): string {
  const clean = tidy(text).replace(/[\s,;:、،]+$/u, "");
  if (clean === "" || /[<>{}]/.test(clean)) return "";
  const capital = clean.charAt(0).toLocaleUpperCase(language) + clean.slice(1);
  return /[.!?。！？؟…]$/u.test(capital) ? capital : `${capital}${FULL_STOP[language] ?? "."}`;
}

/** Words of an "anything else?" answer that speak to the website (its look, its pages), not to visitors, in the site languages. */
const ABOUT_THE_WEBSITE = /(?:web|site|sitio|sito|seite|página|pagina|page|サイト|ホームページ|デザイン|موقع|صفحة|logo|logotipo|diseño|design|couleur|farbe|colore|cor(?:es)?\b|color|色|لون|template|plantilla|modèle|vorlage|modello|modelo|テンプレート|قالب)|[?？؟]/iu;

/** The owner's notes, the sentences that tell visitors something (not the ones asking for the website's look). */
export function ownerNotes(notes: string, language: SiteLanguage): string {
  const told = sentences(tidy(notes)).filter((sentence) => !ABOUT_THE_WEBSITE.test(sentence) && !/https?:|javascript/i.test(sentence));
  return told.map((sentence) => ownerSentence(sentence, language)).filter(Boolean).join(language === "ja" ? "" : " ");
}

/** The section ids the English writer uses (write-site.ts `sectionId`), so links and the editor find them. */
export interface InLanguageTools {
  sectionId(type: SiteSectionType): string;
}

/** One section in the site's language; `salt` gives another version of it. */
export function writeSectionInLanguage(resolved: InLanguageBrief, language: Exclude<SiteLanguage, "en">, type: SiteSectionType, salt: number, tools: InLanguageTools): SiteSection {
  const { name, location } = resolved.context;
  const country = resolved.place?.country ?? null;
  const sure = businessKindByCode(resolved.brief.kind) != null;
  const file = siteCopyFile(language);
  const { core, headings } = languageCopy(file, sure ? resolved.family : null, country);
  const pick = new Picker(fnv1a(`${resolved.kindCode}:${type}:${language}:${salt}`, resolved.brief.seed >>> 0));
  // A sentence that names a section ("see the menu and how to find us") only when that section will be published (docs/decisions/0532-a-sentence-names-only-a-published-section.md).
  const fitting = (list: readonly string[] | undefined) => (list ?? []).filter((line) => !file || absentSectionsNamed(line, file.sectionWords, shown).length === 0);
  const one = (list: readonly string[] | undefined) => {
    const usable = fitting(list);
    return usable.length > 0 ? pick.one(usable) : "";
  };
  const say = (list: readonly string[] | undefined) => sayIn(one(list), name, location);
  const text = siteText(language, country);
  const word = (section: SiteSectionType) => navLabel(section, language, country) ?? name;
  const alt = () => text.t("photoAlt.hero", { trade: "none", name, place: location || "none" });
  const facts = resolved.facts;
  const base = { id: tools.sectionId(type), writer: "built-in" as const };
  // A button leads only to a section that will be published: the owner's services, hours or place (a gallery without photos is not, docs/decisions/0890-a-designed-look-without-photos.md).
  const shown = (section: SiteSectionType) =>
    resolved.plan.includes(section) &&
    (section === "services" ? facts.services.length > 0 : section === "hours-location" ? facts.hours.length > 0 || facts.address !== "" || facts.serviceArea !== "" : section !== "gallery" && section !== "testimonials" && section !== "faq");
  const target = (wanted: readonly SiteSectionType[]) => `#${tools.sectionId(wanted.find(shown) ?? "contact")}`;
  const description = ownerSentence(resolved.brief.business, language);
  switch (type) {
    case "hero": {
      // The copy's buttons say where they lead (content/site-copy): the first to the contact form, or to the menu or
      // products for food and retail; the second to the services, or to the visit section for food and retail. A
      // button whose place will not be published is not written: the first then says "Contact" and leads there.
      const primaryFirst = resolved.family === "FOOD_DRINK" || resolved.family === "RETAIL";
      const subheadline = say(core.subheadlines) || description || [name, location].filter(Boolean).join(" · ");
      const primaryPlace: SiteSectionType = primaryFirst ? "services" : "contact";
      const secondaryPlace: SiteSectionType = primaryFirst ? "hours-location" : "services";
      const primary = primaryPlace === "contact" || shown(primaryPlace) ? one(core.primaryCtas) : "";
      const secondary = shown(secondaryPlace) ? one(core.secondaryCtas) : "";
      return {
        ...base,
        type,
        eyebrow: fit(say(core.eyebrows), 80),
        headline: fit(say(core.headlines) || name, 120),
        subheadline: fit(subheadline, 300),
        primaryCta: primary ? { label: fit(primary, 40), href: `#${tools.sectionId(primaryPlace)}` } : { label: fit(word("contact"), 40), href: target(["contact"]) },
        ...(secondary ? { secondaryCta: { label: fit(secondary, 40), href: `#${tools.sectionId(secondaryPlace)}` } } : {}),
        image: pictureSlot("hero", alt()),
      };
    }
    case "services": {
      // The owner's services with their own descriptions and prices; none of the trade's usual ones (those are English).
      const items = facts.services.map((service) => ({ title: fit(service.name, 80), description: fit(service.description ?? "", 280), price: fit(service.price, 40) }));
      return {
        ...base,
        ...(items.length === 0 ? { hold: "needs-facts" as const } : {}),
        type,
        heading: fit(one(core.servicesHeadings) || word("services"), 100),
        intro: fit(say(core.servicesIntros), 300),
        items: items.slice(0, 12),
      };
    }
    case "about": {
      // The owner's own words first (what they do, what they told visitors, what they claim), then the copy's opener.
      const notes = ownerNotes(resolved.brief.notes ?? "", language);
      const claims = facts.claims.map((claim) => ownerSentence(claim, language)).filter(Boolean).join(language === "ja" ? "" : " ");
      const opener = say(core.aboutOpeners);
      const paragraphs = [description, opener, notes, claims].filter(Boolean).map((paragraph) => fit(paragraph, 700)).slice(0, 4);
      return {
        ...base,
        type,
        heading: fit(say(core.aboutHeadings) || word("about"), 100),
        paragraphs: paragraphs.length > 0 ? paragraphs : [fit(name, 700)],
        highlights: facts.numbers.slice(0, 4).map((number) => ({ value: fit(number.value, 20), label: fit(number.label, 60) })),
        image: pictureSlot("about", text.t("photoAlt.about", { name })),
      };
    }
    case "gallery": {
      const captions = facts.services.map((service) => service.name);
      return {
        ...base,
        type,
        heading: fit(one(headings.gallery) || word("gallery"), 100),
        images: Array.from({ length: 6 }, (_, index) => {
          const caption = captions.length > 0 ? captions[index % captions.length]! : "";
          return { ...pictureSlot("gallery", caption ? text.t("photoAlt.caption", { caption, name }) : alt()), caption: fit(caption, 120) };
        }),
      };
    }
    case "testimonials":
      return {
        ...base,
        ...(facts.reviews.length === 0 ? { hold: "needs-facts" as const } : {}),
        type,
        heading: fit(one(headings.testimonials) || word("testimonials"), 100),
        items: facts.reviews.slice(0, 6).map((review) => ({ quote: fit(review.quote, 400), name: fit(review.name, 60), detail: fit(review.source, 80) })),
      };
    case "hours-location": {
      const area = facts.serviceArea || (facts.mode === "online" ? "" : location);
      return {
        ...base,
        ...(facts.hours.length === 0 && !facts.address && !facts.serviceArea ? { hold: "needs-facts" as const } : {}),
        type,
        heading: fit(one(headings.hours) || text.t("hours.opening"), 100),
        address: fit(facts.address, 200),
        area: fit(area, 120),
        hours: facts.hours.slice(0, 8).map((row) => ({ days: fit(row.days, 40), time: fit(row.time, 40) })),
        note: "",
      };
    }
    case "faq":
      // No questions and answers but English's: an invitation in the editor, never on the published page.
      return { ...base, hold: "needs-facts", type, heading: fit(one(headings.faq) || word("faq"), 100), items: [{ question: fit(one(headings.faq) || word("faq"), 200), answer: fit(word("contact"), 600) }] };
    case "contact":
      return {
        ...base,
        type,
        heading: fit(one(core.contactHeadings) || word("contact"), 100),
        intro: fit(say(core.contactIntros), 300),
        email: fit(facts.email, 120),
        phone: fit(facts.phone, 40),
        form: true,
      };
    case "footer":
      return {
        ...base,
        type,
        tagline: fit(say(core.taglines), 160),
        links: resolved.plan.filter((section) => section !== "hero" && section !== "footer").flatMap((section) => {
          const label = navLabel(section, language, country);
          return label ? [{ label, href: `#${tools.sectionId(section)}` }] : [];
        }),
      };
    default:
      throw new Error(`The built-in writer does not write ${type} sections`);
  }
}

/** The search title and description in the site's language: the name and the place (no trade name, which is English), the hero's line. */
export function seoInLanguage(resolved: InLanguageBrief, language: Exclude<SiteLanguage, "en">, hero: SiteSection | undefined): SiteDocument["seo"] {
  const { name, location } = resolved.context;
  const description = (hero?.type === "hero" ? hero.subheadline : "") || ownerSentence(resolved.brief.business, language) || name;
  return { title: fit(location ? `${name} · ${location}` : name, 70), description: fit(description, 160) };
}

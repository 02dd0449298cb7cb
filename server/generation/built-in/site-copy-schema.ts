import { z } from "zod";
import { BUSINESS_FAMILIES } from "../../../core/chat/business-kinds.ts";
import { SITE_LANGUAGES, type SiteLanguage } from "../../../core/sites/languages.ts";
// `[location:with a place|without one]` is the only choice a sentence makes, with the same syntax as the trade copy.
import { LOCATION_CHOICE, PLACEHOLDER } from "./trade-copy-schema.ts";

// The built-in writer's own sentences for a site in a language other than English: a small core set per
// family (hero, about, services, contact, calls to action, footer), written in the language, not translated
// word by word, and claiming nothing about the business beyond its name and place: the owner's own words
// carry everything else (docs/decisions/0520-built-in-copy-in-every-site-language.md). The files are
// content/site-copy/<language>.json, checked by this schema when the Worker is built and in the tests.

/** The languages with a core copy file: every site language but English, whose copy is the trade copy (content/trades). */
export const SITE_COPY_LANGUAGES = SITE_LANGUAGES.filter((language): language is Exclude<SiteLanguage, "en"> => language !== "en");

/** What a sentence may draw on: the business's name and its place, as the owner typed them. */
export const SITE_COPY_FIELDS = ["name", "location"] as const;


/** The problem with one sentence's template, or null when it uses only `{name}`, `{location}` and location choices. */
export function siteCopyPhraseProblem(template: string): string | null {
  const plain = template.replace(LOCATION_CHOICE, "$1 $2");
  if (/[[\]|]/.test(plain)) return `"${template}": a [location:…|…] choice is malformed`;
  for (const [, key] of plain.matchAll(PLACEHOLDER)) {
    if (!(SITE_COPY_FIELDS as readonly string[]).includes(key!)) return `"${template}": {${key}} is not one of ${SITE_COPY_FIELDS.map((field) => `{${field}}`).join(", ")}`;
  }
  if (/[{}]/.test(plain.replace(PLACEHOLDER, ""))) return `"${template}": a brace without a placeholder`;
  if (/\{location\}/.test(template.replace(LOCATION_CHOICE, "$2"))) return `"${template}": {location} may only appear where a location is known (the first half of a [location:…|…] choice)`;
  return null;
}

const phrase = (max: number) =>
  z.string().trim().min(1).max(max).superRefine((template, context) => {
    const problem = siteCopyPhraseProblem(template);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
const words = (max: number) => z.string().trim().min(1).max(max).regex(/^[^{}[\]|]*$/, "Plain words: no placeholder or choice here.");

/** One family's (or the neutral) core set; each list gives the seed a choice, so two sites of a trade differ. */
export const coreCopySchema = z.strictObject({
  /** The short line above the headline. */
  eyebrows: z.array(phrase(80)).min(1),
  headlines: z.array(phrase(120)).min(2),
  subheadlines: z.array(phrase(300)).min(2),
  /** The hero's first button (to the services or the contact form) and its second (to the about or the visit section). */
  primaryCtas: z.array(words(40)).min(1),
  secondaryCtas: z.array(words(40)).min(1),
  servicesHeadings: z.array(words(100)).min(1),
  servicesIntros: z.array(phrase(300)).min(1),
  aboutHeadings: z.array(phrase(100)).min(1),
  aboutOpeners: z.array(phrase(700)).min(2),
  contactHeadings: z.array(words(100)).min(1),
  contactIntros: z.array(phrase(300)).min(1),
  taglines: z.array(phrase(160)).min(1),
});

/** Headings of the sections whose content is the owner's alone (photos, reviews, hours, questions), for any family. */
export const sectionHeadingsSchema = z.strictObject({
  gallery: z.array(words(100)).min(1),
  testimonials: z.array(words(100)).min(1),
  hours: z.array(words(100)).min(1),
  faq: z.array(words(100)).min(1),
});

const familyCopies = z.strictObject(Object.fromEntries(BUSINESS_FAMILIES.map((family) => [family, coreCopySchema])) as Record<(typeof BUSINESS_FAMILIES)[number], typeof coreCopySchema>);

/** Words that differ in one country (ISO 3166-1 alpha-2: "BR" for Brazilian Portuguese): only the keys that differ. */
const regionalSchema = z.strictObject({
  neutral: coreCopySchema.partial().optional(),
  families: z.partialRecord(z.enum(BUSINESS_FAMILIES), coreCopySchema.partial()).optional(),
  headings: sectionHeadingsSchema.partial().optional(),
});

/** The sections a sentence of the core copy may name ("see the menu", "how to find us"), which are published only with the owner's facts. */
export const NAMED_SECTIONS = ["services", "hours-location"] as const;
export type NamedSection = (typeof NAMED_SECTIONS)[number];

export const siteCopyFileSchema = z.strictObject({
  language: z.enum(SITE_COPY_LANGUAGES),
  /** Who the words are written for: the usage they follow and what the regional overrides change. */
  about: z.string().min(1),
  /**
   * The words by which a sentence names a section (the menu, the products, the way to us), matched in any case: such a
   * sentence is written only when that section will be published (docs/decisions/0532-a-sentence-names-only-a-published-section.md).
   */
  sectionWords: z.strictObject(Object.fromEntries(NAMED_SECTIONS.map((section) => [section, z.array(z.string().trim().min(1).max(40)).min(1)])) as Record<NamedSection, z.ZodArray<z.ZodString>>),
  /** For a business whose trade May is not sure of: sentences that fit any business. */
  neutral: coreCopySchema,
  families: familyCopies,
  headings: sectionHeadingsSchema,
  regional: z.record(z.string().regex(/^[A-Z]{2}$/, "A region is a country code (ISO 3166-1 alpha-2)."), regionalSchema).optional(),
});

export type CoreCopy = z.infer<typeof coreCopySchema>;

/** The sections a template names that will not be published (empty when it names none, or only published ones). */
export function absentSectionsNamed(template: string, sectionWords: Readonly<Record<NamedSection, readonly string[]>>, shown: (section: NamedSection) => boolean): NamedSection[] {
  const text = template.toLocaleLowerCase();
  return NAMED_SECTIONS.filter((section) => !shown(section) && sectionWords[section].some((word) => text.includes(word.toLocaleLowerCase())));
}
export type SectionHeadings = z.infer<typeof sectionHeadingsSchema>;
export type SiteCopyFile = z.infer<typeof siteCopyFileSchema>;

/** Every problem with the core copy files, as readable lines; empty when they are good. `files` maps a language to its parsed JSON (undefined when missing). */
export function siteCopyProblems(files: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const language of SITE_COPY_LANGUAGES) {
    const file = `content/site-copy/${language}.json`;
    if (files[language] === undefined) {
      problems.push(`${file} is missing`);
      continue;
    }
    const parsed = siteCopyFileSchema.safeParse(files[language]);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `${file}: ${issue.path.join(".")}: ${issue.message}`));
      continue;
    }
    if (parsed.data.language !== language) problems.push(`${file}: "language" says ${parsed.data.language}`);
  }
  return problems;
}

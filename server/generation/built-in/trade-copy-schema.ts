import { z } from "zod";
import { BUSINESS_FAMILIES, BUSINESS_KINDS } from "../../../core/chat/business-kinds.ts";
import type { SiteSectionType } from "../../../core/sites/site-document.ts";

// The trade knowledge of the built-in writer is data (content/trades/*.json), checked by this schema when
// the Worker is built (vite.config.ts) and in the tests (docs/decisions/0502-trade-copy-is-data.md). Adding a
// trade or a line is editing JSON; the build names any mistake.

/** What a phrase may draw on; `{Specialty}` is the same value with its first letter upper-case. */
export const PHRASE_FIELDS = ["name", "noun", "aNoun", "kindName", "location", "inLoc", "place", "specialty", "currency"] as const;

/** `[location:with a place|without one]`: the only choice a phrase makes. */
export const LOCATION_CHOICE = /\[location:([^[\]|]*)\|([^[\]|]*)\]/g;
/** `{name}`: a field of the phrase context (trade copy) or of the core copy (content/site-copy). */
export const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The problem with a phrase's template, or null when every placeholder and choice is one the writer knows. */
export function phraseProblem(template: string): string | null {
  const plain = template.replace(LOCATION_CHOICE, "$1 $2");
  if (/[[\]|]/.test(plain)) return `"${template}": a [location:…|…] choice is malformed`;
  for (const [, key] of plain.matchAll(PLACEHOLDER)) {
    const field = `${key!.charAt(0).toLowerCase()}${key!.slice(1)}`;
    if (!(PHRASE_FIELDS as readonly string[]).includes(field)) return `"${template}": {${key}} is not one of ${PHRASE_FIELDS.join(", ")}`;
  }
  if (/[{}]/.test(plain.replace(PLACEHOLDER, ""))) return `"${template}": a brace without a placeholder`;
  return null;
}

const phrase = z.string().min(1).superRefine((template, context) => {
  const problem = phraseProblem(template);
  if (problem) context.addIssue({ code: "custom", message: problem });
});
const words = (max: number) => z.string().min(1).max(max);
/** The sections the built-in writer writes, in the order a plan may list them. */
export const WRITTEN_SECTION_TYPES = ["hero", "services", "about", "gallery", "testimonials", "hours-location", "faq", "contact", "footer"] as const satisfies readonly SiteSectionType[];
const sectionType = z.enum(WRITTEN_SECTION_TYPES);

export const familyCopySchema = z.strictObject({
  plan: z.array(sectionType).min(3),
  servicesNav: words(20),
  servicesHeadings: z.array(words(100)).min(1),
  servicesIntros: z.array(phrase).min(1),
  eyebrows: z.array(phrase).min(1),
  headlines: z.array(phrase).min(1),
  subheadlines: z.array(phrase).min(1),
  primaryCtas: z.array(words(40)).min(1),
  secondaryCtas: z.array(words(40)).min(1),
  aboutHeadings: z.array(phrase).min(1),
  aboutOpeners: z.array(phrase).min(1),
  aboutMiddles: z.array(phrase).min(1),
  highlights: z.array(z.strictObject({ value: words(20), label: phrase })),
  galleryHeadings: z.array(words(100)).min(1),
  testimonialsHeadings: z.array(words(100)).min(1),
  hoursHeadings: z.array(words(100)).min(1),
  hoursNotes: z.array(phrase).min(1),
  faq: z.array(z.strictObject({ question: phrase, answer: phrase })).min(1),
  contactHeadings: z.array(words(100)).min(1),
  contactIntros: z.array(phrase).min(1),
  taglines: z.array(phrase).min(1),
  phoneFirst: z.boolean().optional(),
});

const partialFamilyCopySchema = familyCopySchema.partial();

/** One service, dish or product a kind usually offers; its price is written with "$" and shown in the location's currency. */
const itemSchema = z.strictObject({
  title: words(80),
  /** One description, or several ways of saying it: each site picks one by its seed, so two sites of a trade differ. */
  description: z.union([words(280), z.array(words(280)).min(1).max(8)]),
  price: z.string().max(40).optional(),
});

export const kindCopySchema = z.strictObject({
  hero: phrase,
  /** What such a business is known for, read after "offers" or "known for"; several phrasings are picked from by the seed. */
  specialty: z.union([words(160), z.array(words(160)).min(1).max(6)]),
  items: z.array(itemSchema),
  noun: words(60).optional(),
  plan: z.array(sectionType).min(3).optional(),
  copy: partialFamilyCopySchema.optional(),
  /** A shared set of family phrases (content/trades/families.json `sets`), e.g. training words for gyms and studios. */
  copySet: z.string().optional(),
});

export const familiesFileSchema = z.strictObject({
  families: z.record(z.enum(BUSINESS_FAMILIES), familyCopySchema),
  sets: z.record(z.string(), partialFamilyCopySchema),
});

export const kindsFileSchema = z.strictObject({ generic: kindCopySchema, kinds: z.record(z.string(), kindCopySchema) });

export type FamilyCopy = z.infer<typeof familyCopySchema>;
export type KindCopy = z.infer<typeof kindCopySchema>;

/**
 * Every problem with the trade copy, as readable lines: the schema's, a kind of the business list without
 * copy (or copy for a kind that is not on the list), a set that does not exist, and a kind with fewer than
 * three usual items. Empty when the data is good.
 */
export function tradeCopyProblems(families: unknown, kinds: unknown): string[] {
  const problems: string[] = [];
  const familiesParsed = familiesFileSchema.safeParse(families);
  const kindsParsed = kindsFileSchema.safeParse(kinds);
  const describe = (file: string, error: z.ZodError) => error.issues.map((issue) => `${file}: ${issue.path.join(".")}: ${issue.message}`);
  if (!familiesParsed.success) problems.push(...describe("content/trades/families.json", familiesParsed.error));
  if (!kindsParsed.success) problems.push(...describe("content/trades/kinds.json", kindsParsed.error));
  if (!familiesParsed.success || !kindsParsed.success) return problems;
  const listed = new Set<string>(BUSINESS_KINDS.map((entry) => entry.kind));
  for (const entry of BUSINESS_KINDS) if (!kindsParsed.data.kinds[entry.kind]) problems.push(`content/trades/kinds.json: ${entry.kind} (${entry.name}) has no copy`);
  for (const [code, kind] of Object.entries(kindsParsed.data.kinds)) {
    if (!listed.has(code)) problems.push(`content/trades/kinds.json: ${code} is not a kind of the business list (core/chat/business-kinds.ts)`);
    if (kind.items.length < 3) problems.push(`content/trades/kinds.json: ${code} needs at least three usual items`);
    if (kind.copySet && !familiesParsed.data.sets[kind.copySet]) problems.push(`content/trades/kinds.json: ${code} uses the set "${kind.copySet}", which families.json does not have`);
  }
  return problems;
}

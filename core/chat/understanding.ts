import { z } from "zod";
import type { AppMessageKey } from "../i18n/keys";
import { CHAT_STEP_ORDER } from "../constants";
import { siteRegionSchema } from "../places/places-schema";
import { numberFactSchema, ownerFactsSchema, reviewFactSchema, serviceFactSchema, type OwnerFacts } from "../sites/facts";
import { BUSINESS_MODES, FACT_LIMITS } from "../sites/facts-constants";
import { openingHoursRowSchema } from "../sites/opening-hours";
import { legacyHoursRow } from "../sites/opening-hours-rows";
import { type SiteLanguage } from "../sites/languages";
import { siteLanguageSchema } from "../sites/language-schema";
import { BUSINESS_KINDS, type BusinessKindCode } from "./business-kinds";
import type { Conversation } from "./conversation";
import { CHAT_ANSWER_MAX_LENGTH } from "./conversation";

/**
 * What May understood of a conversation (docs/decisions/0505-what-may-understood-and-where-the-business-is.md): the
 * kind of business as classified and as the owner chose it, the site's language and region, the owner's facts and
 * constraints each with the span of the owner's text it came from, and what the trade needs that is still missing.
 * Runtime-neutral and pure: readers of the chat fill it, the confirmation card shows it, writers obey it.
 *
 * A fact's value is the owner's, never May's: it is read from its span, and anything normalised from it (an E.164
 * number, hour rows) must be derivable from that span alone. The schema checks what it can (a phone's digits are
 * the span's, an email is in the span); `spanProblems` checks that every span lies in the conversation's text.
 */

export const UNDERSTANDING_VERSION = 1;

const KIND_CODES = BUSINESS_KINDS.map((entry) => entry.kind) as [BusinessKindCode, ...BusinessKindCode[]];

/** A code of the business list (core/chat/business-kinds.ts). */
export const businessKindCodeSchema = z.enum(KIND_CODES, { error: "facts.error.kind" satisfies AppMessageKey });

/**
 * The kind of business, read two ways and stored apart: `classified` is May's reading of the owner's words (null
 * when nothing on the list fits); `chosen` is the owner's own pick in the trade picker: a kind, "none" ("none of
 * these"), or null (not chosen). The owner's choice always wins (`effectiveKind`).
 */
export const kindReadingSchema = z.strictObject({
  classified: businessKindCodeSchema.nullable(),
  chosen: z.union([businessKindCodeSchema, z.literal("none")]).nullable(),
});

export type KindReading = z.infer<typeof kindReadingSchema>;

/** The kind the site is written for: the owner's choice when they made one ("none" is no kind), else May's reading. */
export function effectiveKind(kind: KindReading): BusinessKindCode | null {
  if (kind.chosen === "none") return null;
  return kind.chosen ?? kind.classified;
}

/** Where in the owner's text something was read: which step's answer, and the characters [start, end) of it. */
export const spanSchema = z
  .strictObject({
    step: z.enum(CHAT_STEP_ORDER),
    start: z.number().int().nonnegative(),
    end: z.number().int().positive().max(CHAT_ANSWER_MAX_LENGTH),
    text: z.string().min(1).max(CHAT_ANSWER_MAX_LENGTH),
  })
  // eslint-disable-next-line ui-text/sentences -- checks May's own reading (stored, logged), never shown to a person
  .refine((span) => span.end > span.start && span.end - span.start === span.text.length, "A span's text must be exactly its characters from start to end.");

export type Span = z.infer<typeof spanSchema>;

// eslint-disable-next-line ui-text/sentences -- checks May's own reading (stored, logged), never shown to a person
const nonEmpty = <T extends z.ZodType<string>>(schema: T) => schema.refine((value) => value !== "", "A fact needs a value.");
/** The digits of a text, Arabic-Indic and full-width ones as ASCII (an owner's own digits are theirs too). */
const digitsOf = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x6f0))
    .replace(/[\uff10-\uff19]/g, (digit) => String(digit.charCodeAt(0) - 0xff10))
    .replace(/\D/g, "");

/**
 * A phone number as E.164 ("+16025550147"), parsed from its span with the region's country
 * (docs/decisions/0506-reading-the-owners-facts.md).
 */
// eslint-disable-next-line ui-text/sentences -- checks May's own reading (stored, logged), never shown to a person
const e164Schema = z.string().regex(/^\+[1-9]\d{6,14}$/, "An E.164 number is + and 7 to 15 digits.");

/**
 * One fact of the owner's, by kind; the value shapes are the owner's facts' own (core/sites/facts.ts), so what is
 * understood drops into the Business details card as it is, except an hours row, which is structured
 * (core/sites/opening-hours.ts). A number is anything the owner counts ("2009", "founded"; "12", "vans"). `mode` is
 * how customers meet the business. A phone keeps the number as typed; `e164` is it parsed with the region's country
 * (or its own +), absent when it does not parse; `needsCountry` says no country was known and the owner wrote no +,
 * so the card asks.
 */
export const understoodFactSchema = z
  .discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("phone"), value: nonEmpty(ownerFactsSchema.shape.phone), e164: e164Schema.optional(), needsCountry: z.literal(true).optional(), span: spanSchema }),
    z.strictObject({ kind: z.literal("email"), value: nonEmpty(ownerFactsSchema.shape.email), span: spanSchema }),
    z.strictObject({ kind: z.literal("address"), value: nonEmpty(ownerFactsSchema.shape.address), span: spanSchema }),
    z.strictObject({ kind: z.literal("serviceArea"), value: nonEmpty(ownerFactsSchema.shape.serviceArea), span: spanSchema }),
    z.strictObject({ kind: z.literal("hours"), value: openingHoursRowSchema, span: spanSchema }),
    z.strictObject({ kind: z.literal("offer"), value: serviceFactSchema, span: spanSchema }),
    z.strictObject({ kind: z.literal("review"), value: reviewFactSchema, span: spanSchema }),
    z.strictObject({ kind: z.literal("number"), value: numberFactSchema, span: spanSchema }),
    z.strictObject({ kind: z.literal("mode"), value: z.enum(BUSINESS_MODES), span: spanSchema }),
  ])
  .superRefine((fact, context) => {
    const problem = notFromSpan(fact);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["value"] });
  });

export type UnderstoodFact = z.infer<typeof understoodFactSchema>;
export type FactKind = UnderstoodFact["kind"];

/** Why a fact's value cannot have come from its span, or null when it can (as far as a value can be checked). */
/* eslint-disable ui-text/sentences -- why May's own reading is refused (stored, logged), never shown to a person */
function notFromSpan(fact: UnderstoodFact): string | null {
  const said = fact.span.text;
  switch (fact.kind) {
    case "phone": {
      if (!digitsOf(said).includes(digitsOf(fact.value))) return "A phone number's digits must be the owner's.";
      // The national number is the end of the E.164 form; the owner's trunk prefix (a leading 0) is not in it.
      const national = digitsOf(said).replace(/^0+/, "");
      return fact.e164 === undefined || (national.length >= 4 && fact.e164.endsWith(national.slice(-Math.min(national.length, 9)))) ? null : "A phone number's E.164 form must be the owner's digits.";
    }
    case "email":
      return said.toLowerCase().includes(fact.value.toLowerCase()) ? null : "An email must be written in the owner's text.";
    case "number":
      return digitsOf(fact.value.value) === "" || digitsOf(said).includes(digitsOf(fact.value.value)) ? null : "A number's digits must be the owner's.";
    case "offer":
      return digitsOf(said).includes(digitsOf(fact.value.price)) ? null : "A price's digits must be the owner's.";
    case "review":
      return said.includes(fact.value.name) ? null : "A reviewer's name must be in the owner's text.";
    default:
      return null;
  }
}
/* eslint-enable ui-text/sentences */

/**
 * Constraints the owner sets on what the site may show or say, so writers and pictures obey them. Each code is one
 * promise: plant-based (no meat, fish, dairy, eggs or honey, in words or pictures), vegetarian (no meat or fish),
 * halal and kosher (nothing the rule forbids, no alcohol or pork pictured), no-alcohol (no drinks with alcohol),
 * nut-free, gluten-free and dairy-free (nothing with them offered or pictured), kids-only and adults-only (who the
 * customers are, and who is pictured), women-only and men-only (likewise), appointment-only (no walk-ins promised),
 * seasonal (open part of the year; no "all year round"), members-only (no "everyone welcome").
 */
export const CONSTRAINT_CODES = [
  "plant-based",
  "vegetarian",
  "halal",
  "kosher",
  "no-alcohol",
  "nut-free",
  "gluten-free",
  "dairy-free",
  "kids-only",
  "adults-only",
  "women-only",
  "men-only",
  "appointment-only",
  "seasonal",
  "members-only",
] as const;

export type ConstraintCode = (typeof CONSTRAINT_CODES)[number];

/** A constraint: a code from the list, or null when the owner's words set one the list has no code for. Its words are the span's text. */
export const constraintSchema = z.strictObject({ code: z.enum(CONSTRAINT_CODES).nullable(), span: spanSchema });

export type Constraint = z.infer<typeof constraintSchema>;

/** What a trade needs most and the owner has not given yet, for the card's one-tap prompts (a plumber's phone, a restaurant's hours and menu). */
export const MISSING_CODES = ["phone", "email", "address", "serviceArea", "hours", "menu", "prices", "mode"] as const;

export type MissingCode = (typeof MISSING_CODES)[number];

export const understandingSchema = z.strictObject({
  version: z.literal(UNDERSTANDING_VERSION),
  kind: kindReadingSchema,
  language: siteLanguageSchema,
  region: siteRegionSchema.nullable(),
  facts: z.array(understoodFactSchema).max(60),
  constraints: z.array(constraintSchema).max(CONSTRAINT_CODES.length + 6),
  missing: z
    .array(z.enum(MISSING_CODES))
    // eslint-disable-next-line ui-text/sentences -- checks May's own reading (stored, logged), never shown to a person
    .refine((codes) => new Set(codes).size === codes.length, "Each missing fact is listed once."),
});

export type Understanding = z.infer<typeof understandingSchema>;

/** Nothing understood yet: no kind, no region, no facts, in the given language. */
export function emptyUnderstanding(language: SiteLanguage): Understanding {
  return { version: UNDERSTANDING_VERSION, kind: { classified: null, chosen: null }, language, region: null, facts: [], constraints: [], missing: [] };
}

/** Every span of the understanding that does not lie in the conversation's text, as readable lines; empty when all do. */
export function spanProblems(understanding: Understanding, steps: Conversation): string[] {
  const spans = [...understanding.facts.map((fact) => ({ what: `the ${fact.kind}`, span: fact.span })), ...understanding.constraints.map((constraint) => ({ what: `the constraint ${constraint.code ?? "in the owner's words"}`, span: constraint.span }))];
  const problems: string[] = [];
  for (const { what, span } of spans) {
    const content = steps.find((step) => step.type === span.step)?.content ?? "";
    if (content.slice(span.start, span.end) !== span.text) problems.push(`${what}: "${span.text}" is not at ${span.start}–${span.end} of the ${span.step} answer`);
  }
  return problems;
}

/**
 * The owner's facts as the Business details card and the site document hold them (core/sites/facts.ts): the first
 * phone, email, address, service area and mode, and the lists up to their limits.
 */
export function ownerFactsFrom(understanding: Understanding): OwnerFacts {
  const first = <K extends FactKind>(kind: K) => understanding.facts.find((fact): fact is Extract<UnderstoodFact, { kind: K }> => fact.kind === kind)?.value;
  const all = <K extends FactKind>(kind: K, limit: number) => understanding.facts.filter((fact): fact is Extract<UnderstoodFact, { kind: K }> => fact.kind === kind).slice(0, limit).map((fact) => fact.value);
  return ownerFactsSchema.parse({
    phone: first("phone"),
    email: first("email"),
    address: first("address"),
    serviceArea: first("serviceArea"),
    mode: first("mode"),
    // The owner's facts still hold hours as { days, time } text until they hold rows (core/sites/opening-hours.ts).
    hours: understanding.facts.flatMap((fact) => (fact.kind === "hours" ? [legacyHoursRow(fact.value)] : [])).slice(0, FACT_LIMITS.hours),
    services: all("offer", FACT_LIMITS.services),
    reviews: all("review", FACT_LIMITS.reviews),
    numbers: all("number", FACT_LIMITS.numbers),
  });
}

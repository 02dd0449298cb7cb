import { z } from "zod";
import type { AppMessageKey } from "../i18n/keys";
import { ownerFactsSchema, type OwnerFacts } from "../sites/facts";
import { FACT_LIMITS, NO_FACTS } from "../sites/facts-constants";
import { type SiteLanguage } from "../sites/languages";
import { siteLanguageSchema } from "../sites/language-schema";
import { sentences } from "../text/sentences";
import { FINAL_MESSAGE_SEPARATOR } from "./conversation";
import { businessKindCodeSchema, CONSTRAINT_CODES, effectiveKind, ownerFactsFrom, understandingSchema, type Understanding, type UnderstoodFact } from "./understanding";

/**
 * The owner's review of what May understood (docs/decisions/0510-the-owner-confirms-what-may-understood.md): once the
 * template is chosen, the chat shows May's reading in a card and generation waits until the owner confirms it
 * (corrected as they like: the kind of business, the site's language, every fact, the constraints) or skips it.
 * Stored on the server beside the conversation; the project is created from the answer.
 */

/** Where the review stands: "open" while the card waits, then the owner's answer. */
export const REVIEW_STATES = ["open", "confirmed", "skipped"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** A constraint as the owner kept it: a code of the list (or null for their own rule) and their words, which the site may quote. */
export const keptConstraintSchema = z.strictObject({
  code: z.enum(CONSTRAINT_CODES).nullable(),
  words: z.string().trim().min(1, "facts.error.ruleEmpty" satisfies AppMessageKey).max(80, "facts.error.ruleLong" satisfies AppMessageKey),
});

export type KeptConstraint = z.infer<typeof keptConstraintSchema>;

/** The owner's answer to the card, as PUT /api/v1/chat/understanding and the chat screen send it. */
export const understandingAnswerSchema = z.discriminatedUnion("answer", [
  z.strictObject({
    answer: z.literal("confirmed"),
    /** The trade the owner picked ("none" for none of these), or null to keep May's reading. */
    kind: z.union([businessKindCodeSchema, z.literal("none")]).nullable(),
    language: siteLanguageSchema,
    facts: ownerFactsSchema,
    constraints: z.array(keptConstraintSchema).max(CONSTRAINT_CODES.length + 6),
  }),
  z.strictObject({ answer: z.literal("skipped") }),
]);

export type UnderstandingAnswer = z.infer<typeof understandingAnswerSchema>;
export type UnderstandingAnswerInput = z.input<typeof understandingAnswerSchema>;

/** What a site is written from once the owner answered: the kind (a code, null for none), the language, the facts and rules. */
export const settledUnderstandingSchema = z.strictObject({
  kind: z.string().nullable(),
  language: siteLanguageSchema,
  facts: ownerFactsSchema,
  constraints: z.array(keptConstraintSchema),
});

export type SettledUnderstanding = z.infer<typeof settledUnderstandingSchema>;

/** What the server keeps: May's reading of the answers, where the review stands, and what the owner confirmed. */
export const understandingReviewSchema = z.strictObject({
  reading: understandingSchema,
  state: z.enum(REVIEW_STATES),
  /** Null while open: the owner's corrected facts once confirmed, or May's reading when skipped. */
  settled: settledUnderstandingSchema.nullable(),
});

export type UnderstandingReview = z.infer<typeof understandingReviewSchema>;

/** A project's stored `understood`, or null when it has none or it no longer validates. */
export function parseSettled(value: unknown): SettledUnderstanding | null {
  const parsed = settledUnderstandingSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The owner's facts as the card and the site hold them, read from an understanding: its facts (`ownerFactsFrom`) and
 * the first phone's E.164 form, when the reader found one with the business's country, as the call link's target.
 */
export function readFacts(reading: Understanding): OwnerFacts {
  const facts = ownerFactsFrom(reading);
  const phone = reading.facts.find((fact): fact is Extract<UnderstoodFact, { kind: "phone" }> => fact.kind === "phone");
  // The understanding's schema already holds `e164` to E.164 and to the typed number's own digits.
  return phone?.e164 && phone.value === facts.phone ? { ...facts, phoneLink: phone.e164 } : facts;
}

/** The constraints of a reading in the owner's words, as the card first shows them. */
export function constraintsOf(reading: Understanding): KeptConstraint[] {
  return reading.constraints.map((constraint) => ({ code: constraint.code, words: constraint.span.text.trim().slice(0, 80) }));
}

/** The owner's rules as claims the copy may state ("Everything is 100% plant-based."), after any claims already given. */
export function withConstraintClaims(facts: OwnerFacts, constraints: readonly KeptConstraint[]): OwnerFacts {
  const claims = [...facts.claims];
  for (const { words } of constraints) {
    const claim = words.replace(/[\s.!。！]+$/u, "");
    if (claim && claims.length < FACT_LIMITS.claims && !claims.some((given) => given.toLowerCase() === claim.toLowerCase())) claims.push(claim);
  }
  return { ...facts, claims };
}

/**
 * What a settled understanding gives a site's brief: the kind's code ("OTHER" for none of these, never classified
 * again), the facts with the owner's rules among the claims, and the language.
 */
export function briefPartsOf(settled: SettledUnderstanding): { kind: string; facts: OwnerFacts; language: SiteLanguage } {
  return { kind: settled.kind ?? "OTHER", facts: withConstraintClaims(settled.facts, settled.constraints), language: settled.language };
}

/** What the site is written from when the owner skips the card: May's reading as it stands. */
export function settledFromReading(reading: Understanding): SettledUnderstanding {
  return { kind: effectiveKind(reading.kind), language: reading.language, facts: readFacts(reading), constraints: constraintsOf(reading) };
}

/** The review after the owner's answer: a confirmation keeps their corrections; the reading records the kind they chose. */
export function answerReview(review: UnderstandingReview, answer: UnderstandingAnswer): UnderstandingReview {
  if (answer.answer === "skipped") return { ...review, state: "skipped", settled: settledFromReading(review.reading) };
  const reading: Understanding = { ...review.reading, kind: { ...review.reading.kind, chosen: answer.kind ?? review.reading.kind.chosen } };
  return {
    reading,
    state: "confirmed",
    settled: { kind: effectiveKind(reading.kind), language: answer.language, facts: answer.facts, constraints: answer.constraints },
  };
}

/** A new review of a fresh reading: the owner's earlier choice of kind is theirs and carries over. */
export function reviewOf(reading: Understanding, previous: UnderstandingReview | null): UnderstandingReview {
  const chosen = previous?.reading.kind.chosen ?? null;
  return { reading: { ...reading, kind: { ...reading.kind, chosen } }, state: "open", settled: null };
}

/** The facts the card starts from: the reading's, or nothing when there is no reading yet. */
export function factsToReview(review: UnderstandingReview | null): OwnerFacts {
  return review ? readFacts(review.reading) : NO_FACTS;
}


/**
 * The final step's messages without the sentences May read facts or rules from: those reach the site as facts (a
 * call link, the hours section, a claim), so the writers are not handed them again to weave into prose ("…call us
 * on 03-1234-5678。." in the about text). What is left is the owner's other news for visitors.
 */
export function notesWithoutReadFacts(finalText: string, reading: Understanding | null): string {
  const spans = reading ? [...reading.facts.map((fact) => fact.span), ...reading.constraints.map((constraint) => constraint.span)].filter((span) => span.step === "final") : [];
  const kept: string[] = [];
  let offset = 0;
  for (const message of finalText.split(FINAL_MESSAGE_SEPARATOR)) {
    let from = offset;
    for (const sentence of sentences(message)) {
      const start = finalText.indexOf(sentence, from);
      const end = start + sentence.length;
      from = end;
      if (!spans.some((span) => span.start < end && span.end > start)) kept.push(sentence);
    }
    offset += message.length + FINAL_MESSAGE_SEPARATOR.length;
  }
  return kept.join(" ");
}

import { z } from "zod";
import type { AppMessageKey } from "../i18n/keys";
import { EMAIL_ADDRESS_PATTERN } from "./links";

/**
 * The owner's facts: everything a site may state as true (docs/api.md, generate-site; docs/product.md,
 * What a generated site may say). One schema for the chat's "Business details" card, the editor's
 * fields, the brief of generate-site and the site document. Every field is optional and every list may
 * be empty: an empty text or an empty list means "not given", and the site then says nothing about it.
 */

export const FACT_LIMITS = { hours: 8, services: 12, reviews: 6, numbers: 4, claims: 6 } as const;

/**
 * The schema's messages are message keys of the `facts` namespace (content/app-messages/facts): screens show them in
 * the reader's language and the API answers their English (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export const FACT_MESSAGES = {
  phone: "facts.error.phone",
  phoneShape: "facts.error.phoneShape",
  email: "facts.error.email",
  address: "facts.error.address",
  area: "facts.error.area",
  days: "facts.error.days",
  time: "facts.error.time",
  service: "facts.error.service",
  quote: "facts.error.quote",
  reviewer: "facts.error.reviewer",
  number: "facts.error.number",
  tooMany: "facts.error.tooMany",
  claim: "facts.error.claim",
} as const satisfies Record<string, AppMessageKey>;

const optional = (max: number, message?: string) => z.string().trim().max(max, message).default("");
const required = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** How customers meet the business: at its premises, at theirs ("we come to you"), or online only. "" when not said. */
export const BUSINESS_MODES = ["premises", "mobile", "online"] as const;
export type BusinessMode = (typeof BUSINESS_MODES)[number];

/** What the owner reads for each mode (message keys). */
export const MODE_LABELS = { premises: "facts.mode.premises", mobile: "facts.mode.mobile", online: "facts.mode.online" } as const satisfies Record<BusinessMode, AppMessageKey>;

export const hoursRowSchema = z.object({ days: required(40, FACT_MESSAGES.days), time: required(40, FACT_MESSAGES.time) });
export const serviceFactSchema = z.object({ name: required(80, FACT_MESSAGES.service), description: optional(280), price: optional(40) });
export const reviewFactSchema = z.object({ quote: required(400, FACT_MESSAGES.quote), name: required(60, FACT_MESSAGES.reviewer), source: optional(80) });
/** A number the owner stands behind: "12" "years in business", "4.9" "rating on Google". */
export const numberFactSchema = z.object({ value: required(20, FACT_MESSAGES.number), label: required(60, FACT_MESSAGES.number) });

export const ownerFactsSchema = z.object({
  phone: optional(40, FACT_MESSAGES.phone).refine((value) => value === "" || /^[+(]?[0-9][0-9 ().-]{4,38}$/.test(value), FACT_MESSAGES.phoneShape),
  /** The phone in E.164 as read with the business's country (core/sites/links.ts `telHref`): the call link's target while it is the shown number's own; "" when unknown. */
  phoneLink: z.string().trim().regex(/^(?:\+[1-9][0-9]{6,14})?$/, FACT_MESSAGES.phoneShape).default(""),
  email: optional(120, FACT_MESSAGES.email).refine((value) => value === "" || EMAIL_ADDRESS_PATTERN.test(value), FACT_MESSAGES.email),
  address: optional(200, FACT_MESSAGES.address),
  serviceArea: optional(120, FACT_MESSAGES.area),
  mode: z.enum(BUSINESS_MODES).or(z.literal("")).default(""),
  hours: z.array(hoursRowSchema).max(FACT_LIMITS.hours, FACT_MESSAGES.tooMany).default([]),
  services: z.array(serviceFactSchema).max(FACT_LIMITS.services, FACT_MESSAGES.tooMany).default([]),
  reviews: z.array(reviewFactSchema).max(FACT_LIMITS.reviews, FACT_MESSAGES.tooMany).default([]),
  numbers: z.array(numberFactSchema).max(FACT_LIMITS.numbers, FACT_MESSAGES.tooMany).default([]),
  /** Claims in words the owner makes and can prove: "Licensed and insured", "Free quotes", "Family-run since 1998". */
  claims: z.array(required(80, FACT_MESSAGES.claim)).max(FACT_LIMITS.claims, FACT_MESSAGES.tooMany).default([]),
});

export type OwnerFacts = z.output<typeof ownerFactsSchema>;
export type OwnerFactsInput = z.input<typeof ownerFactsSchema>;

export const NO_FACTS: OwnerFacts = ownerFactsSchema.parse({});

/** Whether the owner has given any fact at all. */
export function hasFacts(facts: OwnerFacts): boolean {
  return JSON.stringify(facts) !== JSON.stringify(NO_FACTS);
}

/** Whether the business has no premises customers visit (mobile or online). */
export function hasNoPremises(facts: OwnerFacts): boolean {
  return facts.mode === "mobile" || facts.mode === "online";
}

/**
 * Hour presets for the facts card and the editor (the owner edits them after choosing). The label is a message key the
 * owner reads in their language; the hours are stored as written here, the form the site's words rewrite into its own
 * language (core/sites/i18n/local-format.ts), so they stay in this English form whatever the reader's language.
 */
/* eslint-disable ui-text/sentences -- stored hours, not words shown as they are (see above) */
export const HOUR_PRESETS: readonly { label: AppMessageKey; hours: readonly { days: string; time: string }[] }[] = [
  { label: "facts.hours.preset.weekdays", hours: [{ days: "Monday – Friday", time: "9:00 – 17:00" }, { days: "Saturday – Sunday", time: "Closed" }] },
  { label: "facts.hours.preset.weekdaysSaturday", hours: [{ days: "Monday – Friday", time: "9:00 – 18:00" }, { days: "Saturday", time: "10:00 – 16:00" }, { days: "Sunday", time: "Closed" }] },
  { label: "facts.hours.preset.everyDay", hours: [{ days: "Monday – Sunday", time: "9:00 – 18:00" }] },
  { label: "facts.hours.preset.always", hours: [{ days: "Every day", time: "Open 24 hours" }] },
  { label: "facts.hours.preset.appointment", hours: [{ days: "By appointment", time: "Get in touch to book" }] },
];
/* eslint-enable ui-text/sentences */

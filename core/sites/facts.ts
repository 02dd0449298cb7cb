import { z } from "zod";
import { EMAIL_ADDRESS_PATTERN } from "./links";

/**
 * The owner's facts: everything a site may state as true (docs/api.md, generate-site; docs/product.md,
 * What a generated site may say). One schema for the chat's "Business details" card, the editor's
 * fields, the brief of generate-site and the site document. Every field is optional and every list may
 * be empty: an empty text or an empty list means "not given", and the site then says nothing about it.
 */

export const FACT_LIMITS = { hours: 8, services: 12, reviews: 6, numbers: 4, claims: 6 } as const;

export const FACT_MESSAGES = {
  phone: "Phone must be at most 40 characters.",
  phoneShape: "Enter a phone number with digits, like +1 555 010 0199.",
  email: "Enter an email address like name@example.com.",
  address: "Address must be at most 200 characters.",
  area: "Service area must be at most 120 characters.",
  days: "Write the days, like Monday – Friday.",
  time: "Write the time, like 9:00 – 17:00, or Closed.",
  service: "Every service needs a name (or remove it).",
  quote: "Every review needs the customer's words (or remove it).",
  reviewer: "Every review needs the customer's name (or remove it).",
  number: "Every number needs a value and what it counts (or remove it).",
  tooMany: "That list is full.",
} as const;

const optional = (max: number, message?: string) => z.string().trim().max(max, message).default("");
const required = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** How customers meet the business: at its premises, at theirs ("we come to you"), or online only. "" when not said. */
export const BUSINESS_MODES = ["premises", "mobile", "online"] as const;
export type BusinessMode = (typeof BUSINESS_MODES)[number];

export const MODE_LABELS: Record<BusinessMode, string> = { premises: "Customers come to us", mobile: "We come to you", online: "Online only" };

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
  claims: z.array(required(80, "A claim cannot be empty (remove it instead).")).max(FACT_LIMITS.claims, FACT_MESSAGES.tooMany).default([]),
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

/** Hour presets for the facts card and the editor (the owner edits them after choosing). */
export const HOUR_PRESETS: readonly { label: string; hours: readonly { days: string; time: string }[] }[] = [
  { label: "Weekdays 9–5", hours: [{ days: "Monday – Friday", time: "9:00 – 17:00" }, { days: "Saturday – Sunday", time: "Closed" }] },
  { label: "Weekdays and Saturday", hours: [{ days: "Monday – Friday", time: "9:00 – 18:00" }, { days: "Saturday", time: "10:00 – 16:00" }, { days: "Sunday", time: "Closed" }] },
  { label: "Every day", hours: [{ days: "Monday – Sunday", time: "9:00 – 18:00" }] },
  { label: "Open 24/7", hours: [{ days: "Every day", time: "Open 24 hours" }] },
  { label: "By appointment", hours: [{ days: "By appointment", time: "Get in touch to book" }] },
];

import { z } from "zod";
import { EMAIL_ADDRESS_PATTERN } from "./links";
import { BUSINESS_MODES, FACT_LIMITS, FACT_MESSAGES } from "./facts-constants";

// The limits, modes, presets and "no facts" live without zod in facts-constants.ts (the editor loads them at once).

/**
 * The owner's facts: everything a site may state as true (docs/api.md, generate-site; docs/product.md,
 * What a generated site may say). One schema for the chat's "Business details" card, the editor's
 * fields, the brief of generate-site and the site document. Every field is optional and every list may
 * be empty: an empty text or an empty list means "not given", and the site then says nothing about it.
 */

const optional = (max: number, message?: string) => z.string().trim().max(max, message).default("");
const required = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

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

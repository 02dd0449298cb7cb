import { siteBriefSchema } from "@core/ai/schemas";
import type { FidelityBrief, OwnerFacts } from "./schema";

// The ONE place that turns a benchmark brief into the `generate-site` action's data (docs/api.md).
//
// On main today the brief takes name, business, location, notes, template, seed, email and phone, so only
// `email` and `phone` of the owner's facts reach the generator; the others (address, service area, mode,
// hours, services and prices, reviews, numbers, claims) have no field, are not passed, and the checks that
// expect them on the page fail, as they should. The honest generator (issue 14, branch trust-facts) adds
// `facts` to the brief: as soon as the brief's schema has that field, the facts are passed in the shape that
// branch defines (core/sites/facts.ts there: hours as { days, time } rows, services { name, price },
// reviews { quote, name, source }, numbers { value, label }, claims). If that shape changes before it lands,
// change `briefFacts` below and nothing else; a brief the action refuses stops the run with its errors.

/** Whether the action's brief has a `facts` field yet. */
export const BRIEF_TAKES_FACTS = "facts" in siteBriefSchema.shape;

/** The owner's facts in the shape the brief's `facts` field takes (trust-facts' ownerFactsSchema). */
export function briefFacts(facts: OwnerFacts): Record<string, unknown> {
  return {
    ...(facts.phone ? { phone: facts.phone } : {}),
    ...(facts.email ? { email: facts.email } : {}),
    ...(facts.address ? { address: facts.address } : {}),
    ...(facts.serviceArea ? { serviceArea: facts.serviceArea } : {}),
    ...(facts.mode ? { mode: facts.mode } : {}),
    ...(facts.hours ? { hours: facts.hours.map(({ days, time }) => ({ days, time })) } : {}),
    ...(facts.services ? { services: facts.services.map(({ name, price }) => ({ name, ...(price ? { price } : {}) })) } : {}),
    ...(facts.reviews ? { reviews: facts.reviews.map(({ quote, name, source }) => ({ quote, name, ...(source ? { source } : {}) })) } : {}),
    ...(facts.numbers ? { numbers: facts.numbers.map(({ value, label }) => ({ value, label })) } : {}),
    ...(facts.claims ? { claims: facts.claims } : {}),
  };
}

export function generateSiteData(brief: FidelityBrief, options: { seed: number; template: string }): Record<string, unknown> {
  const facts = brief.facts ?? {};
  return {
    name: brief.owner.name,
    business: brief.owner.business,
    location: brief.owner.location,
    ...(brief.owner.notes ? { notes: brief.owner.notes } : {}),
    template: options.template,
    seed: options.seed,
    ...(facts.email ? { email: facts.email } : {}),
    ...(facts.phone ? { phone: facts.phone } : {}),
    ...(BRIEF_TAKES_FACTS && brief.facts ? { facts: briefFacts(brief.facts) } : {}),
  };
}

import { siteBriefSchema } from "@core/ai/schemas";
import type { FidelityBrief, OwnerFacts } from "./schema";

// The ONE place that turns a benchmark brief into the `generate-site` action's data (docs/api.md).
//
// The owner's facts reach the generator through the brief's `facts` field, in the shape core/sites/facts.ts
// defines (hours as { days, time } rows, services { name, price }, reviews { quote, name, source }, numbers
// { value, label }, claims); a fact without a field is not passed, and the checks that expect it fail, as they
// should. If that shape changes,
// change `briefFacts` below and nothing else; a brief the action refuses stops the run with its errors.

/** Whether the action's brief has a `facts` field yet. */
export const BRIEF_TAKES_FACTS = "facts" in siteBriefSchema.shape;

/** The owner's facts in the shape the brief's `facts` field takes (ownerFactsSchema in core/sites/facts.ts). */
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

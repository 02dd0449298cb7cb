import type { FidelityBrief, OwnerFacts } from "./schema";

// The ONE place that turns a benchmark brief into the `generate-site` action's data (docs/api.md). Today the
// brief takes name, business, location, notes, template, seed, email and phone; the owner's other facts
// (address, service area, mode, hours, services and prices, reviews, numbers) have no field yet, so they are
// not passed, and the checks that expect them on the page fail, as they should. When the brief grows those
// fields (issue 14, branch trust-facts), map them here and nowhere else.

/** The facts the current brief carries; everything else in OwnerFacts is held back until it has a field. */
export const FACTS_PASSED_TODAY = ["email", "phone"] as const satisfies readonly (keyof OwnerFacts)[];

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
  };
}

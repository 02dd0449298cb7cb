import { type OwnerFacts } from "@core/sites/facts";
import { FACT_LIMITS } from "@core/sites/facts-constants";

const SCALARS = ["phone", "phoneLink", "email", "address", "serviceArea", "mode"] as const;
const LISTS = ["hours", "services", "reviews", "numbers", "claims"] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The card's facts after a newer reading of the chat arrives (docs/decisions/0510-the-owner-confirms-what-may-understood.md):
 * a field the owner left as May first read it takes the new reading's value; a field they changed stays theirs; list
 * items the new reading found that the old one did not are added (up to each list's limit); items the owner removed
 * stay removed unless the new reading found them anew.
 */
export function mergeReadFacts(current: OwnerFacts, before: OwnerFacts, after: OwnerFacts): OwnerFacts {
  const merged: OwnerFacts = { ...current };
  for (const key of SCALARS) {
    if (current[key] === before[key]) (merged as Record<string, unknown>)[key] = after[key];
  }
  for (const key of LISTS) {
    const added = (after[key] as readonly unknown[]).filter((item) => !(before[key] as readonly unknown[]).some((old) => same(old, item)) && !(current[key] as readonly unknown[]).some((mine) => same(mine, item)));
    (merged as Record<string, unknown>)[key] = [...(current[key] as readonly unknown[]), ...added].slice(0, FACT_LIMITS[key]);
  }
  return merged;
}

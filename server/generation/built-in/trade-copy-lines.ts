import { LOCATION_CHOICE, type FamilyCopy, type KindCopy } from "./trade-copy-schema";

// Every line of the English trade copy (content/trades/*.json) that the built-in writer can publish on a site whose
// owner gave no facts, with where it lives, so that it can be read for claims as a whole
// (docs/decisions/0531-the-trade-copy-states-nothing-of-its-own.md).

/**
 * The family fields the writer publishes as written (write-site.ts). The usual items, the kind's own hero line, the
 * about section's middle paragraphs and highlights, and the FAQ are suggestions or are not written at all
 * (docs/decisions/0540-only-the-owners-offer.md), so they are not here.
 */
export const PUBLISHED_FAMILY_FIELDS = [
  "servicesNav",
  "servicesHeadings",
  "servicesIntros",
  "eyebrows",
  "headlines",
  "subheadlines",
  "primaryCtas",
  "secondaryCtas",
  "aboutHeadings",
  "aboutOpeners",
  "galleryHeadings",
  "testimonialsHeadings",
  "hoursHeadings",
  "hoursNotes",
  "contactHeadings",
  "contactIntros",
  "taglines",
] as const satisfies readonly (keyof FamilyCopy)[];

export interface TradeLine {
  /** Where the line lives, e.g. `families.FOOD_DRINK.subheadlines.2` or `kinds.BAKERY.specialty.0`. */
  path: string;
  /** The template as written, with its placeholders and `[location:…|…]` choice. */
  text: string;
}

interface TradeFiles {
  families: { families: Record<string, Partial<FamilyCopy>>; sets: Record<string, Partial<FamilyCopy>> };
  kinds: { generic: KindCopy; kinds: Record<string, KindCopy> };
}

function copyLines(prefix: string, copy: Partial<FamilyCopy> | undefined): TradeLine[] {
  if (!copy) return [];
  return PUBLISHED_FAMILY_FIELDS.flatMap((field) => {
    const value = copy[field];
    if (value === undefined) return [];
    const list: readonly string[] = Array.isArray(value) ? value : [value as string];
    return list.map((text, index) => ({ path: `${prefix}.${field}.${index}`, text }));
  });
}

/** Every publishable line of the trade copy, as written (one per template), in file order. */
export function publishableTradeLines({ families, kinds }: TradeFiles): TradeLine[] {
  const lines: TradeLine[] = [];
  for (const [family, copy] of Object.entries(families.families)) lines.push(...copyLines(`families.${family}`, copy));
  for (const [set, copy] of Object.entries(families.sets)) lines.push(...copyLines(`sets.${set}`, copy));
  for (const [code, kind] of [["generic", kinds.generic] as const, ...Object.entries(kinds.kinds)]) {
    const prefix = code === "generic" ? "kinds.generic" : `kinds.${code}`;
    const specialties = typeof kind.specialty === "string" ? [kind.specialty] : kind.specialty;
    specialties.forEach((text, index) => lines.push({ path: `${prefix}.specialty.${index}`, text }));
    if (kind.noun) lines.push({ path: `${prefix}.noun`, text: kind.noun });
    lines.push(...copyLines(`${prefix}.copy`, kind.copy));
  }
  return lines;
}

/** A template's sentences as a site shows them, once with a location and once without (placeholders left as names). */
export function lineVariants(template: string): string[] {
  const withPlace = template.replace(LOCATION_CHOICE, (_match, present: string) => present);
  const withoutPlace = template.replace(LOCATION_CHOICE, (_match, _present: string, absent: string) => absent);
  return withPlace === withoutPlace ? [withPlace] : [withPlace, withoutPlace];
}

import familiesFile from "../../../content/trades/families.json";
import kindsFile from "../../../content/trades/kinds.json";
import type { CopyContext } from "./writing-context";
import { LOCATION_CHOICE, PLACEHOLDER, type FamilyCopy, type KindCopy } from "./trade-copy-schema";
import type { BusinessFamily } from "@core/chat/business-kinds";

// The built-in writer's trade knowledge, read from content/trades/*.json. The files are checked against
// trade-copy-schema.ts when the Worker is built and in the tests, so they are not parsed again on every
// start (docs/decisions/0502-trade-copy-is-data.md).

/** A template of the trade copy: `{name}`, `{Specialty}` (first letter upper-case), `[location:…|…]`. */
export type Phrase = string;

const families = familiesFile as unknown as { families: Record<BusinessFamily, FamilyCopy>; sets: Record<string, Partial<FamilyCopy>> };
const kinds = kindsFile as unknown as { generic: KindCopy; kinds: Record<string, KindCopy> };

export const FAMILY_COPY: Readonly<Record<BusinessFamily, FamilyCopy>> = families.families;

/** A kind's copy with its shared set of phrases merged under its own. */
function withSet(kind: KindCopy): KindCopy {
  if (!kind.copySet) return kind;
  return { ...kind, copy: { ...families.sets[kind.copySet], ...kind.copy } };
}

/** The kinds whose own copy replaces the family's headlines (a funeral home's, a wedding page's); a shared set's headlines do not. */
export const KINDS_WITH_OWN_HEADLINES: ReadonlySet<string> = new Set(Object.entries(kinds.kinds).filter(([, kind]) => kind.copy?.headlines).map(([code]) => code));

/** Every kind of the business list, by code. */
export const KIND_COPY: Readonly<Record<string, KindCopy>> = Object.fromEntries(Object.entries(kinds.kinds).map(([code, kind]) => [code, withSet(kind)]));

/**
 * For a kind the list does not know: the owner's own description (the context's specialty) in plain
 * sentences that fit any business, and none of a family's trade words; no usual items, since an unknown
 * trade's are the owner's own (docs/decisions/0500-owner-facts-and-nothing-invented.md).
 */
export const GENERIC_KIND: KindCopy = kinds.generic;

/** A phrase filled in for one site: the location's choice made, then each placeholder replaced once (an owner's "{name}" stays as typed). */
export function renderPhrase(template: Phrase, c: Partial<CopyContext> & Pick<CopyContext, "location">): string {
  const chosen = template.replace(LOCATION_CHOICE, (_match, present: string, absent: string) => (c.location ? present : absent));
  return chosen.replace(PLACEHOLDER, (match, key: string) => {
    const field = `${key.charAt(0).toLowerCase()}${key.slice(1)}` as keyof CopyContext;
    const value = c[field];
    if (typeof value !== "string") return match;
    return key.charAt(0) === key.charAt(0).toUpperCase() ? `${value.charAt(0).toUpperCase()}${value.slice(1)}` : value;
  });
}

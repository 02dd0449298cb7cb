import { normaliseText } from "@core/chat/classify-business";
import type { SiteSection } from "@core/sites/site-document";
import { keepCase } from "@core/text/case";
import { resolveLocation } from "@core/places/resolve-location";

// The built-in copy is written in British English. For a business in the United States the same copy is
// spelt and worded the American way ("favorite", "drop cloths", "Enroll", "one-on-one"), so a US plumber does not
// read as a British one (docs/decisions/0501-regional-wording.md). Other places keep the British wording. The country
// is the one the location resolves to (core/places/resolve-location.ts); the lists below decide only when it resolves
// to none (docs/decisions/0520-built-in-copy-in-every-site-language.md).

const US_STATES = [
  "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware", "florida", "georgia", "hawaii", "idaho", "illinois",
  "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine", "maryland", "massachusetts", "michigan", "minnesota", "mississippi", "missouri",
  "montana", "nebraska", "nevada", "new hampshire", "new jersey", "new mexico", "new york", "north carolina", "north dakota", "ohio", "oklahoma",
  "oregon", "pennsylvania", "rhode island", "south carolina", "south dakota", "tennessee", "texas", "utah", "vermont", "virginia", "washington",
  "west virginia", "wisconsin", "wyoming", "usa", "united states", "united states of america", "brooklyn", "manhattan", "queens", "los angeles",
  "san francisco", "chicago", "houston", "austin", "dallas", "denver", "seattle", "boston", "miami", "atlanta", "phoenix", "philadelphia",
  "san diego", "nashville", "detroit", "minneapolis", "columbus", "cleveland", "albany", "las vegas", "new orleans", "pittsburgh", "baltimore",
  "san antonio", "sacramento", "salt lake city", "charlotte", "tampa", "orlando", "honolulu", "anchorage", "milwaukee", "kansas city",
];
/** Two-letter state codes, recognised only after a comma ("Austin, TX"), since "in", "or" and "me" are words. */
const STATE_CODES = new Set(
  "al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc".split(" "),
);
/** Places that are not in the US although their state code reads like one ("Perth, WA" is Western Australia), checked first. */
const NOT_US = ["uk", "england", "scotland", "wales", "ireland", "australia", "canada", "new south wales", "nsw", "ontario", "perth", "fremantle", "bunbury", "mandurah"];

export type Region = "US" | "other";

/** Where the location puts the business, as far as wording goes: its resolved country, else what the lists below say. */
export function regionFor(location: string): Region {
  const country = location.trim() ? resolveLocation(location)?.country : undefined;
  if (country) return country === "US" ? "US" : "other";
  const words = ` ${normaliseText(location)} `;
  if (words.trim() === "") return "other";
  if (NOT_US.some((place) => words.includes(` ${place} `))) return "other";
  if (US_STATES.some((place) => words.includes(` ${place} `))) return "US";
  const afterComma = location.split(",").slice(1).map((part) => part.trim().toLowerCase());
  if (afterComma.some((part) => STATE_CODES.has(part) || /^(?:[a-z]{2})\s+\d{5}$/.test(part))) return "US";
  return "other";
}

/** British wording and its American counterpart; each pattern keeps the case of the word's first letter. */
const AMERICAN: [RegExp, string][] = [
  [/\bfavourit/gi, "favorit"],
  [/\bfavour/gi, "favor"],
  [/\bcolour/gi, "color"],
  [/\bflavour/gi, "flavor"],
  [/\bneighbour/gi, "neighbor"],
  [/\bhonour/gi, "honor"],
  [/\bbehaviour/gi, "behavior"],
  [/\blabour/gi, "labor"],
  [/\b(organi|speciali|personali|reali|recogni|customi|summari|prioriti|modernis|apologi)s(e|ed|es|ing|ation|ations)\b/gi, "$1z$2"],
  [/\bcentre(s?)\b/gi, "center$1"],
  [/\btheatre(s?)\b/gi, "theater$1"],
  [/\bmetre(s?)\b/gi, "meter$1"],
  [/\blitre(s?)\b/gi, "liter$1"],
  [/\bjewellery\b/gi, "jewelry"],
  [/\bprogramme(s?)\b/gi, "program$1"],
  [/\bcatalogue(s?)\b/gi, "catalog$1"],
  [/\benquir/gi, "inquir"],
  [/\bgrey\b/gi, "gray"],
  [/\btyre(s?)\b/gi, "tire$1"],
  [/\btravell(ed|ing|er|ers)\b/gi, "travel$1"],
  [/\bcancell(ed|ing)\b/gi, "cancel$1"],
  [/\bcos(y|ier|iest|iness)\b/gi, "coz$1"],
  [/\bpractis(e|ed|es|ing)\b/gi, "practic$1"],
  [/\bfortnightly\b/gi, "every two weeks"],
  // Words, not spellings: an American enrolls, has one-on-one sessions, studies math and calls home to mom.
  [/\benrol(s|ment|ments)?\b/gi, "enroll$1"],
  [/\bone-to-one\b/gi, "one-on-one"],
  [/\bmaths\b/gi, "math"],
  [/\bmum(s?)\b/gi, "mom$1"],
  [/\bdust sheets?\b/gi, "drop cloths"],
  [/\bpostcode(s?)\b/gi, "ZIP code$1"],
  [/\bmobile phone\b/gi, "cell phone"],
  // An American plumber's everyday job is the water heater; "boiler" reads as a British plumber's site.
  [/\bboiler(s?)\b/gi, "water heater$1"],
];

/** A text in American wording. */
export function americanWording(text: string): string {
  return AMERICAN.reduce((out, [pattern, replacement]) => out.replace(pattern, (match, ...groups: unknown[]) => keepCase(replacement.replace(/\$(\d)/g, (_, n: string) => String(groups[Number(n) - 1] ?? "")), match)), text);
}

/** Keys whose text is the owner's (facts) or not prose; they are never reworded. */
const OWNER_KEYS = new Set(["id", "type", "writer", "hold", "href", "key", "email", "phone", "address", "area", "quote", "name", "detail", "days", "time", "price"]);

/**
 * A text in American wording except where it repeats the owner's own words: a service they named "Boiler service"
 * stays theirs inside the writer's sentences too (docs/decisions/0501-regional-wording.md).
 */
export function americanWordingAround(text: string, ownerPhrases: readonly string[]): string {
  const kept = ownerPhrases.map((phrase) => phrase.trim()).filter((phrase) => phrase.length > 0).sort((a, b) => b.length - a.length);
  if (kept.length === 0) return americanWording(text);
  const pattern = new RegExp(kept.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "gi");
  let out = "";
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    out += americanWording(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + americanWording(text.slice(from));
}

/** The built-in writer's section in the region's wording; the owner's facts and words in it stay as they gave them. */
export function inRegionWording<T extends SiteSection>(section: T, region: Region, ownerPhrases: readonly string[] = []): T {
  if (region !== "US") return section;
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === "string") return OWNER_KEYS.has(key) ? value : americanWordingAround(value, ownerPhrases);
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([child, inner]) => [child, walk(inner, child)]));
    return value;
  };
  return walk(section, "") as T;
}

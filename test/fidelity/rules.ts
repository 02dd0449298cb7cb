import type { Country, FidelityBrief, Pattern } from "./schema";
import { normalise } from "./visible-text";

// The rules every brief is judged by, besides its own words: what an owner would never sign (invented
// reviews, prices, hours, numbers, claims; placeholders), what a customer of that country would find odd
// (a foreign currency, the other side of the Atlantic's words, the wrong clock), and what contradicts the
// mode of business ("drop by" a van). Written from docs/product.md, "Generated sites: what a site may say",
// never from the generator's data.

export interface Check {
  id: string;
  kind: "must" | "mustNot";
  label: string;
  patterns: Pattern[];
  /** Every quotation on the page counts as found, except those starting like one of these quotes (the owner's reviews). */
  quotations?: { allowed: string[] };
  /** A snippet whose every number the owner wrote in their own answers is not an invention ("ages 16 and up"). */
  ownerNumbersAllowed?: boolean;
}

const re = (source: string, label: string, flags?: string): Pattern => ({ re: source, label, ...(flags ? { flags } : {}) });

/** Placeholders and template leftovers: never on a published page. */
const PLACEHOLDERS: Pattern[] = [
  "Our main service",
  "work in progress",
  "lorem ipsum",
  "coming soon",
  "placeholder",
  "your business name",
  "example.com",
  re("\\{\\{|\\}\\}|\\[[A-Z_ ]{3,}\\]", "template braces"),
  re("\\b(undefined|null|NaN|TODO|TBD)\\b", "undefined/null/NaN/TODO", "u"),
];

const INVENTED_REVIEWS: Pattern[] = [
  "testimonial",
  re("what (our |my )?(customers|clients|guests|patients|students|parents|families|members|people|couples|owners|diners|visitors|neighbou?rs|regulars|players|pet parents) (say|are saying|think)", "what our customers say"),
  re("[—–] ?[A-Z][a-zà-ÿ]+ [A-Z]\\.(?=\\s|$|,)|^[A-Z][a-zà-ÿ]+ [A-Z]\\.(?= |$)", "a quote signed \"First I.\"", "u"),
  re("^(customer |client )?(reviews|testimonials)$", "a Reviews heading or link"),
  re("★|⭐", "stars"),
  "five-star review",
  "5-star review",
];

const INVENTED_PRICES: Pattern[] = [
  re("[$£€¥]\\s?\\d", "a price"),
  re("\\d\\s?(€|円)|\\d\\s?(eur|usd|gbp|isk|jpy|aud|cad|kr|yen|euros?|dollars?|pounds?)\\b", "a price"),
  re("\\bper (hour|session|visit|person|night)\\b", "per hour/session"),
];

const INVENTED_HOURS: Pattern[] = [
  re("\\b\\d{1,2}([:.]\\d{2})?\\s?(am|pm)\\b", "a time (am/pm)"),
  re("\\b\\d{1,2}[:.h]\\d{2}\\s?[–-]\\s?\\d{1,2}[:.h]\\d{2}\\b", "a time range"),
  re("\\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day)?s?\\s?(–|-|to|through|until)\\s?(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day)?\\b", "a day range"),
  "weekdays",
  "opening hours",
  "opening times",
  "open daily",
  "open every day",
  re("open (7|seven) days", "open 7 days"),
  "24/7",
  re("24 hours|24-hour|round the clock|around the clock", "24 hours"),
];

const INVENTED_NUMBERS: Pattern[] = [
  re("\\b(since|established|est\\.?|founded( in)?)\\s+(19|20)\\d\\d\\b", "since <year>"),
  re("\\b\\d+\\+?\\s+years?\\s+(of\\s+)?(experience|in business|serving|trading|of service|on the job)", "<n> years of …"),
  re("\\b(over|more than|nearly|almost|upwards of)\\s+\\d[\\d,.]*\\+?\\s+[a-z]+", "over <n> …"),
  re("\\b\\d[\\d,.]*\\+\\s+[a-z]+", "<n>+ …"),
  re("\\b\\d[\\d,.]*\\s+(happy|satisfied|loyal|returning|repeat)\\b", "<n> happy …"),
  re("\\b\\d{2,}[\\d,]*\\s+(customers|clients|families|patients|students|jobs|projects|homes|guests|weddings|events|reviews|members|pets)\\b", "<n> customers"),
  re("\\b\\d{1,3}([.,]\\d)?\\s?%", "a percentage"),
  re("\\b[1-5]([.,]\\d)?\\s?(/\\s?5|out of (5|five)|stars?)\\b", "a rating"),
];

/** Claims that are facts in words: only when the owner said so (a brief's `allow`). */
const CLAIMS: Record<string, Pattern[]> = {
  "licensed-insured": [re("licen[sc]ed (and|&) insured|fully insured|fully licen[sc]ed|\\binsured\\b", "licensed and insured")],
  "award-winning": [re("award[- ]winning|\\bawards?\\b", "award-winning")],
  "family-run": [re("family[- ](run|owned)", "family-run")],
  "free-quotes": [re("free (quotes?|estimates?|consultations?|trial|first)|no[- ]obligation", "free quotes")],
  "same-day": [re("same[- ]day|next[- ]day|within (the hour|an hour|a day|a few days|\\d+ (hours|minutes|days))", "same-day")],
  guarantee: [re("guarantee", "guarantee")],
  certified: [re("\\b(certified|accredited|qualified|registered|trained)\\b", "certified")],
  "social-proof": [re("recommended by|highly recommended|loved by|(locals|neighbou?rs|customers|clients|families|regulars) (love|recommend|keep coming)|word of mouth", "recommended by / loved by")],
  "years-of-experience": [re("(years|decades) of (experience|expertise)|\\bexperienced\\b|seasoned|veteran", "years of experience")],
  superlatives: [re("#1|number one|no\\.? ?1\\b|top[- ]rated|highest[- ]rated|best in (town|the city|the area)|trusted by|best (rate|price)s?|lowest price|cheapest", "#1 / top-rated / best price")],
};

const PHONE: Pattern[] = [re("(\\+\\d{1,3}[\\s.-]?)?(\\(\\d{2,5}\\)|\\b\\d{2,5})[\\s.-]\\d{3,4}[\\s.-]?\\d{3,4}\\b", "a phone number")];
const EMAIL: Pattern[] = [re("[\\w.+-]+@[\\w-]+\\.[\\w.-]+", "an email address")];
const ADDRESS: Pattern[] = [
  re("(?<!©\\s?)\\b\\d{1,4}[a-z]?,? ([A-ZÀ-Ý][\\wà-ÿ'-]+ ){1,3}(Street|St\\.|Road|Rd\\.|Avenue|Ave\\.?|Lane|Boulevard|Blvd|Drive|Terrace|Place|Square|Way)\\b", "a street address", "u"),
  re("stra(ß|ss)e \\d|\\bstr\\. ?\\d|\\brue (de|du|des) |\\bcalle |\\bavenida ", "a street address"),
];

/** Meeting in person, for a business that works online only. */
const IN_PERSON: Pattern[] = [re("in[- ]person|face[- ]to[- ]face|at (our|the) (studio|office|clinic)", "in person")];

/** Premises words for a business that comes to you or works online. */
const PREMISES: Pattern[] = [
  re("drop (by|in)|stop by|pop (in|by|round)|swing by|come (in|by|and see us|see us|visit)|visit (us|our)|find us|walk[- ]ins?|our (shop|store|premises|location|salon|studio|office|clinic|showroom|workshop|front door)\\b|on[- ]site parking|directions to", "drop by / visit us / find us"),
];

const FOREIGN_MONEY: Record<string, Pattern> = {
  $: re("(?<![A-Z])\\$\\s?\\d|\\bUSD\\b|\\bdollars?\\b", "$ (dollars)", "u"),
  "£": re("£|\\bGBP\\b|\\bpounds? sterling\\b", "£ (pounds)"),
  "€": re("€|\\bEUR\\b|\\beuros?\\b", "€ (euros)"),
  "¥": re("¥|円|\\bJPY\\b|\\byen\\b", "¥ (yen)"),
};
const MONEY_OF: Record<Country, string[]> = {
  US: ["$"],
  CA: ["$"],
  AU: ["$"],
  UK: ["£"],
  IE: ["€"],
  DE: ["€"],
  FR: ["€"],
  ES: ["€"],
  NL: ["€"],
  JP: ["¥"],
  IS: [],
  none: [],
};

const BRITISH = re("\\b(boilers?|colour|favourite|neighbourhood|centre|organis|personalis|specialis|jumper|mobile phone|postcode|dust sheets?|fortnight|holiday let|car park|flat-pack|hoover)", "British wording");
const AMERICAN = re("\\b(color|favorite|neighborhood|center|organiz|personaliz|specializ|faucet|zip code|cell phone|drywall|parking lot|vacation|mom\\b)", "American wording");
const TWELVE_HOUR = re("\\b\\d{1,2}([:.]\\d{2})?\\s?(am|pm|a\\.m\\.|p\\.m\\.)(?=\\W|$)", "a 12-hour time");
const TWENTY_FOUR_HOUR = re("\\b(1[3-9]|2[0-3])[:.][0-5]\\d\\b", "a 24-hour time");

function countryChecks(country: Country): Check[] {
  const checks: Check[] = [];
  const own = MONEY_OF[country];
  const foreign = Object.entries(FOREIGN_MONEY).filter(([symbol]) => !own.includes(symbol)).map(([, pattern]) => pattern);
  if (foreign.length) checks.push({ id: "currency", kind: "mustNot", label: `no currency but ${own.join("/") || "none"} (${country})`, patterns: foreign });
  if (country === "US") {
    checks.push({ id: "wording", kind: "mustNot", label: "US wording", patterns: [BRITISH] });
    checks.push({ id: "clock", kind: "mustNot", label: "US 12-hour clock", patterns: [TWENTY_FOUR_HOUR] });
  }
  if (country === "UK" || country === "IE" || country === "AU") checks.push({ id: "wording", kind: "mustNot", label: `${country} wording`, patterns: [AMERICAN] });
  if (["DE", "FR", "ES", "NL", "IS", "JP"].includes(country)) checks.push({ id: "clock", kind: "mustNot", label: `${country} 24-hour clock`, patterns: [TWELVE_HOUR] });
  return checks;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A pattern as a regular expression: strings match case-insensitively from the start of a word. */
export function toRegExp(pattern: Pattern): RegExp {
  if (typeof pattern !== "string") return new RegExp(pattern.re, `g${pattern.flags ?? "i"}`.replace(/(.)(?=.*\1)/g, ""));
  const text = normalise(pattern);
  const start = /^[\p{L}\p{N}]/u.test(text) ? "(?<![\\p{L}\\p{N}])" : "";
  return new RegExp(`${start}${escapeRegExp(text)}`, "giu");
}

export function labelOf(pattern: Pattern): string {
  return typeof pattern === "string" ? pattern : pattern.label;
}

const OWNER_NUMBERS_ALLOWED = new Set(["invented-prices", "invented-hours", "invented-numbers", "invented-phone"]);

const given = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/** Every check of one brief: its own words, the owner's facts, and the shared rules that apply to it. */
export function checksFor(brief: FidelityBrief): Check[] {
  const facts = brief.facts ?? {};
  const allowed = new Set(brief.allow ?? []);
  const checks: Check[] = [];
  const must = (label: string, pattern: Pattern, id = "brief") => checks.push({ id, kind: "must", label, patterns: [pattern] });
  // A fact the brief's own words already ask for is counted once ("£18" in mustInclude and in a price).
  const asked = new Set(brief.mustInclude.filter((pattern) => typeof pattern === "string").map((pattern) => normalise(pattern).toLowerCase()));
  const fact = (label: string, pattern: string, whole = pattern) => {
    const wholeText = normalise(whole).toLowerCase();
    // A review the brief already quotes in part (a phrase of 20+ characters) is asked for once.
    if (asked.has(normalise(pattern).toLowerCase()) || (whole !== pattern && [...asked].some((words) => words.length >= 20 && wholeText.includes(words)))) return;
    must(label, pattern, "fact");
  };

  // The owner's words: the name, the place, what they named, and every fact they gave.
  must(`name "${brief.owner.name}"`, brief.owner.name, "name");
  const town = brief.owner.location.split(",")[0]?.trim() ?? "";
  if (town && !/^online\b/i.test(town)) must(`location "${town}"`, town, "location");
  for (const pattern of brief.mustInclude) must(labelOf(pattern), pattern);
  if (facts.phone) fact(`phone ${facts.phone}`, facts.phone);
  if (facts.email) fact(`email ${facts.email}`, facts.email);
  if (facts.address) fact(`address ${facts.address}`, facts.address.split(",")[0]!);
  if (facts.serviceArea) fact(`service area ${facts.serviceArea}`, facts.serviceArea);
  for (const service of facts.services ?? []) {
    fact(`service ${service.name}`, service.name);
    if (service.price) fact(`price ${service.price}`, service.price.replace(/^[A-Z]{1,3}(?=[$£€¥])/, ""));
  }
  for (const review of facts.reviews ?? []) {
    fact(`review by ${review.name}`, review.quote.slice(0, 40), review.quote);
    fact(`reviewer ${review.name}`, review.name);
  }
  for (const number of facts.numbers ?? []) fact(`${number.label}: ${number.value}`, number.value);
  for (const claim of facts.claims ?? []) fact(`claim ${claim}`, claim);

  for (const pattern of brief.mustExclude) checks.push({ id: "brief", kind: "mustNot", label: labelOf(pattern), patterns: [pattern] });

  // Nothing invented: each kind of fact may appear only when the owner gave it.
  checks.push({ id: "placeholders", kind: "mustNot", label: "no placeholder text", patterns: PLACEHOLDERS });
  if (!given(facts.reviews)) checks.push({ id: "invented-reviews", kind: "mustNot", label: "no reviews or testimonials (none given)", patterns: INVENTED_REVIEWS, quotations: { allowed: [] } });
  else checks.push({ id: "invented-reviews", kind: "mustNot", label: "no quotation but the owner's reviews", patterns: [], quotations: { allowed: facts.reviews!.map((review) => review.quote) } });
  if (!facts.services?.some((service) => service.price)) checks.push({ id: "invented-prices", kind: "mustNot", label: "no prices (none given)", patterns: INVENTED_PRICES });
  if (!given(facts.hours)) checks.push({ id: "invented-hours", kind: "mustNot", label: "no opening hours (none given)", patterns: INVENTED_HOURS });
  if (!given(facts.numbers)) checks.push({ id: "invented-numbers", kind: "mustNot", label: "no years, counts, ratings or percentages (none given)", patterns: INVENTED_NUMBERS });
  if (!facts.phone) checks.push({ id: "invented-phone", kind: "mustNot", label: "no phone number (none given)", patterns: PHONE });
  if (!facts.email) checks.push({ id: "invented-email", kind: "mustNot", label: "no email address (none given)", patterns: EMAIL });
  if (!facts.address) checks.push({ id: "invented-address", kind: "mustNot", label: "no street address (none given)", patterns: ADDRESS });
  for (const [id, patterns] of Object.entries(CLAIMS)) {
    if (!allowed.has(id as never)) checks.push({ id, kind: "mustNot", label: `no "${id}" claim (not said by the owner)`, patterns });
  }

  // The mode of business: no premises language for a van or a video call.
  if (facts.mode === "mobile" || facts.mode === "online") checks.push({ id: "mode", kind: "mustNot", label: `no premises wording (${facts.mode})`, patterns: PREMISES });
  if (facts.mode === "online") checks.push({ id: "mode", kind: "mustNot", label: "no meeting in person (online only)", patterns: IN_PERSON });

  checks.push(...countryChecks(brief.country));
  for (const check of checks) if (OWNER_NUMBERS_ALLOWED.has(check.id)) check.ownerNumbersAllowed = true;
  return checks;
}

export interface CheckResult {
  check: Check;
  ok: boolean;
  /** mustNot: the snippets found; must: empty. */
  found: string[];
}

const digitRuns = (text: string) => text.match(/\d+/g) ?? [];

/** The owner's own answers, whose numbers a page may repeat. */
export function ownerText(brief: FidelityBrief): string {
  return [brief.owner.business, brief.owner.location, brief.owner.name, brief.owner.notes ?? ""].join("\n");
}

/**
 * Runs one check on a page's visible text, block by block (a phrase never spans two blocks); `owner` is
 * what the owner wrote (ownerText).
 */
export function runCheck(check: Check, page: { blocks: string[]; quotes?: string[] }, owner = ""): CheckResult {
  const { blocks } = page;
  const ownerDigits = new Set(digitRuns(owner));
  const found: string[] = [];
  if (check.quotations) {
    const key = (text: string) => normalise(text).toLowerCase().replace(/^["']+/, "").slice(0, 30);
    const allowed = check.quotations.allowed.map(key);
    for (const quote of page.quotes ?? []) if (!allowed.some((start) => key(quote).startsWith(start))) found.push(`quotation "${quote.slice(0, 40)}…"`);
  }
  for (const pattern of check.patterns) {
    const regExp = toRegExp(pattern);
    for (const block of blocks) for (const match of block.matchAll(regExp)) found.push(match[0]);
  }
  const invented = check.ownerNumbersAllowed ? found.filter((snippet) => digitRuns(snippet).length === 0 || !digitRuns(snippet).every((run) => ownerDigits.has(run))) : found;
  const unique = [...new Set(invented.map((snippet) => snippet.trim()))];
  return check.kind === "must" ? { check, ok: unique.length > 0, found: [] } : { check, ok: unique.length === 0, found: unique };
}

import { z } from "zod";
import { CONSTRAINT_CODES, MISSING_CODES } from "../understanding";
import { BUSINESS_FAMILIES, BUSINESS_KINDS } from "../business-kinds";
import { SITE_LANGUAGES, type SiteLanguage } from "../../sites/languages";
import { WEEKDAYS } from "../../sites/opening-hours-rows";

/**
 * The words May reads owners' facts by, one file per site language (content/understanding/<language>.json), and
 * what each trade needs most (content/understanding/needs.json): checked by these schemas when the Worker is built
 * (vite.config.ts) and in a test, not parsed again at run time (docs/decisions/0506-reading-the-owners-facts.md).
 */

/** A word or phrase as the owner types it: lower case (the readers fold case), no space at either end. */
const phrase = z
  .string()
  .min(1)
  .max(60)
  // eslint-disable-next-line ui-text/sentences -- a build check's words for whoever edits the data files, never a screen's
  .refine((value) => value === value.trim() && value === value.toLowerCase(), "A phrase is lower case with no space at either end.");
const phrases = z.array(phrase);
// eslint-disable-next-line ui-text/sentences -- a build check's words for whoever edits the data files, never a screen's
const slotted = (slot: string) => phrase.refine((value) => value.split(`{${slot}}`).length === 2, `A pattern names {${slot}} exactly once.`);

const weekday = z.enum(WEEKDAYS);

export const lexiconSchema = z.strictObject({
  about: z.string(),
  /** Words written with a full stop that does not end a sentence ("tel", "av"). */
  abbreviations: phrases,
  /** Labels of numbers that are not phone numbers ("Steuernummer", "SIRET", "licence"): a number right after one is not read as a phone. */
  notPhones: phrases,
  /** `streetWords` make the location answer an address ("Calle", "rue", "丁目"); `streetSuffixes` end a word that does ("Lindwurmstraße"). */
  address: z.strictObject({ labels: phrases.min(1), streetWords: phrases, streetSuffixes: phrases }),
  /**
   * `areaWords` make the location answer a service area ("all of North London", "Nantes et agglomération"). In any
   * answer, an area is what follows a label ("we cover"), what an opener starts when it names a known place ("all of
   * County Cork", "un rayon de 30 km autour de Lille"), or the place before a closer ("Reims et alentours"), after the
   * clause's last preposition; `ends` are words cut from an area's end ("です", "unterwegs").
   */
  serviceArea: z.strictObject({ labels: phrases, areaWords: phrases, openers: phrases, closers: phrases, prepositions: phrases, ends: phrases }),
  hours: z.strictObject({
    /** Words that open a statement of hours ("open", "Öffnungszeiten:"); they become part of its span. */
    labels: phrases,
    /** Words that close one ("営業"). */
    suffixes: phrases,
    days: z.strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, phrases.min(1)])) as Record<(typeof WEEKDAYS)[number], typeof phrases>),
    daySets: z.array(z.strictObject({ words: phrases.min(1), days: z.array(weekday).min(1) })),
    dayPrefixes: phrases,
    dayConnectors: phrases.min(1),
    joiners: phrases.min(1),
    /** Small words that may stand between the parts of one statement ("closed on Sundays", 土日は). */
    fillers: phrases,
    timePrefixes: phrases,
    timeConnectors: phrases.min(1),
    timeSuffixes: phrases,
    am: phrases,
    pm: phrases,
    noon: phrases,
    midnight: phrases,
    closed: phrases.min(1),
    /** "every day except Monday": the days after it are closed and taken from the days before it. */
    except: phrases,
    /** Open around the clock on the days named beside it, or every day when none are. */
    allDay: phrases.min(1),
    /** Open around the clock every day, whatever days are named ("24/7"). */
    allWeek: phrases,
    byAppointment: phrases.min(1),
  }),
  /**
   * `notOffers`: words that make a price something other than an offer ("deposit", "Anzahlung", "minimum").
   * `listLeads`: words that open a list of services without prices ("we do", "hacemos", "on propose");
   * `onRequest`: words after a service priced on request ("on request", "a consultar", "sur devis").
   */
  offers: z.strictObject({ connectors: phrases, leading: phrases, currencyWords: phrases, notOffers: phrases, listLeads: phrases, onRequest: phrases }),
  /** A review's shapes: {quote} and {name}, the rest as written (quotes, dashes, "wrote:"). */
  reviews: z.strictObject({ templates: z.array(slotted("quote").and(slotted("name"))).min(1) }),
  /** A number with what it counts: {n} is the number, the label what the site says beside it. */
  /** `counted`: nouns a number counts ("12 vans", "über 500 Umzüge"), perhaps after one of `countPrefixes`; the noun is the label. */
  numbers: z.strictObject({ phrases: z.array(z.strictObject({ words: slotted("n"), label: z.string().trim().min(1).max(60) })).min(1), countPrefixes: phrases, counted: phrases }),
  /** `onlineAnswers`: a location answer that is only one of these ("online", "en ligne") says the business is online. */
  mode: z.strictObject({ mobile: phrases.min(1), online: phrases.min(1), premises: phrases, onlineAnswers: phrases }),
  constraints: z.strictObject(Object.fromEntries(CONSTRAINT_CODES.map((code) => [code, phrases])) as Record<(typeof CONSTRAINT_CODES)[number], typeof phrases>),
  /** Words that make a constraint's clause a choice, not a rule ("vegan options", "vieles vegan"): the clause sets no constraint. */
  partialRules: phrases,
  /** A rule in the owner's own words the list has no code for: {x} is one or two words, never one of `ignore`. */
  ownWords: z.strictObject({ patterns: z.array(slotted("x")), ignore: phrases }),
});

export type Lexicon = z.infer<typeof lexiconSchema>;

// eslint-disable-next-line ui-text/sentences -- a build check's words for whoever edits the data files, never a screen's
const missingList = z.array(z.enum(MISSING_CODES)).min(1).refine((codes) => new Set(codes).size === codes.length, "Each need is listed once.");
const kindCodes = new Set<string>(BUSINESS_KINDS.map((entry) => entry.kind));

export const tradeNeedsSchema = z.strictObject({
  about: z.string(),
  families: z.strictObject(Object.fromEntries(BUSINESS_FAMILIES.map((family) => [family, missingList])) as Record<(typeof BUSINESS_FAMILIES)[number], typeof missingList>),
  // A key that is not a kind of the business list is refused ("Invalid key in record").
  // eslint-disable-next-line ui-text/sentences -- a build check's words for whoever edits the data files, never a screen's
  kinds: z.record(z.string().refine((kind) => kindCodes.has(kind), "Not a kind of the business list."), missingList),
});

export type TradeNeeds = z.infer<typeof tradeNeedsSchema>;

/** Every problem of the word lists and the needs, one line each; empty when all are good. The build and a test fail on any. */
export function understandingDataProblems(files: { lexicons: Record<SiteLanguage, unknown>; needs: unknown }): string[] {
  const problems: string[] = [];
  for (const language of SITE_LANGUAGES) {
    const parsed = lexiconSchema.safeParse(files.lexicons[language]);
    if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => `content/understanding/${language}.json: ${issue.path.join(".")}: ${issue.message}`));
  }
  const needs = tradeNeedsSchema.safeParse(files.needs);
  if (!needs.success) problems.push(...needs.error.issues.map((issue) => `content/understanding/needs.json: ${issue.path.join(".")}: ${issue.message}`));
  return problems;
}

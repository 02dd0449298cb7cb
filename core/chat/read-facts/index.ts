import needsFile from "../../../content/understanding/needs.json" with { type: "json" };
import { resolveLocation } from "../../places/resolve-location";
import type { SiteLanguage } from "../../sites/languages";
import { BUSINESS_KINDS, type BusinessKindCode } from "../business-kinds";
import type { Conversation } from "../conversation";
import { CONSTRAINT_CODES, emptyUnderstanding, type Constraint, type MissingCode, type Understanding, type UnderstoodFact } from "../understanding";
import { readPlaces } from "./address";
import { readEmails } from "./email";
import { readHours } from "./hours";
import { answerOf, anyOf, findPhrases, LETTERS, pattern, trimRange, type Answer } from "./lexicon";
import type { TradeNeeds } from "./lexicon-schema";
import { readNumbers } from "./numbers";
import { readOfferLists, readOffers, readOnRequest } from "./offers";
import { readPhones } from "./phone";
import { readConstraints, readModes } from "./phrases";
import { readReviews } from "./reviews";

/**
 * What May understood of a conversation (docs/decisions/0506-reading-the-owners-facts.md): the kind as classified,
 * the site's language, the region from the location answer, and the owner's facts and constraints read from every
 * typed answer (what, where, name, and everything at `final`), each with its span; then what the trade needs most
 * and the owner has not given (content/understanding/needs.json).
 *
 * The readers run in a fixed order and each takes its text from the next (claims): email and phone first (their
 * digits are not hours or prices), then reviews (a quote's words are the customer's, not rules), hours, prices,
 * numbers, addresses, the mode and the constraints.
 */

const needs = needsFile as TradeNeeds;
const TYPED_STEPS = ["business", "location", "appName", "final"] as const;
const MAX_FACTS = 60;
const MAX_CONSTRAINTS = CONSTRAINT_CODES.length + 6;

function readAnswer(step: (typeof TYPED_STEPS)[number], text: string, language: SiteLanguage, country: string | null): { facts: UnderstoodFact[]; constraints: Constraint[] } {
  const answer = answerOf(step, text, language);
  const facts: UnderstoodFact[] = [...readEmails(answer), ...readPhones(answer, country), ...readReviews(answer), ...readHours(answer), ...readOffers(answer), ...readNumbers(answer), ...readPlaces(answer), ...readModes(answer)];
  if (step === "location") facts.push(...readLocationAnswer(answer, facts));
  const constraints = readConstraints(answer);
  // Services listed without prices last: every other fact in the sentence is its own (a list of towns is an area).
  if (step === "final") facts.push(...readOnRequest(answer), ...readOfferLists(answer));
  return { facts: facts.sort((a, b) => a.span.start - b.span.start), constraints };
}

/**
 * The location answer as a whole, when nothing in it was read as a place yet: a street address when it names a
 * street ("12 Harbour Road, Whitstable", "Lindwurmstraße 12, 80337 München", "西新宿1-1-1"), a service area when it
 * words one ("all of North London", "Nantes et agglomération"), or online when it says only that ("en ligne").
 */
function readLocationAnswer(answer: Answer, read: readonly UnderstoodFact[]): UnderstoodFact[] {
  if (read.some((fact) => fact.kind === "address" || fact.kind === "serviceArea")) return [];
  const whole = trimRange(answer.text, { start: 0, end: answer.text.length });
  const value = answer.text.slice(whole.start, whole.end);
  if (value === "" || answer.claims.has(whole)) return [];
  const span = { step: answer.step, ...whole, text: value };
  const words = answer.lexicon;
  const suffixes = words.address.streetSuffixes.length > 0 ? pattern(`[${LETTERS}](?:${words.address.streetSuffixes.map((suffix) => suffix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![${LETTERS}])`).test(answer.folded) : false;
  const numbered = answer.language === "ja" && /\d+-\d+/.test(answer.folded);
  if (value.length <= 200 && (findPhrases(answer.folded, words.address.streetWords, answer.language).length > 0 || suffixes || numbered)) return [{ kind: "address", value, span }];
  if (value.length <= 120 && (findPhrases(answer.folded, words.serviceArea.areaWords, answer.language).length > 0 || namesPlaces(answer))) return [{ kind: "serviceArea", value, span }];
  const bare = answer.folded.slice(whole.start, whole.end).replace(/[.!。]+$/u, "").trim();
  if (words.mode.onlineAnswers.includes(bare) && !read.some((fact) => fact.kind === "mode")) return [{ kind: "mode", value: "online", span }];
  return [];
}

/** Two places or more joined by "and" ("Adelaide & Adelaide Hills", "دبي والشارقة"), each one the resolver knows. */
function namesPlaces(answer: Answer): boolean {
  const joiners = answer.lexicon.hours.joiners.filter((joiner) => joiner !== "," && joiner !== "/" && joiner !== "、" && joiner !== "،");
  const parts = answer.text.split(pattern(`\\s*(?:${anyOf(joiners, answer.language)})\\s*|(?<=\\s)و(?=[${LETTERS}])`)).map((part) => part.trim()).filter((part) => part !== "");
  return parts.length >= 2 && parts.every((part) => resolveLocation(part) !== null);
}

/**
 * By appointment is both a way of opening (the single hours row "appointment") and a rule (no walk-ins promised):
 * whichever the owner's words gave, the other is added from the same words.
 */
function withAppointment(facts: UnderstoodFact[], constraints: Constraint[]): void {
  const row = facts.find((fact) => fact.kind === "hours" && fact.value.type === "appointment");
  const rule = constraints.find((constraint) => constraint.code === "appointment-only");
  if (row && !rule && constraints.length < MAX_CONSTRAINTS) constraints.push({ code: "appointment-only", span: row.span });
  if (rule && !row && facts.length < MAX_FACTS) facts.push({ kind: "hours", value: { type: "appointment" }, span: rule.span });
}

/** What the trade needs most and the facts do not hold, in the trade's order. */
export function missingFor(kind: BusinessKindCode | null, facts: readonly UnderstoodFact[]): MissingCode[] {
  const entry = kind ? BUSINESS_KINDS.find((candidate) => candidate.kind === kind) : undefined;
  if (!entry) return [];
  const wanted = needs.kinds[entry.kind] ?? needs.families[entry.family];
  const has = (kindOfFact: UnderstoodFact["kind"]) => facts.some((fact) => fact.kind === kindOfFact);
  const mode = facts.find((fact): fact is Extract<UnderstoodFact, { kind: "mode" }> => fact.kind === "mode")?.value;
  const given: Record<MissingCode, boolean> = {
    phone: has("phone"),
    email: has("email"),
    // No premises to visit: no address to ask for (and online, no area either).
    address: has("address") || mode === "mobile" || mode === "online",
    serviceArea: has("serviceArea") || has("address") || mode === "online",
    hours: has("hours"),
    menu: has("offer"),
    prices: facts.some((fact) => fact.kind === "offer" && fact.value.price !== ""),
    mode: has("mode"),
  };
  return wanted.filter((code) => !given[code]);
}

export function understandConversation(steps: Conversation, options: { language: SiteLanguage; classifiedKind: BusinessKindCode | null }): Understanding {
  const location = steps.find((step) => step.type === "location")?.content ?? "";
  const region = location.trim() ? resolveLocation(location) : null;
  const facts: UnderstoodFact[] = [];
  const constraints: Constraint[] = [];
  const seenFacts = new Set<string>();
  const seenConstraints = new Set<string>();
  for (const type of TYPED_STEPS) {
    const content = steps.find((step) => step.type === type)?.content;
    if (!content?.trim()) continue;
    const read = readAnswer(type, content, options.language, region?.country ?? null);
    for (const fact of read.facts) {
      const key = `${fact.kind}:${JSON.stringify(fact.value)}`;
      if (seenFacts.has(key) || facts.length >= MAX_FACTS) continue;
      seenFacts.add(key);
      facts.push(fact);
    }
    for (const constraint of read.constraints) {
      const key = constraint.code ?? `own:${constraint.span.text.toLowerCase()}`;
      if (seenConstraints.has(key) || constraints.length >= MAX_CONSTRAINTS) continue;
      seenConstraints.add(key);
      constraints.push(constraint);
    }
  }
  withAppointment(facts, constraints);
  // An owner who both comes to customers and has them come in (or sells online too) has no one mode.
  const modes = new Set(facts.flatMap((fact) => (fact.kind === "mode" ? [fact.value] : [])));
  const kept = modes.size > 1 ? facts.filter((fact) => fact.kind !== "mode") : facts;
  return {
    ...emptyUnderstanding(options.language),
    kind: { classified: options.classifiedKind, chosen: null },
    region,
    facts: kept,
    constraints,
    missing: missingFor(options.classifiedKind, kept),
  };
}

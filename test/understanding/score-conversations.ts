import { classifyBusiness } from "@core/chat/classify-business";
import { answerCurrentStep, initialConversation, type Conversation } from "@core/chat/conversation";
import { understandConversation } from "@core/chat/read-facts";
import type { Understanding } from "@core/chat/understanding";
import { SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import type { OpeningHoursRow } from "@core/sites/opening-hours";
import { ownerConversationSetSchema, type OwnerConversation, type OwnerConversationSet } from "./conversations-schema";

/**
 * Scores May's fact reader on the owner-conversation sets (test/understanding/README.md,
 * docs/decisions/0506-reading-the-owners-facts.md): each conversation is answered in the chat as typed, read by
 * `understandConversation`, and what was read is compared with what the set expects, per fact kind, as precision
 * (of what was read, how much was expected) and recall (of what was expected, how much was read). Misses are
 * listed only when asked for, which the held-out set never is.
 */

export const SCORED_KINDS = ["phone", "email", "address", "serviceArea", "hours", "offer", "review", "number", "mode", "constraint"] as const;
export type ScoredKind = (typeof SCORED_KINDS)[number];

export interface Tally {
  found: number;
  expected: number;
  right: number;
}

export interface Score {
  byLanguage: Record<SiteLanguage, Record<ScoredKind, Tally>>;
  /** One line per wrong or missed value, only when misses were asked for. */
  misses: string[];
}

const emptyTally = (): Tally => ({ found: 0, expected: 0, right: 0 });

/** Arabic-Indic, Persian and full-width digits as ASCII. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660));
  });

const loose = (text: string) => asciiDigits(text).normalize("NFKC").toLowerCase().replace(/\s+/g, " ").replace(/[.。,、]+$/u, "").trim();

/** An hours row in the sets' notation ("mo,tu 09:00-17:00", "su closed", "mo,…,su 24h", "appointment"). */
export function hoursNotation(row: OpeningHoursRow): string {
  switch (row.type) {
    case "open":
      return `${row.days.join(",")} ${row.ranges.map((range) => `${range.opens}-${range.closes}`).join(",")}`;
    case "closed":
      return `${row.days.join(",")} closed`;
    case "allDay":
      return `${row.days.join(",")} 24h`;
    case "appointment":
      return "appointment";
    case "text":
      return `text: ${row.text}`;
  }
}

/** The chat's steps as the owner would have answered them (the template pick is not text). */
export function conversationOf(conversation: OwnerConversation): Conversation {
  let steps = initialConversation();
  const { business, location, appName, final } = conversation.answers;
  for (const answer of [business, location, appName, "Template", final]) {
    if (answer.trim() === "") break;
    const result = answerCurrentStep(steps, answer, 1);
    if (!result.ok) throw new Error(`${conversation.id}: ${result.reason}`);
    steps = result.steps;
  }
  return steps;
}

/** What was read, per scored kind, as comparable strings. */
function readValues(understanding: Understanding): Record<ScoredKind, string[]> {
  const values = Object.fromEntries(SCORED_KINDS.map((kind) => [kind, [] as string[]])) as Record<ScoredKind, string[]>;
  for (const fact of understanding.facts) {
    switch (fact.kind) {
      case "phone":
        values.phone.push(fact.e164 ?? asciiDigits(fact.value).replace(/\D/g, ""));
        break;
      case "email":
        values.email.push(fact.value.toLowerCase());
        break;
      case "address":
      case "serviceArea":
        values[fact.kind].push(loose(fact.value));
        break;
      case "hours":
        values.hours.push(hoursNotation(fact.value));
        break;
      case "offer":
        values.offer.push(`${loose(fact.value.name)} | ${loose(fact.value.price)}`);
        break;
      case "review":
        values.review.push(loose(fact.value.name));
        break;
      case "number":
        values.number.push(asciiDigits(fact.value.value).replace(/\D/g, ""));
        break;
      case "mode":
        values.mode.push(fact.value);
        break;
    }
  }
  for (const constraint of understanding.constraints) if (constraint.code) values.constraint.push(constraint.code);
  // One address, one area and one mode: the first read is the one the card shows.
  values.address = values.address.slice(0, 1);
  values.serviceArea = values.serviceArea.slice(0, 1);
  values.mode = values.mode.slice(0, 1);
  return values;
}

function expectedValues(conversation: OwnerConversation): Record<ScoredKind, string[]> {
  const facts = conversation.expect;
  return {
    phone: facts.phones,
    email: facts.emails.map((email) => email.toLowerCase()),
    address: facts.address === null ? [] : [loose(facts.address)],
    serviceArea: facts.serviceArea === null ? [] : [loose(facts.serviceArea)],
    hours: facts.hours,
    offer: facts.offers.map((offer) => `${loose(offer.name)} | ${loose(offer.price)}`),
    review: facts.reviews.map((review) => loose(review.name)),
    number: facts.numbers.map((number) => asciiDigits(number.value).replace(/\D/g, "")),
    mode: facts.mode === null ? [] : [facts.mode],
    constraint: facts.constraints,
  };
}

/** How many of the found values are expected, each expected value matched once. */
function matched(found: readonly string[], expected: readonly string[]): number {
  const left = [...expected];
  let right = 0;
  for (const value of found) {
    const at = left.indexOf(value);
    if (at === -1) continue;
    left.splice(at, 1);
    right++;
  }
  return right;
}

/** Scores the sets; `withMisses` lists every wrong and missed value (for the tuning set only). */
export function scoreSets(sets: Record<SiteLanguage, OwnerConversationSet>, options: { withMisses: boolean }): Score {
  const byLanguage = Object.fromEntries(SITE_LANGUAGES.map((language) => [language, Object.fromEntries(SCORED_KINDS.map((kind) => [kind, emptyTally()]))])) as Score["byLanguage"];
  const misses: string[] = [];
  for (const language of SITE_LANGUAGES) {
    for (const conversation of sets[language].conversations) {
      const understanding = understandConversation(conversationOf(conversation), { language, classifiedKind: classifyBusiness(conversation.answers.business)?.kind ?? null });
      const found = readValues(understanding);
      const expected = expectedValues(conversation);
      for (const kind of SCORED_KINDS) {
        const tally = byLanguage[language][kind];
        const right = matched(found[kind], expected[kind]);
        tally.found += found[kind].length;
        tally.expected += expected[kind].length;
        tally.right += right;
        if (options.withMisses && (right < found[kind].length || right < expected[kind].length)) {
          misses.push(`${conversation.id} ${kind}: read ${JSON.stringify(found[kind])}, expected ${JSON.stringify(expected[kind])}`);
        }
      }
    }
  }
  return { byLanguage, misses };
}

export function parseSets(raw: Record<SiteLanguage, unknown>): Record<SiteLanguage, OwnerConversationSet> {
  return Object.fromEntries(SITE_LANGUAGES.map((language) => [language, ownerConversationSetSchema.parse(raw[language])])) as Record<SiteLanguage, OwnerConversationSet>;
}

export const sum = (tallies: readonly Tally[]): Tally => tallies.reduce((total, tally) => ({ found: total.found + tally.found, expected: total.expected + tally.expected, right: total.right + tally.right }), emptyTally());
/** Precision: 1 when nothing was read. */
export const precision = (tally: Tally) => (tally.found === 0 ? 1 : tally.right / tally.found);
/** Recall: 1 when nothing was expected. */
export const recall = (tally: Tally) => (tally.expected === 0 ? 1 : tally.right / tally.expected);

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The figures as a table: per language and per fact kind, precision / recall, and the totals. */
export function scoreTable(score: Score, title: string): string {
  const lines = [`${title}`, `| | ${SITE_LANGUAGES.join(" | ")} | all |`, `| --- |${" --- |".repeat(SITE_LANGUAGES.length + 1)}`];
  const cell = (tally: Tally) => (tally.found === 0 && tally.expected === 0 ? "–" : `${percent(precision(tally))} / ${percent(recall(tally))}`);
  for (const kind of SCORED_KINDS) {
    const row = SITE_LANGUAGES.map((language) => score.byLanguage[language][kind]);
    lines.push(`| ${kind} | ${row.map(cell).join(" | ")} | ${cell(sum(row))} |`);
  }
  const totals = SITE_LANGUAGES.map((language) => sum(Object.values(score.byLanguage[language])));
  lines.push(`| all | ${totals.map(cell).join(" | ")} | ${cell(sum(totals))} |`);
  return lines.join("\n");
}

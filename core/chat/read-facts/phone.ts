import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { UnderstoodFact } from "../understanding";
import { findPhrases, type Answer, type Range } from "./lexicon";

type PhoneFact = Extract<UnderstoodFact, { kind: "phone" }>;

/**
 * Phone numbers in an answer (docs/decisions/0506-reading-the-owners-facts.md), found by libphonenumber-js (its
 * smallest metadata) with the country of the business as the default; a number written with + needs none. A
 * run of digits shaped like a phone number that the metadata does not list as valid (a fictional range) is still the
 * owner's number: its E.164 form when its length is possible for the country, else kept as typed without one. With no country known and no +, every number is
 * kept as typed and marked `needsCountry`, so the card can ask.
 */

/** Seven to fifteen digits in groups separated by single spaces, dashes, dots or slashes, perhaps bracketed, perhaps after a +. */
const PHONE_SHAPED = /(?<![\d\p{L}+])(?:\+\s?)?(?:\(\d{1,5}\)\s?)?\d{1,8}(?:[ \-./]\d{1,8}){0,5}(?![\d\p{L}])/gu;
/** Ranges of times or years, dates and postcodes are not numbers to call ("7.30-12.30", "1998-2024", "27.11.2026", "1100-053", "80331 12"). */
const NOT_A_PHONE = /^(?:\d{1,2}(?:[.:]\d{2})?\s?-\s?\d{1,2}(?:[.:]\d{2})?|(?:19|20)\d{2}\s?-\s?(?:19|20)?\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4,5}-\d{3}|\d{1,4} \d{5})$/;

/** The owner's number with ASCII digits and only the characters the owner's facts allow: what the card shows. */
function shownAs(typed: string): string {
  return typed.replace(/[^0-9+() .-]/g, " ").replace(/\s+/g, " ").trim();
}

const digitCount = (text: string) => text.replace(/\D/g, "").length;

export function readPhones(answer: Answer, country: string | null): PhoneFact[] {
  const facts: PhoneFact[] = [];
  const defaultCountry = country ? (country as CountryCode) : undefined;
  const labelled = findPhrases(answer.folded, answer.lexicon.notPhones, answer.language);
  const add = (range: Range, e164: string | undefined) => {
    // A tax, company or licence number right after its label ("SIRET 123 456 789 00012", "license #M-38172").
    if (answer.claims.has(range) || labelled.some((label) => label.end <= range.start && /^[\s:#.°nº-]*$/u.test(answer.folded.slice(label.end, range.start)))) return;
    const typed = answer.folded.slice(range.start, range.end);
    const value = shownAs(typed);
    if (!/^[+(]?[0-9][0-9 ().-]{4,38}$/.test(value)) return;
    answer.claims.add(range);
    const withPlus = typed.trimStart().startsWith("+");
    facts.push({ kind: "phone", value, ...(e164 ? { e164 } : {}), ...(!defaultCountry && !withPlus ? { needsCountry: true as const } : {}), span: { step: answer.step, start: range.start, end: range.end, text: answer.text.slice(range.start, range.end) } });
  };
  for (const found of findPhoneNumbersInText(answer.folded, defaultCountry ? { defaultCountry } : undefined)) {
    const typed = answer.folded.slice(found.startsAt, found.endsAt);
    // Short national numbers are valid in some countries' plans ("1014" in Vienna) but read as times or years here.
    if (digitCount(typed) < 7 || NOT_A_PHONE.test(typed.trim())) continue;
    add({ start: found.startsAt, end: found.endsAt }, found.number.number);
  }
  for (const match of answer.folded.matchAll(PHONE_SHAPED)) {
    const typed = match[0];
    const digits = digitCount(typed);
    // Eight digits at least: a shorter run the metadata does not know is more often a postcode or a price.
    if (digits < 8 || digits > 15 || NOT_A_PHONE.test(typed.trim()) || answer.folded[match.index - 1] === "〒") continue;
    // A run of digits with no separator reads as a phone only when it is long enough to be one everywhere.
    if (!/[\s\-./()+]/.test(typed) && digits < 9) continue;
    const range = { start: match.index, end: match.index + typed.length };
    const parsed = parsePhoneNumberFromString(typed, defaultCountry);
    // A number of a possible length for the country is the owner's, even in a range the metadata does not list as valid.
    add(range, parsed?.isPossible() && (defaultCountry || typed.trimStart().startsWith("+")) ? parsed.number : undefined);
  }
  return facts.sort((a, b) => a.span.start - b.span.start);
}

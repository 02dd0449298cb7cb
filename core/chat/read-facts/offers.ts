import type { UnderstoodFact } from "../understanding";
import { resolveLocation } from "../../places/resolve-location";
import { anyOf, clauseAround, findPhrases, fold, LETTERS, pattern, perLanguage, sentenceOf, trimRange, unspaced, type Answer, type Range } from "./lexicon";

type OfferFact = Extract<UnderstoodFact, { kind: "offer" }>;

/**
 * Services or products with prices (docs/decisions/0506-reading-the-owners-facts.md): a price is an amount with a
 * currency sign or word before or after it ("$1,200", "£12.50", "R$ 1.200,50", "12,50 €", "¥3,000", "3,000円",
 * "120 ريال"); what it buys is the rest of its clause, without the language's small words around it ("from", "ab",
 * "は", "بسعر"). The span is the clause; the price is as the owner typed it. A deposit or a minimum is not an offer
 * (the language's `notOffers`).
 */

const AMOUNT = "\\d{1,3}(?:[.,\\s]\\d{3})*(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?";
const SIGNS = "(?:r\\$|us\\$|c\\$|a\\$|mx\\$|\\$|£|€|¥|₹|chf)";
/** ISO 4217 codes owners write beside an amount ("25.000 COP", "CHF 290"): a standard, not a language's words. */
const CODES = "(?:usd|eur|gbp|chf|cad|aud|nzd|mxn|cop|clp|ars|pen|uyu|brl|jpy|sar|aed|egp|mad|qar|kwd|bhd|omr|jod|inr)";
/** A price per something ("$129/hr", "R$ 79,90/kg"): kept with the price. */
const PER = "(?:\\s?/\\s?(?:hr|h|hour|hora|heure|std|stunde|ora|kg|g|m2|m²|night|noche|nuit|nacht|notte|noite|pp|person|persona|personne|month|mes|mois|monat|mese|mês|session|class|lesson))?";

const sourcesOf = perLanguage((language, lexicon) => {
  const words = anyOf(lexicon.offers.currencyWords, language, { afterDigit: true });
  return {
    price: `(?:(?:${SIGNS}|(?<![${LETTERS}])${CODES})\\s?(?:${AMOUNT})(?:\\s?${CODES}(?![${LETTERS}]))?|(?<![\\d.,])(?:${AMOUNT})\\s?(?:${SIGNS}|${CODES}(?![${LETTERS}])|${words}))${PER}(?![\\dA-Za-z\\u00C0-\\u024F])`,
    trailing: `(?:\\s*(?:${anyOf(lexicon.offers.connectors, language)}))+\\s*$`,
    opening: `^(?:(?:${anyOf(lexicon.offers.leading, language)})\\s+)+`,
  };
});


export function readOffers(answer: Answer): OfferFact[] {
  const facts: OfferFact[] = [];
  const sources = sourcesOf(answer.language);
  for (const match of answer.folded.matchAll(pattern(sources.price))) {
    const price = { start: match.index, end: match.index + match[0].length };
    if (answer.claims.has(price)) continue;
    const clause = clauseAround(answer.text, sentenceOf(answer.sentences, price), price, { dashes: false });
    const before = answer.folded.slice(clause.start, price.start);
    // The words before the price, without the connector next to it or the small word that opens the clause.
    const cut = pattern(sources.trailing).exec(before);
    let nameEnd = clause.start + (cut ? cut.index : before.trimEnd().length);
    const opening = pattern(sources.opening).exec(answer.folded.slice(clause.start, nameEnd));
    const nameStart = clause.start + (opening ? opening[0].length : 0);
    while (nameEnd > nameStart && /[\s:：,-]/u.test(answer.text[nameEnd - 1]!)) nameEnd--;
    // "packages: full day £1800": a colon inside the words heads a list; what the price buys follows it.
    const colon = [...answer.text.slice(nameStart, nameEnd).matchAll(/[:：]\s/gu)].at(-1);
    const from = colon ? nameStart + colon.index + 1 : nameStart;
    let name = answer.text.slice(from, nameEnd).trim();
    // "45 CHF la leçon de 45 min": with nothing before the price, what it buys follows it.
    if (name === "") name = answer.text.slice(price.end, Math.max(price.end, clause.end)).replace(/^[\s:：,-]+/u, "").trim();
    if (name === "" || name.length > 80 || /^\d+$/.test(name) || findPhrases(answer.folded.slice(clause.start, clause.end), answer.lexicon.offers.notOffers, answer.language).length > 0) continue;
    const end = Math.max(clause.end, price.end);
    const span = { start: clause.start, end };
    if (answer.claims.has(span)) continue;
    answer.claims.add(span);
    facts.push({ kind: "offer", value: { name, description: "", price: answer.text.slice(price.start, price.end) }, span: { step: answer.step, ...span, text: answer.text.slice(span.start, span.end) } });
  }
  return facts;
}

const listSourcesOf = perLanguage((language, lexicon) => {
  const joiners = lexicon.hours.joiners.filter((joiner) => /[\p{L}&]/u.test(joiner));
  return {
    // The last item's joiner ("flat roofs and gutters", "canalones y tejas"; Arabic writes و on the word).
    joiner: language === "ar" ? `\\s+و(?=[${LETTERS}])|\\s+(?:${anyOf(joiners, language)})\\s+` : `\\s+(?:${anyOf(joiners, language)})\\s+`,
    prepositions: `\\s(?:${anyOf(lexicon.serviceArea.prepositions, language)})\\s`,
  };
});

/** Words that end a list without being an item ("etc", "など"). */
const LIST_TAILS = /(?:\s*(?:etc\.?|など|等|\.\.\.|…))+$/u;

/**
 * Services listed without prices (docs/decisions/0506-reading-the-owners-facts.md): a sentence, or what follows one
 * of the language's list leads ("we do", "hacemos") or a colon or dash, that is three items or more, each of one to
 * five words (twelve characters in Japanese) with no digit, none of them a place the resolver knows ("Leeds,
 * Bradford and Wakefield" is an area). The list stops where another reader's fact starts ("… and parties anywhere
 * in Hampshire"), and its last item at a preposition ("… y comuniones en Sevilla"). Each item is an offer with no
 * price, its span the item.
 */
export function readOfferLists(answer: Answer): OfferFact[] {
  const facts: OfferFact[] = [];
  const sources = listSourcesOf(answer.language);
  for (const sentence of answer.sentences) {
    let start = sentence.start;
    const [lead] = findPhrases(answer.folded.slice(sentence.start, sentence.end), answer.lexicon.offers.listLeads, answer.language);
    if (lead) start = sentence.start + lead.end;
    else {
      const head = /^[^,，、،]*?(?::|：|\s[-–—]\s)/u.exec(answer.text.slice(sentence.start, sentence.end));
      if (head) start = sentence.start + head[0].length;
    }
    const end = answer.claims.firstIn({ start, end: sentence.end }) ?? sentence.end;
    const items = listItems(answer, trimRange(answer.text, { start, end }), sources);
    if (items.length < 3 || !items.every((item) => isItem(answer, item))) continue;
    // An item with a preposition in it is a clause ("based in Perth"), not a service: only the last may end in a place.
    if (items.slice(0, -1).some((item) => pattern(sources.prepositions).test(` ${answer.folded.slice(item.start, item.end)} `))) continue;
    // Half of them places or more: a list of towns, not of services.
    const places = items.filter((item) => resolveLocation(answer.text.slice(item.start, item.end)) !== null);
    if (places.length * 2 >= items.length || places.some((item) => words(answer.text.slice(item.start, item.end)) <= 2)) continue;
    for (const item of items) {
      answer.claims.add(item);
      const name = answer.text.slice(item.start, item.end);
      facts.push({ kind: "offer", value: { name, description: "", price: "" }, span: { step: answer.step, ...item, text: name } });
    }
  }
  return facts;
}

function listItems(answer: Answer, range: Range, sources: { joiner: string; prepositions: string }): Range[] {
  const text = answer.folded.slice(range.start, range.end);
  const items: Range[] = [];
  let at = 0;
  for (const comma of text.matchAll(/[,，、،;]/gu)) {
    items.push({ start: range.start + at, end: range.start + comma.index });
    at = comma.index + comma[0].length;
  }
  if (items.length < 1) return [];
  let last: Range = { start: range.start + at, end: range.end };
  const lastText = answer.folded.slice(last.start, last.end);
  const joined = [...lastText.matchAll(pattern(sources.joiner))][0];
  if (joined) {
    items.push({ start: last.start, end: last.start + joined.index });
    last = { start: last.start + joined.index + joined[0].length, end: last.end };
  }
  const preposition = pattern(sources.prepositions).exec(` ${answer.folded.slice(last.start, last.end)} `);
  if (preposition && preposition.index > 0) last = { ...last, end: last.start + preposition.index - 1 };
  const tail = LIST_TAILS.exec(answer.folded.slice(last.start, last.end));
  if (tail) last = { ...last, end: last.start + tail.index };
  items.push(last);
  return items.map((item) => trimRange(answer.text, item));
}

const words = (text: string) => fold(text).split(/\s+/).filter((word) => word !== "").length;

function isItem(answer: Answer, item: Range): boolean {
  const text = answer.text.slice(item.start, item.end);
  if (text === "" || /[\d"“”«»„「」()!?@:]/u.test(text) || answer.claims.has(item)) return false;
  return unspaced(answer.language) ? text.length <= 12 : words(text) <= 5;
}

/**
 * A service offered without a price ("wedding flowers on request", "flores para bodas a consultar", "ウェディングブーケはご相談ください"):
 * the words before one of the language's `onRequest` phrases in its clause, one to five words with no digit.
 */
export function readOnRequest(answer: Answer): OfferFact[] {
  const facts: OfferFact[] = [];
  for (const phrase of findPhrases(answer.folded, answer.lexicon.offers.onRequest, answer.language)) {
    const clause = clauseAround(answer.text, sentenceOf(answer.sentences, phrase), phrase);
    const cut = pattern(listConnectorsOf(answer.language)).exec(answer.folded.slice(clause.start, phrase.start));
    const item = trimRange(answer.text, { start: clause.start, end: cut ? clause.start + cut.index : phrase.start });
    if (item.end <= item.start || answer.claims.has({ start: item.start, end: phrase.end }) || !isItem(answer, item)) continue;
    const span = { start: item.start, end: phrase.end };
    answer.claims.add(span);
    facts.push({ kind: "offer", value: { name: answer.text.slice(item.start, item.end), description: "", price: "" }, span: { step: answer.step, ...span, text: answer.text.slice(span.start, span.end) } });
  }
  return facts;
}

const listConnectorsOf = perLanguage((language, lexicon) => `(?:\\s*(?:${anyOf(lexicon.offers.connectors.filter((connector) => /\p{L}/u.test(connector)), language)}))+\\s*$`);

import type { UnderstoodFact } from "../understanding";
import { anyOf, clauseAround, findPhrases, LETTERS, pattern, perLanguage, sentenceOf, type Answer } from "./lexicon";

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
    let name = answer.text.slice(nameStart, nameEnd).trim();
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

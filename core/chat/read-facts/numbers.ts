import type { UnderstoodFact } from "../understanding";
import { anyOf, pattern, perLanguage, phraseSource, type Answer } from "./lexicon";

type NumberFact = Extract<UnderstoodFact, { kind: "number" }>;

/** A number as owners group it ("3,000", "1.200") or not ("2009", "١٩٩٨" once folded). */
const NUMBER = "(?<n>\\d{1,3}(?:[.,]\\d{3})+|\\d{1,6}(?:[.,]\\d{1,2})?)(?![\\d])";

/** The number as the owner typed it (their own digits kept). */
function typedNumber(answer: Answer, match: RegExpMatchArray): string {
  const at = match.indices?.groups?.n;
  return at ? answer.text.slice(at[0], at[1]) : (match.groups?.n ?? "");
}

/**
 * A founding year or another number with what it counts (docs/decisions/0506-reading-the-owners-facts.md): from the
 * language's phrases ("Established {n}", "seit {n}", "{n}年創業", "{n} years of experience") with the phrase's label,
 * or a count of one of its nouns ("12 vans", "über 500 Umzüge") with the noun as label. The number and the span are
 * as typed. "Established 2009." is read however short.
 */
const sourcesOf = perLanguage((language, lexicon) => {
  const phrases = [...lexicon.numbers.phrases]
    .sort((a, b) => b.words.length - a.words.length)
    .map((phrase) => {
      const [before = "", after = ""] = phrase.words.split("{n}");
      return { label: phrase.label, source: `${before.trim() ? phraseSource(before.trim(), language) : ""}${before.endsWith(" ") ? "\\s*" : ""}(?<![\\d.,])${NUMBER}${after.startsWith(" ") ? "\\s*" : ""}${after.trim() ? phraseSource(after.trim(), language) : ""}` };
    });
  const prefixes = anyOf(lexicon.numbers.countPrefixes, language);
  const nouns = anyOf(lexicon.numbers.counted, language, { afterDigit: true });
  const gap = language === "ja" ? "" : "\\s*";
  return { phrases, count: `(?:${prefixes}\\s*)?(?<![\\d.,$£€¥₹])${NUMBER}\\+?${gap}(?<noun>${nouns})` };
});

export function readNumbers(answer: Answer): NumberFact[] {
  const facts: NumberFact[] = [];
  const sources = sourcesOf(answer.language);
  for (const phrase of sources.phrases) {
    for (const match of answer.folded.matchAll(pattern(phrase.source, { indices: true }))) {
      const range = { start: match.index, end: match.index + match[0].length };
      if (answer.claims.has(range)) continue;
      answer.claims.add(range);
      facts.push({ kind: "number", value: { value: typedNumber(answer, match), label: phrase.label }, span: { step: answer.step, ...range, text: answer.text.slice(range.start, range.end) } });
    }
  }
  // A count: a number and what it counts ("12 Transporter", "over 3,000 moves", "٥ شاحنات"); the noun as typed is the label.
  for (const match of answer.folded.matchAll(pattern(sources.count, { indices: true }))) {
    const range = { start: match.index, end: match.index + match[0].length };
    const noun = match.indices?.groups?.noun;
    if (answer.claims.has(range) || !noun) continue;
    answer.claims.add(range);
    facts.push({ kind: "number", value: { value: typedNumber(answer, match), label: answer.text.slice(noun[0], noun[1]) }, span: { step: answer.step, ...range, text: answer.text.slice(range.start, range.end) } });
  }
  return facts.sort((a, b) => a.span.start - b.span.start);
}

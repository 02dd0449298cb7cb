import { resolveLocation } from "../../places/resolve-location";
import type { UnderstoodFact } from "../understanding";
import { clauseAround, findPhrases, sentenceOf, trimRange, type Answer, type Range } from "./lexicon";

type PlaceFact = Extract<UnderstoodFact, { kind: "address" | "serviceArea" }>;

/**
 * A street address or a service area (docs/decisions/0506-reading-the-owners-facts.md): what follows one of the
 * language's labels ("We're at", "Dirección:", "住所は"; "we serve", "atendemos") up to the end of its sentence. An
 * address has a number in it (a street number, a postcode, 丁目's digits); without one, what follows an address
 * label is not read ("we're at the market" says too little to link a map to). The value is the owner's text, so
 * its span is exactly the value. Then the areas worded without a label (`readAreaPhrases`).
 */
export function readPlaces(answer: Answer): PlaceFact[] {
  const facts: PlaceFact[] = [];
  const read = (kind: PlaceFact["kind"], labels: readonly string[], limit: number, accept: (value: string) => boolean) => {
    for (const label of findPhrases(answer.folded, labels, answer.language)) {
      const sentence = answer.sentences.find((candidate) => candidate.start <= label.start && label.end <= candidate.end);
      if (!sentence || answer.claims.has(label)) continue;
      let range: Range = trimRange(answer.text, { start: label.end, end: sentence.end });
      // A colon after the label belongs to it ("Address : …").
      while (range.start < range.end && /[:：\s]/u.test(answer.text[range.start]!)) range = { ...range, start: range.start + 1 };
      if (kind === "serviceArea") range = withoutEnd(answer, range);
      const value = answer.text.slice(range.start, range.end);
      if (value === "" || value.length > limit || !accept(answer.folded.slice(range.start, range.end)) || answer.claims.has(range)) continue;
      answer.claims.add(range);
      facts.push({ kind, value, span: { step: answer.step, ...range, text: value } });
    }
  };
  read("address", answer.lexicon.address.labels, 200, (value) => /\d/.test(value));
  read("serviceArea", answer.lexicon.serviceArea.labels, 120, (value) => !/\d{3,}/.test(value));
  return [...facts, ...readAreaPhrases(answer)];
}

/** The range without the words that end an area's sentence but are not the area ("です", "unterwegs") nor its stops. */
function withoutEnd(answer: Answer, range: Range): Range {
  const { start } = trimRange(answer.text, range);
  let { end } = trimRange(answer.text, range);
  for (let cut = true; cut && end > start; ) {
    cut = false;
    while (end > start && /[\s.,;:!。、，]/u.test(answer.text[end - 1]!)) end--;
    const tail = answer.folded.slice(start, end);
    for (const word of [...answer.lexicon.serviceArea.ends].sort((a, b) => b.length - a.length)) {
      if (tail.endsWith(word) && (answer.language === "ja" || end - word.length === start || /\s/u.test(answer.text[end - word.length - 1]!))) {
        end -= word.length;
        cut = true;
        break;
      }
    }
  }
  return trimRange(answer.text, { start, end });
}

/** Where a clause's area starts: after the last of the language's prepositions before `before` ("… parties in Seville and its province"). */
function afterPrepositions(answer: Answer, from: number, before: number): number {
  const found = findPhrases(answer.folded.slice(from, before), answer.lexicon.serviceArea.prepositions, answer.language);
  const last = found.at(-1);
  return last ? from + last.end : from;
}

const words = (text: string) => text.trim().split(/\s+/).filter((word) => word !== "").length;

/**
 * Areas worded without a label: an opener that starts one and the place it names ("all of County Cork", "toda la
 * provincia de Valencia", "ganz NRW": the place must be one the resolver knows, so "all of our cakes" is none); the
 * place before a closer ("Reims et alentours", "札幌市とその周辺"), after the clause's last preposition; and a
 * sentence that ends with an area's end word ("…が対応エリアです", "ich bin in Bremen und Achim unterwegs") when
 * what comes before names a known place.
 */
function readAreaPhrases(answer: Answer): PlaceFact[] {
  const facts: PlaceFact[] = [];
  const add = (range: Range) => {
    const value = answer.text.slice(range.start, range.end);
    if (value === "" || value.length > 120 || /\d{3,}/.test(value) || answer.claims.has(range)) return;
    answer.claims.add(range);
    facts.push({ kind: "serviceArea", value, span: { step: answer.step, ...range, text: value } });
  };
  const { openers, closers } = answer.lexicon.serviceArea;
  for (const closer of findPhrases(answer.folded, closers, answer.language)) {
    if (answer.claims.has(closer)) continue;
    const sentence = sentenceOf(answer.sentences, closer);
    const clause = clauseAround(answer.text, sentence, closer);
    const start = afterPrepositions(answer, clause.start, closer.start);
    const range = answer.language === "ja" ? withoutEnd(answer, { start, end: clause.end }) : trimRange(answer.text, { start, end: closer.end });
    if (range.end - range.start > closer.end - closer.start && words(answer.text.slice(range.start, range.end)) <= 7) add(range);
  }
  for (const opener of findPhrases(answer.folded, openers, answer.language)) {
    if (answer.claims.has(opener)) continue;
    const sentence = sentenceOf(answer.sentences, opener);
    const range = withoutEnd(answer, { start: opener.start, end: sentence.end });
    const place = answer.text.slice(opener.end, range.end);
    // The place starts the words ("all of County Cork"), not only stands among them ("all of our produce is from Kent").
    const first = place.trim().split(/\s+/).slice(0, 4).join(" ");
    if (words(place) <= 8 && resolveLocation(first) !== null) add(range);
  }
  for (const sentence of answer.sentences) {
    const range = withoutEnd(answer, sentence);
    const stripped = answer.text.slice(range.end, sentence.end).replace(/[\s.,;:!。、，]/gu, "");
    // An end word of its own ("unterwegs", "で活動中"), not only a copula ("です").
    if (stripped.length < 4 || answer.claims.has(sentence)) continue;
    const start = afterPrepositions(answer, range.start, range.end);
    const value = answer.text.slice(start, range.end);
    if (words(value) <= 8 && resolveLocation(value) !== null) add(trimRange(answer.text, { start, end: range.end }));
  }
  return facts;
}

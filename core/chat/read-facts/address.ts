import type { UnderstoodFact } from "../understanding";
import { findPhrases, trimRange, type Answer, type Range } from "./lexicon";

type PlaceFact = Extract<UnderstoodFact, { kind: "address" | "serviceArea" }>;

/**
 * A street address or a service area (docs/decisions/0506-reading-the-owners-facts.md): what follows one of the
 * language's labels ("We're at", "Dirección:", "住所は"; "we serve", "atendemos") up to the end of its sentence. An
 * address has a number in it (a street number, a postcode, 丁目's digits); without one, what follows an address
 * label is not read ("we're at the market" says too little to link a map to). The value is the owner's text, so
 * its span is exactly the value.
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
      const value = answer.text.slice(range.start, range.end);
      if (value === "" || value.length > limit || !accept(answer.folded.slice(range.start, range.end)) || answer.claims.has(range)) continue;
      answer.claims.add(range);
      facts.push({ kind, value, span: { step: answer.step, ...range, text: value } });
    }
  };
  read("address", answer.lexicon.address.labels, 200, (value) => /\d/.test(value));
  read("serviceArea", answer.lexicon.serviceArea.labels, 120, (value) => !/\d{3,}/.test(value));
  return facts;
}

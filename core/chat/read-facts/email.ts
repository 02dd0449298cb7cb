import type { UnderstoodFact } from "../understanding";
import type { Answer } from "./lexicon";

type EmailFact = Extract<UnderstoodFact, { kind: "email" }>;

/**
 * name@domain.tld in ASCII (as the owner's facts require), so the words around it in a script without spaces are not
 * taken in ("お問い合わせはinfo@example.jpへ"); a full stop after it ends the sentence, not the address.
 */
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}(?![A-Za-z0-9@-])/gu;

/** Email addresses in an answer, as typed (docs/decisions/0506-reading-the-owners-facts.md). */
export function readEmails(answer: Answer): EmailFact[] {
  const facts: EmailFact[] = [];
  for (const match of answer.text.matchAll(EMAIL)) {
    const range = { start: match.index, end: match.index + match[0].length };
    if (answer.claims.has(range) || match[0].length > 120) continue;
    answer.claims.add(range);
    facts.push({ kind: "email", value: match[0], span: { step: answer.step, ...range, text: match[0] } });
  }
  return facts;
}

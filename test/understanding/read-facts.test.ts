import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { answerCurrentStep, initialConversation, type Conversation } from "@core/chat/conversation";
import { understandConversation } from "@core/chat/read-facts";
import { spanProblems, understandingSchema, type UnderstoodFact } from "@core/chat/understanding";
import { SITE_LANGUAGES } from "@core/sites/languages";
import { ownerMessage, type OwnerMessage } from "./owner-voice";

/**
 * May's fact reader against the owner-voice harness (docs/decisions/0506-reading-the-owners-facts.md): every fact
 * and constraint the harness wrote is read with its exact span and value, and nothing else is read from the
 * message. The harness may write the same fact twice (two sentences of the same hours); the reader keeps one, the
 * first, so the truth is compared the same way.
 */

function conversationOf(message: OwnerMessage): Conversation {
  let steps = initialConversation();
  for (const answer of ["A business", message.place.text, "Name", "Bold", message.text]) {
    const result = answerCurrentStep(steps, answer, 1);
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  }
  return steps;
}

const factKey = (fact: UnderstoodFact) => `${fact.kind} ${JSON.stringify(fact.value)} @${fact.span.start}-${fact.span.end}`;

function compare(message: OwnerMessage) {
  const steps = conversationOf(message);
  const understood = understandConversation(steps, { language: message.language, classifiedKind: message.kind });
  expect(understandingSchema.safeParse(understood).error?.issues ?? []).toEqual([]);
  expect(spanProblems(understood, steps)).toEqual([]);
  const seen = new Set<string>();
  const truth = message.facts.filter((fact) => {
    const key = `${fact.kind} ${JSON.stringify(fact.value)}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  const read = understood.facts.filter((fact) => fact.span.step === "final");
  expect({ text: message.text, facts: read.map(factKey).sort() }).toEqual({ text: message.text, facts: truth.map(factKey).sort() });
  const constraintKey = (constraint: { code: string | null; span: { start: number; end: number } }) => `${constraint.code} @${constraint.span.start}-${constraint.span.end}`;
  expect({ text: message.text, constraints: understood.constraints.map(constraintKey).sort() }).toEqual({ text: message.text, constraints: message.constraints.map(constraintKey).sort() });
}

describe("understandConversation on the owner-voice harness", () => {
  for (const language of SITE_LANGUAGES) {
    it(`reads every fact the harness wrote in ${language}, with its span, and nothing else`, () => {
      fc.assert(fc.property(ownerMessage({ language }), compare), { numRuns: 120 });
    });
  }

  it("reads every kind of business in every language", () => {
    for (const language of SITE_LANGUAGES) {
      for (const { kind } of BUSINESS_KINDS) {
        for (const message of fc.sample(ownerMessage({ kind, language }), { numRuns: 1, seed: kind.length + language.charCodeAt(0) })) compare(message);
      }
    }
  });
});

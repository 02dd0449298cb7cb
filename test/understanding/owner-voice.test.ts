import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { answerCurrentStep, CHAT_ANSWER_MAX_LENGTH, initialConversation, type Conversation } from "@core/chat/conversation";
import { emptyUnderstanding, spanProblems, understandingSchema } from "@core/chat/understanding";
import { resolveLocation } from "@core/places/resolve-location";
import { SITE_LANGUAGES } from "@core/sites/languages";
import { OWNER_PLACES, ownerMessage, type OwnerMessage } from "./owner-voice";

/** The conversation an owner who wrote this message at the last step would have. */
function conversationOf(message: OwnerMessage): Conversation {
  let steps = initialConversation();
  for (const answer of ["A business", message.place.text, "Name", "Bold", message.text]) {
    const result = answerCurrentStep(steps, answer, 1);
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  }
  return steps;
}

function groundTruth(message: OwnerMessage) {
  return { ...emptyUnderstanding(message.language), kind: { classified: message.kind, chosen: null }, facts: message.facts, constraints: message.constraints };
}

describe("the owner-voice harness", () => {
  it("puts every ground-truth span's text where it says, as valid facts, in a message the chat accepts", () => {
    fc.assert(
      fc.property(ownerMessage(), (message) => {
        expect(message.text.length).toBeLessThanOrEqual(CHAT_ANSWER_MAX_LENGTH);
        expect(message.text).toBe(message.text.trim());
        expect(message.text.slice(message.place.span.start, message.place.span.end)).toBe(message.place.text);
        const truth = understandingSchema.parse(groundTruth(message));
        expect(spanProblems(truth, conversationOf(message))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("can write for every kind of business in every site language", () => {
    for (const language of SITE_LANGUAGES) {
      for (const { kind } of BUSINESS_KINDS) {
        const [message] = fc.sample(ownerMessage({ kind, language }), { numRuns: 1, seed: kind.length });
        expect(message?.kind).toBe(kind);
        expect(message?.language).toBe(language);
        expect(() => understandingSchema.parse(groundTruth(message!)), `${kind} in ${language}`).not.toThrow();
      }
    }
  });

  it("writes every kind of fact and constraint in every language", () => {
    for (const language of SITE_LANGUAGES) {
      const seen = new Set<string>();
      for (const message of fc.sample(ownerMessage({ language }), { numRuns: 200, seed: 7 })) {
        for (const fact of message.facts) seen.add(fact.kind);
        if (message.constraints.length > 0) seen.add("constraint");
      }
      expect([...seen].sort(), language).toEqual(["address", "constraint", "email", "hours", "mode", "number", "offer", "phone", "review"]);
    }
  });

  it("writes only places the location resolver finds in the harness's country", () => {
    for (const language of SITE_LANGUAGES) {
      for (const place of OWNER_PLACES[language]) expect(resolveLocation(place.text)?.country, place.text).toBe(place.country);
    }
    fc.assert(
      fc.property(ownerMessage(), (message) => {
        expect(resolveLocation(message.place.text)?.country).toBe(message.place.country);
      }),
    );
  });
});

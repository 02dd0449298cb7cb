import { describe, expect, it } from "vitest";
import { CHAT_STEP_ORDER } from "../constants";
import {
  answerCurrentStep,
  CHAT_ANSWER_MAX_LENGTH,
  type ChatStep,
  type Conversation,
  currentStep,
  finalMessages,
  hasProgress,
  initialConversation,
  mergeConversations,
  resetConversation,
} from "./conversation";
import { parseStoredConversation } from "./conversation-schema";

/** Answers steps in order, one per text, at times 1, 2, 3, ... */
function answered(...texts: string[]): Conversation {
  return texts.reduce<Conversation>((steps, text, i) => {
    const result = answerCurrentStep(steps, text, i + 1);
    if (!result.ok) throw new Error(`could not answer "${text}": ${result.reason}`);
    return result.steps;
  }, initialConversation());
}

function step(type: ChatStep["type"], content: string | null, isOk: boolean, updatedAt?: number): ChatStep {
  return updatedAt === undefined ? { type, content, isOk } : { type, content, isOk, updatedAt };
}

describe("the step machine", () => {
  it("starts with the five steps of docs/product.md, unanswered, in order", () => {
    expect(initialConversation()).toEqual([
      { type: "business", content: null, isOk: false },
      { type: "location", content: null, isOk: false },
      { type: "appName", content: null, isOk: false },
      { type: "template", content: null, isOk: false },
      { type: "final", content: null, isOk: false },
    ]);
    expect(currentStep(initialConversation()).type).toBe("business");
  });

  it("asks the steps in order, each answer setting content and isOk", () => {
    let steps = initialConversation();
    const answers = ["A bakery", "Lisbon", "Pão Quente", "Warm"];
    for (const [i, text] of answers.entries()) {
      expect(currentStep(steps).type).toBe(CHAT_STEP_ORDER[i]);
      const result = answerCurrentStep(steps, text, 100 + i);
      if (!result.ok) throw new Error(result.reason);
      expect(result.steps[i]).toEqual({ type: CHAT_STEP_ORDER[i], content: text, isOk: true, updatedAt: 100 + i });
      steps = result.steps;
    }
    expect(currentStep(steps).type).toBe("final");
  });

  it("trims the answer", () => {
    const result = answerCurrentStep(initialConversation(), "  A bakery \n", 5);
    expect(result.ok && result.steps[0]?.content).toBe("A bakery");
  });

  it("keeps isOk false on 'final', so the conversation stays on it", () => {
    const steps = answered("A bakery", "Lisbon", "Pão Quente", "Warm", "Go");
    expect(steps[4]).toEqual({ type: "final", content: "Go", isOk: false, updatedAt: 5 });
    expect(currentStep(steps).type).toBe("final");
    const again = answerCurrentStep(steps, "Again", 6);
    expect(again.ok && again.steps[4]).toEqual({ type: "final", content: "Go\nAgain", isOk: false, updatedAt: 6 });
  });

  it("adds each message at 'final' after the earlier ones, so a span read from one stays where it was", () => {
    const first = answered("A bakery", "Lisbon", "Pão Quente", "Warm", "Call 912 345 678");
    const second = answerCurrentStep(first, "  Closed Mondays ", 6);
    if (!second.ok) throw new Error("refused");
    expect(second.steps[4]!.content!.slice(0, "Call 912 345 678".length)).toBe("Call 912 345 678");
    expect(finalMessages(second.steps[4]!)).toEqual(["Call 912 345 678", "Closed Mondays"]);
  });

  it("refuses a message at 'final' that would take its messages past the limit, keeping the earlier ones", () => {
    const first = answered("A bakery", "Lisbon", "Pão Quente", "Warm", "x".repeat(CHAT_ANSWER_MAX_LENGTH - 3));
    expect(answerCurrentStep(first, "abc", 6)).toEqual({ ok: false, reason: "too-long" });
    expect(answerCurrentStep(first, "ab", 6).ok).toBe(true);
  });

  it("refuses an empty or blank answer with a value, leaving the steps alone", () => {
    const steps = initialConversation();
    expect(answerCurrentStep(steps, "", 1)).toEqual({ ok: false, reason: "empty" });
    expect(answerCurrentStep(steps, " \t\n ", 1)).toEqual({ ok: false, reason: "empty" });
    expect(steps).toEqual(initialConversation());
  });

  it("refuses an answer over the length limit", () => {
    expect(answerCurrentStep(initialConversation(), "x".repeat(CHAT_ANSWER_MAX_LENGTH + 1), 1)).toEqual({ ok: false, reason: "too-long" });
    expect(answerCurrentStep(initialConversation(), "x".repeat(CHAT_ANSWER_MAX_LENGTH), 1).ok).toBe(true);
  });

  it("refuses an answer meant for another step (a late second click on Apply)", () => {
    const steps = answered("A bakery", "Lisbon", "Pão Quente", "Warm");
    expect(answerCurrentStep(steps, "Warm", 9, "template")).toEqual({ ok: false, reason: "wrong-step" });
    const atTemplate = answered("A bakery", "Lisbon", "Pão Quente");
    expect(answerCurrentStep(atTemplate, "Warm", 9, "template").ok).toBe(true);
  });

  it("never changes the steps it was given", () => {
    const steps = Object.freeze(initialConversation().map((s) => Object.freeze({ ...s })));
    const result = answerCurrentStep(steps, "A bakery", 1);
    expect(result.ok).toBe(true);
    expect(steps[0]).toEqual({ type: "business", content: null, isOk: false });
  });

  it("resets all five steps to unanswered", () => {
    expect(resetConversation()).toEqual(initialConversation());
  });

  it("reports progress only when a reset would lose something", () => {
    expect(hasProgress(initialConversation())).toBe(false);
    expect(hasProgress(answered("A bakery"))).toBe(true);
    expect(hasProgress([...initialConversation().slice(0, 4), step("final", "Go", false)])).toBe(true);
  });
});

describe("parseStoredConversation", () => {
  const good = answered("A bakery", "Lisbon");

  it("accepts the stored shape, as a JSON string or as a value", () => {
    expect(parseStoredConversation(JSON.stringify(good))).toEqual(good);
    expect(parseStoredConversation(good)).toEqual(good);
    expect(parseStoredConversation(JSON.stringify(initialConversation()))).toEqual(initialConversation());
  });

  it("accepts data without updatedAt (docs/product.md's shape) and drops unknown keys", () => {
    const bare = [step("business", "Cafe", true), ...initialConversation().slice(1)].map((s) => ({ ...s, extra: 1 }));
    expect(parseStoredConversation(bare)).toEqual([step("business", "Cafe", true), ...initialConversation().slice(1)]);
  });

  it("gives null for corrupt JSON, never throwing", () => {
    for (const raw of ["", "{", "[{\"type\":", "undefined", "NaN", "\u0000"]) expect(parseStoredConversation(raw), raw).toBeNull();
  });

  it("gives null for foreign shapes", () => {
    const foreign: unknown[] = [
      null,
      undefined,
      42,
      "hello",
      {},
      [],
      { steps: good },
      JSON.stringify({ user: { email: "a@b.c" } }),
      good.slice(0, 4),
      [...good, step("final", null, false)],
      good.map((s) => ({ ...s, isOk: "true" })),
      good.map((s) => ({ ...s, content: 7 })),
      good.map((s) => ({ ...s, updatedAt: -1 })),
      good.map((s) => ({ ...s, updatedAt: "yesterday" })),
      good.map((s) => ({ ...s, type: s.type.toUpperCase() })),
      JSON.stringify(JSON.stringify(good)),
    ];
    for (const raw of foreign) expect(parseStoredConversation(raw), JSON.stringify(raw)).toBeNull();
  });

  it("gives null for steps out of order", () => {
    const [first, second, ...rest] = good;
    expect(parseStoredConversation([second, first, ...rest])).toBeNull();
    expect(parseStoredConversation([...good].reverse())).toBeNull();
  });

  it("gives null for an answered step without an answer, or an answer over the limit", () => {
    expect(parseStoredConversation([step("business", null, true), ...good.slice(1)])).toBeNull();
    expect(parseStoredConversation([step("business", "  ", true), ...good.slice(1)])).toBeNull();
    expect(parseStoredConversation([step("business", "x".repeat(CHAT_ANSWER_MAX_LENGTH + 1), true), ...good.slice(1)])).toBeNull();
  });

  it("restores the invariants: no answered step after an unanswered one, and 'final' never isOk", () => {
    const holed = [step("business", null, false), step("location", "Lisbon", true, 3), ...initialConversation().slice(2, 4), step("final", "Go", true)];
    expect(parseStoredConversation(holed)).toEqual([
      step("business", null, false),
      step("location", "Lisbon", false, 3),
      ...initialConversation().slice(2, 4),
      step("final", "Go", false),
    ]);
  });
});

describe("mergeConversations", () => {
  it("takes the newer side of each step", () => {
    const local = [step("business", "Bakery", true, 10), step("location", "Porto", true, 5), ...initialConversation().slice(2)];
    const remote = [step("business", "Cafe", true, 7), step("location", "Lisbon", true, 8), ...initialConversation().slice(2)];
    expect(mergeConversations(local, remote).slice(0, 2)).toEqual([step("business", "Bakery", true, 10), step("location", "Lisbon", true, 8)]);
  });

  it("keeps an answer given on either side, even against a newer unanswered step", () => {
    const local = [step("business", "Bakery", true, 1), step("location", "Porto", true, 2), step("appName", "Crumb", true, 3), ...initialConversation().slice(3)];
    const remote = [step("business", null, false, 50), ...initialConversation().slice(1)];
    expect(mergeConversations(local, remote)).toEqual(local);
    expect(mergeConversations(remote, local)).toEqual(local);
  });

  it("combines answers made on two devices", () => {
    const local = [step("business", "Bakery", true, 1), step("location", "Porto", true, 2), ...initialConversation().slice(2)];
    const remote = [step("business", "Bakery", true, 1), step("location", "Porto", true, 2), step("appName", "Crumb", true, 3), ...initialConversation().slice(3)];
    const merged = mergeConversations(local, remote);
    expect(merged[2]).toEqual(step("appName", "Crumb", true, 3));
    expect(currentStep(merged).type).toBe("template");
  });

  it("counts content on 'final' as an answer, and keeps it with isOk false", () => {
    const reachedFinal = answered("A bakery", "Lisbon", "Crumb", "Warm", "Go");
    const notYet = answered("A bakery", "Lisbon", "Crumb", "Warm");
    expect(mergeConversations(notYet, reachedFinal)[4]).toEqual({ type: "final", content: "Go", isOk: false, updatedAt: 5 });
    expect(mergeConversations(reachedFinal, notYet)[4]).toEqual({ type: "final", content: "Go", isOk: false, updatedAt: 5 });
  });

  it("lets the remote side win a tie, so devices converge on the server's copy", () => {
    const local = [step("business", "Bakery", true, 4), ...initialConversation().slice(1)];
    const remote = [step("business", "Cafe", true, 4), ...initialConversation().slice(1)];
    expect(mergeConversations(local, remote)[0]?.content).toBe("Cafe");
    const untimed = [step("business", "Bakery", true), ...initialConversation().slice(1)];
    expect(mergeConversations(local, untimed)[0]?.content).toBe("Bakery");
  });

  it("gives an unanswered conversation when both sides are empty", () => {
    expect(mergeConversations(initialConversation(), initialConversation())).toEqual(initialConversation());
  });

  it("re-normalises: after an unanswered step, later steps lose isOk but keep their content", () => {
    // Remote answered business later on; local has a newer draft of business and answers after it.
    const local = [step("business", null, false, 20), step("location", "Porto", true, 2), ...initialConversation().slice(2)];
    const remote = [step("business", null, false, 10), ...initialConversation().slice(1)];
    const merged = mergeConversations(local, remote);
    expect(merged[1]).toEqual(step("location", "Porto", false, 2));
    expect(currentStep(merged).type).toBe("business");
    expect(merged).toHaveLength(5);
    expect(merged.map((s) => s.type)).toEqual([...CHAT_STEP_ORDER]);
  });

  it("is safe on a side missing steps", () => {
    const local = answered("A bakery");
    expect(mergeConversations(local, [])).toEqual(local);
  });
});

import { describe, expect, it } from "vitest";
import { answerCurrentStep, initialConversation, type Conversation } from "@core/chat/conversation";
import { call, expectError, signedUpUser } from "./accounts/helpers";

interface ChatBody {
  data: { steps: Conversation; businessKind: string | null; version: number; updatedAt: string | null; merged?: boolean };
}

function answer(steps: Conversation, ...answers: string[]): Conversation {
  let current = steps;
  answers.forEach((text, i) => {
    const result = answerCurrentStep(current, text, 1_000 + i);
    if (!result.ok) throw new Error(result.reason);
    current = result.steps;
  });
  return current;
}

async function save(jwt: string, steps: Conversation, version: number) {
  const response = await call("/chat", { method: "PUT", jwt, json: { steps, version } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json<ChatBody>()).data;
}

describe("GET and PUT /api/v1/chat", () => {
  it("starts unanswered at version 0, then keeps what was saved", async () => {
    const { jwt } = await signedUpUser();
    const first = await (await call("/chat", { jwt })).json<ChatBody>();
    expect(first.data).toEqual({ steps: initialConversation(), businessKind: null, projectId: null, understanding: null, version: 0, updatedAt: null });

    const steps = answer(initialConversation(), "A bakery with sourdough", "Portland");
    const saved = await save(jwt, steps, 0);
    expect(saved).toMatchObject({ version: 1, merged: false, steps, businessKind: "BAKERY" });
    const again = await (await call("/chat", { jwt })).json<ChatBody>();
    expect(again.data.steps).toEqual(steps);
    expect(again.data.version).toBe(1);
  });

  it("merges a save based on an old version, so nothing answered on another device is lost", async () => {
    const { jwt } = await signedUpUser();
    const laptop = answer(initialConversation(), "Yoga studio", "Lisbon");
    await save(jwt, laptop, 0);
    // The phone never saw the laptop's copy (version 0) and answered the first step differently, later.
    const phone = answer(initialConversation(), "Pilates studio");
    const result = await save(jwt, phone.map((step, i) => (i === 0 ? { ...step, updatedAt: 5_000 } : step)), 0);
    expect(result.merged).toBe(true);
    expect(result.version).toBe(2);
    expect(result.steps[0]?.content).toBe("Pilates studio");
    expect(result.steps[1]).toMatchObject({ content: "Lisbon", isOk: true });
  });

  it("writes a reset straight through when it is based on the current version", async () => {
    const { jwt } = await signedUpUser();
    await save(jwt, answer(initialConversation(), "Florist", "Leeds", "Petal & Stem"), 0);
    const reset = await save(jwt, initialConversation(), 1);
    expect(reset).toMatchObject({ version: 2, merged: false });
    expect(reset.steps).toEqual(initialConversation());
    expect(reset.businessKind).toBeNull();
  });

  it("stays consistent under parallel saves", async () => {
    const { jwt } = await signedUpUser();
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call("/chat", { method: "PUT", jwt, json: { steps: answer(initialConversation(), `Business ${i}`), version: 0 } })),
    );
    expect(saves.map((response) => response.status)).toEqual(Array(8).fill(200));
    const final = await (await call("/chat", { jwt })).json<ChatBody>();
    expect(final.data.version).toBe(8);
    expect(final.data.steps[0]?.isOk).toBe(true);
  });

  it("keeps each user's conversation to themself", async () => {
    const alice = await signedUpUser();
    const bob = await signedUpUser();
    await save(alice.jwt, answer(initialConversation(), "Alice's bakery"), 0);
    const bobs = await (await call("/chat", { jwt: bob.jwt })).json<ChatBody>();
    expect(bobs.data.version).toBe(0);
  });

  it("refuses visitors and malformed conversations, losing nothing", async () => {
    await expectError(await call("/chat"), 403, "ForbiddenError", "Forbidden");
    const { jwt } = await signedUpUser();
    await save(jwt, answer(initialConversation(), "Barber shop"), 0);
    const reordered = [...initialConversation()].reverse();
    const tooMany = [...initialConversation(), { type: "final", content: null, isOk: false }];
    const tooLong = answer(initialConversation(), "x").map((step, i) => (i === 0 ? { ...step, content: "x".repeat(2001) } : step));
    for (const steps of [reordered, tooMany, tooLong, "not an array", null]) {
      const response = await call("/chat", { method: "PUT", jwt, json: { steps, version: 1 } });
      expect(response.status, JSON.stringify(steps).slice(0, 40)).toBe(400);
    }
    const missingVersion = await call("/chat", { method: "PUT", jwt, json: { steps: initialConversation() } });
    expect(missingVersion.status).toBe(400);
    const kept = await (await call("/chat", { jwt })).json<ChatBody>();
    expect(kept.data.steps[0]?.content).toBe("Barber shop");
  });
});

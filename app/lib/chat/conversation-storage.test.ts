import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@core/constants";
import { answerCurrentStep, initialConversation } from "@core/chat/conversation";
import { type ConversationStorage, readStoredConversation, writeStoredConversation } from "./conversation-storage";

function memoryStorage(initial: Record<string, string> = {}): ConversationStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const throwingStorage: ConversationStorage = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
};

describe("conversation storage", () => {
  it("writes to 'chat-data' and reads the same conversation back", async () => {
    const storage = memoryStorage();
    const result = answerCurrentStep(initialConversation(), "A bakery", 1);
    if (!result.ok) throw new Error(result.reason);
    expect(writeStoredConversation(storage, result.steps)).toBe(true);
    expect([...storage.items.keys()]).toEqual([STORAGE_KEYS.chatData]);
    expect(await readStoredConversation(storage)).toEqual(result.steps);
  });

  it("reads null when nothing is stored or the value is corrupt", async () => {
    expect(await readStoredConversation(memoryStorage())).toBeNull();
    expect(await readStoredConversation(memoryStorage({ [STORAGE_KEYS.chatData]: "{not json" }))).toBeNull();
    expect(await readStoredConversation(memoryStorage({ [STORAGE_KEYS.chatData]: '{"foo":"bar"}' }))).toBeNull();
  });

  it("treats missing or failing storage as empty, never throwing", async () => {
    expect(await readStoredConversation(null)).toBeNull();
    expect(await readStoredConversation(undefined)).toBeNull();
    expect(await readStoredConversation(throwingStorage)).toBeNull();
    expect(writeStoredConversation(null, initialConversation())).toBe(false);
    expect(writeStoredConversation(throwingStorage, initialConversation())).toBe(false);
  });
});

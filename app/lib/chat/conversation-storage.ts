import { STORAGE_KEYS } from "@core/constants";
import type { Conversation } from "@core/chat/conversation";

/** The part of Web Storage we use, so tests and SSR can pass a stand-in (or nothing). */
export type ConversationStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * The conversation kept in localStorage 'chat-data', or null when there is none or it is unusable.
 * Storage can throw (disabled cookies, Safari private mode), which counts as "none". Its checker (zod) is
 * fetched on first use, so it is not part of the chat page's first download (docs/performance.md).
 */
export async function readStoredConversation(storage: ConversationStorage | null | undefined): Promise<Conversation | null> {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEYS.chatData);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const { parseStoredConversation } = await import("@core/chat/conversation-schema");
  return parseStoredConversation(raw);
}

/** Saves the conversation to localStorage 'chat-data'; false when storage refused it (full or disabled). */
export function writeStoredConversation(storage: ConversationStorage | null | undefined, steps: Conversation): boolean {
  if (!storage) return false;
  try {
    storage.setItem(STORAGE_KEYS.chatData, JSON.stringify(steps));
    return true;
  } catch {
    return false;
  }
}

import { STORAGE_KEYS } from "@core/constants";
import { parseStoredConversation, type Conversation } from "@core/chat/conversation";

/** The part of Web Storage we use, so tests and SSR can pass a stand-in (or nothing). */
export type ConversationStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * The conversation kept in localStorage 'chat-data', or null when there is none or it is unusable.
 * Storage can throw (disabled cookies, Safari private mode), which counts as "none".
 */
export function readStoredConversation(storage: ConversationStorage | null | undefined): Conversation | null {
  if (!storage) return null;
  try {
    return parseStoredConversation(storage.getItem(STORAGE_KEYS.chatData));
  } catch {
    return null;
  }
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

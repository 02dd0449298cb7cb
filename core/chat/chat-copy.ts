import type { AppMessageKey } from "../i18n/keys";

/**
 * Our own texts of the chat, as message keys (`content/app-messages/chat/`, docs/decisions/0900-may-speaks-the-owners-language.md):
 * a screen shows one with `text()`, and the API's envelope answers its English.
 */
export const CHAT_MESSAGES = {
  saveConflict: "chat.error.saveConflict",
  emptyAnswer: "chat.hint.empty",
  tooLongAnswer: "chat.hint.tooLong",
  resetConfirm: "chat.reset.text",
  syncFailed: "chat.error.syncFailed",
  improveFailed: "chat.error.improveFailed",
  nothingToConfirm: "chat.error.nothingToConfirm",
  alreadyWritten: "chat.error.alreadyWritten",
  confirmFailed: "chat.error.confirmFailed",
} as const satisfies Record<string, AppMessageKey>;

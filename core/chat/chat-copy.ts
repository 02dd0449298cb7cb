/** Our own texts of the chat (docs/product.md's questions live in constants.ts). */
export const CHAT_MESSAGES = {
  saveConflict: "Your conversation changed in another window at the same moment. Please try again.",
  emptyAnswer: "Type an answer first, or pick one of the ideas.",
  tooLongAnswer: "That answer is too long. Please keep it under 2,000 characters.",
  resetConfirm: "Start over? Your answers in this conversation will be cleared.",
  syncFailed: "We couldn't save your latest answer to your account. It is kept on this device and we'll try again.",
  improveFailed: "We couldn't improve that answer right now. Please try again in a moment.",
  nothingToConfirm: "There is nothing to confirm yet: answer the chat's questions and choose a template first.",
  alreadyWritten: "Your site is already written from these answers. Change its details in the editor, or start over.",
  confirmFailed: "We couldn't save your answer. Please try again.",
} as const;

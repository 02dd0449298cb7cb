// The chat's API answer checks, fetched with the first call that needs them so zod is not in the chat page's
// first download (docs/performance.md). Module-level, so each is one stable function.
export const loadSavedConversationAnswer = () => import("@core/chat/sync-schema").then((module) => module.savedConversationAnswerSchema);
export const loadSuggestionAnswer = () => import("@core/ai/suggestion").then((module) => module.suggestionAnswerSchema);

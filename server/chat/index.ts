export { conversationQuery, getConversation, saveConversation, answerUnderstanding, storedConversationOf, type StoredConversation } from "./conversations";
export { detectSiteLanguage, siteLanguageOfReader } from "./detect-language";
export { readAnswers } from "./understand";
export { changeFollowUps, followUpsOf, listFollowUps } from "./follow-ups";

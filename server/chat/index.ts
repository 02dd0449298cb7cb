export { getConversation, saveConversation, answerUnderstanding, type StoredConversation } from "./conversations";
export { detectSiteLanguage } from "./detect-language";
export { readAnswers } from "./understand";
export { changeFollowUps, listFollowUps } from "./follow-ups";

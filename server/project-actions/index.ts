export { answerFollowUp, undoFollowUp } from "./follow-up";
export { type IntentOutcome, parseProjectId, runProjectIntent } from "./intents";

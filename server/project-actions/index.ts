export { type IntentOutcome, parseProjectId, runProjectIntent } from "./intents";

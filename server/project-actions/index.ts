export { parseProjectId, runProjectIntent } from "./intents";

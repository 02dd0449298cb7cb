export { getConversation, saveConversation } from "./conversations";

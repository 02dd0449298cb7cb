import { z } from "zod";
import { CHAT_STEP_ORDER } from "../constants";
import { CHAT_ANSWER_MAX_LENGTH, normaliseConversation, type Conversation } from "./conversation";

const stepSchema = z
  .object({
    type: z.enum(CHAT_STEP_ORDER),
    content: z.string().max(CHAT_ANSWER_MAX_LENGTH).nullable(),
    isOk: z.boolean(),
    updatedAt: z.number().int().nonnegative().optional(),
  })
  // An answered step without an answer is corruption, not a state the UI can show.
  .refine((step) => !step.isOk || (step.content !== null && step.content.trim() !== ""));

/** The stored shape: exactly the five steps, in order (shared with the API's validator). */
export const conversationSchema = z
  .array(stepSchema)
  .length(CHAT_STEP_ORDER.length)
  .refine((steps) => steps.every((step, i) => step.type === CHAT_STEP_ORDER[i]));

/**
 * Validates a conversation read from localStorage (the raw string) or from the server (a parsed
 * value). Anything else, from corrupt JSON to another app's data or reordered steps, gives null,
 * never a throw, so the caller falls back to the other copy. Unknown keys are dropped.
 */
export function parseStoredConversation(raw: unknown): Conversation | null {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = conversationSchema.safeParse(value);
  return parsed.success ? normaliseConversation(parsed.data) : null;
}

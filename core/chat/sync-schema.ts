import { z } from "zod";
import { conversationSchema } from "./conversation";

/**
 * PUT /api/v1/chat and the chat screen's save: the steps and the version they were based on
 * (0 when this client has never seen a server copy).
 */
export const saveConversationSchema = z.object({
  steps: conversationSchema,
  version: z.number().int().nonnegative(),
});

export type SaveConversationInput = z.infer<typeof saveConversationSchema>;

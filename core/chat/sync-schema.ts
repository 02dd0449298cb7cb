import { z } from "zod";
import { conversationSchema } from "./conversation-schema";
import { understandingReviewSchema } from "./understanding-review";

/**
 * PUT /api/v1/chat and the chat screen's save: the steps and the version they were based on
 * (0 when this client has never seen a server copy).
 */
export const saveConversationSchema = z.object({
  steps: conversationSchema,
  version: z.number().int().nonnegative(),
});

export type SaveConversationInput = z.infer<typeof saveConversationSchema>;

/**
 * What PUT /api/v1/chat answers in `data` (server/chat/conversations.ts `SavedConversation`): the stored copy
 * and whether it is a merge with a newer server copy. The chat screen checks its saves' answers with it.
 */
export const savedConversationSchema = z.object({
  steps: conversationSchema,
  businessKind: z.string().nullable(),
  projectId: z.number().nullable(),
  /** What May understood and where the owner's review stands (core/chat/understanding-review.ts); null before the template is chosen. */
  understanding: understandingReviewSchema.nullable(),
  version: z.number().int().nonnegative(),
  updatedAt: z.string().nullable(),
  merged: z.boolean(),
});

export const savedConversationAnswerSchema = z.object({ data: savedConversationSchema });

export type SavedConversationBody = z.infer<typeof savedConversationSchema>;

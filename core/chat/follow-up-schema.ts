import { z } from "zod";
import type { AppMessageKey } from "../i18n/keys";
import { ANSWER_TOPICS } from "../sites/change-topics";
import { documentChangeSchema } from "../sites/document-change-schema";
import { siteLanguageSchema } from "../sites/language-schema";
import { CHAT_ANSWER_MAX_LENGTH } from "./conversation";

/**
 * The chat after the site is made, as stored and answered (docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md):
 * the owner's message, the input's schema, and May's reply. Apart from what plans a reply (core/chat/follow-up.ts), so
 * the chat screen checks answers without loading the reader.
 */

/** How many follow-ups a conversation keeps (the oldest go first). */
export const MAX_FOLLOW_UPS = 40;

export const FOLLOW_UP_MESSAGES = {
  empty: "chat.followUp.empty",
  tooLong: "chat.followUp.tooLong",
  noSite: "chat.followUp.noSite",
  notFound: "chat.followUp.notFound",
  notUndoable: "chat.followUp.notUndoable",
} as const satisfies Record<string, AppMessageKey>;

/** What the owner sends: one message, as the chat's input holds it. */
export const followUpInputSchema = z.strictObject({
  message: z.string({ error: FOLLOW_UP_MESSAGES.empty }).trim().min(1, FOLLOW_UP_MESSAGES.empty).max(CHAT_ANSWER_MAX_LENGTH, FOLLOW_UP_MESSAGES.tooLong),
});
export type FollowUpInput = z.infer<typeof followUpInputSchema>;

const replySchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("applied"),
    changes: z.array(documentChangeSchema),
    /** What changed, one line each, in the site's language ("Opening hours added: Tue – Sun 8:00 – 16:00"). */
    lines: z.array(z.string()),
    /** The version the message made, and the one before it (what Undo restores). */
    versionId: z.number().int().positive(),
    previousVersionId: z.number().int().positive(),
    undone: z.boolean(),
    /** The chat's words around the note, in the site's language: its first line, Undo, and what Undo did. */
    words: z.strictObject({ applied: z.string(), undo: z.string(), undone: z.string() }),
  }),
  z.strictObject({ kind: z.literal("answer"), topic: z.enum([...ANSWER_TOPICS, "other", "nothing-new"]), text: z.string() }),
]);

export const followUpSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  at: z.string(),
  language: siteLanguageSchema,
  message: z.string().max(CHAT_ANSWER_MAX_LENGTH),
  reply: replySchema,
});
export type FollowUp = z.infer<typeof followUpSchema>;
export type FollowUpReply = FollowUp["reply"];

export const followUpsSchema = z.array(followUpSchema).max(MAX_FOLLOW_UPS);

/** A conversation's stored follow-ups, or none when there are none or they no longer validate. */
export function parseFollowUps(value: unknown): FollowUp[] {
  const parsed = followUpsSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

export const followUpAnswerSchema = z.object({ data: followUpSchema });
export const followUpListAnswerSchema = z.object({ data: z.array(followUpSchema) });

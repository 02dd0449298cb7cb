import { z } from "zod";

/**
 * The owner's inbox beyond the marks (docs/decisions/0870-inbox-delete-undo-search-reply.md): delete with
 * undo, search, and replies written in the app. Shared by the screens, the API and the services.
 */

/** How long a deleted message can be brought back; after it the Cron Trigger purges it for good. */
export const MESSAGE_UNDO_WINDOW_MS = 30_000;

/** A reply's longest body (about two pages of text). */
export const REPLY_MAX_LENGTH = 5000;

/** Replies one account may send in 24 hours, beside the per-minute limiter (REPLY_RATE_LIMITER). */
export const REPLIES_PER_DAY = 100;

/**
 * Replies all accounts together may send in an hour before replies stop for everyone: a circuit breaker far
 * above what any one account can reach (100 a day), logged for the operator
 * (docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md).
 */
export const REPLIES_ALL_ACCOUNTS_PER_HOUR = 1000;

/** How long the link of a visitor's address confirmation works; after it, the next reply sends a new one. */
export const REPLY_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a search may be: up to 100 characters of text matched inside name, email and message. */
export const SEARCH_MAX_LENGTH = 100;

/** Message keys (content/app-messages/panels; longReply's English names REPLY_MAX_LENGTH): the API answers their English. */
export const INBOX_MESSAGES = {
  emptyReply: "panels.inbox.error.emptyReply",
  longReply: "panels.inbox.error.longReply",
  tooLateToUndo: "panels.inbox.error.tooLateToUndo",
  replyToSpam: "panels.inbox.error.replyToSpam",
  replyNeedsConfirmedEmail: "panels.inbox.error.replyNeedsConfirmedEmail",
  replyLimit: "panels.inbox.error.replyLimit",
  replyFailed: "panels.inbox.error.replyFailed",
  repliesPaused: "panels.inbox.error.repliesPaused",
  // Shown on the visitor's confirmation page (app/routes/reply-confirmation.tsx), not in the panels: still its English.
  // eslint-disable-next-line ui-text/sentences -- that page's words, for its owner to move into its namespace
  confirmationSpent: "This link has been used or has expired.",
} as const;

export const replyBodySchema = z.string({ error: INBOX_MESSAGES.emptyReply }).trim().min(1, { error: INBOX_MESSAGES.emptyReply }).max(REPLY_MAX_LENGTH, { error: INBOX_MESSAGES.longReply });

/** POST /api/v1/projects/:id/messages/:messageId/replies. */
export const siteMessageReplySchema = z.object({ body: replyBodySchema });

/** The search box's text as a filter: trimmed, cut to its limit; empty means no search. */
export function searchText(raw: string | null | undefined): string {
  return (raw ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
}

import { and, eq } from "drizzle-orm";
import { currentStep, initialConversation, mergeConversations, type Conversation } from "@core/chat/conversation";
import { parseStoredConversation } from "@core/chat/conversation-schema";
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from "@core/sites/languages";
import { classifyBusiness } from "@core/chat/classify-business";
import { answerReview, type UnderstandingAnswer, type UnderstandingReview } from "@core/chat/understanding-review";
import { DomainError } from "@core/errors";
import { conversations, type Database } from "@server/db";

type ConversationRow = typeof conversations.$inferSelect;
import { parseStoredReview, reviewFor } from "./understand";

export interface StoredConversation {
  steps: Conversation;
  /** The business list's kind of the business answer, or null when unanswered or unclassified. */
  businessKind: string | null;
  /** The project the final step generated, until the conversation is reset. */
  projectId: number | null;
  /** What May understood of the answers and where the owner's review of it stands; null before the template is chosen. */
  understanding: UnderstandingReview | null;
  /** 0 until the first save; every save adds one. */
  version: number;
  updatedAt: string | null;
}

export interface SavedConversation extends StoredConversation {
  /** True when the server copy had moved on and the answer is the merge of both. */
  merged: boolean;
}

/**
 * How often a save retries when other writers keep winning the race; each try merges again. Every
 * round has a winner, so this covers a dozen tabs saving at the same instant.
 */
const MAX_SAVE_ATTEMPTS = 12;

/** A short random pause before retrying, so racing writers stop colliding in lockstep. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));

/** The classifier's kind for the answered business step (stored beside the text for the generator). */
function businessKindOf(steps: Conversation): string | null {
  const business = steps.find((step) => step.type === "business");
  return business?.isOk && business.content ? (classifyBusiness(business.content)?.kind ?? null) : null;
}

/**
 * The query behind a user's conversation (its row, follow-ups included), for a `db.batch` of the page's reads
 * (docs/decisions/0858-a-signed-in-page-in-two-round-trips.md); `storedConversationOf` and `followUpsOf` read its rows.
 */
export function conversationQuery(db: Database, userId: number) {
  return db.select().from(conversations).where(eq(conversations.userId, userId)).limit(1);
}

/** The user's conversation, or a new unanswered one (version 0) if they never saved. */
export async function getConversation(db: Database, userId: number, readerLanguage: SiteLanguage = DEFAULT_SITE_LANGUAGE): Promise<StoredConversation> {
  return storedConversationOf((await conversationQuery(db, userId))[0], readerLanguage);
}

/**
 * The conversation from the row `conversationQuery` read, or a new unanswered one (version 0) when there is none.
 * `readerLanguage`, the language the owner chats in, is the site's when the answers do not settle it.
 */
export async function storedConversationOf(row: ConversationRow | undefined, readerLanguage: SiteLanguage = DEFAULT_SITE_LANGUAGE): Promise<StoredConversation> {
  if (!row) return { steps: initialConversation(), businessKind: null, projectId: null, understanding: null, version: 0, updatedAt: null };
  // A stored copy that no longer validates (a schema change, manual edits) restarts rather than crashing.
  const steps = parseStoredConversation(row.steps) ?? initialConversation();
  const stored = parseStoredReview(row.understanding);
  // A review stored before the reader changed is read again, so the card never shows a shape it cannot draw.
  const understanding = stored ?? (await reviewFor(steps, null, readerLanguage));
  return { steps, businessKind: row.businessKind, projectId: row.projectId, understanding, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Saves a client's copy. When it was based on the current version it is written as is (a reset
 * included); when the server moved on meanwhile (another tab or device), the two are merged so nothing
 * answered is lost, and the merge is written. Every write is a compare-and-set on the version. `readerLanguage`: the
 * language the owner chats in, the site's when the answers do not settle it (docs/decisions/0830-site-language-detected-and-stored.md).
 */
export async function saveConversation(db: Database, userId: number, steps: Conversation, baseVersion: number, readerLanguage: SiteLanguage = DEFAULT_SITE_LANGUAGE): Promise<SavedConversation> {
  let toWrite = steps;
  let merged = false;
  for (let attempt = 0; attempt < MAX_SAVE_ATTEMPTS; attempt++) {
    const current = await getConversation(db, userId, readerLanguage);
    if (current.version !== baseVersion) {
      toWrite = mergeConversations(steps, current.steps);
      merged = true;
    }
    const now = new Date();
    const businessKind = businessKindOf(toWrite);
    // Leaving the final step (a reset) unlinks the generated project; it stays on the dashboard.
    const projectId = currentStep(toWrite).type === "final" ? current.projectId : null;
    const understanding = await reviewFor(toWrite, current.understanding, readerLanguage);
    const written =
      current.version === 0
        ? await db
            .insert(conversations)
            .values({ userId, steps: toWrite, businessKind, projectId, understanding, version: 1, updatedAt: now })
            .onConflictDoNothing()
            .returning({ version: conversations.version })
        : await db
            .update(conversations)
            .set({ steps: toWrite, businessKind, projectId, understanding, version: current.version + 1, updatedAt: now })
            .where(and(eq(conversations.userId, userId), eq(conversations.version, current.version)))
            .returning({ version: conversations.version });
    const version = written[0]?.version;
    if (version !== undefined) return { steps: toWrite, businessKind, projectId, understanding, version, updatedAt: now.toISOString(), merged };
    // Someone else wrote between our read and our write: read again and merge with theirs.
    baseVersion = -1;
    await backoff(attempt);
  }
  throw new DomainError("CONFLICT", "chat.error.saveConflict");
}

/**
 * The owner's answer to "Here's what I understood": confirmed with their corrections, or skipped. Answered once per
 * pass through the chat, before the site is written (409 after); a compare-and-set on the version like every save.
 */
export async function answerUnderstanding(db: Database, userId: number, answer: UnderstandingAnswer): Promise<SavedConversation> {
  for (let attempt = 0; attempt < MAX_SAVE_ATTEMPTS; attempt++) {
    const current = await getConversation(db, userId);
    if (!current.understanding) throw new DomainError("INVALID", "chat.error.nothingToConfirm");
    if (current.projectId !== null) throw new DomainError("CONFLICT", "chat.error.alreadyWritten");
    const understanding = answerReview(current.understanding, answer);
    const now = new Date();
    const [written] = await db
      .update(conversations)
      .set({ understanding, version: current.version + 1, updatedAt: now })
      .where(and(eq(conversations.userId, userId), eq(conversations.version, current.version)))
      .returning({ version: conversations.version });
    if (written) return { ...current, understanding, version: written.version, updatedAt: now.toISOString(), merged: false };
    await backoff(attempt);
  }
  throw new DomainError("CONFLICT", "chat.error.saveConflict");
}

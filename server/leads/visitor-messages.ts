import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQLWrapper } from "drizzle-orm";
import { toCsv } from "@core/csv";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { NOTIFICATION_MESSAGES } from "@core/notifications/messages";
import type { SiteMessageInput } from "@core/projects/schemas";
import { DomainError } from "@core/errors";
import { SPAM_THRESHOLD, scoreMessage } from "@core/forms/spam";
import type { AppContext } from "@server/platform";
import { INBOX_MESSAGES, MESSAGE_UNDO_WINDOW_MS, searchText } from "@core/projects/inbox";
import { type Database, projects, publishedSites, siteMessageReplies, siteMessages, type Project, type SiteMessage } from "@server/db";
import { notifyUser } from "@server/accounts";
import { sendInBackground } from "@server/mail";
import { emailOwnerAboutMessage } from "./lead-emails";
import { readFormTime } from "./form-time";

export const MESSAGE_FOLDERS = ["inbox", "archived", "spam"] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];

export interface SiteMessageView {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
  read: boolean;
  archived: boolean;
  spam: boolean;
  spamScore: number;
  /**
   * The owner's replies written in the app, oldest first: `sent`, or `waiting` for the visitor to confirm their
   * address (docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md). `sentAt` is when it
   * was written.
   */
  replies: { body: string; sentAt: string; status: "sent" | "waiting" }[];
}

/**
 * Stores a visitor's message to a published site and tells its owner: the bell, and an email after the
 * response when the project's alerts are on (docs/decisions/0700-leads-by-email-and-a-digest.md).
 * Unpublished sites take none.
 */
export async function receiveSiteMessage(app: AppContext, slug: string, input: SiteMessageInput, { formTime }: { formTime?: unknown } = {}): Promise<void> {
  const record = await app.db.query.publishedSites.findFirst({ where: eq(publishedSites.slug, slug) });
  const project = record && (await app.db.query.projects.findFirst({ where: eq(projects.id, record.projectId) }));
  if (!record || !project) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.siteNotFound);
  // Spam goes to the Spam folder: no bell, no email (docs/decisions/0703-spam-score-and-folder.md).
  // The form's time counts only when we signed it for this site (docs/decisions/0704-spam-scoring-normalised-and-a-signed-form-time.md).
  const verdict = scoreMessage(input, { formTime: await readFormTime(app.env, slug, formTime), now: Date.now() });
  const spam = verdict.score >= SPAM_THRESHOLD;
  const emailed = project.emailLeads && !spam;
  const [stored] = await app.db
    .insert(siteMessages)
    .values({ projectId: project.id, name: input.name, email: input.email, phone: input.phone ?? null, message: input.message, emailState: emailed ? "pending" : "none", spamScore: verdict.score, spam })
    .returning({ id: siteMessages.id });
  if (spam) return;
  await notifyUser(app.db, project.userId, {
    kind: "message_received",
    ...NOTIFICATION_MESSAGES.messageReceived,
    values: { name: project.name, visitor: input.name, excerpt: `${input.message.slice(0, 120)}${input.message.length > 120 ? "…" : ""}` },
    link: `/u/projects/${project.id}#messages`,
  });
  if (stored && emailed) sendInBackground(app, "lead email", () => emailOwnerAboutMessage(app, stored.id));
}

/** A message as the inbox shows it, with its replies. */
export function toView(row: SiteMessage, replies: SiteMessageView["replies"] = []): SiteMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    archived: row.archivedAt !== null,
    spam: row.spam,
    spamScore: row.spamScore,
    replies,
  };
}

function inFolder(folder: MessageFolder) {
  const shown = isNull(siteMessages.deletedAt);
  if (folder === "spam") return and(shown, eq(siteMessages.spam, true));
  return and(shown, eq(siteMessages.spam, false), folder === "archived" ? isNotNull(siteMessages.archivedAt) : isNull(siteMessages.archivedAt));
}

/** `text` anywhere in the name, email or message, case-insensitively for Latin letters (SQLite's LIKE); `%` and `_` match themselves. */
function matching(text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(...[siteMessages.name, siteMessages.email, siteMessages.message].map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`));
}

/** The query behind the replies to some messages (by id, or a subquery of their ids), oldest first. */
function repliesQuery(db: Database, messageIds: number[] | SQLWrapper) {
  return db
    .select({ messageId: siteMessageReplies.messageId, body: siteMessageReplies.body, createdAt: siteMessageReplies.createdAt, sentAt: siteMessageReplies.sentAt })
    .from(siteMessageReplies)
    .where(inArray(siteMessageReplies.messageId, messageIds))
    .orderBy(asc(siteMessageReplies.createdAt), asc(siteMessageReplies.id));
}

type ReplyRow = Awaited<ReturnType<typeof repliesQuery>>[number];

/** The replies `repliesQuery` read, grouped by message. */
function repliesByMessage(rows: ReplyRow[]): Map<number, SiteMessageView["replies"]> {
  const byMessage = new Map<number, SiteMessageView["replies"]>();
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), { body: row.body, sentAt: row.createdAt.toISOString(), status: row.sentAt ? "sent" : "waiting" }]);
  return byMessage;
}

/** The replies to some messages, oldest first, grouped by message. */
export async function repliesTo(app: AppContext, messageIds: number[]): Promise<Map<number, SiteMessageView["replies"]>> {
  if (messageIds.length === 0) return new Map();
  return repliesByMessage(await repliesQuery(app.db, messageIds));
}

export interface InboxView {
  folder?: MessageFolder;
  limit?: number;
  search?: string;
}

/** The query behind one folder's messages of a project, newest first, and (the same, as ids) the one behind their replies. */
function folderQueries(db: Database, projectId: number, { folder = "inbox", limit = 100, search = "" }: InboxView) {
  const text = searchText(search);
  const where = and(eq(siteMessages.projectId, projectId), inFolder(folder), text ? matching(text) : undefined);
  const order = [desc(siteMessages.createdAt), desc(siteMessages.id)] as const;
  return [
    db.select().from(siteMessages).where(where).orderBy(...order).limit(limit),
    repliesQuery(db, db.select({ id: siteMessages.id }).from(siteMessages).where(where).orderBy(...order).limit(limit)),
  ] as const;
}

/** The query behind every folder's count of a project's messages, and the inbox's unread. */
function countsQuery(db: Database, projectId: number) {
  return db
    .select({
      inbox: sql<number>`coalesce(sum(CASE WHEN ${siteMessages.spam} = 0 AND ${siteMessages.archivedAt} IS NULL THEN 1 ELSE 0 END), 0)`,
      archived: sql<number>`coalesce(sum(CASE WHEN ${siteMessages.spam} = 0 AND ${siteMessages.archivedAt} IS NOT NULL THEN 1 ELSE 0 END), 0)`,
      spam: sql<number>`coalesce(sum(CASE WHEN ${siteMessages.spam} = 1 THEN 1 ELSE 0 END), 0)`,
      unread: sql<number>`coalesce(sum(CASE WHEN ${siteMessages.spam} = 0 AND ${siteMessages.archivedAt} IS NULL AND ${siteMessages.readAt} IS NULL THEN 1 ELSE 0 END), 0)`,
    })
    .from(siteMessages)
    .where(and(eq(siteMessages.projectId, projectId), isNull(siteMessages.deletedAt)));
}

type MessageCounts = Record<MessageFolder, number> & { unread: number };

/**
 * The queries behind a project's inbox (one folder's messages, their replies, every folder's count), for a `db.batch`
 * of the page's reads (docs/decisions/0858-a-signed-in-page-in-two-round-trips.md). They are keyed by the project's id
 * alone: the caller checks the project is the owner's before `inboxOf` reads what they return.
 */
export function inboxQueries(db: Database, projectId: number, view: InboxView = {}) {
  return [...folderQueries(db, projectId, view), countsQuery(db, projectId)] as const;
}

/** The messages (with their replies) and the counts from the rows `inboxQueries` read. */
export function inboxOf(messageRows: SiteMessage[], replyRows: ReplyRow[], countRows: MessageCounts[]): { messages: SiteMessageView[]; counts: MessageCounts } {
  const replies = repliesByMessage(replyRows);
  return { messages: messageRows.map((row) => toView(row, replies.get(row.id))), counts: countRows[0] ?? { inbox: 0, archived: 0, spam: 0, unread: 0 } };
}

/**
 * The messages of one folder of a project's inbox, newest first (docs/decisions/0703-spam-score-and-folder.md),
 * with their replies; `search` keeps those whose name, email or message contains it
 * (docs/decisions/0870-inbox-delete-undo-search-reply.md). Deleted messages are never listed.
 */
export async function listSiteMessages(app: AppContext, project: Project, view: InboxView = {}): Promise<SiteMessageView[]> {
  const [messageRows, replyRows] = await app.db.batch(folderQueries(app.db, project.id, view));
  return inboxOf(messageRows, replyRows, []).messages;
}

export interface SiteMessageChange {
  read?: boolean;
  archived?: boolean;
  spam?: boolean;
  /** Delete (hidden at once, purged after the undo window) or undo a delete within the window. */
  deleted?: boolean;
}

/**
 * The owner marks one message of their project: read or unread, archived or back in the inbox, spam or
 * not, deleted or brought back (docs/decisions/0870-inbox-delete-undo-search-reply.md). A deleted message
 * takes no other mark; bringing it back works only within the undo window, which the Cron Trigger's purge
 * also keeps to (`purgeDeletedMessages`).
 */
export async function updateSiteMessage(app: AppContext, project: Project, messageId: number, change: SiteMessageChange, now = new Date()): Promise<SiteMessageView> {
  const mine = and(eq(siteMessages.id, messageId), eq(siteMessages.projectId, project.id));
  if (change.deleted === false) {
    const [restored] = await app.db
      .update(siteMessages)
      .set({ deletedAt: null })
      .where(and(mine, isNotNull(siteMessages.deletedAt), gt(siteMessages.deletedAt, new Date(now.getTime() - MESSAGE_UNDO_WINDOW_MS))))
      .returning();
    if (restored) return toView(restored, (await repliesTo(app, [restored.id])).get(restored.id));
    const [current] = await app.db.select({ deletedAt: siteMessages.deletedAt }).from(siteMessages).where(mine);
    if (!current) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.messageNotFound);
    if (current.deletedAt) throw new DomainError("INVALID", INBOX_MESSAGES.tooLateToUndo);
  }
  const set: Partial<typeof siteMessages.$inferInsert> = {};
  if (change.read !== undefined) set.readAt = change.read ? now : null;
  if (change.archived !== undefined) set.archivedAt = change.archived ? now : null;
  if (change.spam !== undefined) set.spam = change.spam;
  if (change.deleted) {
    set.deletedAt = now;
    // A deleted message is not mailed in a later digest.
    set.emailState = sql`CASE WHEN ${siteMessages.emailState} = 'pending' THEN 'none' ELSE ${siteMessages.emailState} END` as unknown as "none";
  }
  const where = and(mine, isNull(siteMessages.deletedAt));
  const [row] = Object.keys(set).length > 0 ? await app.db.update(siteMessages).set(set).where(where).returning() : await app.db.select().from(siteMessages).where(where);
  if (!row) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.messageNotFound);
  return toView(row, (await repliesTo(app, [row.id])).get(row.id));
}

/** The Cron Trigger's purge: messages deleted longer ago than the undo window go for good (their replies with them). Answers how many. */
export async function purgeDeletedMessages(app: AppContext, now = new Date()): Promise<number> {
  const purged = await app.db
    .delete(siteMessages)
    .where(and(isNotNull(siteMessages.deletedAt), lte(siteMessages.deletedAt, new Date(now.getTime() - MESSAGE_UNDO_WINDOW_MS))))
    .returning({ id: siteMessages.id });
  return purged.length;
}

/** Every message of a project (all folders, oldest first) as CSV, each cell escaped against formulas (core/csv.ts). */
export async function siteMessagesCsv(app: AppContext, project: Project): Promise<string> {
  const rows = await app.db
    .select()
    .from(siteMessages)
    .where(and(eq(siteMessages.projectId, project.id), isNull(siteMessages.deletedAt)))
    .orderBy(asc(siteMessages.createdAt), asc(siteMessages.id));
  const folder = (row: SiteMessage): MessageFolder => (row.spam ? "spam" : row.archivedAt ? "archived" : "inbox");
  return toCsv([
    ["received_at", "name", "email", "phone", "message", "folder", "read", "spam_score"],
    ...rows.map((row) => [row.createdAt.toISOString(), row.name, row.email, row.phone, row.message, folder(row), row.readAt ? "yes" : "no", row.spamScore]),
  ]);
}

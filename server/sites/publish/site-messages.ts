import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { toCsv } from "@core/csv";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import type { SiteMessageInput } from "@core/projects/schemas";
import { DomainError } from "@core/errors";
import { SPAM_THRESHOLD, scoreMessage } from "@core/forms/spam";
import type { AppContext } from "@server/context";
import { projects, publishedSites, siteMessages, type Project, type SiteMessage } from "../../db/schema";
import { notifyUser } from "../../notifications/notifications";
import { sendInBackground } from "../../mail/transport";
import { emailOwnerAboutMessage } from "./lead-emails";

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
}

/**
 * Stores a visitor's message to a published site and tells its owner: the bell, and an email after the
 * response when the project's alerts are on (docs/decisions/0700-leads-by-email-and-a-digest.md).
 * Unpublished sites take none.
 */
export async function receiveSiteMessage(app: AppContext, slug: string, input: SiteMessageInput, { startedAt = null }: { startedAt?: number | null } = {}): Promise<void> {
  const record = await app.db.query.publishedSites.findFirst({ where: eq(publishedSites.slug, slug) });
  const project = record && (await app.db.query.projects.findFirst({ where: eq(projects.id, record.projectId) }));
  if (!record || !project) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.siteNotFound);
  // Spam goes to the Spam folder: no bell, no email (docs/decisions/0703-spam-score-and-folder.md).
  const verdict = scoreMessage(input, { startedAt, now: Date.now() });
  const spam = verdict.score >= SPAM_THRESHOLD;
  const emailed = project.emailLeads && !spam;
  const [stored] = await app.db
    .insert(siteMessages)
    .values({ projectId: project.id, name: input.name, email: input.email, phone: input.phone ?? null, message: input.message, emailState: emailed ? "pending" : "none", spamScore: verdict.score, spam })
    .returning({ id: siteMessages.id });
  if (spam) return;
  await notifyUser(app.db, project.userId, {
    kind: "message_received",
    title: `New message on ${project.name}`,
    body: `${input.name} wrote: ${input.message.slice(0, 120)}${input.message.length > 120 ? "…" : ""}`,
    link: `/u/projects/${project.id}#messages`,
  });
  if (stored && emailed) sendInBackground(app, "lead email", () => emailOwnerAboutMessage(app, stored.id));
}

function toView(row: SiteMessage): SiteMessageView {
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
  };
}

function inFolder(folder: MessageFolder) {
  if (folder === "spam") return eq(siteMessages.spam, true);
  return and(eq(siteMessages.spam, false), folder === "archived" ? isNotNull(siteMessages.archivedAt) : isNull(siteMessages.archivedAt));
}

/** The messages of one folder of a project's inbox, newest first (docs/decisions/0703-spam-score-and-folder.md). */
export async function listSiteMessages(app: AppContext, project: Project, { folder = "inbox", limit = 100 }: { folder?: MessageFolder; limit?: number } = {}): Promise<SiteMessageView[]> {
  const rows = await app.db
    .select()
    .from(siteMessages)
    .where(and(eq(siteMessages.projectId, project.id), inFolder(folder)))
    .orderBy(desc(siteMessages.createdAt), desc(siteMessages.id))
    .limit(limit);
  return rows.map(toView);
}

/** How many messages each folder holds, and how many in the inbox are unread. */
export async function countSiteMessages(app: AppContext, project: Project): Promise<Record<MessageFolder, number> & { unread: number }> {
  const [row] = await app.db
    .select({
      inbox: sql<number>`coalesce(sum(CASE WHEN ${siteMessages.spam} = 0 AND ${siteMessages.archivedAt} IS NULL THEN 1 ELSE 0 END), 0)`,
      archived: sql<number>`coalesce(sum(CASE WHEN ${siteMessages.spam} = 0 AND ${siteMessages.archivedAt} IS NOT NULL THEN 1 ELSE 0 END), 0)`,
      spam: sql<number>`coalesce(sum(CASE WHEN ${siteMessages.spam} = 1 THEN 1 ELSE 0 END), 0)`,
      unread: sql<number>`coalesce(sum(CASE WHEN ${siteMessages.spam} = 0 AND ${siteMessages.archivedAt} IS NULL AND ${siteMessages.readAt} IS NULL THEN 1 ELSE 0 END), 0)`,
    })
    .from(siteMessages)
    .where(eq(siteMessages.projectId, project.id));
  return row ?? { inbox: 0, archived: 0, spam: 0, unread: 0 };
}

export interface SiteMessageChange {
  read?: boolean;
  archived?: boolean;
  spam?: boolean;
}

/** The owner marks one message of their project: read or unread, archived or back in the inbox, spam or not. */
export async function updateSiteMessage(app: AppContext, project: Project, messageId: number, change: SiteMessageChange): Promise<SiteMessageView> {
  const now = new Date();
  const set: Partial<typeof siteMessages.$inferInsert> = {};
  if (change.read !== undefined) set.readAt = change.read ? now : null;
  if (change.archived !== undefined) set.archivedAt = change.archived ? now : null;
  if (change.spam !== undefined) set.spam = change.spam;
  const where = and(eq(siteMessages.id, messageId), eq(siteMessages.projectId, project.id));
  const [row] = Object.keys(set).length > 0 ? await app.db.update(siteMessages).set(set).where(where).returning() : await app.db.select().from(siteMessages).where(where);
  if (!row) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.messageNotFound);
  return toView(row);
}

/** Every message of a project (all folders, oldest first) as CSV, each cell escaped against formulas (core/csv.ts). */
export async function siteMessagesCsv(app: AppContext, project: Project): Promise<string> {
  const rows = await app.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id)).orderBy(asc(siteMessages.createdAt), asc(siteMessages.id));
  const folder = (row: SiteMessage): MessageFolder => (row.spam ? "spam" : row.archivedAt ? "archived" : "inbox");
  return toCsv([
    ["received_at", "name", "email", "phone", "message", "folder", "read", "spam_score"],
    ...rows.map((row) => [row.createdAt.toISOString(), row.name, row.email, row.phone, row.message, folder(row), row.readAt ? "yes" : "no", row.spamScore]),
  ]);
}

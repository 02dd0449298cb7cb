import { desc, eq } from "drizzle-orm";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import type { SiteMessageInput } from "@core/projects/schemas";
import { DomainError } from "@core/errors";
import type { AppContext } from "@server/context";
import { projects, publishedSites, siteMessages, type Project } from "../../db/schema";
import { notifyUser } from "../../notifications/notifications";
import { sendInBackground } from "../../mail/transport";
import { emailOwnerAboutMessage } from "./lead-emails";

export interface SiteMessageView {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
}

/**
 * Stores a visitor's message to a published site and tells its owner: the bell, and an email after the
 * response when the project's alerts are on (docs/decisions/0700-leads-by-email-and-a-digest.md).
 * Unpublished sites take none.
 */
export async function receiveSiteMessage(app: AppContext, slug: string, input: SiteMessageInput): Promise<void> {
  const record = await app.db.query.publishedSites.findFirst({ where: eq(publishedSites.slug, slug) });
  const project = record && (await app.db.query.projects.findFirst({ where: eq(projects.id, record.projectId) }));
  if (!record || !project) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.siteNotFound);
  const [stored] = await app.db
    .insert(siteMessages)
    .values({ projectId: project.id, name: input.name, email: input.email, phone: input.phone ?? null, message: input.message, emailState: project.emailLeads ? "pending" : "none" })
    .returning({ id: siteMessages.id });
  await notifyUser(app.db, project.userId, {
    kind: "message_received",
    title: `New message on ${project.name}`,
    body: `${input.name} wrote: ${input.message.slice(0, 120)}${input.message.length > 120 ? "…" : ""}`,
    link: `/u/projects/${project.id}#messages`,
  });
  if (stored && project.emailLeads) sendInBackground(app, "lead email", () => emailOwnerAboutMessage(app, stored.id));
}

/** The messages a project's site received, newest first. */
export async function listSiteMessages(app: AppContext, project: Project, limit = 100): Promise<SiteMessageView[]> {
  const rows = await app.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id)).orderBy(desc(siteMessages.createdAt), desc(siteMessages.id)).limit(limit);
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, phone: row.phone, message: row.message, createdAt: row.createdAt.toISOString() }));
}

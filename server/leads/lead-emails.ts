import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { AppContext } from "@server/platform";
import { projects, siteMessages, users, type SiteMessage } from "@server/db";
import { leadDigestEmail, leadEmail, type LeadForEmail, sendMail } from "@server/mail";

/**
 * Leads by email (docs/decisions/0700-leads-by-email-and-a-digest.md): a new message emails the owner at
 * once, at most once a minute per project; whatever comes within that minute waits (`pending`) for the
 * scheduled digest (the Cron Trigger, docs/operations.md).
 */
export const LEAD_EMAIL_INTERVAL_MS = 60_000;

/** Most messages one digest lists; the rest go in the next one. */
export const LEAD_DIGEST_LIMIT = 50;

/**
 * Takes the project's email slot for this minute: one UPDATE that succeeds only when alerts are on and
 * the last email is a minute old, so two requests (or a request and the digest) never both send.
 */
async function claimEmailSlot(app: AppContext, projectId: number, now: Date): Promise<boolean> {
  const claimed = await app.db
    .update(projects)
    .set({ leadsEmailedAt: now })
    .where(and(eq(projects.id, projectId), eq(projects.emailLeads, true), or(isNull(projects.leadsEmailedAt), lte(projects.leadsEmailedAt, new Date(now.getTime() - LEAD_EMAIL_INTERVAL_MS)))))
    .returning({ id: projects.id });
  return claimed.length > 0;
}

/**
 * The owner's address, only when it is confirmed and the account is not blocked (docs/security.md, "Leads"), with the
 * language and time zone their emails are written in.
 */
async function ownerAddress(app: AppContext, projectId: number): Promise<{ email: string; siteName: string; timeZone: string | null; language: string | null } | null> {
  const [row] = await app.db
    .select({ email: users.email, confirmed: users.confirmed, blocked: users.blocked, siteName: projects.name, timeZone: users.timeZone, language: users.language })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(eq(projects.id, projectId));
  return row && row.confirmed && !row.blocked ? { email: row.email, siteName: row.siteName, timeZone: row.timeZone, language: row.language } : null;
}

const asLead = (row: SiteMessage, timeZone: string | null): LeadForEmail => ({ name: row.name, email: row.email, phone: row.phone, message: row.message, receivedAt: row.createdAt, timeZone });

function messagesLink(app: AppContext, projectId: number): string {
  return new URL(`/u/projects/${projectId}#messages`, app.env.APP_URL).toString();
}

async function markSent(app: AppContext, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await app.db.update(siteMessages).set({ emailState: "sent" }).where(and(inArray(siteMessages.id, ids), eq(siteMessages.emailState, "pending")));
}

/**
 * Right after a message is stored (in `waitUntil`): emails the owner about it when the project's slot is
 * free; otherwise it stays `pending` for the digest. A failed send leaves it `pending` too, so the digest
 * tries again.
 */
export async function emailOwnerAboutMessage(app: AppContext, messageId: number, now = new Date()): Promise<void> {
  const message = await app.db.query.siteMessages.findFirst({ where: and(eq(siteMessages.id, messageId), eq(siteMessages.emailState, "pending")) });
  if (!message) return;
  const owner = await ownerAddress(app, message.projectId);
  if (!owner) return;
  if (!(await claimEmailSlot(app, message.projectId, now))) return;
  await sendMail(app, await leadEmail({ to: owner.email, siteName: owner.siteName, lead: asLead(message, owner.timeZone), link: messagesLink(app, message.projectId), language: owner.language }));
  await markSent(app, [message.id]);
}

/**
 * The scheduled run: for every project with `pending` messages whose last email is a minute old, one
 * email listing them (a single message goes as an ordinary alert). A project that fails is logged and
 * retried on the next run; the others still get theirs. Answers how many emails went out.
 */
export async function sendLeadDigests(app: AppContext, now = new Date()): Promise<number> {
  const due = await app.db
    .selectDistinct({ projectId: siteMessages.projectId })
    .from(siteMessages)
    .innerJoin(projects, eq(projects.id, siteMessages.projectId))
    .where(
      and(
        eq(siteMessages.emailState, "pending"),
        eq(projects.emailLeads, true),
        or(isNull(projects.leadsEmailedAt), lte(projects.leadsEmailedAt, new Date(now.getTime() - LEAD_EMAIL_INTERVAL_MS))),
      ),
    );
  let sent = 0;
  for (const { projectId } of due) {
    try {
      const owner = await ownerAddress(app, projectId);
      if (!owner) continue;
      const pending = await app.db
        .select()
        .from(siteMessages)
        .where(and(eq(siteMessages.projectId, projectId), eq(siteMessages.emailState, "pending")))
        .orderBy(asc(siteMessages.createdAt), asc(siteMessages.id))
        .limit(LEAD_DIGEST_LIMIT);
      if (pending.length === 0 || !(await claimEmailSlot(app, projectId, now))) continue;
      const link = messagesLink(app, projectId);
      const leads = pending.map((row) => asLead(row, owner.timeZone));
      const mail = await (leads.length === 1 ? leadEmail({ to: owner.email, siteName: owner.siteName, lead: leads[0]!, link, language: owner.language }) : leadDigestEmail({ to: owner.email, siteName: owner.siteName, leads, link, language: owner.language }));
      await sendMail(app, mail);
      await markSent(app, pending.map((row) => row.id));
      sent += 1;
    } catch (error) {
      console.error(`[${app.requestId}] lead digest for project ${projectId} failed`, error);
    }
  }
  return sent;
}

/** Turns a project's email alerts on or off; turning them off drops what waits for a digest (it stays in the inbox). */
export async function setLeadEmails(app: AppContext, projectId: number, on: boolean): Promise<void> {
  await app.db.update(projects).set({ emailLeads: on }).where(eq(projects.id, projectId));
  if (!on) await app.db.update(siteMessages).set({ emailState: "none" }).where(and(eq(siteMessages.projectId, projectId), eq(siteMessages.emailState, "pending")));
}

import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { DomainError } from "@core/errors";
import { siteLanguageOf } from "@core/sites/languages";
import { AUTH_MESSAGES } from "@core/constants";
import { type AppContext, generateToken, hashToken } from "@server/platform";
import { INBOX_MESSAGES, REPLIES_ALL_ACCOUNTS_PER_HOUR, REPLIES_PER_DAY, REPLY_CONFIRMATION_TTL_MS } from "@core/projects/inbox";
import { projects, siteMessageReplies, siteMessages, users, type Project, type SiteMessage } from "@server/db";
import { replyConfirmationEmail, replyEmail, sendMail } from "@server/mail";
import { repliesTo, type SiteMessageView, toView } from "./visitor-messages";

// The owner's replies to visitors and the visitor's confirmation of their address
// (docs/decisions/0870-inbox-delete-undo-search-reply.md, docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md).

/** The same address, as people type it: compared without regard to case. */
const sameAddress = (email: string) => sql`lower(${siteMessages.email}) = lower(${email})`;

/** Whether the visitor confirmed this address for this project, through this message or an earlier one. */
async function addressConfirmed(app: AppContext, message: SiteMessage): Promise<boolean> {
  if (message.emailConfirmedAt) return true;
  const [row] = await app.db
    .select({ id: siteMessages.id })
    .from(siteMessages)
    .where(and(eq(siteMessages.projectId, message.projectId), sameAddress(message.email), isNotNull(siteMessages.emailConfirmedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * The circuit breaker across all accounts: every account's replies of the last hour. Past the limit, replies
 * stop for everyone and each refusal is logged for the operator (docs/operations.md, "Replies").
 */
async function checkRepliesBreaker(app: AppContext, now: Date): Promise<void> {
  const [hour] = await app.db
    .select({ count: sql<number>`count(*)` })
    .from(siteMessageReplies)
    .where(gt(siteMessageReplies.createdAt, new Date(now.getTime() - 60 * 60 * 1000)));
  const count = hour?.count ?? 0;
  if (count < REPLIES_ALL_ACCOUNTS_PER_HOUR) return;
  console.error(`[replies] circuit breaker open: ${count} replies in the last hour across all accounts (limit ${REPLIES_ALL_ACCOUNTS_PER_HOUR}); refusing replies until the count falls [${app.requestId}]`);
  throw new DomainError("UNAVAILABLE", INBOX_MESSAGES.repliesPaused);
}

/** The language of our words to a site's visitor: the site's, which they read it in (docs/operations.md, "Email"). */
function visitorLanguage(project: Project) {
  return siteLanguageOf(project.document as { language?: unknown } | null);
}

function confirmationLink(app: AppContext, token: string): string {
  const url = new URL("/reply-confirmation", app.env.APP_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * Mails the visitor the confirmation of their address, unless one of this project's messages from the same
 * address has a link still working. The slot is taken by one UPDATE before the mail goes (so two replies never
 * both send one) and given back when the mail fails.
 */
async function askVisitorToConfirm(app: AppContext, project: Project, message: SiteMessage, now: Date): Promise<void> {
  const fresh = new Date(now.getTime() - REPLY_CONFIRMATION_TTL_MS);
  const [outstanding] = await app.db
    .select({ id: siteMessages.id })
    .from(siteMessages)
    .where(and(eq(siteMessages.projectId, message.projectId), sameAddress(message.email), isNotNull(siteMessages.confirmationHash), gt(siteMessages.confirmationSentAt, fresh), isNull(siteMessages.deletedAt)))
    .limit(1);
  if (outstanding) return;
  const token = generateToken();
  const [claimed] = await app.db
    .update(siteMessages)
    .set({ confirmationHash: hashToken(token), confirmationSentAt: now })
    .where(and(eq(siteMessages.id, message.id), or(isNull(siteMessages.confirmationSentAt), lte(siteMessages.confirmationSentAt, fresh))))
    .returning({ id: siteMessages.id });
  if (!claimed) return;
  try {
    await sendMail(app, await replyConfirmationEmail({ to: message.email, link: confirmationLink(app, token), validFor: REPLY_CONFIRMATION_TTL_MS, language: visitorLanguage(project) }));
  } catch (error) {
    await app.db.update(siteMessages).set({ confirmationHash: null, confirmationSentAt: null }).where(eq(siteMessages.id, message.id));
    throw error;
  }
}

interface ReplyOwner {
  email: string;
  timeZone: string | null;
}

function replyMail(owner: ReplyOwner, project: Project, message: SiteMessage, body: string) {
  const original = { message: message.message, receivedAt: message.createdAt, timeZone: owner.timeZone };
  return replyEmail({ to: message.email, replyTo: owner.email, siteName: project.name, body, original, language: visitorLanguage(project) });
}

/**
 * The owner answers a visitor from the app (docs/decisions/0870-inbox-delete-undo-search-reply.md): one
 * email to the visitor's address through the mail transport, from our address with reply-to the owner,
 * quoting their message. It goes only to an address the visitor confirmed: until then the reply waits and the
 * address gets one email of our fixed words with a confirmation link
 * (docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md). Only a confirmed owner may
 * reply, never to a message in Spam, within the per-minute limiter, a daily count per account and the circuit
 * breaker across all accounts. Recorded once the transport took what it had to send.
 */
export async function replyToSiteMessage(app: AppContext, project: Project, messageId: number, body: string, now = new Date()): Promise<SiteMessageView> {
  const [message] = await app.db
    .select()
    .from(siteMessages)
    .where(and(eq(siteMessages.id, messageId), eq(siteMessages.projectId, project.id), isNull(siteMessages.deletedAt)));
  if (!message) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.messageNotFound);
  if (message.spam) throw new DomainError("INVALID", INBOX_MESSAGES.replyToSpam);
  const owner = await app.db.query.users.findFirst({ where: eq(users.id, project.userId) });
  if (!owner || owner.blocked) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.messageNotFound);
  if (!owner.confirmed) throw new DomainError("EMAIL_NOT_CONFIRMED", INBOX_MESSAGES.replyNeedsConfirmedEmail);
  const { success } = await app.env.REPLY_RATE_LIMITER.limit({ key: `replies:${owner.id}` });
  if (!success) throw new DomainError("RATE_LIMITED", AUTH_MESSAGES.tooManyRequests);
  const [today] = await app.db
    .select({ sent: sql<number>`count(*)` })
    .from(siteMessageReplies)
    .where(and(eq(siteMessageReplies.userId, owner.id), gt(siteMessageReplies.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000))));
  if ((today?.sent ?? 0) >= REPLIES_PER_DAY) throw new DomainError("RATE_LIMITED", INBOX_MESSAGES.replyLimit);
  await checkRepliesBreaker(app, now);
  const confirmed = await addressConfirmed(app, message);
  try {
    if (confirmed) await sendMail(app, await replyMail(owner, project, message, body));
    else await askVisitorToConfirm(app, project, message, now);
  } catch (error) {
    console.error(`[${app.requestId}] reply to message ${message.id} failed`, error);
    throw new DomainError("UNAVAILABLE", INBOX_MESSAGES.replyFailed);
  }
  await app.db.insert(siteMessageReplies).values({ messageId: message.id, userId: owner.id, body, createdAt: now, sentAt: confirmed ? now : null });
  // Answering a message reads it.
  const [row] = await app.db.update(siteMessages).set({ readAt: sql`coalesce(${siteMessages.readAt}, ${now.getTime()})` as unknown as Date }).where(eq(siteMessages.id, message.id)).returning();
  return toView(row ?? message, (await repliesTo(app, [message.id])).get(message.id));
}

/** What the confirmation page shows for a link that still works: the site's name and the address. */
export interface ReplyConfirmation {
  siteName: string;
  email: string;
}

/** The message a confirmation token belongs to, while its link works (7 days, not deleted, not spent). */
async function messageForToken(app: AppContext, token: string, now: Date): Promise<{ message: SiteMessage; project: Project } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [message] = await app.db
    .select()
    .from(siteMessages)
    .where(and(eq(siteMessages.confirmationHash, hashToken(token)), isNull(siteMessages.deletedAt), gt(siteMessages.confirmationSentAt, new Date(now.getTime() - REPLY_CONFIRMATION_TTL_MS))));
  const project = message && (await app.db.query.projects.findFirst({ where: eq(projects.id, message.projectId) }));
  return message && project ? { message, project } : null;
}

/** For the confirmation page (a GET, which confirms nothing: mail scanners open links): what the link is about, or null. */
export async function describeReplyConfirmation(app: AppContext, token: string, now = new Date()): Promise<ReplyConfirmation | null> {
  const found = await messageForToken(app, token, now);
  return found ? { siteName: found.project.name, email: found.message.email } : null;
}

/**
 * The visitor pressed the confirmation page's button: the address is theirs. Every reply waiting for it in this
 * project goes now, each marked sent once the transport took it; then the address is confirmed for the project and
 * the link spent. A transport failure leaves the link working, so pressing again sends the rest.
 */
export async function confirmReplyAddress(app: AppContext, token: string, now = new Date()): Promise<ReplyConfirmation> {
  const found = await messageForToken(app, token, now);
  if (!found) throw new DomainError("INVALID", INBOX_MESSAGES.confirmationSpent);
  const { message, project } = found;
  const sameVisitor = and(eq(siteMessages.projectId, project.id), sameAddress(message.email), isNull(siteMessages.deletedAt));
  const owner = await app.db.query.users.findFirst({ where: eq(users.id, project.userId) });
  if (owner && owner.confirmed && !owner.blocked) {
    const waiting = await app.db
      .select({ reply: siteMessageReplies, message: siteMessages })
      .from(siteMessageReplies)
      .innerJoin(siteMessages, eq(siteMessages.id, siteMessageReplies.messageId))
      .where(and(sameVisitor, isNull(siteMessageReplies.sentAt)))
      .orderBy(asc(siteMessageReplies.createdAt), asc(siteMessageReplies.id));
    for (const item of waiting) {
      // Taken before it is sent, so a second press at the same moment does not send it twice.
      const mine = eq(siteMessageReplies.id, item.reply.id);
      const [claimed] = await app.db.update(siteMessageReplies).set({ sentAt: now }).where(and(mine, isNull(siteMessageReplies.sentAt))).returning({ id: siteMessageReplies.id });
      if (!claimed) continue;
      try {
        await sendMail(app, await replyMail(owner, project, item.message, item.reply.body));
      } catch (error) {
        await app.db.update(siteMessageReplies).set({ sentAt: null }).where(mine);
        console.error(`[${app.requestId}] waiting reply ${item.reply.id} failed`, error);
        throw new DomainError("UNAVAILABLE", INBOX_MESSAGES.replyFailed);
      }
    }
  }
  await app.db.update(siteMessages).set({ emailConfirmedAt: now, confirmationHash: null }).where(sameVisitor);
  return { siteName: project.name, email: message.email };
}


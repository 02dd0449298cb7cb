import { eq } from "drizzle-orm";
import { NOTIFICATION_MESSAGES } from "@core/notifications/messages";
import { AUTH_MESSAGES, AUTH_TOKEN_TTL_MS } from "@core/constants";
import { DomainError } from "@core/errors";
import type { AppContext } from "@server/platform";
import { users, type User } from "@server/db";
import { confirmationEmail, sendInBackground, sendMail } from "@server/mail";
import { notifyUser } from "./notifications";
import { findUserByEmail, findUserById, isUniqueViolation } from "./users";
import { appLink } from "./account-settings";
import { accountBlocked, alreadyTaken, invalidToken } from "./account-errors";
import { consumeOneTimeToken, issueOneTimeToken } from "./one-time-tokens";

/**
 * Issues a 24 h confirmation token for `email` (the user's address, or a new one they asked for) and
 * mails the link to the confirmation screen, after the response.
 */
export function sendConfirmationInBackground(app: AppContext, user: User, email: string): void {
  sendInBackground(app, `confirmation email for user ${user.id}`, async () => {
    const token = await issueOneTimeToken(app.db, { userId: user.id, purpose: "email_confirmation", ttlMs: AUTH_TOKEN_TTL_MS.emailConfirmation, email });
    const link = appLink(app.env, "/email-confirmation", { confirmation: token, email });
    await sendMail(app, await confirmationEmail({ to: email, username: user.username, link, language: user.language }));
  });
}

/**
 * POST /auth/send-email-confirmation: a fresh link for an unconfirmed account. Unknown addresses get
 * the same answer as known ones; a confirmed account gets 'Already confirmed' (Strapi, docs/product.md).
 */
export async function resendConfirmation(app: AppContext, email: string): Promise<{ email: string; sent: true }> {
  const user = await findUserByEmail(app.db, email);
  if (user?.blocked) throw accountBlocked();
  if (user?.confirmed) throw new DomainError("ALREADY_CONFIRMED", AUTH_MESSAGES.alreadyConfirmed);
  if (user) sendConfirmationInBackground(app, user, user.email);
  return { email, sent: true };
}

/**
 * Confirms the address a token was sent to (once): the account becomes confirmed and, for an email
 * change, takes the new address.
 */
export async function confirmEmail(app: AppContext, confirmation: string): Promise<User> {
  const token = await consumeOneTimeToken(app.db, "email_confirmation", confirmation);
  const user = token && (await findUserById(app.db, token.userId));
  if (!token || !user) throw invalidToken();
  if (user.blocked) throw accountBlocked();
  try {
    const [confirmed] = await app.db
      .update(users)
      .set({ confirmed: true, email: token.email ?? user.email, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    const address = confirmed?.email ?? user.email;
    await notifyUser(app.db, user.id, {
      kind: "email_confirmed",
      ...(user.confirmed ? NOTIFICATION_MESSAGES.emailChanged : NOTIFICATION_MESSAGES.emailConfirmed),
      values: { address },
      link: "/u/chat",
    });
    return confirmed ?? user;
  } catch (error) {
    // Someone else took the new address between the request and the click.
    if (isUniqueViolation(error)) throw alreadyTaken();
    throw error;
  }
}

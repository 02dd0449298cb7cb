import { eq } from "drizzle-orm";
import { AUTH_MESSAGES, AUTH_TOKEN_TTL_MS } from "@core/constants";
import type { ResetPasswordInput } from "@core/accounts/schemas";
import { DomainError } from "@core/errors";
import type { AppContext } from "@server/platform";
import { users } from "@server/db";
import { passwordResetEmail, sendInBackground, sendMail } from "@server/mail";
import { hashPassword } from "./passwords";
import { findUserByEmail, findUserById } from "./users";
import { appLink } from "./account-settings";
import { accountBlocked } from "./account-errors";
import { consumeOneTimeToken, issueOneTimeToken, revokeOneTimeTokens } from "./one-time-tokens";
import { signIn, type SignedIn } from "./sign-in";

/**
 * POST /auth/forgot-password: always `{ ok: true }`. The lookup, the token and the email all happen
 * after the response, so neither the answer nor its timing says whether the address has an account.
 */
export function forgotPassword(app: AppContext, email: string): { ok: true } {
  sendInBackground(app, "password reset email", async () => {
    const user = await findUserByEmail(app.db, email);
    if (!user || user.blocked) return;
    const code = await issueOneTimeToken(app.db, { userId: user.id, purpose: "password_reset", ttlMs: AUTH_TOKEN_TTL_MS.passwordReset });
    await sendMail(app, await passwordResetEmail({ to: user.email, username: user.username, link: appLink(app.env, "/reset-password", { code }), language: user.language }));
  });
  return { ok: true };
}

/**
 * POST /auth/reset-password: a valid code (1 h, once) sets the new password and signs the user in. The
 * emailed link proves the address, so the account is confirmed too; older tokens stop working.
 */
export async function resetPassword(app: AppContext, { code, password }: ResetPasswordInput): Promise<SignedIn> {
  const token = await consumeOneTimeToken(app.db, "password_reset", code);
  const user = token && (await findUserById(app.db, token.userId));
  if (!token || !user) throw new DomainError("INVALID", AUTH_MESSAGES.incorrectCode);
  if (user.blocked) throw accountBlocked();
  const now = new Date();
  const [updated] = await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), confirmed: true, tokensValidAfter: now, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  await revokeOneTimeTokens(app.db, user.id, "password_reset");
  return signIn(app, updated ?? user);
}

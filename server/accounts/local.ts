import { eq } from "drizzle-orm";
import type { ChangePasswordInput, LoginInput, RegisterInput } from "@core/accounts/schemas";
import { AUTH_MESSAGES } from "@core/constants";
import { DomainError } from "@core/errors";
import type { AppLanguage } from "@core/i18n/app-languages";
import type { AppContext } from "@server/platform";
import { users, type User } from "@server/db";
import { hashPassword, spendPasswordCheck, verifyPassword } from "./passwords";
import { findUserByIdentifier, isEmailOrUsernameTaken, isUniqueViolation, roleIdOf, toPublicUser, type PublicUser } from "./users";
import { emailConfirmationEnabled } from "./account-settings";
import { sendConfirmationInBackground } from "./email-confirmation";
import { accountBlocked, alreadyTaken, emailNotConfirmed, invalidCredentials } from "./account-errors";
import { signIn, type SignedIn } from "./sign-in";

/**
 * Email-or-username and password sign-in. Unknown account, account without a password and wrong
 * password get the same answer after the same work; confirmation and blocking are checked after.
 */
export async function loginWithPassword(app: AppContext, { identifier, password }: LoginInput): Promise<SignedIn> {
  const user = await findUserByIdentifier(app.db, identifier);
  if (!user?.passwordHash) {
    await spendPasswordCheck(password);
    throw invalidCredentials();
  }
  const check = await verifyPassword(password, user.passwordHash);
  if (!check.valid) throw invalidCredentials();
  if (emailConfirmationEnabled(app.env) && !user.confirmed) throw emailNotConfirmed();
  if (user.blocked) throw accountBlocked();
  if (check.needsRehash) {
    await app.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  return signIn(app, user);
}

/**
 * Creates a local account with the default role. With email confirmation on (the default) the answer
 * is `{ user }` and a confirmation email goes out; otherwise the user is signed in at once. The account keeps the
 * language the person signed up in (null when the request named none May speaks), so its emails, the confirmation
 * first, are written in it (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export async function register(app: AppContext, { username, email, password }: RegisterInput, language: AppLanguage | null = null): Promise<SignedIn | { user: PublicUser }> {
  if (await isEmailOrUsernameTaken(app.db, { email, username })) throw alreadyTaken();
  const confirmationRequired = emailConfirmationEnabled(app.env);
  let user: User | undefined;
  try {
    [user] = await app.db
      .insert(users)
      .values({ username, email, language, provider: "local", passwordHash: await hashPassword(password), confirmed: !confirmationRequired, roleId: roleIdOf("authenticated") })
      .returning();
  } catch (error) {
    // Two sign-ups racing for one address: the UNIQUE index lets exactly one through.
    if (isUniqueViolation(error)) throw alreadyTaken();
    throw error;
  }
  if (!user) throw new Error("The new user was not returned by the insert");
  if (!confirmationRequired) return signIn(app, user);
  // The account exists whatever happens to the email: a failed send is logged and the user can resend.
  sendConfirmationInBackground(app, user, user.email);
  return { user: toPublicUser(user) };
}

/** Changes a signed-in user's password; every token issued before now stops working. */
export async function changePassword(app: AppContext, user: User, input: ChangePasswordInput): Promise<SignedIn> {
  // An account without a password (Google) has no current password to give.
  const valid = user.passwordHash ? (await verifyPassword(input.currentPassword, user.passwordHash)).valid : false;
  if (!valid) throw new DomainError("INVALID", AUTH_MESSAGES.currentPasswordInvalid);
  if (input.currentPassword === input.password) throw new DomainError("INVALID", AUTH_MESSAGES.newPasswordSameAsCurrent);
  const [updated] = await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), tokensValidAfter: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return signIn(app, updated ?? user);
}

import { eq } from "drizzle-orm";
import type { AppContext } from "@server/platform";
import { users, type User } from "@server/db";
import { signJwt } from "./jwt";
import { toPublicUser, type PublicUser } from "./users";
import { jwtSecret } from "./account-settings";

/** Strapi's sign-in answer. */
export interface SignedIn {
  jwt: string;
  user: PublicUser;
}

/**
 * Whether a token issued at `iat` (whole seconds, as Strapi's JWT carries it) was revoked by a sign-out,
 * password change or reset at `validAfter` (milliseconds): every token whose second is not wholly after
 * that instant is, so one from the same second as the change never survives (docs/security.md).
 */
export function isRevoked(iat: number, validAfter: Date | null): boolean {
  return validAfter !== null && iat * 1000 <= validAfter.getTime();
}

/**
 * Issues the API token for a user who just proved who they are. A token issued in the same second as
 * the account's last revocation is dated the next second, so it is the one that survives the check above.
 */
export async function signIn(app: AppContext, user: User): Promise<SignedIn> {
  const now = Date.now();
  const revokedSecond = Math.floor((user.tokensValidAfter?.getTime() ?? 0) / 1000);
  const issuedAt = Math.floor(now / 1000) > revokedSecond ? now : (revokedSecond + 1) * 1000;
  return { jwt: await signJwt(user.id, jwtSecret(app.env), issuedAt), user: toPublicUser(user) };
}

/** Ends every session of an account on the server (sign-out): each token issued until now stops working. */
export async function revokeTokens(app: AppContext, userId: number): Promise<void> {
  await app.db.update(users).set({ tokensValidAfter: new Date() }).where(eq(users.id, userId));
}

import { and, eq, lt, or } from "drizzle-orm";
import { type AuthToken, type AuthTokenPurpose, authTokens, type Database } from "@server/db";
import { generateToken, hashToken } from "@server/platform";

/**
 * Issues a single-use token for a user and returns it (only its hash is stored). Older tokens of the
 * same purpose for that user stop working, as do the user's expired ones.
 */
export async function issueOneTimeToken(
  db: Database,
  { userId, purpose, ttlMs, email }: { userId: number; purpose: AuthTokenPurpose; ttlMs: number; email?: string },
): Promise<string> {
  const token = generateToken();
  const now = Date.now();
  await db.batch([
    db
      .delete(authTokens)
      .where(and(eq(authTokens.userId, userId), or(eq(authTokens.purpose, purpose), lt(authTokens.expiresAt, new Date(now))))),
    db.insert(authTokens).values({ userId, purpose, tokenHash: hashToken(token), email, expiresAt: new Date(now + ttlMs) }),
  ]);
  return token;
}

/**
 * Uses up a token: one DELETE … RETURNING, so two requests racing with the same token cannot both
 * succeed. Unknown, expired or wrong-purpose tokens give null.
 */
export async function consumeOneTimeToken(db: Database, purpose: AuthTokenPurpose, token: string): Promise<AuthToken | null> {
  if (token.length === 0 || token.length > 256) return null;
  const [row] = await db
    .delete(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

/** Drops every outstanding token of one purpose for a user (after a reset, the other reset links die). */
export async function revokeOneTimeTokens(db: Database, userId: number, purpose: AuthTokenPurpose): Promise<void> {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
}

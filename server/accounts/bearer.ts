import { AUTH_MESSAGES } from "@core/constants";
import type { AppContext } from "@server/platform";
import type { User } from "@server/db";
import { verifyJwt } from "./jwt";
import { findUserById } from "./users";
import { emailConfirmationEnabled, jwtSecret } from "./account-settings";
import { forbidden, unauthorized } from "./account-errors";
import { isRevoked } from "./sign-in";

/**
 * The user behind an `Authorization: Bearer <jwt>` header. No header: 403 (Strapi's public role); a
 * malformed, forged, expired or revoked token: 401 'Missing or invalid credentials'; a blocked or
 * unconfirmed account: 401 with that reason.
 */
export async function authenticateBearer(app: AppContext, authorization: string | undefined): Promise<User> {
  if (!authorization) throw forbidden();
  const match = /^Bearer +([A-Za-z0-9_.-]+)$/i.exec(authorization.trim());
  if (!match?.[1]) throw unauthorized();
  const claims = await verifyJwt(match[1], jwtSecret(app.env));
  if (!claims) throw unauthorized();
  return tokenHolder(app, claims, await findUserById(app.db, claims.id));
}

/**
 * The account a verified token names, read fresh from D1 (never from the cookie), if the token still speaks for
 * it: throws 401 when it is gone, revoked, blocked or unconfirmed. The one check behind the Bearer header and the
 * screens' session (server/accounts/session.ts) alike.
 */
export function tokenHolder(app: AppContext, claims: { iat: number }, user: User | undefined): User {
  if (!user) throw unauthorized();
  // Sign-out, a password change or a reset revokes every token issued up to that instant.
  if (isRevoked(claims.iat, user.tokensValidAfter)) throw unauthorized();
  if (user.blocked) throw unauthorized(AUTH_MESSAGES.blocked);
  if (emailConfirmationEnabled(app.env) && !user.confirmed) throw unauthorized(AUTH_MESSAGES.emailNotConfirmed);
  return user;
}

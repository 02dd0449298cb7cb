import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from "arctic";
import { eq } from "drizzle-orm";
import { AUTH_MESSAGES, AUTH_TOKEN_TTL_MS, FIELD_LIMITS } from "@core/constants";
import { DomainError } from "@core/errors";
import type { AppContext, Settings } from "@server/platform";
import { users, type User } from "@server/db";
import { findUserByEmail, findUserById, isEmailOrUsernameTaken, isUniqueViolation, roleIdOf } from "./users";
import { googleSettings, type GoogleSettings } from "./account-settings";
import { accountBlocked, invalidToken } from "./account-errors";
import { consumeOneTimeToken, issueOneTimeToken } from "./one-time-tokens";
import { signIn, type SignedIn } from "./sign-in";

const GOOGLE_SCOPES = ["openid", "email"];

/** What Google vouches for about the person behind an access token issued to our client. */
export interface GoogleIdentity {
  email: string;
  emailVerified: boolean;
}

const providerDisabled = () => new DomainError("SIGN_IN_FAILED", AUTH_MESSAGES.providerDisabled);
const googleFailed = (message: string = AUTH_MESSAGES.googleSignInFailed) => new DomainError("SIGN_IN_FAILED", message);

function requireGoogle(env: Settings): GoogleSettings {
  const settings = googleSettings(env);
  if (!settings) throw providerDisabled();
  return settings;
}

/**
 * arctic's generic OAuth 2.0 client with the configured endpoints: the same code talks to Google, a
 * self-hosted identity proxy or the browser tests' fake (arctic's `Google` class hard-codes Google's URLs).
 */
function oauthClient({ clientId, clientSecret, redirectUri }: GoogleSettings): OAuth2Client {
  return new OAuth2Client(clientId, clientSecret, redirectUri);
}

/** Step 1 of the redirect flow: Google's authorization URL, with the state and PKCE verifier to keep in cookies. */
export function startGoogleSignIn(env: Settings): { url: URL; state: string; codeVerifier: string } {
  const settings = requireGoogle(env);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = oauthClient(settings).createAuthorizationURLWithPKCE(settings.authorizationUrl, state, CodeChallengeMethod.S256, codeVerifier, GOOGLE_SCOPES);
  url.searchParams.set("prompt", "select_account");
  return { url, state, codeVerifier };
}

/**
 * Asks Google about an access token (tokeninfo): it must have been issued to our client (`aud`), so a
 * token some other app obtained cannot sign anyone in here.
 */
export async function verifyGoogleAccessToken(env: Settings, accessToken: string): Promise<GoogleIdentity> {
  const { clientId, tokeninfoUrl } = requireGoogle(env);
  const url = new URL(tokeninfoUrl);
  url.searchParams.set("access_token", accessToken);
  const response = await fetch(url, {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw googleFailed();
  }
  const info = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!info || (info.aud !== clientId && info.azp !== clientId)) throw googleFailed();
  if (typeof info.email !== "string" || info.email.length === 0) throw googleFailed(AUTH_MESSAGES.emailNotAvailable);
  return { email: info.email.toLowerCase(), emailVerified: info.email_verified === true || info.email_verified === "true" };
}

async function uniqueUsernameFor(app: AppContext, email: string): Promise<string> {
  const base = (email.split("@")[0] || "user").slice(0, FIELD_LIMITS.usernameMaxLength - 6);
  if (!(await isEmailOrUsernameTaken(app.db, { username: base }))) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}-${crypto.getRandomValues(new Uint32Array(1))[0]! % 100_000}`;
    if (!(await isEmailOrUsernameTaken(app.db, { username: candidate }))) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 5)}`;
}

/**
 * Finds or creates the account for a Google identity. Google must say the email is verified, which is
 * also what makes linking to an existing local account safe; a local account nobody had confirmed loses
 * its password when linked, since whoever set it never proved they own the address.
 */
export async function findOrCreateGoogleUser(app: AppContext, identity: GoogleIdentity): Promise<User> {
  if (!identity.emailVerified) throw googleFailed(AUTH_MESSAGES.emailNotVerifiedByGoogle);
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await findUserByEmail(app.db, identity.email);
    if (existing) {
      if (existing.blocked) throw accountBlocked();
      if (existing.confirmed) return existing;
      const [linked] = await app.db
        .update(users)
        .set({ confirmed: true, passwordHash: null, tokensValidAfter: new Date(), updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      return linked ?? existing;
    }
    try {
      const [created] = await app.db
        .insert(users)
        .values({ username: await uniqueUsernameFor(app, identity.email), email: identity.email, provider: "google", confirmed: true, roleId: roleIdOf("authenticated") })
        .returning();
      if (created) return created;
    } catch (error) {
      // A parallel first sign-in created it (or took the username): look again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw googleFailed();
}

/**
 * Step 2 of the redirect flow: exchanges Google's code (with the PKCE verifier), resolves the account,
 * and returns a one-time 60 s hand-off code for `GET /auth/google/callback?code=`; no Google token
 * ever reaches the browser.
 */
export async function finishGoogleSignIn(app: AppContext, { code, codeVerifier }: { code: string; codeVerifier: string }): Promise<string> {
  const settings = requireGoogle(app.env);
  let accessToken: string;
  try {
    const tokens = await oauthClient(settings).validateAuthorizationCode(settings.tokenUrl, code, codeVerifier);
    accessToken = tokens.accessToken();
  } catch (error) {
    console.warn(`[${app.requestId}] Google code exchange failed`, error instanceof Error ? error.message : error);
    throw googleFailed();
  }
  const user = await findOrCreateGoogleUser(app, await verifyGoogleAccessToken(app.env, accessToken));
  return issueOneTimeToken(app.db, { userId: user.id, purpose: "google_handoff", ttlMs: AUTH_TOKEN_TTL_MS.googleHandoff });
}

/** GET /auth/google/callback?code=: trades the one-time hand-off code for `{ jwt, user }`. */
export async function redeemGoogleHandoff(app: AppContext, code: string): Promise<SignedIn> {
  const token = await consumeOneTimeToken(app.db, "google_handoff", code);
  const user = token && (await findUserById(app.db, token.userId));
  if (!token || !user) throw invalidToken();
  if (user.blocked) throw accountBlocked();
  return signIn(app, user);
}

/** GET /auth/google/callback?access_token= (Strapi clients): checks the token with Google, then signs in. */
export async function signInWithGoogleAccessToken(app: AppContext, accessToken: string): Promise<SignedIn> {
  const user = await findOrCreateGoogleUser(app, await verifyGoogleAccessToken(app.env, accessToken));
  return signIn(app, user);
}

import { AUTH_TOKEN_TTL_MS, JWT_TTL_SECONDS } from "@core/constants";
import { DomainError } from "@core/errors";
import { fromBase64 } from "@core/base64";
import { type AppContext, ConfigurationError, hmacKey, isDevelopment, type Settings } from "@server/platform";
import { eq, inArray } from "drizzle-orm";
import { type Database, roles, type User, users } from "@server/db";
import type { BatchItem } from "drizzle-orm/batch";
import { authenticateBearer, tokenHolder } from "./bearer";
import { verifyJwt } from "./jwt";
import { jwtSecret } from "./account-settings";
import { type NotificationList, notificationListOf, notificationQueries } from "./notifications";

/** The public profile a signed-in page may show and mirror to localStorage (never the JWT, never a hash). */
export interface SessionUser {
  id: number;
  email: string;
  username: string;
  confirmed: boolean;
  role: string;
}

export const SESSION_COOKIE_NAME = "may_session";
/** Used only when ENVIRONMENT=development and no SESSION_SECRET is set; anywhere else it is refused. */
export const DEVELOPMENT_ONLY_SESSION_SECRET = "development-only-session-secret--never-valid-outside-development";
const MIN_SESSION_SECRET_LENGTH = 32;

function sessionSecret(env: Settings): string {
  const secret = env.SESSION_SECRET;
  if (secret && (secret.length >= MIN_SESSION_SECRET_LENGTH || isDevelopment(env))) return secret;
  if (!secret && isDevelopment(env)) return DEVELOPMENT_ONLY_SESSION_SECRET;
  throw new ConfigurationError(secret ? `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters` : "SESSION_SECRET is not set");
}

// The cookie value is base64(JSON of the JWT) + "." + base64 HMAC-SHA256 of it without padding: the
// format sessions have always had, so a deploy of this code keeps everyone signed in.
const encoder = new TextEncoder();
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

async function signValue(value: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(value));
  return `${value}.${toBase64(new Uint8Array(signature)).replace(/=+$/, "")}`;
}

async function unsignValue(signed: string, secret: string): Promise<string | null> {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = fromBase64(signed.slice(dot + 1));
  if (!signature) return null;
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, encoder.encode(value));
  return valid ? value : null;
}

/** Secure everywhere but plain-http local runs; SameSite=Lax instead of CSRF tokens (docs/security.md). */
export function cookieAttributes(app: AppContext, request: Request, maxAgeSeconds: number): string {
  const secure = new URL(request.url).protocol === "https:" || !isDevelopment(app.env);
  const expires = new Date(maxAgeSeconds > 0 ? Date.now() + maxAgeSeconds * 1000 : 0).toUTCString();
  return `Max-Age=${maxAgeSeconds}; Path=/; Expires=${expires}; HttpOnly${secure ? "; Secure" : ""}; SameSite=Lax`;
}

/** Set-Cookie header value that stores the API token in the web session. */
export async function commitSession(app: AppContext, request: Request, jwt: string): Promise<string> {
  const value = await signValue(btoa(JSON.stringify(jwt)), sessionSecret(app.env));
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(value)}; ${cookieAttributes(app, request, JWT_TTL_SECONDS)}`;
}

/** Set-Cookie header value that ends the web session. */
export async function destroySession(app: AppContext, request: Request): Promise<string> {
  return `${SESSION_COOKIE_NAME}=; ${cookieAttributes(app, request, 0)}`;
}

export function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export const SIGNUP_COOKIE_NAME = "may_signup";
const SIGNUP_TTL_SECONDS = AUTH_TOKEN_TTL_MS.emailConfirmation / 1000;

/**
 * The sign-up binding: which account this browser just registered (signed like the session, HttpOnly, as
 * long as the confirmation link lives). Only this browser may be signed in by that account's confirmation,
 * after the person's own click (docs/security.md: login CSRF).
 */
export async function commitSignupBinding(app: AppContext, request: Request, userId: number): Promise<string> {
  const value = await signValue(`signup:${userId}`, sessionSecret(app.env));
  return `${SIGNUP_COOKIE_NAME}=${encodeURIComponent(value)}; ${cookieAttributes(app, request, SIGNUP_TTL_SECONDS)}`;
}

/** Set-Cookie header value that ends the sign-up binding. */
export async function clearSignupBinding(app: AppContext, request: Request): Promise<string> {
  return `${SIGNUP_COOKIE_NAME}=; ${cookieAttributes(app, request, 0)}`;
}

/** The account this browser registered, if its signed binding is present. */
export async function readSignupBinding(app: AppContext, request: Request): Promise<number | null> {
  const signed = cookieValue(request.headers.get("Cookie"), SIGNUP_COOKIE_NAME);
  const value = signed ? await unsignValue(signed, sessionSecret(app.env)) : null;
  const match = value ? /^signup:(\d{1,15})$/.exec(value) : null;
  return match ? Number(match[1]) : null;
}

/** The JWT held by this request's session cookie, if its signature is good. */
export async function readSessionToken(app: AppContext, request: Request): Promise<string | null> {
  const signed = cookieValue(request.headers.get("Cookie"), SESSION_COOKIE_NAME);
  if (!signed) return null;
  const value = await unsignValue(signed, sessionSecret(app.env));
  if (!value) return null;
  try {
    const jwt: unknown = JSON.parse(atob(value));
    return typeof jwt === "string" && jwt.length > 0 ? jwt : null;
  } catch {
    return null;
  }
}

/**
 * The account behind this request's session cookie, or null (no cookie, bad signature, revoked,
 * blocked). The session holds the API's JWT, checked exactly as a Bearer header would be, so a revoked,
 * blocked or unconfirmed account loses its web session too.
 */
export async function getSessionAccount(request: Request, app: AppContext): Promise<User | null> {
  const jwt = await readSessionToken(app, request);
  if (!jwt) return null;
  try {
    return await authenticateBearer(app, `Bearer ${jwt}`);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** What every signed-in screen needs: the account, its public profile (with the role) and the bell's notifications. */
export interface SignedIn {
  account: User;
  user: SessionUser;
  notifications: NotificationList;
  /** The rows of each page read asked for (`PageRead`), in the order asked, each a list in its queries' order. */
  pageRows: unknown[][];
}

/** A page's own queries for the account the token names, read in the session's batch (docs/decisions/0915-a-signed-in-page-in-one-round-trip.md). */
export type PageRead = (db: Database, userId: number) => readonly BatchItem<"sqlite">[];

/**
 * The signed-in account behind this request's session cookie, with its role, its newest notifications and their
 * unread count, in one D1 round trip (one `db.batch`: docs/performance.md, "Budgets"); null as `getSessionAccount`
 * would be. The token's signature and age are checked before anything is read, and the account row is read fresh in
 * the same batch and checked as the Bearer header's is (`tokenHolder`), so a sign-out, a password change or a block
 * takes effect at the next request: the cookie carries nothing but the token. The notifications read beside a row
 * that fails the check are thrown away unseen.
 */
export async function loadSignedIn(request: Request, app: AppContext, pageReads: readonly PageRead[] = []): Promise<SignedIn | null> {
  const jwt = await readSessionToken(app, request);
  if (!jwt || !/^[A-Za-z0-9_.-]+$/.test(jwt)) return null;
  const claims = await verifyJwt(jwt, jwtSecret(app.env));
  if (!claims) return null;
  // The page's reads ride in the same batch, keyed by the token's account, and are thrown away unseen when its row fails the check.
  const pageQueries = pageReads.map((read) => read(app.db, claims.id));
  const [userRows, roleRows, notificationRows, unreadRows, ...pageResults] = await app.db.batch([
    app.db.select().from(users).where(eq(users.id, claims.id)).limit(1),
    app.db.select({ type: roles.type }).from(roles).where(inArray(roles.id, app.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, claims.id)))).limit(1),
    ...notificationQueries(app.db, claims.id),
    ...pageQueries.flat(),
  ]);
  let account: User;
  try {
    account = tokenHolder(app, claims, userRows[0]);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
  let next = 0;
  const pageRows = pageQueries.map((queries) => pageResults.slice(next, (next += queries.length)) as unknown[]);
  return { account, user: sessionUserFrom(account, roleRows[0]?.type), notifications: notificationListOf(notificationRows, unreadRows), pageRows };
}

/** The public profile of a signed-in account, with its role's type (an account without a role is "authenticated"). */
function sessionUserFrom(user: User, roleType: string | undefined): SessionUser {
  return { id: user.id, email: user.email, username: user.username, confirmed: user.confirmed, role: roleType ?? "authenticated" };
}

import { createCookie, redirect } from "react-router";
import { AUTH_TOKEN_TTL_MS, JWT_TTL_SECONDS } from "../../app/lib/constants";
import { sameSitePath } from "../../app/lib/same-site-path";
import type { AppContext } from "../context";
import type { User } from "../db/schema";
import { ApiError } from "../api/errors";
import { authenticateBearer } from "./bearer";
import { ConfigurationError, isDevelopment, type AccountsEnv } from "./config";
import { roleOf } from "../users/manage-users";

/** The public profile a signed-in page may show and mirror to localStorage (never the JWT, never a hash). */
export interface SessionUser {
  id: number;
  email: string;
  username: string;
  confirmed: boolean;
  role: string;
}

type SessionEnv = AccountsEnv & { SESSION_SECRET?: string };

export const SESSION_COOKIE_NAME = "may_session";
/** Used only when ENVIRONMENT=development and no SESSION_SECRET is set; anywhere else it is refused. */
export const DEVELOPMENT_ONLY_SESSION_SECRET = "development-only-session-secret--never-valid-outside-development";
const MIN_SESSION_SECRET_LENGTH = 32;

function sessionSecret(env: SessionEnv): string {
  const secret = env.SESSION_SECRET;
  if (secret && (secret.length >= MIN_SESSION_SECRET_LENGTH || isDevelopment(env))) return secret;
  if (!secret && isDevelopment(env)) return DEVELOPMENT_ONLY_SESSION_SECRET;
  throw new ConfigurationError(secret ? `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters` : "SESSION_SECRET is not set");
}

/** The signed session cookie; Secure everywhere but plain-http local runs, SameSite=Lax instead of CSRF tokens. */
function sessionCookie(app: AppContext, request: Request) {
  return createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    secure: new URL(request.url).protocol === "https:" || !isDevelopment(app.env),
    sameSite: "lax",
    path: "/",
    maxAge: JWT_TTL_SECONDS,
    secrets: [sessionSecret(app.env)],
  });
}

/** Set-Cookie header value that stores the API token in the web session. */
export async function commitSession(app: AppContext, request: Request, jwt: string): Promise<string> {
  return sessionCookie(app, request).serialize(jwt);
}

/** Set-Cookie header value that ends the web session. */
export async function destroySession(app: AppContext, request: Request): Promise<string> {
  return sessionCookie(app, request).serialize("", { maxAge: 0, expires: new Date(0) });
}

/**
 * The sign-up binding: which account this browser just registered (signed, HttpOnly, as long as the
 * confirmation link lives). Only this browser may be signed in by that account's confirmation, after
 * the person's own click (docs/security.md: login CSRF).
 */
function signupCookie(app: AppContext, request: Request) {
  return createCookie(SIGNUP_COOKIE_NAME, {
    httpOnly: true,
    secure: new URL(request.url).protocol === "https:" || !isDevelopment(app.env),
    sameSite: "lax",
    path: "/",
    maxAge: AUTH_TOKEN_TTL_MS.emailConfirmation / 1000,
    secrets: [sessionSecret(app.env)],
  });
}

export const SIGNUP_COOKIE_NAME = "may_signup";

/** Set-Cookie header value that binds a new, unconfirmed account to the browser that created it. */
export async function commitSignupBinding(app: AppContext, request: Request, userId: number): Promise<string> {
  return signupCookie(app, request).serialize({ userId });
}

/** Set-Cookie header value that ends the sign-up binding. */
export async function clearSignupBinding(app: AppContext, request: Request): Promise<string> {
  return signupCookie(app, request).serialize("", { maxAge: 0, expires: new Date(0) });
}

/** The account this browser registered, if its signed binding is present. */
export async function readSignupBinding(app: AppContext, request: Request): Promise<number | null> {
  const value: unknown = await signupCookie(app, request).parse(request.headers.get("Cookie"));
  const userId = value && typeof value === "object" && "userId" in value ? value.userId : null;
  return typeof userId === "number" && Number.isSafeInteger(userId) ? userId : null;
}

/** The JWT held by this request's session cookie, if its signature is good. */
export async function readSessionToken(app: AppContext, request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie(app, request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * The signed-in user of this request, or null. The session holds the API's JWT, checked exactly as a
 * Bearer header would be, so a revoked, blocked or unconfirmed account loses its web session too.
 */
export async function getSessionUser(request: Request, app: AppContext): Promise<SessionUser | null> {
  const user = await getSessionAccount(request, app);
  if (!user) return null;
  const role = await roleOf(app, user);
  return { id: user.id, email: user.email, username: user.username, confirmed: user.confirmed, role: role?.type ?? "authenticated" };
}

/** The account behind this request's session cookie, or null (no cookie, bad signature, revoked, blocked). */
export async function getSessionAccount(request: Request, app: AppContext): Promise<User | null> {
  const jwt = await readSessionToken(app, request);
  if (!jwt) return null;
  try {
    return await authenticateBearer(app, `Bearer ${jwt}`);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** A path on this site to return to after signing in; anything else (another host, `/\t/x`, `/\\x`) falls back to Chat. */
export function safeReturnPath(value: string | null | undefined, fallback = "/u/chat"): string {
  return sameSitePath(value) ?? fallback;
}

/** Login URL that brings the visitor back to where they were going. */
export function loginRedirectUrl(request: Request): string {
  const url = new URL(request.url);
  // A client-side navigation asks for `/u/chat.data?_routes=…`; the person was going to `/u/chat`.
  const pathname = url.pathname.replace(/(\/_root)?\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  const returnTo = `${pathname}${url.search}`;
  return `/login?${new URLSearchParams({ redirectTo: returnTo })}`;
}

/** The signed-in user, or a redirect to Login for a visitor without a session. */
export async function requireSessionUser(request: Request, app: AppContext): Promise<SessionUser> {
  const user = await getSessionUser(request, app);
  if (!user) throw redirect(loginRedirectUrl(request));
  return user;
}

/** The signed-in account (the full row, for services that check ownership), or a redirect to Login. */
export async function requireSessionAccount(request: Request, app: AppContext): Promise<User> {
  const user = await getSessionAccount(request, app);
  if (!user) throw redirect(loginRedirectUrl(request));
  return user;
}

/** Login and Signup are for visitors: someone already signed in goes to Chat. */
export async function redirectIfSignedIn(request: Request, app: AppContext): Promise<void> {
  if (await getSessionUser(request, app)) throw redirect("/u/chat");
}

/** A redirect that also stores the session: the end of every successful sign-in on screen. */
export async function redirectWithSession(app: AppContext, request: Request, jwt: string, to: string): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await commitSession(app, request, jwt) } });
}

import { redirect } from "react-router";
import type { AppContext } from "../context";

/** The public profile a signed-in page may show (never the JWT, never a hash). */
export interface SessionUser {
  id: number;
  email: string;
  username: string;
  confirmed: boolean;
  role: string;
}

/**
 * The signed-in user of this request, or null. Accounts and the session cookie arrive with the
 * accounts issues; until then nobody is signed in, so every /u page sends the visitor to Login.
 */
export async function getSessionUser(_request: Request, _app: AppContext): Promise<SessionUser | null> {
  return null;
}

/** Login URL that brings the visitor back to where they were going. */
export function loginRedirectUrl(request: Request): string {
  const url = new URL(request.url);
  const returnTo = `${url.pathname}${url.search}`;
  return `/login?${new URLSearchParams({ redirectTo: returnTo })}`;
}

/** The signed-in user, or a redirect to Login for a visitor without a session. */
export async function requireSessionUser(request: Request, app: AppContext): Promise<SessionUser> {
  const user = await getSessionUser(request, app);
  if (!user) throw redirect(loginRedirectUrl(request));
  return user;
}

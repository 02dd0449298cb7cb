import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { User } from "@server/db";
import { commitSession, loadSignedIn, type NotificationList, type SessionUser } from "@server/accounts";
import type { AppContext } from "@server/platform";
import { appContext } from "./context";
import { sameSitePath } from "@core/same-site-path";

interface Session {
  account: User | null;
  user: SessionUser | null;
  notifications: NotificationList | null;
}

/**
 * The session of this request, resolved at most once however many loaders ask (docs/architecture.md): the account,
 * its role and the bell's notifications in one D1 round trip (`loadSignedIn`), whichever loader asks first.
 */
const sessionContext = createContext<() => Promise<Session>>();

/** Root middleware: every loader and action of a request shares one lookup of the session. */
export const sessionMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const app = context.get(appContext);
  let pending: Promise<Session> | undefined;
  context.set(sessionContext, () => {
    pending ??= loadSignedIn(request, app).then((signedIn) => signedIn ?? { account: null, user: null, notifications: null });
    return pending;
  });
};

const readSession = (context: Readonly<RouterContextProvider>) => context.get(sessionContext)();

/** The signed-in account (the full row), or null. */
export async function optionalSessionAccount(context: Readonly<RouterContextProvider>): Promise<User | null> {
  return (await readSession(context)).account;
}

/** The signed-in user's public profile, or null. */
export async function getSessionUser(context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  return (await readSession(context)).user;
}

/** The signed-in user's newest notifications and unread count (read with the session), or a redirect to Login. */
export async function requireSessionNotifications(request: Request, context: Readonly<RouterContextProvider>): Promise<NotificationList> {
  const { notifications } = await readSession(context);
  if (!notifications) throw redirect(loginRedirectUrl(request));
  return notifications;
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
export async function requireSessionUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const { user } = await readSession(context);
  if (!user) throw redirect(loginRedirectUrl(request));
  return user;
}

/** The signed-in account (the full row, for services that check ownership), or a redirect to Login. */
export async function requireSessionAccount(request: Request, context: Readonly<RouterContextProvider>): Promise<User> {
  const { account } = await readSession(context);
  if (!account) throw redirect(loginRedirectUrl(request));
  return account;
}

/** Login and Signup are for visitors: someone already signed in goes to Chat. */
export async function redirectIfSignedIn(context: Readonly<RouterContextProvider>): Promise<void> {
  if ((await readSession(context)).user) throw redirect("/u/chat");
}

/** A redirect that also stores the session: the end of every successful sign-in on screen. */
export async function redirectWithSession(app: AppContext, request: Request, jwt: string, to: string): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await commitSession(app, request, jwt) } });
}

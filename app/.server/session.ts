import { createContext, redirect, type MiddlewareFunction, type Params, type RouterContextProvider } from "react-router";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Database, User } from "@server/db";
import { commitSession, loadSignedIn, type NotificationList, type PageRead, type SessionUser } from "@server/accounts";
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
 * its role, the bell's notifications and the page's own reads in one D1 round trip (`loadSignedIn`), whichever loader
 * asks first. Pages add their reads in their middleware, which runs before any loader (`sessionReads`).
 */
interface SessionState {
  read: () => Promise<Session>;
  /** The session's lookup once a loader asked for it; reads added later run on their own. */
  pending?: Promise<Session>;
  /** The reads pages asked for, until the session is read; their rows afterwards. */
  pageReads: Map<object, PageRead>;
  pageRows: Map<object, unknown[]>;
}

const sessionContext = createContext<SessionState>();

/** Root middleware: every loader and action of a request shares one lookup of the session. */
export const sessionMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const app = context.get(appContext);
  const state: SessionState = {
    pageReads: new Map(),
    pageRows: new Map(),
    read: () => {
      if (state.pending) return state.pending;
      const asked = [...state.pageReads];
      state.pending = loadSignedIn(
        request,
        app,
        asked.map(([, read]) => read),
      ).then((signedIn) => {
        if (!signedIn) return { account: null, user: null, notifications: null };
        asked.forEach(([key], at) => state.pageRows.set(key, signedIn.pageRows[at]!));
        return signedIn;
      });
      return state.pending;
    },
  };
  context.set(sessionContext, state);
};

const readSession = (context: Readonly<RouterContextProvider>) => context.get(sessionContext).read();

/** What a page's reads are built from: the account the session's token names and this request. */
interface PageReadArgs {
  db: Database;
  userId: number;
  request: Request;
  params: Params;
  /** When the reads were built (a page that counts days reads its rows with the same clock). */
  now: number;
}

/**
 * A signed-in page's own reads, in the session's round trip (docs/decisions/0915-a-signed-in-page-in-one-round-trip.md).
 * `middleware` goes in the route's `middleware` and adds the reads for a GET that runs the route's loader (`routeId`:
 * a data request names the loaders it runs); the loader, after its session check, takes `rows`. A read asked once the
 * session was read already (or by another method) runs on its own, so `rows` always answers.
 */
export function sessionReads<Q extends readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]>(routeId: string, build: (args: PageReadArgs) => Q | null) {
  const key = {};
  const now = createContext<number>(0);
  const middleware: MiddlewareFunction<Response> = ({ request, params, context }) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const routes = new URL(request.url).searchParams.get("_routes");
    if (routes !== null && !routes.split(",").includes(routeId)) return;
    const state = context.get(sessionContext);
    if (state.pending) return;
    const at = Date.now();
    context.set(now, at);
    // Nothing to read (a route's id that is no id): the loader answers before it asks for rows.
    state.pageReads.set(key, (db, userId) => build({ db, userId, request, params, now: at }) ?? []);
  };
  /** The rows of the reads, in their queries' order, and the time they were built with; only for a signed-in request with something to read. */
  async function rows({ request, params, context }: { request: Request; params: Params; context: Readonly<RouterContextProvider> }): Promise<{ rows: BatchResponse<Q>; now: number }> {
    const { account } = await readSession(context);
    if (!account) throw new Error("sessionReads: rows asked for without a signed-in account");
    const state = context.get(sessionContext);
    const read = state.pageRows.get(key);
    if (read && read.length > 0) return { rows: read as BatchResponse<Q>, now: context.get(now) };
    const at = Date.now();
    const app = context.get(appContext);
    const queries = build({ db: app.db, userId: account.id, request, params, now: at });
    if (!queries) throw new Error("sessionReads: rows asked for a request with nothing to read");
    return { rows: await app.db.batch(queries), now: at };
  }
  return { middleware, rows };
}

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

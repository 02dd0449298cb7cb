import { useEffect } from "react";
import { Form, isRouteErrorResponse, NavLink, Outlet, useRevalidator } from "react-router";
import { requireSessionNotifications, requireSessionUser } from "~/.server/session";
import type { NotificationList } from "@server/accounts";
import { GeneratedAvatar } from "../components/avatar";
import { BrandMark } from "../components/brand";
import { NotificationsBell } from "../components/notifications-bell";
import { Popover } from "../components/popover";
import { STORAGE_KEYS } from "@core/constants";
import { forgetSignedInUser } from "../lib/forget-signed-in-user";
import { useRevalidateOnFocusAndReconnect } from "../lib/use-revalidate-on-focus";
import type { Route } from "./+types/signed-in-layout";

/**
 * Every /u page needs a session; a visitor without one goes to Login and comes back afterwards. The bell's
 * notifications come with the session, in the same D1 round trip (app/.server/session.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSessionUser(request, context);
  return { user, notifications: await requireSessionNotifications(request, context) };
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3.5 py-2 text-sm font-medium transition ${isActive ? "bg-ink text-white" : "text-ink-soft hover:bg-brand-50 hover:text-ink"}`;

function SignedInNav({ email, notifications }: { email: string | null; notifications: NotificationList | null }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex items-center gap-4 sm:gap-8">
          <NavLink to="/u" aria-label="May home" className="rounded-lg">
            <BrandMark withName={false} />
          </NavLink>
          <nav aria-label="Main" className="flex items-center gap-1">
            <NavLink to="/u/chat" className={navLinkClass}>Chat</NavLink>
            <NavLink to="/u/dashboard" className={navLinkClass}>Dashboard</NavLink>
          </nav>
        </div>
        <div className="flex items-center gap-1">
          {notifications ? <NotificationsBell notifications={notifications} /> : null}
          {email ? (
            <Popover label={`Account menu for ${email}`} button={<GeneratedAvatar seed={email.length} size={32} label="" />} panelClassName="w-60">
              <p className="truncate px-3 pt-2 text-sm font-semibold text-ink">{email}</p>
              <p className="px-3 pb-2 text-xs text-ink-soft">Signed in</p>
              {/* Forgotten as the request leaves, not when Login loads: a slow network must not leave them behind. */}
              <Form method="post" action="/logout" className="border-t border-line pt-1" onSubmit={() => forgetSignedInUser()}>
                <button type="submit" className="w-full rounded-lg px-3 py-2 text-left text-sm font-medium hover:bg-brand-50">
                  Sign out
                </button>
              </Form>
            </Popover>
          ) : null}
        </div>
      </div>
    </header>
  );
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  useRevalidateOnFocusAndReconnect();
  const { email, username, confirmed, role } = loaderData.user;
  // The client's copy of who is signed in: the public profile only, never the token (docs/product.md).
  useEffect(() => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ email, username, confirmed, role }));
  }, [email, username, confirmed, role]);
  return (
    <div className="min-h-dvh bg-paper">
      <SignedInNav email={loaderData.user.email || null} notifications={loaderData.notifications} />
      <Outlet />
    </div>
  );
}

/** A failed load is shown with a way to try again; nothing retries behind the user's back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="min-h-dvh bg-paper">
      <SignedInNav email={null} notifications={null} />
      <main className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="font-display text-3xl font-semibold">This page could not load</h1>
        <p className="mt-3 text-ink-soft">
          {status >= 500 ? "Something went wrong on our side." : "The request was refused."} Your work is safe. Check your connection and try again.
        </p>
        <button type="button" className="btn-primary mt-8" onClick={() => void revalidator.revalidate()}>
          Try again
        </button>
      </main>
    </div>
  );
}

import { useEffect } from "react";
import { Form, isRouteErrorResponse, NavLink, Outlet, useRevalidator } from "react-router";
import { optionalSessionAccount, requireSessionNotifications, requireSessionUser } from "~/.server/session";
import { routeWords } from "~/.server/language";
import type { NotificationList } from "@server/accounts";
import { GeneratedAvatar } from "../components/avatar";
import { BrandMark } from "../components/brand";
import { LanguagePicker } from "../components/language-picker";
import { NotificationsBell } from "../components/notifications-bell";
import { Popover } from "../components/popover";
import { STORAGE_KEYS } from "@core/constants";
import { forgetSignedInUser } from "../lib/forget-signed-in-user";
import { useRevalidateOnFocusAndReconnect } from "../lib/use-revalidate-on-focus";
import { useT } from "../lib/i18n";
import type { Route } from "./+types/signed-in-layout";

/**
 * Every /u page needs a session; a visitor without one goes to Login and comes back afterwards. The bell's
 * notifications come with the session, in the same D1 round trip (app/.server/session.ts); so do the account's language
 * and time zone, so the `dashboard` words every signed-in page shows cost no further trip
 * (docs/decisions/0900-may-speaks-the-owners-language.md); they travel by URL (decision 0913).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSessionUser(request, context);
  const [notifications, account, messages] = await Promise.all([requireSessionNotifications(request, context), optionalSessionAccount(context), routeWords(request, context, ["dashboard"])]);
  return { user, notifications, timeZone: account?.timeZone ?? null, messages };
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3.5 py-2 text-sm font-medium transition ${isActive ? "bg-ink text-white" : "text-ink-soft hover:bg-brand-50 hover:text-ink"}`;

function SignedInNav({ email, notifications, timeZone }: { email: string | null; notifications: NotificationList | null; timeZone: string | null }) {
  const { t } = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/90 backdrop-blur">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium">
        {t("dashboard.nav.skip")}
      </a>
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex items-center gap-4 sm:gap-8">
          <NavLink to="/u" aria-label={t("common.home")} className="rounded-lg">
            <BrandMark withName={false} />
          </NavLink>
          <nav aria-label={t("dashboard.nav.main")} className="flex items-center gap-1">
            <NavLink to="/u/chat" className={navLinkClass}>{t("dashboard.nav.chat")}</NavLink>
            <NavLink to="/u/dashboard" className={navLinkClass}>{t("dashboard.nav.dashboard")}</NavLink>
          </nav>
        </div>
        <div className="flex items-center gap-1">
          {notifications ? <NotificationsBell notifications={notifications} timeZone={timeZone} /> : null}
          {email ? (
            <Popover label={t("dashboard.account.menu", { email })} button={<GeneratedAvatar seed={email.length} size={32} label="" />} panelClassName="w-72">
              <p className="truncate px-3 pt-2 text-sm font-semibold text-ink">{email}</p>
              <p className="px-3 pb-2 text-xs text-ink-soft">{t("dashboard.account.signedIn")}</p>
              <LanguagePicker className="flex-wrap border-t border-line px-3 py-2" />
              {/* Forgotten as the request leaves, not when Login loads: a slow network must not leave them behind. */}
              <Form method="post" action="/logout" className="border-t border-line pt-1" onSubmit={() => forgetSignedInUser()}>
                <button type="submit" className="w-full rounded-lg px-3 py-2 text-start text-sm font-medium hover:bg-brand-50">
                  {t("dashboard.account.signOut")}
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
      <SignedInNav email={loaderData.user.email || null} notifications={loaderData.notifications} timeZone={loaderData.timeZone} />
      <div id="content" tabIndex={-1} className="outline-none">
        <Outlet />
      </div>
    </div>
  );
}

/** A failed load is shown with a way to try again; nothing retries behind the user's back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const { t } = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="min-h-dvh bg-paper">
      <SignedInNav email={null} notifications={null} timeZone={null} />
      <main className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="font-display text-3xl font-semibold">{t("dashboard.error.title")}</h1>
        <p className="mt-3 text-ink-soft">{status >= 500 ? t("dashboard.error.textServer") : t("dashboard.error.textRefused")}</p>
        <button type="button" className="btn-primary mt-8" onClick={() => void revalidator.revalidate()}>
          {t("dashboard.error.retry")}
        </button>
      </main>
    </div>
  );
}

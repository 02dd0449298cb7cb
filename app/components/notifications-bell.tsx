import { Link, useFetcher } from "react-router";
import type { NotificationList } from "@server/accounts";
import { useT } from "~/lib/i18n";
import { dashboardDate } from "~/lib/projects/dates";
import { Popover } from "./popover";

/** The bell: unread count on the button, the list in a panel; opening it marks what it shows as read. */
export function NotificationsBell({ notifications, timeZone }: { notifications: NotificationList; timeZone: string | null }) {
  const { t, text, locale } = useT();
  const fetcher = useFetcher();
  const unread = fetcher.state === "idle" && fetcher.data ? 0 : notifications.unread;
  const unreadIds = notifications.items.filter((item) => !item.read).map((item) => item.id);

  function markShownAsRead() {
    if (unreadIds.length === 0) return;
    const form = new FormData();
    for (const id of unreadIds) form.append("id", String(id));
    void fetcher.submit(form, { method: "post", action: "/u/notifications/read" });
  }

  return (
    <Popover
      label={unread > 0 ? t("dashboard.bell.labelUnread", { count: unread }) : t("dashboard.bell.label")}
      onOpen={markShownAsRead}
      panelClassName="w-[min(22rem,calc(100vw-2rem))]"
      button={
        <span className="relative">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
            <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Zm4 10a2 2 0 0 0 4 0" />
          </svg>
          {unread > 0 ? (
            <span data-testid="unread-count" className="absolute -top-2 -end-2.5 grid min-w-[1.15rem] place-items-center rounded-full bg-coral-500 px-1 text-[10px] leading-[1.15rem] font-bold text-white ring-2 ring-white">
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </span>
      }
    >
      <p className="px-3 pt-2 pb-1 text-sm font-semibold">{t("dashboard.bell.label")}</p>
      {notifications.items.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-ink-soft">{t("dashboard.bell.empty")}</p>
      ) : (
        <ul className="max-h-96 overflow-y-auto" aria-label={t("dashboard.bell.label")}>
          {notifications.items.map((item) => {
            // A stored key and its values, in the reader's language; an older row's English as it was written.
            const values = item.values ?? undefined;
            const content = (
              <>
                <span className="flex items-start gap-2">
                  {!item.read ? <span className="mt-1.5 size-2 shrink-0 rounded-full bg-coral-500" aria-label={t("dashboard.bell.unread")} /> : <span className="size-2 shrink-0" />}
                  <span>
                    <span className="block text-sm font-medium text-ink">{text(item.title, values)}</span>
                    {item.body ? <span className="mt-0.5 block text-sm text-ink-soft">{text(item.body, values)}</span> : null}
                    <time dateTime={item.createdAt} className="mt-1 block text-xs text-ink-soft">{dashboardDate(item.createdAt, locale, timeZone)}</time>
                  </span>
                </span>
              </>
            );
            return (
              <li key={item.id}>
                {item.link ? (
                  <Link to={item.link} className="block rounded-xl px-3 py-2.5 hover:bg-brand-50">{content}</Link>
                ) : (
                  <div className="px-3 py-2.5">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Popover>
  );
}

import { Link, useFetcher } from "react-router";
import type { NotificationList } from "@server/accounts";
import { Popover } from "./popover";

const timeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** The bell: unread count on the button, the list in a panel; opening it marks what it shows as read. */
export function NotificationsBell({ notifications }: { notifications: NotificationList }) {
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
      label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
      onOpen={markShownAsRead}
      panelClassName="w-[min(22rem,calc(100vw-2rem))]"
      button={
        <span className="relative">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
            <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Zm4 10a2 2 0 0 0 4 0" />
          </svg>
          {unread > 0 ? (
            <span data-testid="unread-count" className="absolute -top-2 -right-2.5 grid min-w-[1.15rem] place-items-center rounded-full bg-coral-500 px-1 text-[10px] leading-[1.15rem] font-bold text-white ring-2 ring-white">
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </span>
      }
    >
      <p className="px-3 pt-2 pb-1 text-sm font-semibold">Notifications</p>
      {notifications.items.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-ink-soft">Nothing yet. You will hear from us here when your site is ready or published.</p>
      ) : (
        <ul className="max-h-96 overflow-y-auto" aria-label="Notifications">
          {notifications.items.map((item) => {
            const content = (
              <>
                <span className="flex items-start gap-2">
                  {!item.read ? <span className="mt-1.5 size-2 shrink-0 rounded-full bg-coral-500" aria-label="Unread" /> : <span className="size-2 shrink-0" />}
                  <span>
                    <span className="block text-sm font-medium text-ink">{item.title}</span>
                    {item.body ? <span className="mt-0.5 block text-sm text-ink-soft">{item.body}</span> : null}
                    <time dateTime={item.createdAt} className="mt-1 block text-xs text-ink-soft">{timeFormat.format(new Date(item.createdAt))}</time>
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

import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { type Database, type Notification, type NotificationKind, notifications } from "@server/db";
import { sameSitePath } from "@core/same-site-path";
import type { NotificationValues } from "@core/notifications/messages";
import { englishText } from "@server/platform";

/** How many notifications the bell shows; older ones stay in D1. */
export const NOTIFICATION_LIST_LIMIT = 20;

/** A notification as the API answers it: its words in English. */
export interface NotificationView {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

/**
 * A notification as the bell reads it: with `values`, `title` and `body` are message keys shown in the reader's
 * language (docs/decisions/0900-may-speaks-the-owners-language.md); without, an older row's English as written.
 */
export interface StoredNotificationView extends NotificationView {
  values: NotificationValues | null;
}

export interface NotificationList<Item extends NotificationView = StoredNotificationView> {
  unread: number;
  items: Item[];
}

function toView(row: Notification): StoredNotificationView {
  return { id: row.id, kind: row.kind, title: row.title, body: row.body, link: row.link, read: row.readAt !== null, createdAt: row.createdAt.toISOString(), values: row.messageValues ?? null };
}

/** A stored notification in English, as the API answers (its keys formatted with their values). */
function inEnglish({ values, ...item }: StoredNotificationView): NotificationView {
  if (!values) return item;
  return { ...item, title: englishText(item.title, values), body: item.body ? englishText(item.body, values) : "" };
}

/**
 * Records an event for a user. With `values`, `title` and `body` are message keys (`NOTIFICATION_MESSAGES`) formatted
 * in each reader's language when shown. Links must be paths on this site, so a notification can never send anyone away.
 */
export async function notifyUser(
  db: Database,
  userId: number,
  event: { kind: NotificationKind; title: string; body?: string; values?: NotificationValues; link?: string | null },
): Promise<void> {
  const link = sameSitePath(event.link);
  await db.insert(notifications).values({ userId, kind: event.kind, title: event.title, body: event.body ?? "", messageValues: event.values ? { ...event.values } : null, link });
}

/** The two queries behind a user's notification list (the newest, the unread count), for a `db.batch` of their own or a larger one. */
export function notificationQueries(db: Database, userId: number, limit = NOTIFICATION_LIST_LIMIT) {
  return [
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit),
    db.select({ unread: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ] as const;
}

/** The list from the rows `notificationQueries` read, as stored (keys and values) for the bell. */
export function notificationListOf(rows: Notification[], unreadRows: { unread: number }[]): NotificationList {
  return { unread: unreadRows[0]?.unread ?? 0, items: rows.map(toView) };
}

/** The newest notifications of a user and how many are unread, in one round trip, in English (the API's answer). */
export async function listNotifications(db: Database, userId: number, limit = NOTIFICATION_LIST_LIMIT): Promise<NotificationList<NotificationView>> {
  const [rows, unreadRows] = await db.batch(notificationQueries(db, userId, limit));
  const list = notificationListOf(rows, unreadRows);
  return { unread: list.unread, items: list.items.map(inEnglish) };
}

/**
 * Marks the given notifications (or all of them) read; only the user's own are touched. The ids travel
 * as one JSON parameter read with json_each, so any number of them stays within D1's 100 bound parameters.
 */
export async function markNotificationsRead(db: Database, userId: number, ids?: number[]): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const where = ids && ids.length > 0 ? and(mine, sql`${notifications.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`) : mine;
  await db.update(notifications).set({ readAt: new Date() }).where(where);
}

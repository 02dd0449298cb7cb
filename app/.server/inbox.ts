import type { User } from "@server/db";
import { inboxOf, MESSAGE_FOLDERS, type MessageFolder } from "@server/leads";
import { searchText } from "@core/projects/inbox";

/** The inbox's folder and search the URL asks for (`?folder=…&q=…`); an unknown folder is the inbox. */
export function inboxViewOf(url: URL): { folder: MessageFolder; search: string } {
  const asked = url.searchParams.get("folder") ?? "inbox";
  const folder: MessageFolder = (MESSAGE_FOLDERS as readonly string[]).includes(asked) ? (asked as MessageFolder) : "inbox";
  return { folder, search: searchText(url.searchParams.get("q")) };
}

/**
 * What the project page's inbox shows (app/components/inbox/inbox.tsx): the folder and search of the URL, that
 * folder's messages, every folder's count (the rows `inboxQueries` read, after the project was found to be the
 * owner's), and the owner's stored time zone.
 */
export function inboxData(user: User, view: { folder: MessageFolder; search: string }, ...rows: Parameters<typeof inboxOf>) {
  return { ...view, ...inboxOf(...rows), timeZone: user.timeZone };
}

export type InboxData = ReturnType<typeof inboxData>;

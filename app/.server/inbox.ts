import type { AppContext } from "@server/platform";
import type { Project, User } from "@server/db";
import { countSiteMessages, listSiteMessages, MESSAGE_FOLDERS, type MessageFolder } from "@server/leads";
import { searchText } from "@core/projects/inbox";

/**
 * What the project page's inbox shows (app/components/inbox/inbox.tsx): the folder and search of the URL
 * (`?folder=…&q=…`), that folder's messages, every folder's count, and the owner's stored time zone.
 */
export async function loadInbox(app: AppContext, user: User, project: Project, url: URL) {
  const asked = url.searchParams.get("folder") ?? "inbox";
  const folder: MessageFolder = (MESSAGE_FOLDERS as readonly string[]).includes(asked) ? (asked as MessageFolder) : "inbox";
  const search = searchText(url.searchParams.get("q"));
  const [messages, counts] = await Promise.all([listSiteMessages(app, project, { folder, search }), countSiteMessages(app, project)]);
  return { folder, search, messages, counts, timeZone: user.timeZone };
}

export type InboxData = Awaited<ReturnType<typeof loadInbox>>;

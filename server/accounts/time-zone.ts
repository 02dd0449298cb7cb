import { eq } from "drizzle-orm";
import type { AppContext } from "@server/platform";
import { users, type User } from "@server/db";

/**
 * Stores the account's time zone, as the owner's browser reports it (checked by `timeZoneSchema` at the
 * door; docs/decisions/0871-times-in-the-owners-time-zone.md). Answers the zone now stored.
 */
export async function setTimeZone(app: AppContext, user: User, timeZone: string): Promise<string> {
  if (user.timeZone !== timeZone) await app.db.update(users).set({ timeZone }).where(eq(users.id, user.id));
  return timeZone;
}

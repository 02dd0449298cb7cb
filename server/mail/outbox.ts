import { desc } from "drizzle-orm";
import { type Database, mailOutbox, type OutboxMessage } from "@server/db";

/** The newest messages the console transport kept (development only; the screen checks ENVIRONMENT). */
export async function listOutbox(db: Database, limit = 50): Promise<OutboxMessage[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

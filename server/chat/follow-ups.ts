import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { followUpIn } from "@core/chat/follow-up";
import { followUpSchema, MAX_FOLLOW_UPS, type FollowUp } from "@core/chat/follow-up-schema";
import type { SiteLanguage } from "@core/sites/languages";
import { DomainError } from "@core/errors";
import { conversations, type Database } from "@server/db";

/**
 * The chat after the site is made, stored with the conversation (docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md):
 * the owner's messages and May's answers, for the project the conversation made. A reset (another project, or none)
 * leaves them behind: they are read only while the conversation still points at the project they were about.
 * Every write is a compare-and-set on the conversation's version, like its saves.
 */

const storedSchema = z.strictObject({ projectId: z.number().int().positive(), items: z.array(followUpSchema).max(MAX_FOLLOW_UPS) });
type Stored = z.infer<typeof storedSchema>;

const MAX_ATTEMPTS = 12;

async function read(db: Database, userId: number) {
  const row = await db.query.conversations.findFirst({ where: eq(conversations.userId, userId), columns: { projectId: true, followUps: true, version: true } });
  if (!row) return null;
  return { projectId: row.projectId, version: row.version, items: itemsOf(row) };
}

/** The follow-ups stored in a conversation row, while it still points at the project they were about. */
function itemsOf(row: { projectId: number | null; followUps: unknown }): FollowUp[] {
  const parsed = storedSchema.safeParse(row.followUps);
  return parsed.success && parsed.data.projectId === row.projectId ? parsed.data.items : [];
}

/**
 * The follow-ups from the conversation row the chat's `conversationQuery` read (none without a row); with a reader's
 * language, May's words in it (docs/decisions/0900-may-speaks-the-owners-language.md), else as stored (the site's).
 */
export function followUpsOf(row: { projectId: number | null; followUps: unknown } | undefined, readerLanguage?: SiteLanguage): FollowUp[] {
  const items = row ? itemsOf(row) : [];
  return readerLanguage ? items.map((item) => followUpIn(item, readerLanguage)) : items;
}

/** The follow-ups of the user's conversation about its project, oldest first (none before the site is made). */
export async function listFollowUps(db: Database, userId: number): Promise<FollowUp[]> {
  return (await read(db, userId))?.items ?? [];
}

/**
 * Changes the follow-ups of the conversation's project with `change` (which sees the project and the list as stored)
 * and answers the new list; null when the conversation has no project.
 */
export async function changeFollowUps(db: Database, userId: number, change: (items: FollowUp[], projectId: number) => FollowUp[]): Promise<FollowUp[] | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await read(db, userId);
    if (!current || current.projectId === null) return null;
    const items = change(current.items, current.projectId).slice(-MAX_FOLLOW_UPS);
    const stored: Stored = { projectId: current.projectId, items };
    const [written] = await db
      .update(conversations)
      .set({ followUps: stored, version: current.version + 1, updatedAt: new Date() })
      .where(and(eq(conversations.userId, userId), eq(conversations.version, current.version)))
      .returning({ version: conversations.version });
    if (written) return items;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
  }
  throw new DomainError("CONFLICT", "chat.error.saveConflict");
}

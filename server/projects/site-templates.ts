import { asc, eq } from "drizzle-orm";
import { type Database, type Template, templates } from "@server/db";

/** Every template, in the order the chat's grid shows them. */
export async function listTemplates(db: Database): Promise<Template[]> {
  return db.select().from(templates).orderBy(asc(templates.sortOrder), asc(templates.id));
}

/** One template by its slug (what the chat stores when a template is applied), or null. */
export async function getTemplateBySlug(db: Database, slug: string): Promise<Template | null> {
  const [row] = await db.select().from(templates).where(eq(templates.slug, slug)).limit(1);
  return row ?? null;
}

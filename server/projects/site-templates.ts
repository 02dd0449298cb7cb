import { asc, eq } from "drizzle-orm";
import { type Database, type Template, templates } from "@server/db";

/** The query behind every template, in the order the chat's grid shows them, for a `db.batch` of a page's reads. */
export function templatesQuery(db: Database) {
  return db.select().from(templates).orderBy(asc(templates.sortOrder), asc(templates.id));
}

/** Every template, in the order the chat's grid shows them. */
export async function listTemplates(db: Database): Promise<Template[]> {
  return templatesQuery(db);
}

/** One template by its slug (what the chat stores when a template is applied), or null. */
export async function getTemplateBySlug(db: Database, slug: string): Promise<Template | null> {
  const [row] = await db.select().from(templates).where(eq(templates.slug, slug)).limit(1);
  return row ?? null;
}

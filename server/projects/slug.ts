import { like, or, eq } from "drizzle-orm";
import { type Database, projects } from "@server/db";

/** Paths under /s/ that must never be a site's address. */
const RESERVED = new Set(["api", "admin", "assets", "dev", "login", "new", "s", "u", "www", "static"]);

/** A URL-safe slug from a project name: "Rise & Crumb" → "rise-and-crumb"; never empty. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/g, "");
  return slug.length >= 2 ? slug : `site-${slug || "new"}`;
}

/** A free slug for the name: taken ones get a numeric suffix (rise-and-crumb-2, -3, …). */
export async function uniqueSlug(db: Database, name: string): Promise<string> {
  const wanted = slugify(name);
  const base = RESERVED.has(wanted) ? `${wanted}-site` : wanted;
  const taken = new Set(
    (await db.select({ slug: projects.slug }).from(projects).where(or(eq(projects.slug, base), like(projects.slug, `${base}-%`)))).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

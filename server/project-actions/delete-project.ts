import { eq } from "drizzle-orm";
import type { AppContext } from "@server/platform";
import { projects, type Project } from "@server/db";
import { detachProjectDomains } from "@server/domains";
import { forgetPublishedSite } from "@server/publishing";

/**
 * Deletes a project with its published record (cascade), then its cached page and brand files: the address
 * answers 404 at once. Its own domains stop routing here first
 * (docs/decisions/0841-custom-domains-through-cloudflare-for-saas.md).
 */
export async function deleteProject(app: AppContext, project: Project): Promise<void> {
  await detachProjectDomains(app, project);
  await app.db.delete(projects).where(eq(projects.id, project.id));
  await forgetPublishedSite(app, project.slug);
}

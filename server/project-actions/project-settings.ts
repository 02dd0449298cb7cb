import { eq } from "drizzle-orm";
import type { AppContext } from "@server/platform";
import { projects, type Project } from "@server/db";
import { setLeadEmails } from "@server/leads";

export interface ProjectSettings {
  /** Email the owner about each new message (on by default; docs/decisions/0700-leads-by-email-and-a-digest.md). */
  emailLeads?: boolean;
  /** Ask search engines to leave the site out (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md). */
  hideFromSearch?: boolean;
}

/**
 * Changes a project's switches (the caller checked ownership); answers the project as it now is. Hiding
 * from search engines changes robots.txt and the sitemap at once; the page's `noindex` is part of the
 * page, so it counts as a change to publish (the project shows unpublished changes until then).
 */
export async function updateProjectSettings(app: AppContext, project: Project, settings: ProjectSettings): Promise<Project> {
  if (settings.emailLeads !== undefined && settings.emailLeads !== project.emailLeads) await setLeadEmails(app, project.id, settings.emailLeads);
  if (settings.hideFromSearch !== undefined && settings.hideFromSearch !== project.hideFromSearch) {
    await app.db.update(projects).set({ hideFromSearch: settings.hideFromSearch, updatedAt: new Date() }).where(eq(projects.id, project.id));
  }
  return (await app.db.query.projects.findFirst({ where: eq(projects.id, project.id) })) ?? project;
}

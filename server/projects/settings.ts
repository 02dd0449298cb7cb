import { eq } from "drizzle-orm";
import type { AppContext } from "@server/context";
import { projects, type Project } from "../db/schema";
import { setLeadEmails } from "../sites/publish/lead-emails";

export interface ProjectSettings {
  /** Email the owner about each new message (on by default). */
  emailLeads?: boolean;
}

/** Changes a project's switches (the caller checked ownership); answers the project as it now is. */
export async function updateProjectSettings(app: AppContext, project: Project, settings: ProjectSettings): Promise<Project> {
  if (settings.emailLeads !== undefined && settings.emailLeads !== project.emailLeads) await setLeadEmails(app, project.id, settings.emailLeads);
  return (await app.db.query.projects.findFirst({ where: eq(projects.id, project.id) })) ?? project;
}

import type { ProjectIntent } from "@core/projects/intents";
import type { AppContext } from "@server/platform";
import type { Project } from "@server/db";
import { deleteProject, publishProject, unpublishProject } from "@server/publishing";
import { updateProjectSettings } from "./settings";
import { replyToSiteMessage, updateSiteMessage } from "@server/leads";
import { regenerateProjectSection, startGeneration } from "@server/generation";
import { projectDocument, updateProject } from "@server/projects";
import { requirePublishablePhotos } from "@server/media";
import { restoreVersion } from "@server/projects";
import { DomainError } from "@core/errors";
import { VERSION_MESSAGES } from "@core/projects/versions";
import { allowDocumentWrite, limitWrite } from "@server/platform";

/** The intents that write a new version of the document (rate-limited per project). */
const DOCUMENT_WRITES: ReadonlySet<ProjectIntent["intent"]> = new Set(["save", "facts", "restore"]);
/** The other writes without a limiter of their own (regenerations pass the AI gate, replies theirs): per acting account. */
const PROJECT_ACTIONS: ReadonlySet<ProjectIntent["intent"]> = new Set(["publish", "unpublish", "delete", "rename", "settings", "message"]);

/**
 * Runs one parsed project intent (docs/decisions/0300-one-door-per-project-action.md): the dashboard, the
 * editor and the /api/v1 project routes all come here. The caller has checked ownership
 * (`requireOwnedProject`). Answers the project after the action (as it was, for a delete); a refusal is a
 * DomainError.
 */
export async function runProjectIntent(app: AppContext, project: Project, intent: ProjectIntent, actor: { email: string }): Promise<Project> {
  if (DOCUMENT_WRITES.has(intent.intent) && !(await allowDocumentWrite(app.env, project.id))) throw new DomainError("RATE_LIMITED", VERSION_MESSAGES.tooMany);
  if (PROJECT_ACTIONS.has(intent.intent)) await limitWrite(app.env, actor);
  switch (intent.intent) {
    case "publish":
      await requirePublishablePhotos(app, project.userId, projectDocument(project));
      return publishProject(app, project);
    case "unpublish":
      return unpublishProject(app, project);
    case "regenerate":
      return startGeneration(app, project, { newSeed: true });
    case "delete":
      await deleteProject(app, project);
      return project;
    case "rename":
      return updateProject(app, project, { name: intent.name });
    case "save":
      return updateProject(app, project, { document: intent.document, ...(intent.name !== undefined ? { name: intent.name } : {}) }, { base: intent.baseVersion ?? null, separate: intent.keepCopy ?? false });
    case "regenerate-section":
      return regenerateProjectSection(app, project, intent.sectionId);
    case "facts":
      return updateProject(app, project, { facts: intent.facts, ...(intent.name !== undefined ? { name: intent.name } : {}) }, { base: intent.baseVersion ?? null });
    case "restore":
      return restoreVersion(app, project, intent.versionId);
    case "settings":
      return updateProjectSettings(app, project, intent);
    case "message": {
      const { messageId, intent: _, ...change } = intent;
      await updateSiteMessage(app, project, messageId, change);
      return project;
    }
    case "reply":
      await replyToSiteMessage(app, project, intent.messageId, intent.body);
      return project;
  }
}

/**
 * A project id as a screen receives it (a route parameter or a form field): a positive whole number of at
 * most 15 digits (the API's route pattern), else null.
 */
export function parseProjectId(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^[0-9]{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

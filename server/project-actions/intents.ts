import type { ProjectIntent } from "@core/projects/intents";
import type { AppContext } from "@server/platform";
import type { Project } from "@server/db";
import { publishProject, unpublishProject } from "@server/publishing";
import { deleteProject } from "./delete-project";
import { updateProjectSettings } from "./project-settings";
import { replyToSiteMessage, updateSiteMessage, type SiteMessageView } from "@server/leads";
import { regenerateProjectSection, startGeneration } from "@server/generation";
import { projectDocument, updateProject } from "@server/projects";
import { requirePublishablePhotos } from "@server/media";
import { restoreVersion } from "@server/projects";
import { DomainError } from "@core/errors";
import { VERSION_MESSAGES } from "@core/projects/versions";
import { allowDocumentWrite, limitWrite } from "@server/platform";

/** The intents that write a new version of the document (rate-limited per project). */
const DOCUMENT_WRITES: ReadonlySet<ProjectIntent["intent"]> = new Set(["save", "facts", "restore"]);
/**
 * The other writes without a limiter of their own: per acting account (WRITE_RATE_LIMITER), the inbox's marks
 * and deletes among them. Regenerations pass the AI gate; a reply passes its own (REPLY_RATE_LIMITER per owner
 * each minute and a daily count, in `replyToSiteMessage`, after the message is known to be answerable).
 */
const PROJECT_ACTIONS: ReadonlySet<ProjectIntent["intent"]> = new Set(["publish", "unpublish", "delete", "rename", "settings", "message"]);

/** The intents on one message of the site's inbox: their run also answers the message as it now is. */
type MessageIntentName = "message" | "reply";

/**
 * What a run answers: the project after the action (as it was, for a delete); for an intent on one message
 * of the inbox, that message after it too (the API answers it).
 */
export type IntentOutcome<I extends ProjectIntent = ProjectIntent> = I extends { intent: MessageIntentName } ? { project: Project; message: SiteMessageView } : { project: Project };

/**
 * Runs one parsed project intent (docs/decisions/0300-one-door-per-project-action.md): the dashboard, the
 * editor (and its inbox) and every /api/v1 project write come here. The caller has checked ownership
 * (`requireOwnedProject`, or `ownedProjectOr404` on the screens). The limits are applied here, so no door
 * can forget one. A refusal is a DomainError.
 */
export function runProjectIntent<I extends ProjectIntent>(app: AppContext, project: Project, intent: I, actor: { email: string }): Promise<IntentOutcome<I>>;
export async function runProjectIntent(app: AppContext, project: Project, intent: ProjectIntent, actor: { email: string }): Promise<{ project: Project; message?: SiteMessageView }> {
  if (DOCUMENT_WRITES.has(intent.intent) && !(await allowDocumentWrite(app.env, project.id))) throw new DomainError("RATE_LIMITED", VERSION_MESSAGES.tooMany);
  if (PROJECT_ACTIONS.has(intent.intent)) await limitWrite(app.env, actor);
  switch (intent.intent) {
    case "publish":
      await requirePublishablePhotos(app, project.userId, projectDocument(project));
      return { project: await publishProject(app, project) };
    case "unpublish":
      return { project: await unpublishProject(app, project) };
    case "regenerate":
      return { project: await startGeneration(app, project, { newSeed: true }) };
    case "delete":
      await deleteProject(app, project);
      return { project };
    case "rename":
      return { project: await updateProject(app, project, { name: intent.name }) };
    case "save":
      return { project: await updateProject(app, project, { document: intent.document, ...(intent.name !== undefined ? { name: intent.name } : {}) }, { base: intent.baseVersion ?? null, separate: intent.keepCopy ?? false }) };
    case "regenerate-section":
      return { project: await regenerateProjectSection(app, project, intent.sectionId) };
    case "facts":
      return { project: await updateProject(app, project, { facts: intent.facts, ...(intent.name !== undefined ? { name: intent.name } : {}) }, { base: intent.baseVersion ?? null }) };
    case "restore":
      return { project: await restoreVersion(app, project, intent.versionId) };
    case "settings":
      return { project: await updateProjectSettings(app, project, intent) };
    case "message": {
      const { messageId, intent: _, ...change } = intent;
      return { project, message: await updateSiteMessage(app, project, messageId, change) };
    }
    case "reply":
      return { project, message: await replyToSiteMessage(app, project, intent.messageId, intent.body) };
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

import { appliedLines, followUpWords, planFollowUp } from "@core/chat/follow-up";
import { FOLLOW_UP_MESSAGES, type FollowUp, type FollowUpInput } from "@core/chat/follow-up-schema";
import { DomainError } from "@core/errors";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { VERSION_MESSAGES } from "@core/projects/versions";
import { siteLanguageOf } from "@core/sites/languages";
import { changeFollowUps, getConversation, listFollowUps } from "@server/chat";
import type { User } from "@server/db";
import { allowDocumentWrite, limitWrite, type AppContext } from "@server/platform";
import { projectDocument, requireOwnedProject, restoreVersion, updateProject } from "@server/projects";

/**
 * The chat after the site is made (docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md): the
 * owner's message is read (core/chat/follow-up.ts), its facts saved to the draft the way the editor saves facts
 * (`updateProject`: the facts' schema, applied to the sections, a new version, the document write limit), and the
 * answer stored with the conversation. Undo restores the version before through the history, only while the
 * message's version is still the newest (else History in the editor does it).
 */

/** The conversation's project, owned by the user and written, or the refusal the chat shows. */
async function followedProject(app: AppContext, user: User) {
  const conversation = await getConversation(app.db, user.id);
  if (conversation.projectId === null) throw new DomainError("CONFLICT", FOLLOW_UP_MESSAGES.noSite);
  const project = await requireOwnedProject(app, user, conversation.projectId);
  if (project.status === "generating") throw new DomainError("GENERATING", PROJECT_MESSAGES.alreadyGenerating);
  const document = projectDocument(project);
  if (!document) throw new DomainError("NOT_GENERATED", FOLLOW_UP_MESSAGES.noSite);
  const location = conversation.steps.find((step) => step.type === "location")?.content ?? "";
  return { project, document, location: document.location || location };
}

/** Answers one message after the site is made: its facts applied as a new version, or the honest answer; stored either way. */
export async function answerFollowUp(app: AppContext, user: User, input: FollowUpInput): Promise<FollowUp> {
  await limitWrite(app.env, user);
  const { project, document, location } = await followedProject(app, user);
  const language = siteLanguageOf(document);
  const plan = planFollowUp(input.message, document, { language, location });
  const id = crypto.randomUUID().toLowerCase();
  const at = new Date().toISOString();
  let followUp: FollowUp;
  if (plan.facts && project.versionId !== null) {
    if (!(await allowDocumentWrite(app.env, project.id))) throw new DomainError("RATE_LIMITED", VERSION_MESSAGES.tooMany);
    const previousVersionId = project.versionId;
    const updated = await updateProject(app, project, { facts: plan.facts }, { base: previousVersionId, separate: true, origin: "chat" });
    followUp = { id, at, language, message: input.message, reply: { kind: "applied", changes: plan.changes, lines: appliedLines(plan.changes, language), versionId: updated.versionId ?? previousVersionId, previousVersionId, undone: false, words: followUpWords(language) } };
  } else {
    const answer = plan.answer ?? { topic: "other" as const, text: "" };
    followUp = { id, at, language, message: input.message, reply: { kind: "answer", topic: answer.topic, text: answer.text } };
  }
  const stored = await changeFollowUps(app.db, user.id, (items, projectId) => (projectId === project.id ? [...items, followUp] : items));
  if (!stored) throw new DomainError("CONFLICT", FOLLOW_UP_MESSAGES.noSite);
  return followUp;
}

/** Undoes what one message changed: the version before it restored as the newest (nothing is lost). */
export async function undoFollowUp(app: AppContext, user: User, followUpId: string): Promise<FollowUp> {
  await limitWrite(app.env, user);
  const { project } = await followedProject(app, user);
  const followUp = (await listFollowUps(app.db, user.id)).find((item) => item.id === followUpId);
  if (!followUp || followUp.reply.kind !== "applied") throw new DomainError("NOT_FOUND", FOLLOW_UP_MESSAGES.notFound);
  if (followUp.reply.undone || project.versionId !== followUp.reply.versionId) throw new DomainError("CONFLICT", FOLLOW_UP_MESSAGES.notUndoable);
  if (!(await allowDocumentWrite(app.env, project.id))) throw new DomainError("RATE_LIMITED", VERSION_MESSAGES.tooMany);
  await restoreVersion(app, project, followUp.reply.previousVersionId);
  const undone: FollowUp = { ...followUp, reply: { ...followUp.reply, undone: true } };
  await changeFollowUps(app.db, user.id, (items) => items.map((item) => (item.id === followUpId ? undone : item)));
  return undone;
}

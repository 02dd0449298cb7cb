import { DomainError } from "@core/errors";
import { siteLanguageOf } from "@core/sites/languages";
import { Hono } from "hono";
import { updateIntent, updateProjectSchema, type ProjectIntent } from "@core/projects/intents";
import { startGeneration, usualServices } from "@server/generation";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { projectSettingsSchema, siteMessageChangeSchema } from "@core/projects/schemas";
import { chargeAiUse } from "@server/ai";
import { englishText } from "@server/platform";
import { runProjectIntent } from "@server/project-actions";
import { createProjectFromConversation, listProjects, listVersions, projectDocument, toProjectView } from "@server/projects";
import { exportSite, publicSiteUrl, renderPublishedPage } from "@server/publishing";
import { listSiteMessages, MESSAGE_FOLDERS, siteMessagesCsv, type MessageFolder } from "@server/leads";
import { siteMessageReplySchema } from "@core/projects/inbox";
import { requireUser, type SignedInEnv } from "./require-user";
import { projectVisitsApi } from "./project-visits";
import { projectDomainsApi } from "./project-domains";
import { readJsonBody } from "./validation";
import { ownedProject } from "./owned-project";
import { baseVersionFromIfMatch, VERSION_MESSAGES, versionEtag } from "@core/projects/versions";
import type { Context } from "hono";
import type { Project } from "@server/db";

const idParam = "/:id{[0-9]{1,15}}";

/**
 * Runs an intent on the caller's project: the one runner the screens use too, which applies the write limits.
 * Answers the project after it (and, for an inbox intent, the message after it).
 */
async function run<I extends ProjectIntent>(c: Context<SignedInEnv>, intent: I) {
  return runProjectIntent(c.var.app, await ownedProject(c), intent, c.var.user);
}

/** The route's `:messageId` (its pattern keeps it a number). */
const messageId = (c: Context<SignedInEnv>) => Number(c.req.param("messageId"));

/** A project as the API answers it: its stored `error` (a message key) in English, as before (docs/api.md). */
function englishView(project: Project) {
  const view = toProjectView(project);
  return { ...view, error: view.error === null ? null : englishText(view.error) };
}

function detail(c: Context<SignedInEnv>, project: Project) {
  // The trade's usual services: suggestions for the owner's "Business details" (never put on the site by themselves).
  const document = projectDocument(project);
  return { ...englishView(project), publicUrl: publicSiteUrl(c.var.app.env, project.slug), document, suggestions: { services: usualServices(project.businessKind, siteLanguageOf(document)) } };
}

/** The project's answer, with its newest version as the ETag: the value a later write sends as `If-Match`. */
function versioned(c: Context<SignedInEnv>, project: Project) {
  if (project.versionId !== null) c.header("ETag", versionEtag(project.versionId));
  c.header("Cache-Control", "no-store");
  return detail(c, project);
}

/** /api/v1/projects: the signed-in user's sites (an admin sees any by id). Anyone else's project is 404. */
export const projectsApi = new Hono<SignedInEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: (await listProjects(c.var.app, c.var.user)).map(englishView) }, 200))
  .post("/", async (c) => {
    // Charged before the project exists, so a refusal leaves nothing half-made.
    await chargeAiUse(c.var.app, c.var.user.id);
    const project = await createProjectFromConversation(c.var.app, c.var.user);
    return c.json({ data: detail(c, await startGeneration(c.var.app, project, { charged: true })) }, 201);
  })
  .get(idParam, async (c) => c.json({ data: versioned(c, await ownedProject(c)) }, 200))
  .route("/", projectVisitsApi)
  .route("/", projectDomainsApi)
  .put(idParam, async (c) => {
    const input = await readJsonBody(c, updateProjectSchema);
    // The base version: the body's `baseVersion`, else `If-Match` (docs/decisions/0821-stale-writes-are-refused.md).
    const ifMatch = baseVersionFromIfMatch(c.req.header("If-Match"));
    if (!ifMatch.ok) throw new DomainError("INVALID", VERSION_MESSAGES.badBase);
    const baseVersion = input.baseVersion ?? ifMatch.base ?? undefined;
    const { project } = await run(c, updateIntent({ ...input, ...(baseVersion !== undefined ? { baseVersion } : {}) }));
    return c.json({ data: versioned(c, project) }, 200);
  })
  .get(`${idParam}/versions`, async (c) => c.json({ data: await listVersions(c.var.app, await ownedProject(c)) }, 200))
  .post(`${idParam}/versions/:versionId{[0-9]{1,15}}/restore`, async (c) => {
    const { project } = await run(c, { intent: "restore", versionId: Number(c.req.param("versionId")) });
    return c.json({ data: versioned(c, project) }, 201);
  })
  .put(`${idParam}/settings`, async (c) => {
    const input = await readJsonBody(c, projectSettingsSchema);
    return c.json({ data: detail(c, (await run(c, { intent: "settings", ...input })).project) }, 200);
  })
  .delete(idParam, async (c) => {
    const { project } = await run(c, { intent: "delete" });
    return c.json({ data: { id: project.id, deleted: true } }, 200);
  })
  .post(`${idParam}/generate`, async (c) => c.json({ data: detail(c, (await run(c, { intent: "regenerate" })).project) }, 202))
  .post(`${idParam}/sections/:sectionId{[a-z0-9-]{1,40}}/regenerate`, async (c) =>
    c.json({ data: detail(c, (await run(c, { intent: "regenerate-section", sectionId: c.req.param("sectionId") })).project) }, 200),
  )
  .post(`${idParam}/publish`, async (c) => c.json({ data: detail(c, (await run(c, { intent: "publish" })).project) }, 200))
  .post(`${idParam}/unpublish`, async (c) => c.json({ data: detail(c, (await run(c, { intent: "unpublish" })).project) }, 200))
  .get(`${idParam}/messages`, async (c) => {
    const asked = c.req.query("folder") ?? "inbox";
    const folder: MessageFolder = (MESSAGE_FOLDERS as readonly string[]).includes(asked) ? (asked as MessageFolder) : "inbox";
    return c.json({ data: await listSiteMessages(c.var.app, await ownedProject(c), { folder, search: c.req.query("q") ?? "" }) }, 200);
  })
  // The inbox's writes are the screens' `message` and `reply` intents, run by the same runner with the same limits.
  .put(`${idParam}/messages/:messageId{[0-9]{1,15}}`, async (c) => {
    const input = await readJsonBody(c, siteMessageChangeSchema);
    return c.json({ data: (await run(c, { intent: "message", messageId: messageId(c), ...input })).message }, 200);
  })
  // A delete can be undone for a short while with PUT { deleted: false } (docs/decisions/0870-inbox-delete-undo-search-reply.md).
  .delete(`${idParam}/messages/:messageId{[0-9]{1,15}}`, async (c) => c.json({ data: (await run(c, { intent: "message", messageId: messageId(c), deleted: true })).message }, 200))
  .post(`${idParam}/messages/:messageId{[0-9]{1,15}}/replies`, async (c) => {
    const input = await readJsonBody(c, siteMessageReplySchema);
    return c.json({ data: (await run(c, { intent: "reply", messageId: messageId(c), body: input.body })).message }, 201);
  })
  .get(`${idParam}/messages.csv`, async (c) => {
    const project = await ownedProject(c);
    c.header("Content-Disposition", `attachment; filename="${project.slug}-messages.csv"`);
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", "text/csv; charset=utf-8");
    return c.body(await siteMessagesCsv(c.var.app, project), 200);
  })
  .get(`${idParam}/html`, async (c) => {
    const project = await ownedProject(c);
    const document = projectDocument(project);
    if (!document) throw new DomainError("NOT_GENERATED", PROJECT_MESSAGES.notGenerated);
    const html = renderPublishedPage(c.var.app.env, project, document, { absolute: true });
    c.header("Content-Disposition", `attachment; filename="${project.slug}.html"`);
    c.header("Cache-Control", "no-store");
    return c.html(html, 200);
  })
  // The whole site as a zip that opens offline: page, icons, share card, fonts (docs/api.md).
  .get(`${idParam}/export`, async (c) => {
    const project = await ownedProject(c);
    const document = projectDocument(project);
    if (!document) throw new DomainError("NOT_GENERATED", PROJECT_MESSAGES.notGenerated);
    // Fonts come from the origin serving this request under `npm run dev` (server/publishing/export/site-export.ts).
    const archive = await exportSite(c.var.app, project, document, { origin: new URL(c.req.url).origin });
    c.header("Content-Disposition", `attachment; filename="${project.slug}.zip"`);
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", "application/zip");
    return c.body(archive, 200);
  });

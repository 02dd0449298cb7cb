import { and, desc, eq, isNotNull } from "drizzle-orm";
import { classifyBusiness } from "@core/chat/classify-business";
import { currentStep } from "@core/chat/conversation";
import { briefPartsOf, notesWithoutReadFacts, settledFromReading, type SettledUnderstanding } from "@core/chat/understanding-review";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import type { UpdateProjectInput } from "@core/projects/intents";
import type { ProjectView } from "@core/projects/schemas";
import type { SiteDocument } from "@core/sites/site-document";
import { storedSiteDocumentSchema } from "@core/sites/site-document-upgrade";
import { applyFacts } from "@core/sites/apply-facts";
import { DomainError } from "@core/errors";
import { getConversation } from "@server/chat";
import type { AppContext } from "@server/platform";
import { conversations, type Database, projects, type Project, type User } from "@server/db";
import { isAdmin } from "@server/accounts";
import { uniqueSlug } from "./slug";
import { withOwnedPhotos } from "@server/media";
import { hasUnpublishedChanges, recordVersion } from "./versions";
import { randomSeed } from "@core/seeded-random";

/** A project as the API and the screens show it: one definition, `projectViewSchema` in core/. */

/** A generation that has not finished after this long is reported as failed (the Worker that ran it is gone). */
export const GENERATION_TIMEOUT_MS = 2 * 60 * 1000;

export function toProjectView(project: Project): ProjectView {
  const published = project.publishedAt !== null;
  return {
    id: project.id,
    name: project.name,
    slug: project.slug,
    business: project.business,
    businessKind: project.businessKind,
    location: project.location,
    template: project.template,
    notes: project.notes,
    status: project.status,
    stage: project.stage,
    writer: project.writer,
    error: project.error,
    published,
    hasSite: project.document !== null,
    unpublishedChanges: hasUnpublishedChanges(project),
    versionId: project.versionId,
    publishedVersionId: project.publishedAt !== null ? project.publishedVersionId : null,
    publicPath: `/s/${project.slug}`,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    publishedAt: project.publishedAt?.toISOString() ?? null,
    settings: { emailLeads: project.emailLeads, hideFromSearch: project.hideFromSearch },
  };
}

/** The stored site document, upgraded to the current version and validated; null when not generated (or no longer valid). */
export function projectDocument(project: Project): SiteDocument | null {
  if (project.document === null) return null;
  const parsed = storedSiteDocumentSchema.safeParse(project.document);
  return parsed.success ? parsed.data : null;
}

/** The status a project falls back to when a generation ends without a new site: its old site's, else failed. */
export function statusWithoutNewSite(project: Pick<Project, "document" | "publishedAt">): "published" | "ready" | "failed" {
  return project.document ? (project.publishedAt ? "published" : "ready") : "failed";
}

/** A generation stuck past the timeout becomes a failure the owner can retry, never "generating" forever. */
async function settleStaleGeneration(app: AppContext, project: Project): Promise<Project> {
  const started = project.generationStartedAt?.getTime() ?? 0;
  if (project.status !== "generating" || Date.now() - started < GENERATION_TIMEOUT_MS) return project;
  const status = statusWithoutNewSite(project);
  const [settled] = await app.db
    .update(projects)
    .set({ status, stage: null, error: PROJECT_MESSAGES.generationTimedOut, updatedAt: new Date() })
    .where(and(eq(projects.id, project.id), eq(projects.status, "generating")))
    .returning();
  return settled ?? project;
}

/**
 * The query behind a user's projects, most recently changed first, for a `db.batch` of a page's reads
 * (docs/decisions/0858-a-signed-in-page-in-two-round-trips.md); `settledProjects` finishes its rows.
 */
export function userProjectsQuery(db: Database, userId: number) {
  return db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.updatedAt), desc(projects.id));
}

/** The ids of a user's published projects, as a subquery another module's query can filter by. */
export function publishedProjectIds(db: Database, userId: number) {
  return db.select({ id: projects.id }).from(projects).where(and(eq(projects.userId, userId), isNotNull(projects.publishedAt)));
}

/** The projects `userProjectsQuery` read, each stuck generation settled as a failure (a write only then). */
export function settledProjects(app: AppContext, rows: Project[]): Promise<Project[]> {
  return Promise.all(rows.map((row) => settleStaleGeneration(app, row)));
}

/** The user's projects, most recently changed first. */
export async function listProjects(app: AppContext, user: User): Promise<Project[]> {
  return settledProjects(app, await userProjectsQuery(app.db, user.id));
}

/**
 * The query behind one project, whoever owns it, for a `db.batch`: `ownedProjectOf` then checks it is the user's
 * before anything read beside it is shown.
 */
export function projectQuery(db: Database, projectId: number) {
  return db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
}

/**
 * The project `projectQuery` read, if the user may see and change it: their own, or any for an admin. Anyone else,
 * and a project that does not exist, gets 404, not 403. `admin` is the user's role when the caller already read it
 * this request (a signed-in page's session); without it the role is read here.
 */
export async function ownedProjectOf(app: AppContext, user: User, project: Project | undefined, admin?: boolean): Promise<Project> {
  if (!project || (project.userId !== user.id && !(admin ?? (await isAdmin(app.db, user))))) {
    throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.notFound);
  }
  return settleStaleGeneration(app, project);
}

/** A project the user may see and change: their own, or any for an admin. Anyone else gets 404, not 403. */
export async function requireOwnedProject(app: AppContext, user: User, projectId: number): Promise<Project> {
  return ownedProjectOf(app, user, (await projectQuery(app.db, projectId))[0]);
}

/**
 * Creates a project from the user's finished conversation (business, location, name and template
 * answered) and links the conversation to it. Generation is started by the caller.
 */
export async function createProjectFromConversation(app: AppContext, user: User): Promise<Project> {
  const { steps, understanding } = await getConversation(app.db, user.id);
  const answer = (type: string) => steps.find((step) => step.type === type);
  const business = answer("business")?.content ?? "";
  const location = answer("location")?.content ?? "";
  const name = answer("appName")?.content ?? "";
  const template = answer("template")?.content ?? "";
  if (currentStep(steps).type !== "final" || !business || !name || !template) {
    throw new DomainError("INVALID", PROJECT_MESSAGES.conversationIncomplete);
  }
  // What the owner confirmed in the chat's card; May's reading when they skipped it or a client never showed it.
  const settled: SettledUnderstanding | null = understanding?.settled ?? (understanding ? settledFromReading(understanding.reading) : null);
  const kind = settled ? briefPartsOf(settled).kind : (classifyBusiness(business)?.kind ?? "OTHER");
  for (let attempt = 0; attempt < 3; attempt++) {
    const slug = await uniqueSlug(app.db, name);
    const [project] = await app.db
      .insert(projects)
      .values({
        userId: user.id,
        name: name.slice(0, 80),
        slug,
        business,
        businessKind: kind,
        location: /^(no|none|anywhere|nowhere|n\/a|-)$/i.test(location.trim()) ? "" : location,
        template,
        notes: notesWithoutReadFacts(answer("final")?.content ?? "", understanding?.reading ?? null),
        understood: settled,
        status: "draft",
        seed: randomSeed(),
      })
      .onConflictDoNothing()
      .returning();
    if (project) {
      await app.db.update(conversations).set({ projectId: project.id }).where(eq(conversations.userId, user.id));
      return project;
    }
    // Another project took the slug between the check and the insert: pick again.
  }
  throw new DomainError("CONFLICT", "Please try again.");
}

/** How a document change is recorded in the site's history (server/projects/versions.ts). */
export interface DocumentWriteOptions {
  kind?: "edited" | "section-regenerated";
  /** The version the writer started from (a stale one is refused); absent for writers that never said. */
  base?: number | null;
  /** Keep this save as its own version (the editor's "keep my copy"). */
  separate?: boolean;
  /** "chat" when the owner's message in the chat made this save (docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md). */
  origin?: "chat";
}

/**
 * Rename (the address stays) and/or save an edited site document and/or the owner's facts. Every saved
 * document has its facts applied (core/sites/apply-facts.ts), so the sections always show the facts, and
 * becomes the site's newest version (docs/decisions/0820-versions-of-a-site.md).
 */
export async function updateProject(app: AppContext, project: Project, input: UpdateProjectInput, options: DocumentWriteOptions = {}): Promise<Project> {
  if ((input.document || input.facts) && project.status === "generating") throw new DomainError("GENERATING", PROJECT_MESSAGES.alreadyGenerating);
  let document: SiteDocument | undefined = input.document;
  if (input.facts) {
    const current = document ?? projectDocument(project);
    if (!current) throw new DomainError("NOT_GENERATED", PROJECT_MESSAGES.notGenerated);
    document = { ...current, facts: input.facts };
  }
  if (document) {
    return recordVersion(app, project, {
      document: await withOwnedPhotos(app, project.userId, applyFacts(document, document.facts)),
      kind: options.kind ?? "edited",
      base: options.base ?? null,
      separate: options.separate ?? false,
      ...(options.origin ? { origin: options.origin } : {}),
      change: input.name !== undefined ? { name: input.name } : {},
    });
  }
  const [updated] = await app.db
    .update(projects)
    .set({ ...(input.name !== undefined ? { name: input.name } : {}), updatedAt: new Date() })
    .where(eq(projects.id, project.id))
    .returning();
  return updated ?? project;
}

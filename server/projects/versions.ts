import { and, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { DomainError } from "@core/errors";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { STALE_VERSION_REASON, summariseDocument, VERSION_LIMITS, VERSION_MESSAGES, versionSummarySchema, type VersionKind, type VersionView } from "@core/projects/versions";
import { describeVersion } from "@core/projects/version-description";
import type { DocumentChange } from "@core/sites/document-change-schema";
import { describeChanges, mergeChanges } from "@core/sites/document-changes";
import { siteLanguageOf } from "@core/sites/languages";
import type { SiteDocument } from "@core/sites/site-document";
import { storedSiteDocumentSchema } from "@core/sites/site-document-upgrade";
import type { AppContext } from "@server/platform";
import { type Database, projects, projectVersions, type Project } from "@server/db";

/**
 * A site's history (docs/decisions/0820-versions-of-a-site.md): every change of a project's document goes
 * through `recordVersion`, which keeps the newest version's id on the project (the base a save names),
 * refuses a save based on an older state, folds a burst of edits into one version and compacts old ones.
 */

/** Project columns a writer may set in the same statement as the new document (a generation's status, a rename). */
type ProjectChange = Partial<Pick<Project, "name" | "status" | "stage" | "writer" | "error" | "publishedVersionId">>;

export interface VersionWrite {
  document: SiteDocument;
  kind: VersionKind;
  /** The version the writer started from; a write whose base is no longer the newest is refused. Absent: not checked. */
  base?: number | null;
  /** Whether this write may be refused (saves, restores): a finished generation always lands. */
  checked?: boolean;
  /** A save that must stay its own version (the editor's "keep my copy"), never folded into the previous edit. */
  separate?: boolean;
  restoredFrom?: number;
  change?: ProjectChange;
  /** "chat" when an owner's message in the chat made this version (its history entry says so). */
  origin?: "chat";
}

export function staleVersionError(currentVersionId: number | null): DomainError {
  return new DomainError("CONFLICT", VERSION_MESSAGES.stale, { reason: STALE_VERSION_REASON, currentVersion: currentVersionId });
}

/**
 * Whether a write based on `base` would overwrite someone else's change: true when a version that changed
 * the document (anything but a publish, which keeps it) came after the base, or the base is not one the
 * project has had.
 */
async function isStale(app: AppContext, project: Project, base: number): Promise<boolean> {
  if (base === project.versionId) return false;
  if (project.versionId === null || base > project.versionId) return true;
  const later = await app.db
    .select({ id: projectVersions.id })
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, project.id), gt(projectVersions.id, base), ne(projectVersions.kind, "published")))
    .limit(1);
  return later.length > 0;
}

/** The newest version, when a new edit may fold into it: an edit, not live, saved within the burst's pause and length. */
async function foldableHead(app: AppContext, project: Project, now: number) {
  if (project.versionId === null || project.versionId === project.publishedVersionId) return null;
  const [head] = await app.db
    .select({ id: projectVersions.id, kind: projectVersions.kind, startedAt: projectVersions.startedAt, createdAt: projectVersions.createdAt, summary: projectVersions.summary })
    .from(projectVersions)
    .where(and(eq(projectVersions.id, project.versionId), eq(projectVersions.projectId, project.id)));
  if (!head || head.kind !== "edited") return null;
  if (now - head.createdAt.getTime() >= VERSION_LIMITS.burstPauseMs || now - head.startedAt.getTime() >= VERSION_LIMITS.burstMaxMs) return null;
  return head;
}

/**
 * Records a new state of the project's document as its newest version and answers the project after it.
 * A checked write is a compare-and-set on the newest version: a stale base, or a write that raced another
 * one, is the 409 "changed somewhere else"; a running generation is its own refusal.
 */
/** A project deleted meanwhile (a publish racing a delete): its versions cannot be written, and the answer is the 404 it now is. */
function deletedMeanwhile(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (/FOREIGN KEY constraint failed/i.test(current.message)) return true;
  }
  return false;
}

async function versionBatch<T extends Parameters<AppContext["db"]["batch"]>[0]>(app: AppContext, statements: T) {
  try {
    return await app.db.batch(statements);
  } catch (error) {
    if (deletedMeanwhile(error)) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.notFound);
    throw error;
  }
}

export async function recordVersion(app: AppContext, project: Project, write: VersionWrite): Promise<Project> {
  const checked = write.checked ?? true;
  if (checked && project.status === "generating") throw new DomainError("GENERATING", PROJECT_MESSAGES.alreadyGenerating);
  const base = write.base ?? null;
  if (checked && base !== null && (await isStale(app, project, base))) throw staleVersionError(project.versionId);
  const now = Date.now();
  // An edit folds into the previous one only when its writer had seen that one (its base is the newest).
  const folded = write.kind === "edited" && !write.separate && base !== null && base === project.versionId ? await foldableHead(app, project, now) : null;
  const unchanged = project.versionId === null ? isNull(projects.versionId) : eq(projects.versionId, project.versionId);
  const summary = { ...summariseDocument(write.document), changes: versionChanges(project, write, folded?.summary), ...(write.origin ? { origin: write.origin } : {}), language: siteLanguageOf(write.document) };
  // One batch (one transaction, one round trip): the version, the project moved to it, and the list to compact.
  const [[version], [updated], kept] = await versionBatch(app, [
    app.db
      .insert(projectVersions)
      .values({
        projectId: project.id,
        kind: write.kind,
        document: write.document,
        summary,
        restoredFrom: write.restoredFrom ?? null,
        startedAt: new Date(folded ? folded.startedAt.getTime() : now),
        createdAt: new Date(now),
      })
      .returning({ id: projectVersions.id }),
    app.db
      .update(projects)
      .set({ ...write.change, document: write.document, versionId: sql`(SELECT max(id) FROM project_versions WHERE project_id = ${project.id})`, updatedAt: new Date(now) })
      .where(checked ? and(eq(projects.id, project.id), unchanged, ne(projects.status, "generating")) : eq(projects.id, project.id))
      .returning(),
    app.db.select({ id: projectVersions.id, createdAt: projectVersions.createdAt }).from(projectVersions).where(eq(projectVersions.projectId, project.id)).orderBy(desc(projectVersions.id)),
  ]);
  if (!version) throw new Error("version insert returned nothing");
  if (!updated) {
    // Lost the race: the row written for nothing goes, and the refusal says why.
    await app.db.delete(projectVersions).where(eq(projectVersions.id, version.id));
    const current = await app.db.query.projects.findFirst({ where: eq(projects.id, project.id) });
    if (!current) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.notFound);
    if (current.status === "generating") throw new DomainError("GENERATING", PROJECT_MESSAGES.alreadyGenerating);
    throw staleVersionError(current.versionId);
  }
  // A folded save replaces the version it folds into (the count did not grow); otherwise old ones are compacted.
  await deleteVersions(app, project.id, folded ? [folded.id] : doomedVersions(kept, updated, now));
  return updated;
}

/**
 * What a write changes from the project's newest document (docs/decisions/0611-history-entries-say-what-changed.md);
 * a save folded into the burst before it keeps that burst's changes too.
 */
function versionChanges(project: Project, write: VersionWrite, foldedSummary: unknown): DocumentChange[] {
  const before = project.document === null ? null : storedSiteDocumentSchema.safeParse(project.document);
  const changes = describeChanges(before?.success ? before.data : null, write.document, siteLanguageOf(write.document));
  const folded = versionSummarySchema.safeParse(foldedSummary);
  return folded.success && folded.data.changes ? mergeChanges(folded.data.changes, changes) : changes;
}

/**
 * Of a project's versions (newest first), the ones compaction removes: it keeps the newest `keepRecent`, then
 * the last version of each day for `keepDailyDays` days; the live version and the newest are never removed.
 */
export function doomedVersions(rows: readonly { id: number; createdAt: Date }[], project: Pick<Project, "versionId" | "publishedVersionId">, now = Date.now()): number[] {
  if (rows.length <= VERSION_LIMITS.keepRecent) return [];
  const oldestDay = now - VERSION_LIMITS.keepDailyDays * 24 * 60 * 60 * 1000;
  const daysKept = new Set<string>();
  const doomed: number[] = [];
  for (const row of rows.slice(VERSION_LIMITS.keepRecent)) {
    if (row.id === project.publishedVersionId || row.id === project.versionId) continue;
    const day = row.createdAt.toISOString().slice(0, 10);
    if (row.createdAt.getTime() >= oldestDay && !daysKept.has(day)) {
      daysKept.add(day);
      continue;
    }
    doomed.push(row.id);
  }
  return doomed;
}

async function deleteVersions(app: AppContext, projectId: number, ids: readonly number[]): Promise<void> {
  // D1 takes at most 100 bound values per statement.
  for (let at = 0; at < ids.length; at += 90) {
    await app.db.delete(projectVersions).where(and(eq(projectVersions.projectId, projectId), inArray(projectVersions.id, ids.slice(at, at + 90))));
  }
}

/** Compacts a project's versions now (after a publish, which adds one). Reads ids and times only, never documents. */
export async function compactVersions(app: AppContext, project: Project, now = Date.now()): Promise<number> {
  const rows = await app.db
    .select({ id: projectVersions.id, createdAt: projectVersions.createdAt })
    .from(projectVersions)
    .where(eq(projectVersions.projectId, project.id))
    .orderBy(desc(projectVersions.id));
  const doomed = doomedVersions(rows, project, now);
  await deleteVersions(app, project.id, doomed);
  return doomed.length;
}

/** The project's versions, newest first, as the API and the history panel show them. */
export async function listVersions(app: AppContext, project: Project): Promise<VersionView[]> {
  const rows = await app.db
    .select({
      id: projectVersions.id,
      kind: projectVersions.kind,
      restoredFrom: projectVersions.restoredFrom,
      startedAt: projectVersions.startedAt,
      createdAt: projectVersions.createdAt,
      summary: projectVersions.summary,
      // Versions from before summaries existed are summarised from their document (read only for them).
      document: sql<string | null>`case when ${projectVersions.summary} is null then ${projectVersions.document} end`,
    })
    .from(projectVersions)
    .where(eq(projectVersions.projectId, project.id))
    .orderBy(desc(projectVersions.id));
  const times = new Map(rows.map((row) => [row.id, row.createdAt.toISOString()]));
  return rows.map((row) => {
    const stored = versionSummarySchema.safeParse(row.summary);
    const summary = stored.success ? stored.data : summariseDocument(row.document === null ? null : safeJson(row.document));
    const restoredFromAt = row.restoredFrom === null ? null : (times.get(row.restoredFrom) ?? null);
    return {
      id: row.id,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt.toISOString(),
      restoredFrom: row.restoredFrom,
      current: row.id === project.versionId,
      live: project.publishedAt !== null && row.id === project.publishedVersionId,
      summary,
      description: describeVersion(row.kind, summary, restoredFromAt),
      restoredFromAt,
    };
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The query behind one version's document, only if it is the project's, for a `db.batch` beside the project's own
 * read (docs/decisions/0858-a-signed-in-page-in-two-round-trips.md); `versionDocumentOf` reads its rows.
 */
export function versionQuery(db: Database, projectId: number, versionId: number) {
  return db
    .select({ document: projectVersions.document })
    .from(projectVersions)
    .where(and(eq(projectVersions.id, versionId), eq(projectVersions.projectId, projectId)));
}

/** One version's document (upgraded to the current schema), or 404 when it is not this project's. */
export async function versionDocument(app: AppContext, project: Project, versionId: number): Promise<SiteDocument> {
  return versionDocumentOf((await versionQuery(app.db, project.id, versionId))[0]);
}

/** The document from the row `versionQuery` read (upgraded to the current schema), or 404 when there is none. */
export function versionDocumentOf(row: { document: unknown } | undefined): SiteDocument {
  if (!row) throw new DomainError("NOT_FOUND", VERSION_MESSAGES.notFound);
  const parsed = storedSiteDocumentSchema.safeParse(row.document);
  if (!parsed.success) throw new DomainError("INVALID", VERSION_MESSAGES.notFound);
  return parsed.data;
}

/** Brings an earlier version back as the newest one: nothing is lost, the state it replaces stays in the history. */
export async function restoreVersion(app: AppContext, project: Project, versionId: number): Promise<Project> {
  if (project.status === "generating") throw new DomainError("GENERATING", PROJECT_MESSAGES.alreadyGenerating);
  const document = await versionDocument(app, project, versionId);
  return recordVersion(app, project, { document, kind: "restored", restoredFrom: versionId });
}

/**
 * After a publish: the live state becomes a "published" version (the same document as the newest) and the
 * project records it as live. Publishing again with no change since records nothing new.
 */
export async function recordPublished(app: AppContext, project: Project): Promise<Project> {
  const document = project.document;
  if (document === null) return project;
  if (project.versionId !== null && project.versionId === project.publishedVersionId) return project;
  const now = Date.now();
  const [version] = await app.db
    .insert(projectVersions)
    .values({ projectId: project.id, kind: "published", document, summary: { ...summariseDocument(document), language: siteLanguageOf(document as { language?: unknown }) }, startedAt: new Date(now), createdAt: new Date(now) })
    .returning({ id: projectVersions.id })
    .catch((error: unknown) => {
      if (deletedMeanwhile(error)) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.notFound);
      throw error;
    });
  if (!version) return project;
  // Only if no other write landed meanwhile; else the publish stays recorded as a version, not as the newest.
  const unchanged = project.versionId === null ? isNull(projects.versionId) : eq(projects.versionId, project.versionId);
  const [updated] = await app.db
    .update(projects)
    .set({ versionId: version.id, publishedVersionId: version.id })
    .where(and(eq(projects.id, project.id), unchanged))
    .returning();
  if (updated) {
    await compactVersions(app, updated, now);
    return updated;
  }
  const [marked] = await app.db.update(projects).set({ publishedVersionId: version.id }).where(eq(projects.id, project.id)).returning();
  return marked ?? project;
}

/** Whether the live site differs from the newest version (the editor's "Unpublished changes"). */
export function hasUnpublishedChanges(project: Project): boolean {
  if (project.publishedAt === null) return false;
  if (project.publishedVersionId !== null && project.versionId !== null) return project.versionId !== project.publishedVersionId;
  // Published before versions existed: the times tell.
  return project.updatedAt.getTime() > project.publishedAt.getTime() + 1000;
}

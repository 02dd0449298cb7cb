import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { NOTIFICATION_MESSAGES } from "@core/notifications/messages";
import { DomainError } from "@core/errors";
import type { AppContext } from "@server/platform";
import type { Settings } from "@server/platform";
import { projects, publishedSites, type Project, type PublishedSite } from "@server/db";
import { notifyUser } from "@server/accounts";
import { projectDocument } from "@server/projects";
import { recordPublished } from "@server/projects";
import { renderSite } from "@server/render";
import { publishableDocument } from "@core/sites/publishable";
import { withSearchHead } from "./search-head";
import type { BrandHead } from "@core/sites/site-page";
import { brandBackground, makeBrandAssets } from "@server/brand";
import { loadBrandPictures } from "@server/brand";
import { deleteBrandFiles, storeBrandFiles } from "@server/brand";

/** KV keeps a copy of each published page under this key; D1 stays the record. */
export const siteCacheKey = (slug: string) => `site:v1:${slug}`;

/**
 * A cached copy expires on its own after an hour (then the next visit reads D1 and caches it again): a
 * backstop, so no copy can outlive its record for long whatever happens (docs/decisions/0200-publishing-serialised-in-d1.md).
 */
export const CACHED_SITE_TTL_SECONDS = 3600;

/**
 * Told, in this isolate, after a site's copies in D1 and KV changed (a publish, an unpublish, a delete), so copies
 * kept in memory go at once (docs/decisions/0887-published-pages-kept-in-memory-for-seconds.md).
 */
const siteChangeListeners = new Set<(slug: string) => void>();
export function onPublishedSiteChange(listener: (slug: string) => void): void {
  siteChangeListeners.add(listener);
}
function publishedSiteChanged(slug: string): void {
  for (const listener of siteChangeListeners) listener(slug);
}

interface CachedSite {
  html: string;
  etag: string;
  publishedAt: number;
  /** Whose visits a view counts (copies written before visitor counts lack it and are read from D1 again). */
  projectId?: number;
}

/** An ETag we can send as it is: a quoted run of safe characters (no CR/LF, no quotes inside), at most 128. */
const SAFE_ETAG = /^(W\/)?"[\x21\x23-\x7e]{1,126}"$/;

/** A cached copy read back from KV, or null when it is not one we wrote (corrupt, empty, binary, wrong shape). */
export function parseCachedSite(raw: string | null): CachedSite | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { html, etag, publishedAt, projectId } = value as Record<string, unknown>;
  if (typeof html !== "string" || html.length === 0 || typeof etag !== "string" || !SAFE_ETAG.test(etag) || typeof publishedAt !== "number") return null;
  return Number.isSafeInteger(projectId) ? { html, etag, publishedAt, projectId: projectId as number } : { html, etag, publishedAt };
}

/**
 * Where the site's contact form posts. Served at /s/{slug} the site shares the app's host, so a path is
 * enough (and right behind any proxy); on its own subdomain, or as a downloaded file, it needs APP_URL.
 */
export function messagesUrl(env: Settings, slug: string, { absolute = false } = {}): string {
  const path = `/api/v1/sites/${encodeURIComponent(slug)}/messages`;
  return absolute || env.SITES_DOMAIN?.trim() ? new URL(path, env.APP_URL).toString() : path;
}

/** The public address of a site: a subdomain when SITES_DOMAIN is set, else /s/{slug} on the app. */
export function publicSiteUrl(env: Settings, slug: string): string {
  const domain = env.SITES_DOMAIN?.trim();
  return domain ? `https://${slug}.${domain}/` : new URL(`/s/${slug}`, env.APP_URL).toString();
}

/**
 * The page a project publishes (or downloads): the renderer's page with its canonical address, and the
 * search engines' tags (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md).
 */
export function renderPublishedPage(env: Settings, project: Project, document: NonNullable<ReturnType<typeof projectDocument>>, { absolute = false, page = null, brand }: { absolute?: boolean; page?: string | null; brand?: BrandHead } = {}): string {
  const canonicalUrl = publicPageUrl(env, project.slug, page);
  const mediaBase = absolute ? new URL(env.APP_URL).origin : "";
  const html = renderSite(document, { formAction: messagesUrl(env, project.slug, { absolute }), canonicalUrl, page, base: siteBasePath(env, project.slug), brand, mediaBase });
  return withSearchHead(html, document, { canonicalUrl, hidden: project.hideFromSearch });
}

/** The root path links between a site's pages start from: "" on the site's own host, else /s/{slug}. */
export function siteBasePath(env: Settings, slug: string): string {
  return env.SITES_DOMAIN?.trim() ? "" : `/s/${slug}`;
}

/** The public address of one page of a site (the home page's for null). */
export function publicPageUrl(env: Settings, slug: string, page: string | null): string {
  const home = publicSiteUrl(env, slug);
  return page === null ? home : `${home.replace(/\/$/, "")}/${page}`;
}

export interface PublishedPage {
  slug: string;
  html: string;
  etag: string;
}

/** Every page but the home page, rendered for publishing (with an ETag each), with the home page's icons and share card. */
async function renderOtherPages(env: Settings, project: Project, document: NonNullable<ReturnType<typeof projectDocument>>, brand?: BrandHead): Promise<PublishedPage[]> {
  const published = publishableDocument(document);
  return Promise.all(
    published.pages.map(async (page) => {
      const html = renderPublishedPage(env, project, document, { page: page.slug, brand });
      return { slug: page.slug, html, etag: await etagOf(html) };
    }),
  );
}

async function etagOf(html: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(html));
  return `"${[...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/**
 * Puts a copy in KV, then checks it against D1 and corrects it until they agree (or deletes it). Publish,
 * unpublish and delete change D1 first and KV after, so whichever of them writes KV last, this check
 * after every write leaves KV holding D1's current page or nothing (docs/decisions/0200-publishing-serialised-in-d1.md).
 */
export async function cacheSite(app: AppContext, slug: string, site: CachedSite): Promise<void> {
  try {
    let written = site;
    for (let attempt = 0; attempt < 3; attempt++) {
      await app.env.CACHE.put(siteCacheKey(slug), JSON.stringify(written), { expirationTtl: CACHED_SITE_TTL_SECONDS });
      const record = await app.db.query.publishedSites.findFirst({ where: eq(publishedSites.slug, slug) });
      if (!record) break;
      if (record.publishedAt.getTime() === written.publishedAt && (record.etag === written.etag || !SAFE_ETAG.test(record.etag))) return;
      written = { html: record.html, etag: SAFE_ETAG.test(record.etag) ? record.etag : await etagOf(record.html), publishedAt: record.publishedAt.getTime(), projectId: record.projectId };
    }
    await app.env.CACHE.delete(siteCacheKey(slug));
  } finally {
    publishedSiteChanged(slug);
  }
}

async function reread(app: AppContext, projectId: number): Promise<Project | undefined> {
  return app.db.query.projects.findFirst({ where: eq(projects.id, projectId) });
}

/**
 * Renders the project's site once and stores it: D1 is the record, KV the cache. Republishing replaces
 * both at the same address. The D1 part is one batch (a transaction) that writes only while the project
 * exists with a site, so a publish racing a delete or a regeneration answers 404 or 400, never 500; the
 * owner hears about a publish only when the page changed (twenty identical publishes tell them once).
 */
export async function publishProject(app: AppContext, project: Project): Promise<Project> {
  const document = projectDocument(project);
  if (!document || project.status === "generating") throw new DomainError("NOT_GENERATED", PROJECT_MESSAGES.notGenerated);
  const { head: brand, logoGone } = await publishBrandFiles(app, project, document);
  // A draft may still name an uploaded logo deleted since: the page shows the name instead of a broken picture.
  const shown = logoGone ? { ...document, logo: undefined } : document;
  const html = renderPublishedPage(app.env, project, shown, { brand });
  const etag = await etagOf(html);
  const pages = JSON.stringify(await renderOtherPages(app.env, project, shown, brand));
  const now = new Date();
  const [previous, , updated] = await app.db.batch([
    app.db.select({ etag: publishedSites.etag }).from(publishedSites).where(eq(publishedSites.projectId, project.id)),
    app.db
      .insert(publishedSites)
      .select(
        app.db
          .select({
            slug: projects.slug,
            projectId: projects.id,
            html: sql<string>`${html}`.as("html"),
            etag: sql<string>`${etag}`.as("etag"),
            publishedAt: sql<number>`${now.getTime()}`.as("published_at"),
            pages: sql<string>`${pages}`.as("pages"),
          })
          .from(projects)
          .where(and(eq(projects.id, project.id), isNotNull(projects.document), ne(projects.status, "generating"))),
      )
      .onConflictDoUpdate({
        target: publishedSites.projectId,
        set: { slug: sql`excluded.slug`, html: sql`excluded.html`, etag: sql`excluded.etag`, publishedAt: sql`excluded.published_at`, pages: sql`excluded.pages` },
      }),
    app.db
      .update(projects)
      .set({ status: "published", publishedAt: now, updatedAt: now })
      .where(and(eq(projects.id, project.id), sql`EXISTS (SELECT 1 FROM published_sites WHERE project_id = ${project.id} AND published_at = ${now.getTime()})`))
      .returning(),
  ]);
  const published = updated[0];
  if (!published) {
    // A delete or unpublish won: the icons just stored must not outlive the page (docs/security.md).
    await deleteUnlinkedBrandFiles(app, project.slug, { refused: true });
    const current = await reread(app, project.id);
    if (!current) throw new DomainError("NOT_FOUND", PROJECT_MESSAGES.notFound);
    if (current.status === "generating") throw new DomainError("GENERATING", PROJECT_MESSAGES.alreadyGenerating);
    throw new DomainError("NOT_GENERATED", PROJECT_MESSAGES.notGenerated);
  }
  await cacheSite(app, published.slug, { html, etag, publishedAt: now.getTime(), projectId: published.id });
  // The live version is the one rendered: the document and newest version as read before publishing.
  const recorded = await recordPublished(app, { ...published, document: project.document, versionId: project.versionId, publishedVersionId: project.publishedVersionId });
  app.executionCtx.waitUntil(deleteUnlinkedBrandFiles(app, published.slug));
  if (previous[0]?.etag !== etag) {
    await notifyUser(app.db, project.userId, {
      kind: "site_published",
      ...NOTIFICATION_MESSAGES.sitePublished,
      values: { name: project.name, address: publicSiteUrl(app.env, project.slug) },
      link: `/u/projects/${project.id}`,
    });
  }
  return recorded;
}

/**
 * Makes and stores the site's icons and share card before the page that links to them is written. A
 * failure costs the page its icons, never its publication (logged).
 */
async function publishBrandFiles(app: AppContext, project: Project, document: NonNullable<ReturnType<typeof projectDocument>>): Promise<{ head?: BrandHead; logoGone: boolean }> {
  let logoGone = false;
  try {
    const pictures = await loadBrandPictures(app.env, document, { background: brandBackground(document) });
    logoGone = pictures.logoGone ?? false;
    const assets = await makeBrandAssets(app.env, document, { slug: project.slug, siteUrl: publicSiteUrl(app.env, project.slug), pictures });
    await storeBrandFiles(app, project.slug, assets.files);
    return { head: assets.head, logoGone };
  } catch (error) {
    console.warn(`[${app.requestId}] brand files for ${project.slug} could not be made; publishing without them`, error);
    return { logoGone };
  }
}

/**
 * After a publish: deletes the brand files the live page does not link to (a racing publish's stay while its
 * page is live). After a refused one (the project deleted or regenerating) with no page live, deletes them all:
 * no later publish of that project can be on its way, so nothing it stored is lost.
 */
async function deleteUnlinkedBrandFiles(app: AppContext, slug: string, { refused = false } = {}): Promise<void> {
  const record = await app.db.query.publishedSites.findFirst({ where: eq(publishedSites.slug, slug), columns: { html: true } });
  if (!record && !refused) return;
  const linked = record ? [...[...record.html.matchAll(/\/_brand\/[a-z0-9-]+\/([a-z0-9-]+\.[a-z]{3,4})/g)].map((match) => match[1]!), "favicon.ico"] : [];
  await deleteBrandFiles(app, slug, linked).catch((error: unknown) => console.warn(`[${app.requestId}] stale brand files of ${slug} stay for now`, error));
}

/** Takes the site offline: the record goes (one batch with the project's status), then the cached copy; the address answers 404. */
export async function unpublishProject(app: AppContext, project: Project): Promise<Project> {
  const [, updated] = await app.db.batch([
    app.db.delete(publishedSites).where(eq(publishedSites.projectId, project.id)),
    app.db
      .update(projects)
      .set({ status: sql`CASE WHEN ${projects.status} = 'published' THEN 'ready' ELSE ${projects.status} END`, publishedAt: null, publishedVersionId: null, updatedAt: new Date() })
      .where(eq(projects.id, project.id))
      .returning(),
  ]);
  await app.env.CACHE.delete(siteCacheKey(project.slug)).finally(() => publishedSiteChanged(project.slug));
  await deleteBrandFiles(app, project.slug);
  return updated[0] ?? project;
}

/** Takes a deleted project's page out of the KV cache and its brand files out of R2 (the record went with the project). */
export async function forgetPublishedSite(app: AppContext, slug: string): Promise<void> {
  await app.env.CACHE.delete(siteCacheKey(slug)).finally(() => publishedSiteChanged(slug));
  await deleteBrandFiles(app, slug);
}

export interface ServedSite {
  projectId: number;
  html: string;
  etag: string;
  source: "kv" | "d1";
}

/**
 * A published page by slug: KV first; on a miss, or a copy that is not one we wrote, D1, which then
 * refills KV after the response (checked against D1 again, like every KV write).
 */
export async function findPublishedSite(app: AppContext, slug: string): Promise<ServedSite | null> {
  const cached = parseCachedSite(await app.env.CACHE.get(siteCacheKey(slug), "text").catch(() => null));
  if (cached?.projectId !== undefined) return { projectId: cached.projectId, html: cached.html, etag: cached.etag, source: "kv" };
  const record: PublishedSite | undefined = await app.db.query.publishedSites.findFirst({ where: eq(publishedSites.slug, slug) });
  if (!record || !record.html) return null;
  const etag = SAFE_ETAG.test(record.etag) ? record.etag : await etagOf(record.html);
  app.executionCtx.waitUntil(cacheSite(app, slug, { html: record.html, etag, publishedAt: record.publishedAt.getTime(), projectId: record.projectId }));
  return { projectId: record.projectId, html: record.html, etag, source: "d1" };
}

/**
 * One of a published site's other pages, read from D1 (the home page has the KV cache; the other pages are
 * visited less and are read straight from the record, so they can never outlive it).
 */
export async function findPublishedPage(app: AppContext, slug: string, page: string): Promise<ServedSite | null> {
  const row = await app.env.DB.prepare("SELECT published_sites.project_id AS projectId, json_extract(value, '$.html') AS html, json_extract(value, '$.etag') AS etag FROM published_sites, json_each(published_sites.pages) WHERE published_sites.slug = ? AND json_extract(value, '$.slug') = ?")
    .bind(slug, page)
    .first<{ projectId: number; html: string | null; etag: string | null }>();
  if (!row?.html) return null;
  return { projectId: row.projectId, html: row.html, etag: row.etag && SAFE_ETAG.test(row.etag) ? row.etag : await etagOf(row.html), source: "d1" };
}

/** The slugs of a published site's other pages, in navigation order (for its sitemap). */
export async function publishedPageSlugs(app: AppContext, slug: string): Promise<string[]> {
  const rows = await app.env.DB.prepare("SELECT json_extract(value, '$.slug') AS page FROM published_sites, json_each(published_sites.pages) WHERE published_sites.slug = ? ORDER BY json_each.key")
    .bind(slug)
    .all<{ page: string }>();
  return rows.results.map((row) => row.page).filter((page) => typeof page === "string" && /^[a-z0-9-]{1,40}$/.test(page));
}

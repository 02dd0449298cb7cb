import { eq } from "drizzle-orm";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { DomainError } from "@core/errors";
import type { AppContext } from "@server/context";
import { projects, publishedSites, type Project, type PublishedSite } from "../../db/schema";
import { notifyUser } from "../../notifications/notifications";
import { projectDocument } from "../../projects/projects";
import { renderSite } from "../render/render-site";

/** KV keeps a copy of each published page under this key; D1 stays the record. */
export const siteCacheKey = (slug: string) => `site:v1:${slug}`;

interface CachedSite {
  html: string;
  etag: string;
  publishedAt: number;
}

/**
 * Where the site's contact form posts. Served at /s/{slug} the site shares the app's host, so a path is
 * enough (and right behind any proxy); on its own subdomain, or as a downloaded file, it needs APP_URL.
 */
export function messagesUrl(env: Env & { SITES_DOMAIN?: string }, slug: string, { absolute = false } = {}): string {
  const path = `/api/v1/sites/${encodeURIComponent(slug)}/messages`;
  return absolute || env.SITES_DOMAIN?.trim() ? new URL(path, env.APP_URL).toString() : path;
}

/** The public address of a site: a subdomain when SITES_DOMAIN is set, else /s/{slug} on the app. */
export function publicSiteUrl(env: Env & { SITES_DOMAIN?: string }, slug: string): string {
  const domain = env.SITES_DOMAIN?.trim();
  return domain ? `https://${slug}.${domain}/` : new URL(`/s/${slug}`, env.APP_URL).toString();
}

async function etagOf(html: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(html));
  return `"${[...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/**
 * Renders the project's site once and stores it: D1 is the record, KV the cache. Republishing replaces
 * both at the same address.
 */
export async function publishProject(app: AppContext, project: Project): Promise<Project> {
  const document = projectDocument(project);
  if (!document || project.status === "generating") throw new DomainError("NOT_GENERATED", PROJECT_MESSAGES.notGenerated);
  const html = renderSite(document, { formAction: messagesUrl(app.env, project.slug), canonicalUrl: publicSiteUrl(app.env, project.slug) });
  const etag = await etagOf(html);
  const now = new Date();
  await app.db
    .insert(publishedSites)
    .values({ slug: project.slug, projectId: project.id, html, etag, publishedAt: now })
    .onConflictDoUpdate({ target: publishedSites.projectId, set: { slug: project.slug, html, etag, publishedAt: now } });
  const [updated] = await app.db.update(projects).set({ status: "published", publishedAt: now, updatedAt: now }).where(eq(projects.id, project.id)).returning();
  await app.env.CACHE.put(siteCacheKey(project.slug), JSON.stringify({ html, etag, publishedAt: now.getTime() } satisfies CachedSite));
  await notifyUser(app.db, project.userId, {
    kind: "site_published",
    title: `${project.name} is live`,
    body: `Your site is published at ${publicSiteUrl(app.env, project.slug)}`,
    link: `/u/projects/${project.id}`,
  });
  return updated ?? project;
}

/** Takes the site offline: the record and the cached copy go, the address answers 404. */
export async function unpublishProject(app: AppContext, project: Project): Promise<Project> {
  await app.db.delete(publishedSites).where(eq(publishedSites.projectId, project.id));
  await app.env.CACHE.delete(siteCacheKey(project.slug));
  const status = project.status === "published" ? "ready" : project.status;
  const [updated] = await app.db.update(projects).set({ status, publishedAt: null, updatedAt: new Date() }).where(eq(projects.id, project.id)).returning();
  return updated ?? project;
}

/** Deletes a project with its published record (cascade) and its cached page: the address answers 404 at once. */
export async function deleteProject(app: AppContext, project: Project): Promise<void> {
  await app.db.delete(projects).where(eq(projects.id, project.id));
  await app.env.CACHE.delete(siteCacheKey(project.slug));
}

export interface ServedSite {
  html: string;
  etag: string;
  source: "kv" | "d1";
}

/** A published page by slug: KV first; on a miss D1, which then refills KV after the response. */
export async function findPublishedSite(app: AppContext, slug: string): Promise<ServedSite | null> {
  const cached = await app.env.CACHE.get<CachedSite>(siteCacheKey(slug), "json");
  if (cached?.html) return { html: cached.html, etag: cached.etag, source: "kv" };
  const record: PublishedSite | undefined = await app.db.query.publishedSites.findFirst({ where: eq(publishedSites.slug, slug) });
  if (!record) return null;
  app.executionCtx.waitUntil(
    app.env.CACHE.put(siteCacheKey(slug), JSON.stringify({ html: record.html, etag: record.etag, publishedAt: record.publishedAt.getTime() } satisfies CachedSite)),
  );
  return { html: record.html, etag: record.etag, source: "d1" };
}

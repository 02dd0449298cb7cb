import { eq } from "drizzle-orm";
import type { AppContext } from "@server/platform";
import { projects, publishedSites } from "@server/db";
import { escapeMarkup } from "@core/markup";
import { publishedPageSlugs } from "@server/publishing";

interface SearchRecord {
  hidden: boolean;
  publishedAt: Date;
}

async function searchRecord(app: AppContext, slug: string): Promise<SearchRecord | null> {
  const [row] = await app.db
    .select({ hidden: projects.hideFromSearch, publishedAt: publishedSites.publishedAt })
    .from(publishedSites)
    .innerJoin(projects, eq(projects.id, publishedSites.projectId))
    .where(eq(publishedSites.slug, slug));
  return row ?? null;
}

const TEXT = "text/plain; charset=utf-8";

function answer(body: string, type: string, request: Request, status = 200): Response {
  return new Response(request.method === "HEAD" ? null : body, {
    status,
    headers: { "Content-Type": type, "Cache-Control": status === 200 ? "public, max-age=300" : "no-store", "X-Content-Type-Options": "nosniff" },
  });
}

/**
 * robots.txt for a site whose address is `siteUrl` (`https://{slug}.{SITES_DOMAIN}/` or `{APP_URL}/s/{slug}`):
 * everything allowed with the sitemap named, or everything refused when the owner hid the site.
 */
export async function serveRobots(app: AppContext, slug: string, siteUrl: string, request: Request): Promise<Response> {
  const record = await searchRecord(app, slug);
  if (!record) return answer("Not Found\n", TEXT, request, 404);
  const base = new URL(siteUrl);
  const path = base.pathname.endsWith("/") ? base.pathname : `${base.pathname}/`;
  if (record.hidden) return answer(`User-agent: *\nDisallow: ${path}\n`, TEXT, request);
  return answer(`User-agent: *\nAllow: ${path}\n\nSitemap: ${new URL(`${path}sitemap.xml`, base).toString()}\n`, TEXT, request);
}

/** sitemap.xml: every page of the site at its canonical address, last changed when it was last published; none for a hidden site. */
export async function serveSitemap(app: AppContext, slug: string, siteUrl: string, request: Request): Promise<Response> {
  const record = await searchRecord(app, slug);
  if (!record || record.hidden) return answer("Not Found\n", TEXT, request, 404);
  const pages = await publishedPageSlugs(app, slug);
  const lastmod = record.publishedAt.toISOString();
  const urls = [siteUrl, ...pages.map((page) => `${siteUrl.replace(/\/$/, "")}/${page}`)];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `<url><loc>${escapeMarkup(url)}</loc><lastmod>${lastmod}</lastmod></url>\n`).join("")}</urlset>\n`;
  return answer(xml, "application/xml; charset=utf-8", request);
}

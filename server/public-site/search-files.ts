import { eq } from "drizzle-orm";
import type { AppContext } from "@server/platform";
import { projects, publishedSites } from "@server/db";
import { escapeMarkup } from "@core/markup";
import { publishedPageSlugs } from "@server/publishing";
import type { SiteAnswer } from "./site-answer";

// What search engines read beside a published site (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md).
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

const NOT_FOUND: SiteAnswer = { kind: "not-found" };
const PUBLIC_FOR_FIVE_MINUTES = { maxAgeSeconds: 300 };
const text = (body: string): SiteAnswer => ({ kind: "text", body, contentType: "text/plain", caching: PUBLIC_FOR_FIVE_MINUTES });

/**
 * robots.txt for a site whose address is `siteUrl` (`https://{slug}.{SITES_DOMAIN}/` or `{APP_URL}/s/{slug}`):
 * everything allowed with the sitemap named, or everything refused when the owner hid the site.
 */
export async function robotsFile(app: AppContext, slug: string, siteUrl: string): Promise<SiteAnswer> {
  const record = await searchRecord(app, slug);
  if (!record) return NOT_FOUND;
  const base = new URL(siteUrl);
  const path = base.pathname.endsWith("/") ? base.pathname : `${base.pathname}/`;
  if (record.hidden) return text(`User-agent: *\nDisallow: ${path}\n`);
  return text(`User-agent: *\nAllow: ${path}\n\nSitemap: ${new URL(`${path}sitemap.xml`, base).toString()}\n`);
}

/** sitemap.xml: every page of the site at its canonical address, last changed when it was last published; none for a hidden site. */
export async function sitemapFile(app: AppContext, slug: string, siteUrl: string): Promise<SiteAnswer> {
  const record = await searchRecord(app, slug);
  if (!record || record.hidden) return NOT_FOUND;
  const pages = await publishedPageSlugs(app, slug);
  const lastmod = record.publishedAt.toISOString();
  const urls = [siteUrl, ...pages.map((page) => `${siteUrl.replace(/\/$/, "")}/${page}`)];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `<url><loc>${escapeMarkup(url)}</loc><lastmod>${lastmod}</lastmod></url>\n`).join("")}</urlset>\n`;
  return { kind: "text", body: xml, contentType: "application/xml", caching: PUBLIC_FOR_FIVE_MINUTES };
}

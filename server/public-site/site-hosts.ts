import { eq, or } from "drizzle-orm";
import { isDevelopment } from "@server/platform";
import type { AppContext } from "@server/platform";
import { customDomains, projects } from "@server/db";
import { HOST_CACHE_TTL_SECONDS, hostCacheKey } from "@server/domains";
import { serveSite, slugFromHost } from "./serve-site";
import { serveRobots, serveSitemap } from "./search-files";
import { publicSiteUrl } from "@server/publishing";
import { visitorPage } from "./visitor-pages";
import { BRAND_PATH } from "@server/brand";
import { serveBrandFile } from "@server/brand";
import { serveSiteFont } from "@server/render";
import { serveMedia } from "@server/media";

/** A host that serves one site: its `{slug}.{SITES_DOMAIN}` subdomain or an owner's own domain. */
export interface SiteHost {
  slug: string;
  kind: "subdomain" | "custom";
  /** Set on an apex whose `www.` twin is attached too: every request goes there. */
  redirectTo?: string;
}


/** A name that could be an owner's domain: dotted, not an address, not the app's own host. */
function mayBeCustomHost(app: AppContext, hostname: string): boolean {
  if (!hostname.includes(".") || /^[\d.]+$/.test(hostname) || hostname.startsWith("[")) return false;
  return hostname !== new URL(app.env.APP_URL).hostname.toLowerCase();
}

async function lookUpCustomHost(app: AppContext, hostname: string): Promise<SiteHost | null> {
  const cached = await app.env.CACHE.get<{ site: SiteHost | null }>(hostCacheKey(hostname), "json").catch(() => null);
  if (cached && typeof cached === "object" && "site" in cached) return cached.site;
  const twin = hostname.startsWith("www.") ? hostname.slice(4) : `www.${hostname}`;
  const rows = await app.db
    .select({ hostname: customDomains.hostname, projectId: customDomains.projectId, slug: projects.slug })
    .from(customDomains)
    .innerJoin(projects, eq(projects.id, customDomains.projectId))
    .where(or(eq(customDomains.hostname, hostname), eq(customDomains.hostname, twin)));
  const own = rows.find((row) => row.hostname === hostname);
  const www = rows.find((row) => row.hostname === `www.${hostname}` && row.projectId === own?.projectId);
  const site: SiteHost | null = own ? { slug: own.slug, kind: "custom", ...(www ? { redirectTo: www.hostname } : {}) } : null;
  await app.env.CACHE.put(hostCacheKey(hostname), JSON.stringify({ site }), { expirationTtl: HOST_CACHE_TTL_SECONDS }).catch(() => undefined);
  return site;
}

/** The site a request's host serves, or null for the app's own host (and any host nobody attached). */
export async function siteForHost(app: AppContext, host: string | null): Promise<SiteHost | null> {
  const slug = slugFromHost(app.env, host);
  if (slug) return { slug, kind: "subdomain" };
  const hostname = host?.toLowerCase().split(":")[0] ?? "";
  return mayBeCustomHost(app, hostname) ? lookUpCustomHost(app, hostname) : null;
}

/**
 * Answers a request on a site's own host (docs/decisions/0841-custom-domains-through-cloudflare-for-saas.md):
 * only the site's paths (its page, robots.txt, sitemap.xml, its icon, brand files and fonts), never the app's screens or API. An owner's
 * domain is HTTPS only (plain http is allowed in development, for `curl -H 'Host: …'`), and an apex whose
 * www twin is attached sends every request there.
 */
export async function serveSiteHost(app: AppContext, site: SiteHost, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const secure = url.protocol === "https:" || isDevelopment(app.env) || site.kind === "subdomain";
  if (site.redirectTo || !secure) {
    const target = new URL(url.pathname + url.search, `https://${site.redirectTo ?? url.hostname}`);
    return new Response(null, { status: 301, headers: { Location: target.toString(), "Cache-Control": "public, max-age=3600" } });
  }
  const siteUrl = site.kind === "custom" ? `https://${url.hostname}/` : publicSiteUrl(app.env, site.slug);
  if (request.method === "GET" || request.method === "HEAD") {
    if (url.pathname === "/") return serveSite(app, site.slug, request, null, { absoluteFormAction: site.kind === "custom" });
    // Search engines' files (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md).
    if (url.pathname === "/robots.txt") return serveRobots(app, site.slug, siteUrl, request);
    if (url.pathname === "/sitemap.xml") return serveSitemap(app, site.slug, siteUrl, request);
    // Browsers ask every host for its icon; the page links its own brand files (docs/decisions/0862-brand-files-made-at-publish-kept-in-r2.md).
    // The site's photos (docs/decisions/0800-photos-on-r2-through-the-images-binding.md).
    const photo = /^\/media\/([0-9a-f]{24})\/([0-9]{2,4}\.webp)$/.exec(url.pathname);
    if (photo) return serveMedia(app.env, photo[1]!, photo[2]!, request);
    if (url.pathname === "/favicon.ico") return serveBrandFile(app, site.slug, "favicon.ico", request);
    const brandFile = url.pathname.startsWith(`${BRAND_PATH}${site.slug}/`) ? url.pathname.slice(`${BRAND_PATH}${site.slug}/`.length) : null;
    if (brandFile && /^[a-z0-9.-]{1,80}$/.test(brandFile)) return serveBrandFile(app, site.slug, brandFile, request);
    // The site's fonts (docs/decisions/0860-site-fonts-self-hosted-from-the-worker.md).
    const font = /^\/_fonts\/([a-z0-9-]{1,80}\.woff2)$/.exec(url.pathname)?.[1];
    if (font) return serveSiteFont(font);
    // The site's other pages (docs/decisions/0810-editor-v2-pages-and-structure.md).
    const page = /^\/([a-z0-9-]{1,40})\/?$/.exec(url.pathname)?.[1];
    if (page) {
      const answer = await serveSite(app, site.slug, request, page, { absoluteFormAction: site.kind === "custom" });
      if (answer.status !== 404) return answer;
    }
  }
  const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
  if (request.method !== "GET" && request.method !== "HEAD") return new Response(visitorPage({ title: "Not allowed", message: "This address only shows the site." }), { status: 405, headers: { ...headers, Allow: "GET, HEAD" } });
  return new Response(visitorPage({ title: "Page not found", message: "There is no page at this address.", backHref: "/", backLabel: "Back to the site" }), { status: 404, headers });
}

import { eq, or } from "drizzle-orm";
import type { AppContext } from "@server/platform";
import { customDomains, projects } from "@server/db";
import { HOST_CACHE_TTL_SECONDS, hostCacheKey } from "@server/domains";
import { slugFromHost } from "./serve-site";

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
  return hostname !== new URL(app.env.APP_URL).hostname.toLowerCase().replace(/\.$/, "");
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

/**
 * The site a request's host serves, or null for the app's own host (and any host nobody attached).
 * `hostname` comes normalised by the one router (lower case, no port, no trailing dot).
 */
export async function siteForHost(app: AppContext, hostname: string): Promise<SiteHost | null> {
  const slug = slugFromHost(app.env, hostname);
  if (slug) return { slug, kind: "subdomain" };
  return mayBeCustomHost(app, hostname) ? lookUpCustomHost(app, hostname) : null;
}

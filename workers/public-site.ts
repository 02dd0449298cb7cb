import type { Context, Next } from "hono";
import type { Visitor } from "@server/analytics";
import { answerSiteRequest, sharedFileAnswer, siteForHost, type Caching, type SiteAnswer, type SiteRequest } from "@server/public-site";
import type { ApiEnv } from "./api/api-env";

// The one router for published sites (docs/architecture.md, "The public site"): `/s/{slug}/…` on the app's host
// and every path of a site's own host go to server/public-site, which says what the request is; this file
// turns that value into HTTP.

const SITE = "/s/:slug{[a-z0-9-]{1,60}}";
/**
 * A site's paths under the app's host, listed one by one so the router's table (read by the fuzz test and the
 * docs) names each; anything else under /s/{slug} is the app's (its 404 page).
 */
export const SITE_PATHS = [SITE, `${SITE}/`, `${SITE}/robots.txt`, `${SITE}/sitemap.xml`, `${SITE}/favicon.ico`, `${SITE}/:page{[a-z0-9-]{1,40}}`, `${SITE}/:page{[a-z0-9-]{1,40}}/`];
/** Files every host of ours serves: photos, published sites' brand files, the fonts' earlier names. */
export const SHARED_FILE_PATHS = ["/media/:id{[0-9a-f]{24}}/:file{[0-9]{2,4}\\.webp}", "/_brand/:slug{[a-z0-9-]{1,60}}/:file{[a-z0-9.-]{1,80}}", "/_fonts/:file{[a-z0-9-]{1,80}\\.woff2}"];

const IMMUTABLE = "public, max-age=31536000, immutable";
/** A published page is fresh for a minute, then asked again: a republish or an unpublish shows within a minute. */
const PAGE_CACHING: Caching = { maxAgeSeconds: 60, revalidate: true };

/** A host as the router compares it: lower case, without a port or the root's trailing dot. */
export function normaliseHostname(url: URL): string {
  return url.hostname.toLowerCase().replace(/\.$/, "");
}

/** What a page view is counted from, read off the request (no cookie, nothing stored about the person). */
export function visitorOf(request: Request): Visitor {
  const headers = request.headers;
  const country = (request.cf as { country?: unknown } | undefined)?.country;
  return {
    userAgent: headers.get("user-agent") ?? "",
    purpose: headers.get("sec-purpose") ?? headers.get("purpose") ?? "",
    referrer: headers.get("referer"),
    // The router's one form of the host (the URL's host is the Host header), so "is this the site itself" matches.
    host: normaliseHostname(new URL(request.url)),
    country: typeof country === "string" ? country : null,
    address: headers.get("cf-connecting-ip"),
  };
}

function siteRequestOf(request: Request, url: URL, path: string): SiteRequest {
  return { method: request.method, path, conditions: request.headers, secure: url.protocol === "https:", hostname: normaliseHostname(url), origin: url.origin, pathAndQuery: url.pathname + url.search, visitor: visitorOf(request) };
}

function cacheControl(caching: Caching): string {
  if (caching === "immutable") return IMMUTABLE;
  if (caching === "no-store") return "no-store";
  return `public, max-age=${caching.maxAgeSeconds}${caching.revalidate ? ", must-revalidate" : ""}`;
}

/** The HTTP answer for what the public site decided; HEAD gets the same headers and no body. */
export function respond(answer: SiteAnswer, request: Request): Response {
  const body = <T>(value: T) => (request.method === "HEAD" ? null : value);
  const html = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
  switch (answer.kind) {
    case "page": {
      const { page } = answer;
      const headers = new Headers({
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": cacheControl(PAGE_CACHING),
        ETag: page.etag,
        "Content-Security-Policy": page.contentSecurityPolicy,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "X-May-Source": page.source,
      });
      if (request.headers.get("If-None-Match") === page.etag) return new Response(null, { status: 304, headers });
      return new Response(body(page.html), { status: 200, headers });
    }
    case "text":
      return new Response(body(answer.body), { status: 200, headers: { "Content-Type": `${answer.contentType}; charset=utf-8`, "Cache-Control": cacheControl(answer.caching), "X-Content-Type-Options": "nosniff" } });
    case "file": {
      const { object, contentType, caching, crossOrigin, svg } = answer.file;
      const headers = new Headers({ "Content-Type": contentType, "Cache-Control": cacheControl(caching), ETag: object.httpEtag, "X-Content-Type-Options": "nosniff" });
      if (crossOrigin) headers.set("Cross-Origin-Resource-Policy", "cross-origin");
      // An SVG opened on its own runs nothing and loads nothing.
      if (svg) headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
      // R2 leaves the body out when the request's condition says the browser's copy is current.
      if (!("body" in object)) return new Response(null, { status: 304, headers });
      headers.set("Content-Length", String(object.size));
      return new Response(body(object.body), { status: 200, headers });
    }
    case "redirect": {
      const headers = new Headers({ Location: answer.location, "Cache-Control": cacheControl(answer.caching) });
      if (answer.crossOrigin) headers.set("Access-Control-Allow-Origin", "*");
      return new Response(null, { status: 301, headers });
    }
    case "not-allowed":
      return new Response(answer.page, { status: 405, headers: { ...html, Allow: answer.allow } });
    case "not-found":
      if (answer.page) return new Response(body(answer.page), { status: 404, headers: html });
      return new Response(body("Not found"), { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });
  }
}

/** GET and HEAD of `/s/{slug}` and its paths; a path that is not the site's goes on to the app. */
export async function serveSitePath(c: Context<ApiEnv>, next: Next) {
  const slug = c.req.param("slug") ?? "";
  const url = new URL(c.req.url);
  const path = url.pathname.slice(`/s/${slug}`.length) || "/";
  const answer = await answerSiteRequest(c.var.app, { slug, kind: "path" }, siteRequestOf(c.req.raw, url, path));
  return answer ? respond(answer, c.req.raw) : next();
}

/** GET and HEAD of a photo, a brand file or an earlier font name, on the app's host. */
export async function serveSharedFile(c: Context<ApiEnv>, next: Next) {
  const answer = await sharedFileAnswer(c.var.app, new URL(c.req.url).pathname, { conditions: c.req.raw.headers });
  return answer ? respond(answer, c.req.raw) : next();
}

/**
 * A published site on its own host ({slug}.{SITES_DOMAIN} or the owner's domain) is all that host serves: the
 * site's paths, never the app's screens or API (docs/decisions/0841-custom-domains-through-cloudflare-for-saas.md).
 */
export async function serveSiteHosts(c: Context<ApiEnv>, next: Next) {
  // The URL's host is the Host header (Cloudflare and the dev server build it from there), and is never missing.
  const url = new URL(c.req.url);
  const site = await siteForHost(c.var.app, normaliseHostname(url));
  if (!site) return next();
  const answer = await answerSiteRequest(c.var.app, site, siteRequestOf(c.req.raw, url, url.pathname));
  return respond(answer ?? { kind: "not-found" }, c.req.raw);
}

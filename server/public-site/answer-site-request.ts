import { isDevelopment, type AppContext } from "@server/platform";
import { findPublishedSite, publicSiteUrl } from "@server/publishing";
import { BRAND_PATH, FAVICON_ICO, readBrandFile } from "@server/brand";
import { servedMedia } from "@server/media";
import { earlierFontLocation } from "@server/render";
import { siteNotFoundPage, sitePage } from "./serve-site";
import { robotsFile, sitemapFile } from "./search-files";
import { inSiteLook, visitorPage } from "./visitor-pages";
import type { SiteHost } from "./site-hosts";
import type { SiteAnswer, SiteRequest } from "./site-answer";

/** Where a request for a site arrived: under the app's `/s/{slug}`, or on the site's own host. */
export type SiteAddress = { slug: string; kind: "path" } | SiteHost;

const PAGE = /^\/([a-z0-9-]{1,40})\/?$/;
const MEDIA = /^\/media\/([0-9a-f]{24})\/([0-9]{2,4}\.webp)$/;
const FONT = /^\/_fonts\/([a-z0-9-]{1,80}\.woff2)$/;
const BRAND_FILE = /^[a-z0-9.-]{1,80}$/;
const NOT_FOUND: SiteAnswer = { kind: "not-found" };

/**
 * What a request for a published site is (docs/decisions/0841-custom-domains-through-cloudflare-for-saas.md):
 * its pages, robots.txt, sitemap.xml and icon at `/s/{slug}/…`; on the site's own host also its photos, brand
 * files and fonts, and nothing of the app's (its screens and API are never served there). An owner's domain is
 * HTTPS only (plain http is allowed in development, for `curl -H 'Host: …'`), and an apex whose www twin is
 * attached sends every request there. Null: not a site's path under `/s/` (the app answers it).
 */
export async function answerSiteRequest(app: AppContext, site: SiteAddress, request: SiteRequest): Promise<SiteAnswer | null> {
  const onOwnHost = site.kind !== "path";
  if (onOwnHost) {
    const secure = request.secure || isDevelopment(app.env) || site.kind === "subdomain";
    if (site.redirectTo || !secure) return { kind: "redirect", location: `https://${site.redirectTo ?? request.hostname}${request.pathAndQuery}`, caching: { maxAgeSeconds: 3600 } };
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return onOwnHost ? { kind: "not-allowed", page: visitorPage({ title: "Not allowed", message: "This address only shows the site." }), allow: "GET, HEAD" } : null;
  }
  const siteUrl = site.kind === "custom" ? `https://${request.hostname}/` : publicSiteUrl(app.env, site.slug);
  const { path } = request;
  // The form posts to the app from an owner's domain (that host serves only the site's pages).
  const pageOptions = { absoluteFormAction: site.kind === "custom" };
  if (path === "/") {
    const page = await sitePage(app, site.slug, request, null, pageOptions);
    return page ? { kind: "page", page } : { kind: "not-found", page: siteNotFoundPage() };
  }
  // Search engines' files (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md).
  if (path === "/robots.txt") return robotsFile(app, site.slug, siteUrl);
  if (path === "/sitemap.xml") return sitemapFile(app, site.slug, siteUrl);
  // Browsers ask every host for its icon; the page links its own brand files (docs/decisions/0862-brand-files-made-at-publish-kept-in-r2.md).
  if (path === "/favicon.ico") return brandFileAnswer(app, site.slug, FAVICON_ICO, request);
  const pageSlug = PAGE.exec(path)?.[1];
  if (onOwnHost) {
    const shared = await sharedFileAnswer(app, path, request, site.slug);
    if (shared) return shared;
  }
  // The site's other pages (docs/decisions/0810-editor-v2-pages-and-structure.md).
  if (pageSlug) {
    const page = await sitePage(app, site.slug, request, pageSlug, pageOptions);
    if (page) return { kind: "page", page };
    return { kind: "not-found", page: await missingPage(app, site.slug, siteUrl) };
  }
  return onOwnHost ? { kind: "not-found", page: await missingPage(app, site.slug, siteUrl) } : null;
}

/**
 * The 404 of a published site: "Page not found" in the site's own look and language, with the way back to its
 * home page (docs/decisions/0890-a-designed-look-without-photos.md); the neutral page when the site is not published.
 */
async function missingPage(app: AppContext, slug: string, siteUrl: string): Promise<string> {
  const site = await findPublishedSite(app, slug);
  const content = { title: "Page not found", message: "There is no page at this address.", siteUrl, translated: { title: "visitor.notFoundTitle", message: "visitor.notFoundBody" } } as const;
  return (site && inSiteLook(site.html, content)) ?? (site ? pageNotFound() : siteNotFoundPage());
}

/**
 * The files every host of ours serves beside pages: the owners' photos, published sites' icons and share
 * cards, and the fonts' earlier names. On a site's own host, only that site's brand files (`ownSlug`).
 * Null for any other path.
 */
export async function sharedFileAnswer(app: AppContext, path: string, request: Pick<SiteRequest, "conditions">, ownSlug?: string): Promise<SiteAnswer | null> {
  // The site's photos (docs/decisions/0800-photos-on-r2-through-the-images-binding.md): public, immutable copies.
  const photo = MEDIA.exec(path);
  if (photo) {
    const object = await servedMedia(app.env, photo[1]!, photo[2]!, request.conditions);
    return object ? { kind: "file", file: { object, contentType: "image/webp", caching: "immutable" } } : NOT_FOUND;
  }
  if (path.startsWith(BRAND_PATH)) {
    const [slug, name, ...rest] = path.slice(BRAND_PATH.length).split("/");
    // Another site's files, or a name we never use, are not this host's: the caller says "not found" its own way.
    if (!slug || !name || rest.length || !/^[a-z0-9-]{1,60}$/.test(slug) || !BRAND_FILE.test(name) || (ownSlug !== undefined && slug !== ownSlug)) return null;
    return brandFileAnswer(app, slug, name, request);
  }
  // Site fonts are static assets (answered before the Worker); pages published before that still name these
  // (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md, 0860-site-fonts-self-hosted-from-the-worker.md).
  const font = FONT.exec(path)?.[1];
  if (font) {
    const location = earlierFontLocation(font);
    return location ? { kind: "redirect", location, caching: { maxAgeSeconds: 86_400 }, crossOrigin: true } : NOT_FOUND;
  }
  return null;
}

/** A site's brand file: hashed names kept for good, favicon.ico (a fixed name a republish changes) for an hour. */
async function brandFileAnswer(app: AppContext, slug: string, name: string, request: Pick<SiteRequest, "conditions">): Promise<SiteAnswer> {
  const object = await readBrandFile(app, slug, name, request.conditions);
  if (!object) return NOT_FOUND;
  const caching = name === FAVICON_ICO ? { maxAgeSeconds: 3600 } : ("immutable" as const);
  return { kind: "file", file: { object, contentType: object.httpMetadata?.contentType ?? "application/octet-stream", caching, crossOrigin: true, svg: name.endsWith(".svg") } };
}

const pageNotFound = () => visitorPage({ title: "Page not found", message: "There is no page at this address.", backHref: "/", backLabel: "Back to the site" });

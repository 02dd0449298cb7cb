import type { CmsMode, CmsPageModel } from "@core/cms/model";
import { CMS_CACHE } from "@core/constants";
import { type AppContext, getPublicLinks, type PublicLinks } from "@server/platform";
import { getCmsPage } from "./cache";
import { hasControlCharacter } from "@core/text/control-characters";

/** What a CMS route's loader hands its component. */
export type CmsRouteData =
  | { state: "found"; page: CmsPageModel; mode: CmsMode; links: PublicLinks }
  | { state: "empty"; path: string; mode: Exclude<CmsMode, "live">; links: PublicLinks }
  | { state: "not-found" }
  | { state: "unavailable" };

export interface CmsRouteResult {
  data: CmsRouteData;
  status: number;
  headers: Record<string, string>;
}

/**
 * The page a request is for. React Router's data requests (client navigations, fetcher submissions) go to
 * `{path}.data`, and `/_root.data` for "/": both mean the page itself.
 */
export function requestPagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** The path a page is looked up by: no trailing slash (but "/"), at most CMS_CACHE.maxPathLength; null when unusable. */
export function cmsPath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  if (!path.startsWith("/") || path.length > CMS_CACHE.maxPathLength || hasControlCharacter(path)) return null;
  return path;
}

/**
 * Loads the CMS page for a path: found (200), not found (404, or in preview and editing an empty canvas
 * with 200), or the source down with nothing cached (503). Preview and editing bypass the cache.
 */
export async function loadCmsRoute(app: AppContext, pathname: string, mode: CmsMode): Promise<CmsRouteResult> {
  const path = cmsPath(pathname);
  const preview = mode !== "live";
  const noStore: Record<string, string> = preview ? { "Cache-Control": "no-store" } : {};
  if (!path) return { data: { state: "not-found" }, status: 404, headers: {} };

  const lookup = await getCmsPage(app, path, { preview });
  const links = getPublicLinks(app.env);
  if (lookup.status === "unavailable") return { data: { state: "unavailable" }, status: 503, headers: { "Retry-After": "60", ...noStore } };
  const headers = { "X-CMS-Cache": lookup.cache, ...noStore };
  if (lookup.status === "found") return { data: { state: "found", page: lookup.prepared.page, mode, links }, status: 200, headers };
  if (mode !== "live") return { data: { state: "empty", path, mode, links }, status: 200, headers };
  return { data: { state: "not-found" }, status: 404, headers };
}

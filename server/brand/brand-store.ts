import type { AppContext } from "@server/platform";
import { IMMUTABLE_CACHE } from "@server/render";
import { FAVICON_ICO, type BrandFile } from "./brand-assets";

/** R2 keys of a site's brand files (MEDIA bucket, beside the photos library's media/). */
const brandPrefix = (slug: string) => `brand/sites/${slug}/`;

/** Writes a publish's files (before the page that links to them goes live). */
export async function storeBrandFiles(app: AppContext, slug: string, files: BrandFile[]): Promise<void> {
  await Promise.all(files.map((file) => app.env.MEDIA.put(`${brandPrefix(slug)}${file.name}`, file.bytes, { httpMetadata: { contentType: file.contentType } })));
}

/** Deletes a site's files, all of them or all but `keep` (the ones the current page links to). */
export async function deleteBrandFiles(app: AppContext, slug: string, keep: readonly string[] = []): Promise<void> {
  const kept = new Set(keep.map((name) => `${brandPrefix(slug)}${name}`));
  let cursor: string | undefined;
  do {
    const listing = await app.env.MEDIA.list({ prefix: brandPrefix(slug), cursor });
    const stale = listing.objects.map((object) => object.key).filter((key) => !kept.has(key));
    if (stale.length) await app.env.MEDIA.delete(stale);
    cursor = listing.truncated ? listing.cursor : undefined;
  } while (cursor);
}

const NAME = /^[a-z0-9-]{1,60}(\.[a-z0-9]{2,4})$/;

/**
 * Answers a site's brand file: hashed names cached for good, favicon.ico (a fixed name that changes
 * with a republish) for an hour; a name we never wrote, or a site taken offline, is 404.
 */
export async function serveBrandFile(app: AppContext, slug: string, name: string, request: Request): Promise<Response> {
  const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  if (!NAME.test(name)) return notFound();
  const object = await app.env.MEDIA.get(`${brandPrefix(slug)}${name}`, { onlyIf: request.headers });
  if (!object) return notFound();
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": name === FAVICON_ICO ? "public, max-age=3600" : IMMUTABLE_CACHE,
    ETag: object.httpEtag,
    "Cross-Origin-Resource-Policy": "cross-origin",
    "X-Content-Type-Options": "nosniff",
  });
  if (name.endsWith(".svg")) headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : object.body, { status: 200, headers });
}

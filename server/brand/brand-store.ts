import type { AppContext } from "@server/platform";
import type { BrandFile } from "./brand-assets";

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
 * A site's brand file as stored, or null for a name we never wrote (or a site taken offline). `conditions`
 * are the request's headers, passed to R2 so an unchanged file comes back without its body.
 */
export async function readBrandFile(app: AppContext, slug: string, name: string, conditions: Headers): Promise<R2Object | R2ObjectBody | null> {
  if (!NAME.test(name)) return null;
  return app.env.MEDIA.get(`${brandPrefix(slug)}${name}`, { onlyIf: conditions });
}

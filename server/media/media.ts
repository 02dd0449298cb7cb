import { and, count, desc, eq, inArray, sql, sum } from "drizzle-orm";
import { DomainError } from "@core/errors";
import { AUTH_MESSAGES } from "@core/constants";
import { MEDIA_MAX_UPLOAD_BYTES, MEDIA_MESSAGES, MEDIA_QUOTA, mediaKey, sniffImageType, type MediaItem } from "@core/media/media";
import { MEDIA_VARIANT_WIDTHS, mediaUrl, mediaVariantWidths } from "@core/media/media-sizes";
import { type AppContext, streamOf } from "@server/platform";
import { media, publishedSites, users, type Media, type User } from "@server/db";
import { encodeSize, processImage, requireUsableImageSize, UndecodableImageError, type MediaEnv } from "./process";

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** An id's bytes never change (docs/decisions/0800-photos-on-r2-through-the-images-binding.md). */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * A photo's id: a hash of its owner and its content. The same file twice is the same id (stored once),
 * two owners never share one (deleting is per owner), and an id's URLs always show the same pixels.
 */
export async function mediaIdFor(userId: number, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const content = hex(await crypto.subtle.digest("SHA-256", bytes));
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${userId}:${content}`))).slice(0, 24);
}

export function toMediaItem(row: Media): MediaItem {
  const widths = mediaVariantWidths(row.width);
  return {
    id: row.id,
    url: mediaUrl(row.id, widths[widths.length - 1]!),
    width: row.width,
    height: row.height,
    contentType: row.contentType,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 30 uploads or deletions per 60 s per user (the MEDIA_RATE_LIMITER binding): the Images binding's work is not free. */
export async function chargeMediaWrite(app: AppContext, userId: number): Promise<void> {
  const { success } = await app.env.MEDIA_RATE_LIMITER.limit({ key: `media:${userId}` });
  if (!success) throw new DomainError("RATE_LIMITED", AUTH_MESSAGES.tooManyRequests, { reason: MEDIA_MESSAGES.tooManyUploads });
}

async function checkQuota(app: AppContext, userId: number, incomingBytes: number): Promise<void> {
  const [usage] = await app.db.select({ images: count(), bytes: sum(media.bytes) }).from(media).where(eq(media.userId, userId));
  const images = usage?.images ?? 0;
  const bytes = Number(usage?.bytes ?? 0);
  const details = { quota: { images: MEDIA_QUOTA.images, bytes: MEDIA_QUOTA.bytes }, used: { images, bytes } };
  if (images >= MEDIA_QUOTA.images) throw new DomainError("FORBIDDEN", MEDIA_MESSAGES.quotaImages, details);
  if (bytes + incomingBytes > MEDIA_QUOTA.bytes) throw new DomainError("FORBIDDEN", MEDIA_MESSAGES.quotaBytes, details);
}

/**
 * Stores an upload in the owner's library: recognised by its bytes, cleaned and resized by the Images
 * binding (server/media/process.ts), kept in R2 under media/{id}/. `created` is false when the owner
 * already had this very file (nothing is processed or stored again).
 */
export async function uploadMedia(app: AppContext, user: User, file: Blob): Promise<{ item: MediaItem; created: boolean }> {
  if (file.size > MEDIA_MAX_UPLOAD_BYTES) throw new DomainError("TOO_LARGE", MEDIA_MESSAGES.tooLarge);
  return storeImageBytes(app, user.id, new Uint8Array(await file.arrayBuffer()));
}

/**
 * The one way an image enters an owner's library, an upload's or a model's alike: sniffed, its header's pixel
 * size checked, deduplicated, counted against the quota, cleaned and sized by the Images binding, stored in R2
 * with a D1 row.
 */
export async function storeImageBytes(app: AppContext, userId: number, bytes: Uint8Array<ArrayBuffer>): Promise<{ item: MediaItem; created: boolean }> {
  if (bytes.byteLength > MEDIA_MAX_UPLOAD_BYTES) throw new DomainError("TOO_LARGE", MEDIA_MESSAGES.tooLarge);
  const type = sniffImageType(bytes.subarray(0, 32));
  if (!type) throw new DomainError("INVALID", MEDIA_MESSAGES.notAnImage);
  requireUsableImageSize(bytes, type);
  const id = await mediaIdFor(userId, bytes);
  const existing = await app.db.query.media.findFirst({ where: and(eq(media.id, id), eq(media.userId, userId)) });
  if (existing) return { item: toMediaItem(existing), created: false };
  await checkQuota(app, userId, bytes.byteLength);
  let processed;
  try {
    processed = await processImage(app.env.IMAGES, bytes, type);
  } catch (error) {
    if (!(error instanceof UndecodableImageError)) throw error;
    // A HEIC the image library cannot decode is a format problem (415); anything else is a broken file (400).
    if (type === "image/heic") throw new DomainError("UNSUPPORTED_MEDIA_TYPE", MEDIA_MESSAGES.undecodable);
    throw new DomainError("INVALID", MEDIA_MESSAGES.notAnImage);
  }
  const immutable = { cacheControl: IMMUTABLE };
  const keys = [mediaKey(id, "original"), ...processed.variants.map((variant) => mediaKey(id, variant.width))];
  await Promise.all([
    app.env.MEDIA.put(keys[0]!, processed.original.bytes, { httpMetadata: { contentType: processed.original.contentType, ...immutable } }),
    ...processed.variants.map((variant, index) => app.env.MEDIA.put(keys[index + 1]!, variant.bytes, { httpMetadata: { contentType: "image/webp", ...immutable } })),
  ]);
  const stored = processed.original.bytes.byteLength;
  // The quota's check and the insert are one statement, so parallel uploads cannot pass it together (the check
  // above only spares a full library the Images binding's work): the row is written only while the owner has
  // fewer than MEDIA_QUOTA.images photos and room for these bytes.
  const [row] = await app.db
    .insert(media)
    .select(
      app.db
        .select({
          id: sql<string>`${id}`.as("id"),
          userId: users.id,
          contentType: sql<string>`${processed.original.contentType}`.as("content_type"),
          width: sql<number>`${processed.width}`.as("width"),
          height: sql<number>`${processed.height}`.as("height"),
          bytes: sql<number>`${stored}`.as("bytes"),
          createdAt: sql<number>`${Date.now()}`.as("created_at"),
        })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            sql`(SELECT count(*) FROM media WHERE user_id = ${userId}) < ${MEDIA_QUOTA.images}`,
            sql`(SELECT coalesce(sum(bytes), 0) FROM media WHERE user_id = ${userId}) + ${stored} <= ${MEDIA_QUOTA.bytes}`,
          ),
        ),
    )
    .onConflictDoNothing()
    .returning();
  if (row) return { item: toMediaItem(row), created: true };
  // The same file, stored meanwhile by a parallel upload of it: its row names these very files.
  const meanwhile = await app.db.query.media.findFirst({ where: and(eq(media.id, id), eq(media.userId, userId)) });
  if (meanwhile) return { item: toMediaItem(meanwhile), created: false };
  // Refused by the quota: the files just stored go, and the owner hears why.
  await app.env.MEDIA.delete(keys);
  await checkQuota(app, userId, stored);
  throw new DomainError("FORBIDDEN", MEDIA_MESSAGES.quotaImages, { quota: { images: MEDIA_QUOTA.images, bytes: MEDIA_QUOTA.bytes } });
}

/** The owner's photos, newest first (never anyone else's, admins included: a library is private). */
export async function listMedia(app: AppContext, user: User): Promise<MediaItem[]> {
  const rows = await app.db.select().from(media).where(eq(media.userId, user.id)).orderBy(desc(media.createdAt), desc(media.id)).limit(MEDIA_QUOTA.images);
  return rows.map(toMediaItem);
}

/** The owner's photos by id, for checking a site document's references (unknown or others' ids are absent). */
export async function ownedMedia(app: AppContext, userId: number, ids: readonly string[]): Promise<Map<string, Media>> {
  if (ids.length === 0) return new Map();
  const rows = await app.db.select().from(media).where(and(eq(media.userId, userId), inArray(media.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Removes a photo and its sizes; 404 for anyone else's, 409 while a published page shows it: the home page or
 * any other page of any published site (what is live is what was rendered, so the pages' HTML is searched,
 * the other pages' inside the record's `pages` JSON, where `/` is never escaped).
 */
export async function deleteMedia(app: AppContext, user: User, id: string): Promise<void> {
  const row = await app.db.query.media.findFirst({ where: and(eq(media.id, id), eq(media.userId, user.id)) });
  if (!row) throw new DomainError("NOT_FOUND", MEDIA_MESSAGES.notFound);
  const path = `/media/${id}/`;
  const [usedBy] = await app.db
    .select({ slug: publishedSites.slug })
    .from(publishedSites)
    .where(sql`instr(${publishedSites.html}, ${path}) > 0 OR instr(${publishedSites.pages}, ${path}) > 0`)
    .limit(1);
  if (usedBy) throw new DomainError("CONFLICT", MEDIA_MESSAGES.inUse, { site: usedBy.slug });
  await app.env.MEDIA.delete([mediaKey(id, "original"), ...mediaVariantWidths(row.width).map((width) => mediaKey(id, width))]);
  await app.db.delete(media).where(and(eq(media.id, id), eq(media.userId, user.id)));
}

/**
 * One stored WebP size of a photo (R2's object, or its metadata alone when `onlyIf` says the caller's copy is
 * current). A standard width added after the photo was uploaded is made from the stored original on first ask
 * and kept, so old photos gain it without a migration (docs/decisions/0804-photo-sizes-fit-the-layout.md);
 * null when the photo or that size does not exist.
 */
export async function mediaSize(env: MediaEnv, id: string, width: number, onlyIf?: Headers): Promise<R2Object | R2ObjectBody | null> {
  const key = mediaKey(id, width);
  const stored = await env.MEDIA.get(key, onlyIf ? { onlyIf } : undefined);
  if (stored || !(MEDIA_VARIANT_WIDTHS as readonly number[]).includes(width)) return stored;
  const original = await env.MEDIA.get(mediaKey(id, "original"));
  if (!original) return null;
  const bytes = new Uint8Array(await original.arrayBuffer());
  const info = await env.IMAGES.info(streamOf(bytes));
  // A width the photo is too narrow for was never made (the photo's own width is its largest size).
  if (!("width" in info) || !mediaVariantWidths(info.width).includes(width)) return null;
  await env.MEDIA.put(key, await encodeSize(env.IMAGES, bytes, width), { httpMetadata: { contentType: "image/webp", cacheControl: IMMUTABLE } });
  return env.MEDIA.get(key, onlyIf ? { onlyIf } : undefined);
}

const SERVED_FILE = /^(\d{2,4})\.webp$/;

/**
 * The stored size a request for /media/{id}/{width}.webp names (on the app and every site's own host), or null.
 * An id's content never changes, so the copy is public and immutable; originals are never served.
 */
export async function servedMedia(env: MediaEnv, id: string, file: string, conditions: Headers): Promise<R2Object | R2ObjectBody | null> {
  const width = SERVED_FILE.exec(file)?.[1];
  return width ? mediaSize(env, id, Number(width), conditions) : null;
}

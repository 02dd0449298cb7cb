import { z } from "zod";

// The photo sizes and their addresses live without zod in media-sizes.ts (the editor draws the site with them).

/**
 * The owners' photos, as both sides see them (docs/decisions/0800-photos-on-r2-through-the-images-binding.md):
 * the limits, what kinds of file are photos (by their bytes), and where a photo's sizes are served.
 */

/** The largest file POST /api/v1/media takes (docs/api.md, "Media"). */
export const MEDIA_MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Each person's library: at most this many photos and this many bytes of stored originals. */
export const MEDIA_QUOTA = { images: 200, bytes: 500 * 1024 * 1024 } as const;
/** Stored originals are at most this wide or tall (the site document's image size limit). */
export const MEDIA_MAX_DIMENSION = 4000;
/**
 * The most pixels an upload may declare in its header (core/media/image-size.ts): 50 megapixels, such as 8160 ×
 * 6120 (a phone's 50 MP mode). Decoded as RGBA that is about 200 MB, the most one upload may make the image
 * library hold, while the stored original keeps at most 16 MP (4000 a side). The photo picker scales larger
 * photos (phones' 108 and 200 MP modes) down before sending them (docs/decisions/0805-image-size-read-from-the-header.md).
 */
export const MEDIA_MAX_PIXELS = 50_000_000;
/** Narrower or shorter images have no size worth serving: refused (the same decision). */
export const MEDIA_MIN_DIMENSION = 10;
/** What a media id looks like: 24 lowercase hex characters (a hash of the owner and the file's content). */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{24}$/;
export const mediaIdSchema = z.string().regex(MEDIA_ID_PATTERN, "panels.photos.error.notFound");

/** Message keys (content/app-messages/panels): the API answers their English, the picker its reader's language. */
export const MEDIA_MESSAGES = {
  missingFile: "panels.photos.error.missingFile",
  notAnImage: "panels.photos.error.notAnImage",
  undecodable: "panels.photos.error.undecodable",
  tooLarge: "panels.photos.error.tooLarge",
  tooManyPixels: "panels.photos.error.tooManyPixels",
  tooSmall: "panels.photos.error.tooSmall",
  tooThin: "panels.photos.error.tooThin",
  // Its English names MEDIA_QUOTA.images (200): keep the two in step.
  quotaImages: "panels.photos.error.quotaImages",
  quotaBytes: "panels.photos.error.quotaBytes",
  notFound: "panels.photos.error.notFound",
  inUse: "panels.photos.error.inUse",
  // A rate limit's detail (`details.reason`), which the API passes on as it is: English, not a key.
  // eslint-disable-next-line ui-text/sentences -- the API's English detail, not a screen's words
  tooManyUploads: "Too many uploads at once. Wait a minute and try again.",
} as const;

/** The image kinds we accept, recognised by their first bytes (never by the name or the Content-Type header). */
export type SniffedImageType = "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/heic";

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** The kind of image these bytes start, or null when they are not one we accept. */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => bytes[index] === value)) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === "ftyp") {
    const major = ascii(bytes, 8, 4);
    if (major === "avif" || major === "avis") return "image/avif";
    if (HEIC_BRANDS.has(major)) return "image/heic";
  }
  return null;
}

/** The R2 key of one stored size (`original` or a width), under the photos' prefix. */
export function mediaKey(id: string, size: "original" | number): string {
  return size === "original" ? `media/${id}/original` : `media/${id}/${size}.webp`;
}

/** A photo as the API answers it (and the browser checks it). */
export const mediaItemSchema = z.object({
  id: mediaIdSchema,
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  contentType: z.string(),
  bytes: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

import { DomainError } from "@core/errors";
import { imageSize, imageSizeProblem, type ImageSize } from "@core/media/image-size";
import { MEDIA_MAX_DIMENSION, MEDIA_MESSAGES, type SniffedImageType } from "@core/media/media";
import { MEDIA_VARIANT_WIDTHS, mediaVariantWidths } from "@core/media/media-sizes";
import { bytesOf, streamOf } from "@server/platform";

/** What the Images binding made of an upload: the clean original and its WebP sizes, all in memory. */
export interface ProcessedImage {
  original: { bytes: Uint8Array<ArrayBuffer>; contentType: "image/jpeg" | "image/png" | "image/webp" };
  width: number;
  height: number;
  variants: { width: number; bytes: Uint8Array<ArrayBuffer> }[];
}

/** The slice of the Images binding we use (env.IMAGES), so a bench or test can pass the real one. */
export type ImagesApi = Pick<ImagesBinding, "input" | "info">;

/** Where photos are kept and how their pixels are made: what reading or making a stored size needs. */
export type MediaEnv = { MEDIA: R2Bucket; IMAGES: ImagesApi };

/** The binding could not decode the file: the caller tells the owner which formats work. */
export class UndecodableImageError extends Error {
  override name = "UndecodableImageError";
}


/**
 * The pixel size an image's header declares, checked before the Images binding decodes anything (a small file
 * may declare a huge picture: docs/decisions/0805-image-size-read-from-the-header.md). More than
 * MEDIA_MAX_PIXELS is a 413; a side under 10 px, or a shape that would keep less at 4000 a side, a 400; a header
 * we cannot read is not a photo we can use (a HEIC's, one the library could not read either: 415).
 */
export function requireUsableImageSize(bytes: Uint8Array, type: SniffedImageType): ImageSize {
  const size = imageSize(bytes);
  if (!size) {
    if (type === "image/heic") throw new DomainError("UNSUPPORTED_MEDIA_TYPE", MEDIA_MESSAGES.undecodable);
    throw new DomainError("INVALID", MEDIA_MESSAGES.notAnImage);
  }
  const problem = imageSizeProblem(size);
  if (problem === "too-many-pixels") throw new DomainError("TOO_LARGE", MEDIA_MESSAGES.tooManyPixels, { width: size.width, height: size.height });
  if (problem === "too-small") throw new DomainError("INVALID", MEDIA_MESSAGES.tooSmall, { width: size.width, height: size.height });
  if (problem === "too-thin") throw new DomainError("INVALID", MEDIA_MESSAGES.tooThin, { width: size.width, height: size.height });
  return size;
}

/** Formats that may carry transparency keep a format that can; everything else is stored as JPEG. */
function originalFormat(type: SniffedImageType): ProcessedImage["original"]["contentType"] {
  if (type === "image/png") return "image/png";
  if (type === "image/webp" || type === "image/avif") return "image/webp";
  return "image/jpeg";
}

/** One WebP size of a photo, never wider than the source. */
export async function encodeSize(images: ImagesApi, source: Uint8Array<ArrayBuffer>, width: number): Promise<Uint8Array<ArrayBuffer>> {
  const result = await images.input(streamOf(source)).transform({ width, fit: "scale-down" }).output({ format: "image/webp", quality: 80 });
  return bytesOf(result.image());
}

/**
 * Re-encodes an upload through the Images binding: orientation applied, no larger than 4000 px, and no
 * metadata (the binding writes none of the input's EXIF, XMP or GPS), then one WebP per width
 * (core/media/media.ts). The original and the largest size are made side by side from the upload; the
 * smaller sizes from the largest, to decode less.
 */
export async function processImage(images: ImagesApi, bytes: Uint8Array<ArrayBuffer>, type: SniffedImageType): Promise<ProcessedImage> {
  // Whoever calls, nothing reaches the binding before its header's size is checked.
  requireUsableImageSize(bytes, type);
  const contentType = originalFormat(type);
  let original: Uint8Array<ArrayBuffer>;
  let largestBytes: Uint8Array<ArrayBuffer>;
  try {
    [original, largestBytes] = await Promise.all([
      images
        .input(streamOf(bytes))
        .transform({ width: MEDIA_MAX_DIMENSION, height: MEDIA_MAX_DIMENSION, fit: "scale-down" })
        .output({ format: contentType, quality: 85 })
        .then((result) => bytesOf(result.image())),
      // Never enlarged: a photo narrower than the widest size comes out at its own width, which is its largest size.
      encodeSize(images, bytes, MEDIA_VARIANT_WIDTHS[MEDIA_VARIANT_WIDTHS.length - 1]!),
    ]);
  } catch (error) {
    throw new UndecodableImageError(error instanceof Error ? error.message : String(error));
  }
  const [info, largestInfo] = await Promise.all([images.info(streamOf(original)), images.info(streamOf(largestBytes))]);
  if (!("width" in info) || !("width" in largestInfo)) throw new UndecodableImageError("the binding answered without a size");
  const widths = mediaVariantWidths(largestInfo.width);
  const smaller = await Promise.all(widths.slice(0, -1).map(async (width) => ({ width, bytes: await encodeSize(images, largestBytes, width) })));
  return { original: { bytes: original, contentType }, width: info.width, height: info.height, variants: [...smaller, { width: largestInfo.width, bytes: largestBytes }] };
}

import { MEDIA_MAX_DIMENSION, mediaVariantWidths, type SniffedImageType } from "@core/media/media";

/** What the Images binding made of an upload: the clean original and its WebP sizes, all in memory. */
export interface ProcessedImage {
  original: { bytes: Uint8Array<ArrayBuffer>; contentType: "image/jpeg" | "image/png" | "image/webp" };
  width: number;
  height: number;
  variants: { width: number; bytes: Uint8Array<ArrayBuffer> }[];
}

/** The slice of the Images binding we use (env.IMAGES), so a bench or test can pass the real one. */
export type ImagesApi = Pick<ImagesBinding, "input" | "info">;

/** The binding could not decode the file: the caller tells the owner which formats work. */
export class UndecodableImageError extends Error {
  override name = "UndecodableImageError";
}

const streamOf = (bytes: Uint8Array<ArrayBuffer>) => new Response(bytes).body as ReadableStream<Uint8Array>;
const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

/** Formats that may carry transparency keep a format that can; everything else is stored as JPEG. */
function originalFormat(type: SniffedImageType): ProcessedImage["original"]["contentType"] {
  if (type === "image/png") return "image/png";
  if (type === "image/webp" || type === "image/avif") return "image/webp";
  return "image/jpeg";
}

/**
 * Re-encodes an upload through the Images binding: orientation applied, no larger than 4000 px, and no
 * metadata (the binding writes none of the input's EXIF, XMP or GPS), then one WebP per width
 * (core/media/media.ts). The sizes are made from the largest one, not the original, to decode less.
 */
export async function processImage(images: ImagesApi, bytes: Uint8Array<ArrayBuffer>, type: SniffedImageType): Promise<ProcessedImage> {
  const contentType = originalFormat(type);
  let original: Uint8Array<ArrayBuffer>;
  try {
    const result = await images
      .input(streamOf(bytes))
      .transform({ width: MEDIA_MAX_DIMENSION, height: MEDIA_MAX_DIMENSION, fit: "scale-down" })
      .output({ format: contentType, quality: 85 });
    original = await bytesOf(result.image());
  } catch (error) {
    throw new UndecodableImageError(error instanceof Error ? error.message : String(error));
  }
  const info = await images.info(streamOf(original));
  if (!("width" in info)) throw new UndecodableImageError(`unexpected format ${info.format}`);
  const widths = mediaVariantWidths(info.width).sort((a, b) => b - a);
  const largestWidth = widths[0]!;
  const encode = async (source: Uint8Array<ArrayBuffer>, width: number) => {
    const result = await images.input(streamOf(source)).transform({ width, fit: "scale-down" }).output({ format: "image/webp", quality: 80 });
    return { width, bytes: await bytesOf(result.image()) };
  };
  const largest = await encode(original, largestWidth);
  const smaller = await Promise.all(widths.slice(1).map((width) => encode(largest.bytes, width)));
  return { original: { bytes: original, contentType }, width: info.width, height: info.height, variants: [largest, ...smaller].sort((a, b) => a.width - b.width) };
}

import { imageSize, imageSizeProblem, uploadSize, type ImageSize } from "@core/media/image-size";
import { MEDIA_MAX_PIXELS, MEDIA_MAX_UPLOAD_BYTES, MEDIA_MESSAGES, mediaItemSchema, sniffImageType, type MediaItem, type SniffedImageType } from "@core/media/media";
import { MESSAGE_KEYS_HEADER } from "@core/i18n/keys";
import { apiUrl } from "~/lib/api-client";

/** A failure's `message` is a message key (or, from an older server, its English): show it with `text()`. */
export type UploadResult = { ok: true; item: MediaItem } | { ok: false; message: string };
export type PreparedPhoto = { ok: true; file: File } | { ok: false; message: string };

const NETWORK_FAILURE = "panels.photos.networkFailure";
/** Re-encoded photos keep this quality: what the server keeps is re-encoded once more, so start high. */
const SCALED_QUALITY = 0.92;

/** The size the file's header declares (the first 512 KB hold it unless the file carries huge metadata first). */
async function headerSize(file: File): Promise<ImageSize | null> {
  const head = imageSize(new Uint8Array(await file.slice(0, 512 * 1024).arrayBuffer()));
  if (head || file.size <= 512 * 1024) return head;
  return imageSize(new Uint8Array(await file.arrayBuffer()));
}

async function encode(bitmap: ImageBitmap, type: "image/jpeg" | "image/webp"): Promise<Blob | null> {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
    return canvas.convertToBlob({ type, quality: SCALED_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, type, SCALED_QUALITY));
}

/**
 * The photo drawn at `target` (its long side at most 4000 px, what the server keeps anyway), turned the way its
 * camera said, as a JPEG (WebP when the file may have transparency), or null when this browser cannot decode it.
 */
async function scaled(file: File, type: SniffedImageType, fits: (size: ImageSize) => ImageSize): Promise<File | null> {
  let whole: ImageBitmap | null = null;
  let small: ImageBitmap | null = null;
  try {
    // Decoded turned the right way first, so the target's sides match what the owner sees.
    whole = await createImageBitmap(file, { imageOrientation: "from-image" });
    const target = fits({ width: whole.width, height: whole.height });
    small = await createImageBitmap(whole, { resizeWidth: target.width, resizeHeight: target.height, resizeQuality: "high" });
    whole.close();
    whole = null;
    const mayBeTransparent = type === "image/png" || type === "image/webp" || type === "image/avif";
    let blob = await encode(small, mayBeTransparent ? "image/webp" : "image/jpeg");
    // A browser that cannot write WebP answers PNG, which may be too heavy: JPEG then.
    if (blob && (blob.size > MEDIA_MAX_UPLOAD_BYTES || !/^image\/(webp|jpeg)$/.test(blob.type))) blob = await encode(small, "image/jpeg");
    if (!blob || blob.size > MEDIA_MAX_UPLOAD_BYTES) return null;
    const name = `${(file.name || "photo").replace(/\.[a-z0-9]+$/i, "")}.${blob.type === "image/webp" ? "webp" : "jpg"}`;
    return new File([blob], name, { type: blob.type });
  } catch {
    return null;
  } finally {
    whole?.close();
    small?.close();
  }
}

/**
 * What the picker sends for a file (docs/decisions/0805-image-size-read-from-the-header.md): the file as it is,
 * or, when it has more than 50 megapixels or more than 15 MB, the photo scaled to 4000 px on its long side in
 * the browser, so a phone's 200 MP photo is never refused. Files the server would refuse anyway (not an image,
 * too small) are refused here with its words; the server still decides everything else.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const type = sniffImageType(new Uint8Array(await file.slice(0, 32).arrayBuffer()));
  if (!type) return { ok: false, message: MEDIA_MESSAGES.notAnImage };
  const size = await headerSize(file);
  if (!size) return file.size > MEDIA_MAX_UPLOAD_BYTES ? { ok: false, message: MEDIA_MESSAGES.tooLarge } : { ok: true, file };
  const problem = imageSizeProblem(size);
  if (problem === "too-small") return { ok: false, message: MEDIA_MESSAGES.tooSmall };
  if (problem === "too-thin") return { ok: false, message: MEDIA_MESSAGES.tooThin };
  if (!uploadSize(size, file.size, MEDIA_MAX_UPLOAD_BYTES)) return { ok: true, file };
  const smaller = await scaled(file, type, (shown) => uploadSize(shown, Number.POSITIVE_INFINITY, MEDIA_MAX_UPLOAD_BYTES) ?? shown);
  if (smaller) return { ok: true, file: smaller };
  return { ok: false, message: size.width * size.height > MEDIA_MAX_PIXELS ? MEDIA_MESSAGES.tooManyPixels : MEDIA_MESSAGES.tooLarge };
}

/**
 * POST /api/v1/media with the session cookie, reporting progress (0 to 1): fetch cannot report an
 * upload's progress, XMLHttpRequest can. The answer is checked against the shared schema.
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", apiUrl("/media"));
    request.setRequestHeader("Accept", "application/json");
    // Refusals come back as message keys, which the picker shows in its reader's language (docs/decisions/0900-may-speaks-the-owners-language.md).
    request.setRequestHeader(MESSAGE_KEYS_HEADER, "1");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        return resolve({ ok: false, message: NETWORK_FAILURE });
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = mediaItemSchema.safeParse((body as { data?: unknown } | null)?.data);
        return resolve(parsed.success ? { ok: true, item: parsed.data } : { ok: false, message: NETWORK_FAILURE });
      }
      const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
      resolve({ ok: false, message: typeof message === "string" && message ? message : NETWORK_FAILURE });
    });
    request.addEventListener("error", () => resolve({ ok: false, message: NETWORK_FAILURE }));
    request.addEventListener("abort", () => resolve({ ok: false, message: NETWORK_FAILURE }));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

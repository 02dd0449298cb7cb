import { MEDIA_MAX_UPLOAD_BYTES, MEDIA_MESSAGES, mediaItemSchema, sniffImageType, type MediaItem } from "@core/media/media";
import { apiUrl } from "~/lib/api-client";

export type UploadResult = { ok: true; item: MediaItem } | { ok: false; message: string };

const NETWORK_FAILURE = "The upload did not finish. Check your connection and try again.";

/** Whether a file is worth sending: the server decides, this only spares a long upload of a file it would refuse. */
export async function precheckPhoto(file: File): Promise<string | null> {
  if (file.size > MEDIA_MAX_UPLOAD_BYTES) return MEDIA_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  return sniffImageType(head) ? null : MEDIA_MESSAGES.notAnImage;
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

import { fromBase64 } from "@core/base64";
import type { AiBinding, Settings } from "@server/platform";
import { ProviderError } from "./model-writer";
import { slotsFor, type Slots } from "./slots";

/** Workers AI's fast text-to-image model: a 1024 px JPEG in about four steps (docs/api.md, "AI"). */
export const DEFAULT_IMAGE_MODEL = "@cf/black-forest-labs/flux-1-schnell";
/** One picture gives up after this long (AI_IMAGE_TIMEOUT_MS); its slot keeps the illustration. */
export const DEFAULT_IMAGE_TIMEOUT_MS = 20_000;
/** Pictures asked for at once per isolate: a site has up to eight, and each one is also resized by the Images binding. */
export const IMAGE_CONCURRENCY = 4;
/** Every picture of one generation is over by then, waiting for a slot included. */
export const IMAGES_DEADLINE_MS = 60_000;
/** flux-1-schnell's steps: 4 is its default and its sweet spot (8 at most). */
const IMAGE_STEPS = 4;

export interface ImageModelSettings {
  binding: AiBinding;
  model: string;
  timeoutMs: number;
  slots: Slots;
}

/**
 * Pictures are made only where the Workers AI binding is bound (production) and AI_IMAGE_MODEL is not "off";
 * AI_PROVIDER chooses who writes the words and does not matter here. Without the binding: null, and every
 * image stays one of our illustrations (development and tests stay offline).
 */
export function imageModelSettings(env: Settings): ImageModelSettings | null {
  if (!env.AI) return null;
  const model = env.AI_IMAGE_MODEL?.trim() || DEFAULT_IMAGE_MODEL;
  if (model.toLowerCase() === "off") return null;
  const timeout = Number(env.AI_IMAGE_TIMEOUT_MS);
  return { binding: env.AI, model, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_IMAGE_TIMEOUT_MS, slots: slotsFor(`workers-ai-images ${model}`, IMAGE_CONCURRENCY) };
}

/**
 * Asks the image model for one picture and returns its bytes (Workers AI answers `{ image: base64 JPEG }`).
 * Throws a ProviderError on a failure, an answer without an image, or no answer within `timeoutMs`.
 */
export async function runImageModel(settings: ImageModelSettings, prompt: string, seed: number, timeoutMs = settings.timeoutMs): Promise<Uint8Array<ArrayBuffer>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError(`no picture within ${timeoutMs} ms`, { kind: "timeout" })), timeoutMs);
  });
  try {
    const answer = (await Promise.race([settings.binding.run(settings.model, { prompt, steps: IMAGE_STEPS, seed }), timedOut])) as { image?: unknown } | null;
    if (typeof answer?.image !== "string" || answer.image.length === 0) throw new ProviderError("no image in the answer", { kind: "no-content" });
    const bytes = fromBase64(answer.image);
    if (!bytes) throw new ProviderError("the image is not base64", { kind: "no-content" });
    return bytes;
  } finally {
    clearTimeout(timer);
  }
}

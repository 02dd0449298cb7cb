import { CMS_CACHE } from "@core/constants";
import { BUILDER_CONTENT_API, builderEndpoint, builderSource } from "./builder-source";
import type { BuilderContent } from "./content";
import { localSource } from "./local-source";
import { CmsSourceError, type CmsSourceName, type ContentSource } from "./source";
import { type Settings } from "@server/platform";

/** `CMS_SOURCE=builder` reads Builder.io's content API; anything else (the default) reads content/pages. */
export function cmsSourceName(env: Settings): CmsSourceName {
  return env.CMS_SOURCE?.trim().toLowerCase() === "builder" ? "builder" : "local";
}

export function contentSourceFor(env: Settings): ContentSource {
  return cmsSourceName(env) === "builder" ? builderSource(env.CMS_API_KEY?.trim() ?? "", () => builderEndpoint(env, "CMS_API_BASE_URL", BUILDER_CONTENT_API)) : localSource();
}

/** CMS_TIMEOUT_MS when it is a positive number, else CMS_CACHE.sourceTimeoutMs. */
export function sourceTimeoutMs(env: Settings): number {
  const value = Number(env.CMS_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : CMS_CACHE.sourceTimeoutMs;
}

/** Asks a source with a deadline; a timeout or any failure becomes a CmsSourceError. */
export async function lookUp(source: ContentSource, urlPath: string, preview: boolean, timeoutMs: number): Promise<BuilderContent | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // The race also covers a source that ignores its signal.
    return await Promise.race([
      source.getPage(urlPath, { preview, signal }),
      new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new CmsSourceError(`no answer within ${timeoutMs} ms`)), { once: true })),
    ]);
  } catch (error) {
    if (error instanceof CmsSourceError) throw error;
    if (signal.aborted) throw new CmsSourceError(`no answer within ${timeoutMs} ms`);
    throw new CmsSourceError(error instanceof Error ? error.message : String(error));
  }
}

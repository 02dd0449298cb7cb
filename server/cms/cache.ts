import { CMS_CACHE } from "@core/constants";
import type { AppContext } from "@server/platform";
import { preparePage, type PreparedPage } from "./prepare";
import { contentSourceFor, lookUp, sourceTimeoutMs } from "./sources";
import { type  ContentSource } from "./source";

/** What KV holds per source and path: the prepared page, or null for "no page here", and when it was stored. */
export interface CacheEntry {
  v: 1;
  storedAt: number;
  prepared: PreparedPage | null;
}

/** hit: fresh copy; stale: old copy served while refreshing; miss: asked the source; bypass: preview. */
export type CacheOutcome = "hit" | "stale" | "miss" | "bypass";

export type CmsLookup =
  | { status: "found"; prepared: PreparedPage; cache: CacheOutcome }
  | { status: "not-found"; cache: CacheOutcome }
  | { status: "unavailable" };

// The prepared shape is versioned: a deploy that changes it starts from an empty cache instead of misreading old entries.
const KEY_VERSION = "v1";

/** KV key for a path's content from a source (its `cacheName`). */
export function cmsCacheKey(sourceCacheName: string, urlPath: string): string {
  return `cms:page:${KEY_VERSION}:${sourceCacheName}:${urlPath}`;
}

// Paths being refreshed by this isolate, so a burst of requests for a stale page asks the source once.
const refreshing = new Set<string>();

function warn(app: AppContext, message: string): void {
  console.warn(`[${app.requestId}] CMS: ${message}`);
}

async function readEntry(app: AppContext, key: string): Promise<CacheEntry | null> {
  try {
    const entry = await app.env.CACHE.get<CacheEntry>(key, "json");
    return entry && entry.v === 1 && typeof entry.storedAt === "number" ? entry : null;
  } catch (error) {
    warn(app, `KV read failed for ${key}, asking the source: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

async function writeEntry(app: AppContext, key: string, prepared: PreparedPage | null, now: number): Promise<void> {
  const entry: CacheEntry = { v: 1, storedAt: now, prepared };
  // KV's shortest lifetime is 60 s; a found page is kept long past freshness, as the copy served when the source is down.
  const expirationTtl = prepared ? CMS_CACHE.keepSeconds : Math.max(60, Math.ceil(CMS_CACHE.notFoundMs / 1000));
  try {
    await app.env.CACHE.put(key, JSON.stringify(entry), { expirationTtl });
  } catch (error) {
    warn(app, `KV write failed for ${key}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function fetchPrepared(source: ContentSource, urlPath: string, preview: boolean, timeoutMs: number): Promise<PreparedPage | null> {
  const content = await lookUp(source, urlPath, preview, timeoutMs);
  return content ? preparePage(content, urlPath) : null;
}

function answer(prepared: PreparedPage | null, cache: CacheOutcome): CmsLookup {
  return prepared ? { status: "found", prepared, cache } : { status: "not-found", cache };
}

/**
 * A CMS page through the KV read-through cache: fresh copies for CMS_CACHE.freshMs (docs/product.md's 5 minutes),
 * then the stale copy at once while `waitUntil` refreshes it; "no page" answers for CMS_CACHE.notFoundMs.
 * A source that fails or times out is logged; a stale copy is served if there is one, else "unavailable".
 * Preview skips the cache both ways.
 */
export async function getCmsPage(app: AppContext, urlPath: string, { preview = false, now = Date.now() }: { preview?: boolean; now?: number } = {}): Promise<CmsLookup> {
  const env = app.env;
  const source = contentSourceFor(env);
  const timeoutMs = sourceTimeoutMs(env);

  if (preview) {
    try {
      return answer(await fetchPrepared(source, urlPath, true, timeoutMs), "bypass");
    } catch (error) {
      warn(app, `${source.name} source failed for a preview of ${urlPath}: ${error instanceof Error ? error.message : String(error)}`);
      return { status: "unavailable" };
    }
  }

  const key = cmsCacheKey(source.cacheName, urlPath);
  const cached = await readEntry(app, key);
  if (cached) {
    const age = now - cached.storedAt;
    if (age < (cached.prepared ? CMS_CACHE.freshMs : CMS_CACHE.notFoundMs)) return answer(cached.prepared, "hit");
    if (cached.prepared) {
      if (!refreshing.has(key)) {
        refreshing.add(key);
        app.executionCtx.waitUntil(
          fetchPrepared(source, urlPath, false, timeoutMs)
            .then((prepared) => writeEntry(app, key, prepared, Date.now()))
            .catch((error: unknown) => warn(app, `${source.name} source failed refreshing ${urlPath}; the stale copy stays: ${error instanceof Error ? error.message : String(error)}`))
            .finally(() => refreshing.delete(key)),
        );
      }
      return answer(cached.prepared, "stale");
    }
  }

  try {
    const prepared = await fetchPrepared(source, urlPath, false, timeoutMs);
    app.executionCtx.waitUntil(writeEntry(app, key, prepared, now));
    return answer(prepared, "miss");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (cached) {
      // An old "no page here" is still the best answer we have.
      warn(app, `${source.name} source failed for ${urlPath}; serving the stale not-found answer: ${reason}`);
      return answer(null, "stale");
    }
    warn(app, `${source.name} source failed for ${urlPath} and nothing is cached: ${reason}`);
    return { status: "unavailable" };
  }
}

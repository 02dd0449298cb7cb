import type { BuilderContent } from "./content";

export type CmsSourceName = "local" | "builder";

export interface LookupOptions {
  /** Preview: drafts count too, and the source's own caches are skipped. */
  preview: boolean;
  signal: AbortSignal;
}

/** Where pages come from: one Builder-style entry for a URL path, or null when none targets it. */
export interface ContentSource {
  name: CmsSourceName;
  /** The source's part of a cache key: the local source adds a hash of its files, so edited pages are never served from an old copy. */
  cacheName: string;
  getPage(urlPath: string, options: LookupOptions): Promise<BuilderContent | null>;
}

/** The source could not answer (HTTP error, bad answer, timeout, missing key): not the same as "no page". */
export class CmsSourceError extends Error {
  override name = "CmsSourceError";
}

import type { AppContext } from "@server/platform";
import { findPublishedPage, findPublishedSite, onPublishedSiteChange, type ServedSite } from "@server/publishing";

// The published pages this isolate answered lately, kept in memory for a few seconds so that a busy page is not
// read from KV for every visit (docs/decisions/0887-published-pages-kept-in-memory-for-seconds.md,
// docs/performance.md, "A published page against a static asset").

/** How long a copy is answered from memory before KV (or D1) is asked again: the bound on a change made elsewhere. */
export const MEMORY_SECONDS = 5;
/** At most this many pages, and this many characters of HTML in all (a UTF-16 string: twice as many bytes). */
export const MEMORY_MAX_PAGES = 200;
export const MEMORY_MAX_CHARS = 4_000_000;

/** A copy as answered: read from KV or D1 now, or from this isolate's memory. */
export type ServedCopy = Omit<ServedSite, "source"> & { source: ServedSite["source"] | "memory" };

interface Kept {
  site: ServedSite;
  slug: string;
  storedAt: number;
}

/**
 * Pages by site and path, least recently used first. A copy is answered for `ttlMs` after it was read; a change
 * to a site in this isolate (`forgetSite`) drops its copies at once, and a read that began before any change is
 * not kept (`changes`), so a copy read before a publish can never be kept after it.
 */
export class CopyMemory {
  readonly #entries = new Map<string, Kept>();
  #chars = 0;
  #changes = 0;

  constructor(readonly limits: { ttlMs: number; maxPages: number; maxChars: number }) {}

  /** Counts the changes seen: a read records it before it starts, and `keep` refuses a copy read across one. */
  get changes(): number {
    return this.#changes;
  }

  get size(): { pages: number; chars: number } {
    return { pages: this.#entries.size, chars: this.#chars };
  }

  get(slug: string, page: string | null, now: number): ServedSite | null {
    const key = keyOf(slug, page);
    const kept = this.#entries.get(key);
    if (!kept) return null;
    // A clock that went back counts as expired too: a copy is never answered from outside its window.
    if (now - kept.storedAt >= this.limits.ttlMs || now < kept.storedAt) {
      this.#drop(key, kept);
      return null;
    }
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    return kept.site;
  }

  /** Keeps a copy read when `changesBefore` was current, unless a change came since or the page alone is too big. */
  keep(slug: string, page: string | null, site: ServedSite, changesBefore: number, now: number): void {
    if (changesBefore !== this.#changes || site.html.length > this.limits.maxChars / 4) return;
    const key = keyOf(slug, page);
    const earlier = this.#entries.get(key);
    if (earlier) this.#drop(key, earlier);
    this.#entries.set(key, { site, slug, storedAt: now });
    this.#chars += site.html.length;
    for (const [oldest, kept] of this.#entries) {
      if (this.#entries.size <= this.limits.maxPages && this.#chars <= this.limits.maxChars) break;
      this.#drop(oldest, kept);
    }
  }

  /** A site was published, unpublished or deleted here: its copies go, and reads already under way are not kept. */
  forgetSite(slug: string): void {
    this.#changes++;
    for (const [key, kept] of this.#entries) if (kept.slug === slug) this.#drop(key, kept);
  }

  #drop(key: string, kept: Kept): void {
    this.#entries.delete(key);
    this.#chars -= kept.site.html.length;
  }
}

// A slug and a page name are both [a-z0-9-]: "/" cannot appear in either, so no two addresses share a key.
const keyOf = (slug: string, page: string | null) => `${slug}/${page ?? ""}`;

/** This isolate's memory; publishing tells it of every change made here. */
export const servedCopies = new CopyMemory({ ttlMs: MEMORY_SECONDS * 1000, maxPages: MEMORY_MAX_PAGES, maxChars: MEMORY_MAX_CHARS });
onPublishedSiteChange((slug) => servedCopies.forgetSite(slug));

/**
 * A published page (the home page for null): from memory when this isolate read it less than MEMORY_SECONDS ago,
 * else from KV, then D1 (`findPublishedSite`, `findPublishedPage`), kept for the next visits.
 */
export async function servedCopy(app: AppContext, slug: string, page: string | null, { memory = servedCopies, now = Date.now } = {}): Promise<ServedCopy | null> {
  const kept = memory.get(slug, page, now());
  if (kept) return { ...kept, source: "memory" };
  const changesBefore = memory.changes;
  const site = page === null ? await findPublishedSite(app, slug) : await findPublishedPage(app, slug, page);
  if (site) memory.keep(slug, page, site, changesBefore, now());
  return site;
}

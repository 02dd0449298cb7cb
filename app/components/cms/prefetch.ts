import { useEffect, type RefObject } from "react";
import { CMS } from "@core/constants";

/**
 * Hover prefetch with a bounded queue (docs/product.md: queue limit 4): at most `limit` prefetches wait or run
 * at once; a hover beyond that is ignored, and a path is prefetched once.
 */
export class PrefetchQueue {
  private readonly active = new Set<string>();
  private readonly done = new Set<string>();

  constructor(
    private readonly start: (path: string) => Promise<void>,
    readonly limit: number = CMS.hoverPrefetchQueueLimit,
  ) {}

  /** Queues a path; false when it was already fetched or queued, or the queue is full. */
  request(path: string): boolean {
    if (this.done.has(path) || this.active.has(path) || this.active.size >= this.limit) return false;
    this.active.add(path);
    void this.start(path)
      .catch(() => undefined)
      .finally(() => {
        this.active.delete(path);
        this.done.add(path);
      });
    return true;
  }

  get size(): number {
    return this.active.size;
  }
}

/** A same-site page link worth prefetching: not this page, not a new tab, not a download or an API call. */
export function prefetchablePath(anchor: HTMLAnchorElement, location: Location): string | null {
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname.startsWith("/api/")) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return `${url.pathname}${url.search}`;
}

function prefetchDocument(path: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.as = "document";
    link.href = path;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Prefetches the page behind a CMS link when a pointer rests on it or it gets focus (hydrated pages only). */
export function useHoverPrefetch(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const queue = new PrefetchQueue(prefetchDocument);
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor)) return;
      const path = prefetchablePath(anchor, window.location);
      if (path) queue.request(path);
    };
    root.addEventListener("pointerover", onIntent);
    root.addEventListener("focusin", onIntent);
    return () => {
      root.removeEventListener("pointerover", onIntent);
      root.removeEventListener("focusin", onIntent);
    };
  }, [container]);
}

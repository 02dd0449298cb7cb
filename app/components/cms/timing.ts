import { useEffect, useState } from "react";
import { CMS } from "@core/constants";

export interface Scheduled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Calls `fn` once calls have stopped for `waitMs`, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Scheduled<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** Calls `fn` at most once per `waitMs`: at once, then with the last arguments at the end of the window. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Scheduled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const throttled = (...args: A) => {
    const now = Date.now();
    if (now - last >= waitMs) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        if (pending) fn(...pending);
        pending = undefined;
      }, waitMs - (now - last));
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

export type DeviceSize = "large" | "medium" | "small";

/** Builder's device sizes from a width (docs/product.md breakpoints: small 640, medium 991). */
export function deviceSizeFor(width: number): DeviceSize {
  if (width <= CMS.breakpoints.small) return "small";
  if (width <= CMS.breakpoints.medium) return "medium";
  return "large";
}

/**
 * The window's width, following resizes: debounced 400 ms, or throttled 200 ms while editing so the
 * canvas keeps up with the editor (docs/product.md). null until the page has hydrated.
 */
export function useViewportWidth(editing: boolean): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    const handler = editing ? throttle(update, CMS.resizeThrottleWhileEditingMs) : debounce(update, CMS.resizeDebounceMs);
    window.addEventListener("resize", handler);
    return () => {
      window.removeEventListener("resize", handler);
      handler.cancel();
    };
  }, [editing]);
  return width;
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CMS } from "@core/constants";
import { PrefetchQueue } from "./prefetch";
import { debounce, deviceSizeFor, throttle } from "./timing";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("resize timing", () => {
  it("uses docs/product.md's numbers: debounce 400 ms, throttle 200 ms while editing", () => {
    expect(CMS.resizeDebounceMs).toBe(400);
    expect(CMS.resizeThrottleWhileEditingMs).toBe(200);
  });

  it("debounce calls once, 400 ms after the last call, with the last arguments", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, CMS.resizeDebounceMs);
    debounced(1);
    vi.advanceTimersByTime(300);
    debounced(2);
    vi.advanceTimersByTime(399);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it("throttle calls at once, then at most once per 200 ms with the latest arguments", () => {
    const fn = vi.fn();
    const throttled = throttle(fn, CMS.resizeThrottleWhileEditingMs);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(200);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("cancel drops a pending call", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 400);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it("names device sizes by the 640 and 991 breakpoints", () => {
    expect([320, 640, 641, 991, 992, 1440].map(deviceSizeFor)).toEqual(["small", "small", "medium", "medium", "large", "large"]);
  });
});

describe("hover prefetch queue", () => {
  it("holds at most 4 prefetches at once, fetches a path once, and frees a place when one ends", async () => {
    vi.useRealTimers();
    const pending = new Map<string, () => void>();
    const queue = new PrefetchQueue((path) => new Promise<void>((resolve) => pending.set(path, resolve)));
    expect(queue.limit).toBe(CMS.hoverPrefetchQueueLimit);
    expect(["/a", "/b", "/c", "/d"].map((path) => queue.request(path))).toEqual([true, true, true, true]);
    expect(queue.request("/e")).toBe(false);
    expect(queue.request("/a")).toBe(false);
    pending.get("/a")!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.size).toBe(3);
    expect(queue.request("/e")).toBe(true);
    expect(queue.request("/a")).toBe(false);
  });

  it("a failed prefetch frees its place too", async () => {
    vi.useRealTimers();
    const queue = new PrefetchQueue(() => Promise.reject(new Error("offline")), 1);
    expect(queue.request("/a")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.request("/b")).toBe(true);
  });
});

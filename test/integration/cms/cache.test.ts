import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CMS_CACHE } from "@core/constants";
import { cmsCacheKey } from "@server/cms/cache";
import { ageEntry, BUILDER, builderResults, cached, cacheName, fakeBuilder, never, page, previewTokenParam, textBlock, uniquePath } from "./helpers";

afterEach(() => vi.restoreAllMocks());

/** A fake content API that serves `path` with a version counter, or fails while `down` is set. */
function versionedBuilder(path: string) {
  const state = { version: 1, down: false as false | "500" | "slow" };
  const seen = fakeBuilder((request, signal) => {
    if (state.down === "500") return new Response("down", { status: 500 });
    if (state.down === "slow") return never(request, signal);
    return builderResults(path, [textBlock("builder-v", `<p>Version ${state.version}</p>`)]);
  });
  return { state, seen };
}

describe("the CMS cache in KV", () => {
  it("serves a fresh copy from KV without asking the source again", async () => {
    const path = uniquePath();
    const { seen } = versionedBuilder(path);
    const first = await page(path, { env: BUILDER });
    expect(first.response.headers.get("x-cms-cache")).toBe("miss");
    expect(first.html).toContain("Version 1");
    expect((await cached("builder", path))?.prepared?.page.title).toBe(`Title of ${path}`);

    const second = await page(path, { env: BUILDER });
    expect(second.response.headers.get("x-cms-cache")).toBe("hit");
    expect(second.html).toContain("Version 1");
    expect(seen).toHaveLength(1);
  });

  it("after five minutes serves the stale copy at once and refreshes it in the background", async () => {
    const path = uniquePath();
    const { state, seen } = versionedBuilder(path);
    await page(path, { env: BUILDER });
    state.version = 2;
    await ageEntry("builder", path, CMS_CACHE.freshMs + 1000);

    const stale = await page(path, { env: BUILDER });
    expect(stale.response.headers.get("x-cms-cache")).toBe("stale");
    expect(stale.html).toContain("Version 1");
    expect(seen).toHaveLength(2);
    // The refresh ran in waitUntil (the helper waits for it): KV now holds version 2 with a new timestamp.
    const entry = await cached("builder", path);
    expect(Date.now() - entry!.storedAt).toBeLessThan(10_000);

    const fresh = await page(path, { env: BUILDER });
    expect(fresh.response.headers.get("x-cms-cache")).toBe("hit");
    expect(fresh.html).toContain("Version 2");
  });

  it("is still fresh just before five minutes", async () => {
    const path = uniquePath();
    const { seen } = versionedBuilder(path);
    await page(path, { env: BUILDER });
    await ageEntry("builder", path, CMS_CACHE.freshMs - 5000);
    expect((await page(path, { env: BUILDER })).response.headers.get("x-cms-cache")).toBe("hit");
    expect(seen).toHaveLength(1);
  });

  it("keeps serving the stale copy when the source fails, and logs the failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const path = uniquePath();
    const { state } = versionedBuilder(path);
    await page(path, { env: BUILDER });
    await ageEntry("builder", path, CMS_CACHE.freshMs + 1000);
    const before = await cached("builder", path);
    state.down = "500";

    const response = await page(path, { env: BUILDER });
    expect(response.status).toBe(200);
    expect(response.html).toContain("Version 1");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`builder source failed refreshing ${path}; the stale copy stays: Builder answered HTTP 500`));
    // The failed refresh left the copy alone, so the next visitor still gets it.
    expect(await cached("builder", path)).toEqual(before);
    expect((await page(path, { env: BUILDER })).html).toContain("Version 1");
  });

  it("keeps serving the stale copy when the source times out", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const path = uniquePath();
    const { state } = versionedBuilder(path);
    await page(path, { env: BUILDER });
    await ageEntry("builder", path, CMS_CACHE.freshMs + 1000);
    state.down = "slow";
    const response = await page(path, { env: { ...BUILDER, CMS_TIMEOUT_MS: "50" } });
    expect(response.status).toBe(200);
    expect(response.html).toContain("Version 1");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no answer within 50 ms"));
  });

  it("answers 503 with a clear page when the source is down and nothing is cached", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const path = uniquePath();
    const { state } = versionedBuilder(path);
    state.down = "500";
    const response = await page(path, { env: BUILDER });
    expect(response.status).toBe(503);
    expect(response.html).toContain("This page is taking a break");
    expect(response.html).toContain("Please try again in a minute.");
    expect(warn).toHaveBeenCalledTimes(1);
    // Nothing was cached: once the source is back, the page appears.
    expect(await cached("builder", path)).toBeNull();
    state.down = false;
    expect((await page(path, { env: BUILDER })).status).toBe(200);
  });

  it("remembers 'no page here' for a minute, so scans of random paths do not reach the source", async () => {
    const seen = fakeBuilder(() => Response.json({ results: [] }));
    const path = uniquePath("/wp-login");
    expect((await page(path, { env: BUILDER })).status).toBe(404);
    expect((await page(path, { env: BUILDER })).status).toBe(404);
    expect((await page(path, { env: BUILDER })).response.headers.get("x-cms-cache")).toBe("hit");
    expect(seen).toHaveLength(1);
    expect((await cached("builder", path))?.prepared).toBeNull();

    // After a minute the answer is asked again (and the page may have been published meanwhile).
    await ageEntry("builder", path, CMS_CACHE.notFoundMs + 1000);
    vi.restoreAllMocks();
    fakeBuilder(() => builderResults(path, [textBlock("builder-n", "<p>Now it exists</p>")]));
    const later = await page(path, { env: BUILDER });
    expect(later.status).toBe(200);
    expect(later.html).toContain("Now it exists");
  });

  it("serves the old 'no page here' when it has expired and the source is down", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const path = uniquePath();
    fakeBuilder(() => Response.json({ results: [] }));
    await page(path, { env: BUILDER });
    await ageEntry("builder", path, CMS_CACHE.notFoundMs + 1000);
    vi.restoreAllMocks();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fakeBuilder(() => new Response("down", { status: 502 }));
    expect((await page(path, { env: BUILDER })).status).toBe(404);
  });

  it("asks the source only once for a burst of requests to a stale page", async () => {
    const path = uniquePath();
    const { seen } = versionedBuilder(path);
    await page(path, { env: BUILDER });
    await ageEntry("builder", path, CMS_CACHE.freshMs + 1000);
    const burst = await Promise.all(Array.from({ length: 5 }, () => page(path, { env: BUILDER })));
    expect(burst.every((r) => r.status === 200 && r.html.includes("Version 1"))).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it("bypasses the cache in preview, both ways", async () => {
    const path = uniquePath();
    const { state, seen } = versionedBuilder(path);
    await page(path, { env: BUILDER });
    state.version = 2;
    const preview = await page(`${path}?preview=page&${await previewTokenParam()}`, { env: BUILDER });
    expect(preview.response.headers.get("x-cms-cache")).toBe("bypass");
    expect(preview.response.headers.get("cache-control")).toBe("no-store");
    expect(preview.html).toContain("Version 2");
    expect(seen).toHaveLength(2);
    // The preview did not replace the cached copy.
    expect((await page(path, { env: BUILDER })).html).toContain("Version 1");
  });

  it("stores entries under a versioned key per source and path, kept long enough to outlive the source", async () => {
    expect(cmsCacheKey("builder", "/pricing")).toBe("cms:page:v1:builder:/pricing");
    // The local source's name carries a hash of content/pages: an edited page never comes from an old copy.
    expect(cacheName("local")).toMatch(/^local@[0-9a-z]+$/);
    const key = cmsCacheKey(cacheName("local"), "/pricing");
    // Test files share one workerd and its KV (docs/decisions/0853-test-files-share-one-workerd.md): another file may
    // have cached this page minutes ago, so start from none to read the expiry this visit sets.
    await env.CACHE.delete(key);
    await page("/pricing");
    const list = await env.CACHE.list({ prefix: key });
    expect(list.keys.map((entry) => entry.name)).toEqual([key]);
    expect(list.keys[0]!.expiration! * 1000 - Date.now()).toBeGreaterThan(CMS_CACHE.keepSeconds * 1000 - 60_000);
  });
});

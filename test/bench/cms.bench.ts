import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { it, vi } from "vitest";
import { app } from "../../workers/app";
import { cmsCacheKey } from "@server/cms/cache";
import { localSource } from "@server/cms/local-source";
import { previewTokenParam } from "../integration/cms/helpers";
import { measure, report } from "./harness";

// Time to serve a CMS page on a KV hit against a miss, in local workerd, through the whole Worker.
const fetchPath = async (path: string) => {
  const response = await exports.default.fetch(new Request(`http://localhost${path}`));
  await response.arrayBuffer();
};

/** A miss: the KV copy is removed first, and the request's waitUntil (the write-back) is waited for. */
const missPath = async (path: string, key: string, overrides: Record<string, unknown> = {}) => {
  await env.CACHE.delete(key);
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost${path}`), { ...env, ...overrides } as Env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
};

it("CMS pages: KV hit against miss in local workerd", async () => {
  const local = localSource().cacheName;
  const pricing = await import("../../content/pages/pricing.json");
  // The Builder source against an in-process content API (no network): what a miss costs besides Builder's own latency.
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ results: [pricing.default] }));
  const builder = { CMS_SOURCE: "builder", CMS_API_KEY: "bench-key" };

  const rows = [];
  rows.push(await measure("baseline: GET /api/v1/health (D1 + KV read)", () => fetchPath("/api/v1/health")));
  await fetchPath("/pricing");
  rows.push(await measure("GET /pricing, KV hit (local source)", () => fetchPath("/pricing")));
  rows.push(await measure("GET /pricing, KV miss (local source: prepare + sanitise + KV write)", () => missPath("/pricing", cmsCacheKey(local, "/pricing"))));
  rows.push(await measure("GET /pricing, KV miss (Builder source, content API faked in-process)", () => missPath("/pricing", cmsCacheKey("builder", "/pricing"), builder)));
  // Previews need a preview token (or an admin's session): docs/security.md.
  const token = await previewTokenParam();
  rows.push(await measure("GET /pricing?preview=1 (cache bypassed)", () => fetchPath(`/pricing?preview=1&${token}`)));
  rows.push(await measure("GET /contact, KV hit (page with a form, hydrates)", () => fetchPath("/contact")));
  rows.push(await measure("GET /no-such-page, not-found cached", () => fetchPath("/no-such-page")));
  report("CMS pages (local workerd, the whole request through Hono and React Router)", rows);
  vi.restoreAllMocks();
}, 300_000);

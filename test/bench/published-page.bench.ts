import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { it } from "vitest";
import { buildAppContext } from "@server/platform";
import { findPublishedSite } from "@server/publishing";
import { servedCopies } from "@server/public-site/served-copies";
import { app } from "../../workers/app";
import { publishedSite } from "../integration/leads/helpers";
import { measure, report } from "./harness";

// Where a published page's time goes in the Worker, step by step (docs/performance.md, "A published page against a
// static asset"): the KV read of its copy, reading it into a page, the whole request from KV and from this isolate's
// memory (docs/decisions/0887-published-pages-kept-in-memory-for-seconds.md), and a Worker route that reads nothing.
// The workerd clock advances only across I/O, so every call but the first row's ends with the same read of a
// two-byte KV value: that row is the baseline, and a row's cost of its own is its time minus the baseline's.
// Visit counting is off (no SITE_VISITS binding): its cost is after the response (test/bench/visits.bench.ts).

it("published page: each step, from KV and from memory", async () => {
  const { project } = await publishedSite({ name: "Step Bakes" });
  const bindings = { ...env, SITE_VISITS: undefined } as unknown as Env;
  await env.CACHE.put("bench:tick", "ok");
  const tick = () => env.CACHE.get("bench:tick", "text");
  const get = async (path: string) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`http://localhost${path}`, { headers: { "user-agent": "Mozilla/5.0 Firefox/140.0" } }), bindings, ctx);
    await response.arrayBuffer();
    await waitOnExecutionContext(ctx);
  };
  const context = buildAppContext(bindings, createExecutionContext(), null);
  const rows = [];
  // Interleaved twice, so both halves see the machine's load.
  for (let pass = 0; pass < 2; pass++) {
    rows.push(await measure(`baseline: KV read of 2 bytes (${pass + 1})`, tick));
    rows.push(await measure(`KV read of the page's copy, as text (${pass + 1})`, async () => (await env.CACHE.get(`site:v1:${project.slug}`, "text"), await tick())));
    rows.push(await measure(`findPublishedSite: the KV read and its parse (${pass + 1})`, async () => (await findPublishedSite(context, project.slug), await tick())));
    rows.push(await measure(`GET /s/{slug}, its copy from KV (${pass + 1})`, async () => (servedCopies.forgetSite(project.slug), await get(`/s/${project.slug}`), await tick())));
    rows.push(await measure(`GET /s/{slug}, its copy from memory (${pass + 1})`, async () => (await get(`/s/${project.slug}`), await tick())));
    rows.push(await measure(`GET /robots.txt, a route that reads nothing (${pass + 1})`, async () => (await get("/robots.txt"), await tick())));
  }
  report("Published page, step by step (local workerd; every row but the first ends with the baseline's read)", rows);
}, 300_000);

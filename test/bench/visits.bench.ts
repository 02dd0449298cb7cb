import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { it } from "vitest";
import { app } from "../../workers/app";
import { publishedSite } from "../integration/leads/helpers";
import { report, type Measurement } from "./harness";

// A published page served with visit counting on (the SITE_VISITS binding) and off (no binding), in the same run.
// Counting is handed to waitUntil, so the response should not wait for it (docs/decisions/0840-cookieless-visitor-counts.md).
// Locally the counter runs in the same process as the page (in production it runs elsewhere), so each request's
// count is finished before the next request, outside the timed part; the last row times the count too, for its cost.
// Requests are timed one by one (each reads KV, so the workerd clock advances), modes alternating request by request.
const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

it("published page: counting on against off", async () => {
  const { project } = await publishedSite({ name: "Bench Bakes" });
  const withoutCounter = { ...env, SITE_VISITS: undefined } as unknown as Env;
  let visitor = 0;
  let pending: Promise<void>[] = [];
  const serve = async (bindings: Env, waitForCount: boolean) => {
    visitor += 1;
    const ctx = createExecutionContext();
    const request = new Request(`http://localhost/s/${project.slug}`, { headers: { "user-agent": BROWSER, "cf-connecting-ip": `2001:db8::${(visitor % 65535).toString(16)}` } });
    const response = await app.fetch(request, bindings, ctx);
    await response.arrayBuffer();
    if (waitForCount) await waitOnExecutionContext(ctx);
    else pending.push(waitOnExecutionContext(ctx));
  };
  // On and off alternate batch by batch, so both see the same machine load (the machine is shared).
  const modes = [
    { name: "baseline: GET /s/{slug}, counting off", bindings: withoutCounter, waitForCount: false },
    { name: "GET /s/{slug}, counting on (response time)", bindings: env, waitForCount: false },
    { name: "GET /s/{slug}, counting on, waiting for the count too", bindings: env, waitForCount: true },
  ];
  const times = modes.map(() => [] as number[]);
  const batch = 1;
  for (let round = 0; round < 500; round++) {
    for (const [index, mode] of modes.entries()) {
      const started = performance.now();
      await serve(mode.bindings, mode.waitForCount);
      const elapsed = performance.now() - started;
      await Promise.all(pending);
      pending = [];
      // The first rounds warm up.
      if (round >= 50) times[index]!.push(elapsed);
    }
  }
  const rows: Measurement[] = modes.map((mode, index) => {
    const sorted = [...times[index]!].sort((a, b) => a - b);
    return { name: mode.name, samples: sorted.length * batch, medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95), meanMs: sorted.reduce((sum, t) => sum + t, 0) / sorted.length };
  });
  report("Published page: visit counting on against off (local workerd, requests alternating; target: response within 1.1x of off)", rows);
}, 300_000);

import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { it } from "vitest";
import { app } from "../../workers/app";
import { publishedSite } from "../integration/leads/helpers";
import { measure, report } from "./harness";

// A published page served with visit counting on (the SITE_VISITS binding) and off (no binding), in the same run.
// Counting is handed to waitUntil, so the response should not wait for it (docs/decisions/0840-cookieless-visitor-counts.md);
// the last row waits for the count too, to show what it costs in all.
const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";

it("published page: counting on against off", async () => {
  const { project } = await publishedSite({ name: "Bench Bakes" });
  const withoutCounter = { ...env, SITE_VISITS: undefined } as unknown as Env;
  let visitor = 0;
  const pending: Promise<void>[] = [];
  const serve = async (bindings: Env, { waitForCount = false } = {}) => {
    visitor += 1;
    const ctx = createExecutionContext();
    const request = new Request(`http://localhost/s/${project.slug}`, { headers: { "user-agent": BROWSER, "cf-connecting-ip": `2001:db8::${(visitor % 65535).toString(16)}` } });
    const response = await app.fetch(request, bindings, ctx);
    await response.arrayBuffer();
    // The counts finish after the response, as in production; later batches do not wait for them.
    if (waitForCount) await waitOnExecutionContext(ctx);
    else pending.push(waitOnExecutionContext(ctx));
  };
  const rows = [
    await measure("baseline: GET /s/{slug}, counting off", () => serve(withoutCounter), { samples: 40, batch: 10, warmup: 30 }),
    await measure("GET /s/{slug}, counting on (response only)", () => serve(env), { samples: 40, batch: 10, warmup: 30 }),
    await measure("GET /s/{slug}, counting off (again, for noise)", () => serve(withoutCounter), { samples: 40, batch: 10 }),
    await measure("GET /s/{slug}, counting on, waiting for the count", () => serve(env, { waitForCount: true }), { samples: 40, batch: 10 }),
  ];
  await Promise.all(pending);
  report("Published page: visit counting on against off (local workerd; target: response within 1.1x of off)", rows);
}, 300_000);

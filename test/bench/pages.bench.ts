import { exports } from "cloudflare:workers";
import { it } from "vitest";
import { measure, report } from "./harness";

// Server render of the public pages against the health endpoint (the Worker's floor) in the same run.
const fetchPath = async (path: string) => {
  const response = await exports.default.fetch(new Request(`http://localhost${path}`));
  await response.arrayBuffer();
};

it("public pages: time to serve one request in local workerd", async () => {
  const rows = [];
  rows.push(await measure("baseline: GET /api/v1/health (D1 + KV read)", () => fetchPath("/api/v1/health")));
  rows.push(await measure("GET / (landing page SSR)", () => fetchPath("/")));
  rows.push(await measure("GET /about (SSR)", () => fetchPath("/about")));
  rows.push(await measure("GET /terms (markdown + SSR)", () => fetchPath("/terms")));
  rows.push(await measure("GET /nope (404 page)", () => fetchPath("/nope")));
  report("Public pages (local workerd, includes the request through Hono and React Router)", rows);
}, 120_000);

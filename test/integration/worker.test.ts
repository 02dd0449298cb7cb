import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const BASE = "http://localhost";

async function get(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(`${BASE}${path}`, init));
}

describe("the Worker", () => {
  it("answers the health check from migrated D1 and KV", async () => {
    const response = await get("/api/v1/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json<{ status: string; checks: { d1: { ok: boolean; migrations: number }; kv: { ok: boolean } } }>();
    expect(body.status).toBe("ok");
    expect(body.checks.d1.ok).toBe(true);
    expect(body.checks.d1.migrations).toBe(env.TEST_MIGRATIONS.length);
    expect(body.checks.kv.ok).toBe(true);
  });

  it("server-renders the landing page with its headline and no JavaScript", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Join us at May");
    expect(html).toContain(`href="${env.WAITLIST_URL}"`);
    expect(html).not.toMatch(/<script\b/i);
  });

  it("gives unknown pages the 404 page with status 404", async () => {
    const response = await get("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain("Sorry, we couldn&#x27;t find the page you&#x27;re looking for.");
  });

  it("answers an unknown API route with the JSON error envelope, never HTML", async () => {
    for (const path of ["/api/v1/x", "/api/v1/", "/api/v2/health", "/api/v1/health/deeper"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("application/json");
      expect(await response.json(), path).toEqual({
        data: null,
        error: { status: 404, name: "NotFoundError", message: "Not Found", details: {} },
      });
    }
  });

  it("refuses an API body over 64 KiB with 413 in the envelope", async () => {
    const response = await get("/api/v1/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ data: null, error: { status: 413, name: "PayloadTooLargeError" } });
  });

  it("hands POSTs to the UI handler: a page without an action answers 405", async () => {
    const response = await get("/about", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(response.status).toBe(405);
    expect(await response.text()).toContain("Method Not Allowed");
  });

  it("sends a visitor without a session from /u pages to Login, keeping where they were going", async () => {
    const response = await get("/u/dashboard?tab=all", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fu%2Fdashboard%3Ftab%3Dall");
  });

  it("renders the legal pages with every required fact and the configured support address", async () => {
    const terms = await (await get("/terms")).text();
    const privacy = await (await get("/privacy")).text();
    expect(privacy).toContain("05 May 2023");
    expect(terms).toContain('id="intellectual-property"');
    for (const html of [terms, privacy]) expect(html).toContain(`mailto:${env.SUPPORT_EMAIL}`);
    expect(terms).toMatch(/non-commercial/);
    expect(terms).toMatch(/one year/);
    expect(terms).toMatch(/United States/);
    expect(privacy).toMatch(/unsubscribe/);
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./accounts/helpers";
import { publishedSite } from "./leads/helpers";
import { recordingD1 } from "./recording-d1";

// Budgets counted, never timed (docs/performance.md): what a page ships and how many D1 queries it makes.

/** Scripts a page would run: every <script> except JSON-LD data, plus module preloads. */
function scriptsIn(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]).filter((tag) => !/type="application\/ld\+json"/i.test(tag));
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/gi)].map((match) => match[0]);
  return [...scripts, ...preloads];
}

async function signInCookie(person: { email: string; password: string }): Promise<string> {
  const form = new URLSearchParams({ identifier: person.email, password: person.password });
  const signedIn = await call("http://localhost/login", { method: "POST", rawBody: form, headers: { "content-type": "application/x-www-form-urlencoded" } });
  const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  expect(cookie).toMatch(/^may_session=/);
  return cookie;
}

describe("pages that need no JavaScript", () => {
  it("ship none: the landing page, marketing and legal pages, a CMS page without a form, a published site", async () => {
    const { project } = await publishedSite();
    for (const path of ["/", "/about", "/terms", "/privacy", "/features", `/s/${project.slug}`]) {
      const page = await call(`http://localhost${path}`);
      expect(page.status, path).toBe(200);
      expect(scriptsIn(await page.text()), path).toEqual([]);
    }
  });

  it("while a page with a form still ships its scripts", async () => {
    for (const path of ["/login", "/contact"]) {
      const page = await call(`http://localhost${path}`);
      expect(scriptsIn(await page.text()).length, path).toBeGreaterThan(0);
    }
  });
});

/**
 * D1 round trips each signed-in page may make (a batch counts as one): the session, read once however many loaders
 * run, with the user, the role, the bell's notifications and their unread count in one batch (1), then what the
 * page itself shows.
 */
const QUERY_BUDGETS: Record<string, number> = {
  "/u": 1,
  // The conversation, the templates and the conversation's follow-ups.
  "/u/chat": 4,
  // The projects, the templates, and the visitor counts of every project in one query (docs/decisions/0840-cookieless-visitor-counts.md).
  "/u/dashboard": 4,
  "/u/projects/:id": 4,
};

describe("a signed-in page", () => {
  it("makes no more D1 queries than its budget", async () => {
    const site = await publishedSite();
    const cookie = await signInCookie(site.person);
    const counts: Record<string, number> = {};
    const logs: Record<string, string> = {};
    for (const [route, budget] of Object.entries(QUERY_BUDGETS)) {
      const path = route.replace(":id", String(site.project.id));
      const log: string[] = [];
      const page = await call(`http://localhost${path}`, { headers: { cookie }, env: { DB: recordingD1(env.DB, log) } });
      expect(page.status, path).toBe(200);
      counts[route] = log.length;
      logs[route] = `${path} made ${log.length} queries (budget ${budget}):\n${log.join("\n")}`;
    }
    console.log(`D1 queries per signed-in page: ${JSON.stringify(counts)}`);
    for (const [route, budget] of Object.entries(QUERY_BUDGETS)) expect(counts[route], logs[route]).toBeLessThanOrEqual(budget);
  });
});

describe("the app's robots.txt", () => {
  it("is plain text that keeps search engines out of the signed-in screens and the API only", async () => {
    const robots = await call("http://localhost/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await robots.text()).trim().split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Disallow: /u/");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).not.toContain("Disallow: /");
    expect(lines.some((line) => line.startsWith("Disallow: /s"))).toBe(false);
  });
});

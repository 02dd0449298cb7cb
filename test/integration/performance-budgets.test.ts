import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, makeAdmin, signedUpUser } from "./accounts/helpers";
import { publishedSite } from "./leads/helpers";
import { recordingD1 } from "./recording-d1";
import { createDb } from "@server/db/client";
import { projectVersions, siteMessageReplies, siteMessages } from "@server/db";
import { eq } from "drizzle-orm";

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
 * run, with the user, the role, the bell's notifications and their unread count in one batch, and what the page
 * itself shows in the same batch (docs/decisions/0915-a-signed-in-page-in-one-round-trip.md).
 */
const ROUND_TRIP_BUDGETS: Record<string, number> = {
  "/u": 1,
  // The conversation (its follow-ups in the same row) and the templates.
  "/u/chat": 1,
  // The projects, the templates, and the visitor counts of every published project (docs/decisions/0840-cookieless-visitor-counts.md).
  "/u/dashboard": 1,
  // The project, its inbox's folder (messages and their replies) and every folder's count; another folder or a search reads the same way.
  "/u/projects/:id": 1,
  "/u/projects/:id?folder=archived&q=crumb": 1,
  "/u/projects/:id?folder=spam": 1,
  // The editor's canvas: the project; one version of its history read beside it.
  "/u/projects/:id/render": 1,
  "/u/projects/:id/render?version=:version": 1,
};

/** A visitor's message in the project's inbox with one reply from its owner, written straight to D1. */
async function messageWithReply(projectId: number, ownerId: number, fields: { spam?: boolean; archived?: boolean } = {}) {
  const db = createDb(env.DB);
  const [message] = await db
    .insert(siteMessages)
    .values({ projectId, name: "Ana Crumb", email: "ana@example.com", message: "Do you bake on Sundays?", spam: fields.spam ?? false, archivedAt: fields.archived ? new Date() : null })
    .returning();
  await db.insert(siteMessageReplies).values({ messageId: message!.id, userId: ownerId, body: "Yes, from eight.", sentAt: new Date() });
}

describe("a signed-in page", () => {
  it("makes no more D1 round trips than its budget, with messages and replies in every inbox folder", async () => {
    const site = await publishedSite();
    for (const fields of [{}, { archived: true }, { spam: true }]) await messageWithReply(site.project.id, site.user.id, fields);
    const cookie = await signInCookie(site.person);
    const [version] = await createDb(env.DB).select({ id: projectVersions.id }).from(projectVersions).where(eq(projectVersions.projectId, site.project.id)).limit(1);
    const counts: Record<string, number> = {};
    const logs: Record<string, string> = {};
    for (const [route, budget] of Object.entries(ROUND_TRIP_BUDGETS)) {
      const path = route.replace(":id", String(site.project.id)).replace(":version", String(version!.id));
      const log: string[] = [];
      const page = await call(`http://localhost${path}`, { headers: { cookie }, env: { DB: recordingD1(env.DB, log) } });
      expect(page.status, path).toBe(200);
      if (route.startsWith("/u/projects/:id") && !route.includes("/render")) expect(await page.text(), path).toContain("Yes, from eight.");
      counts[route] = log.length;
      logs[route] = `${path} made ${log.length} round trips (budget ${budget}):\n${log.join("\n")}`;
    }
    console.log(`D1 round trips per signed-in page: ${JSON.stringify(counts)}`);
    for (const [route, budget] of Object.entries(ROUND_TRIP_BUDGETS)) expect(counts[route], logs[route]).toBeLessThanOrEqual(budget);
  }, 120_000);

  it("reads a page's rows in the session's batch only when its loader runs: a data request for it, not one for another route, nor a form post", async () => {
    const site = await publishedSite();
    const cookie = await signInCookie(site.person);
    const projectsRead = /from "projects"/;
    const cases: { path: string; method?: string; pageRows: boolean }[] = [
      // A client navigation to the dashboard asks for its loader's data (and the layouts' when they revalidate).
      { path: "/u/dashboard.data?_routes=routes%2Fdashboard", pageRows: true },
      { path: "/u/dashboard.data", pageRows: true },
      // A revalidation of the root only: the dashboard's reads would be read for nothing.
      { path: "/u/dashboard.data?_routes=root", pageRows: false },
      { path: `/u/projects/${site.project.id}.data?_routes=routes%2Fsigned-in-layout`, pageRows: false },
      // A card's action reads the session, then its own rows; the page's reads come with the revalidation after it.
      { path: "/u/dashboard", method: "POST", pageRows: false },
    ];
    for (const { path, method, pageRows } of cases) {
      const log: string[] = [];
      const body = method === "POST" ? new URLSearchParams({ intent: "rename", projectId: String(site.project.id), name: "Rise & Crumb" }) : undefined;
      const answer = await call(`http://localhost${path}`, { method, headers: { cookie, origin: "http://localhost", ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) }, rawBody: body?.toString(), env: { DB: recordingD1(env.DB, log) } });
      expect(answer.status, `${method ?? "GET"} ${path}`).toBeLessThan(400);
      const session = log.find((entry) => entry.includes('from "users"')) ?? "";
      expect(projectsRead.test(session), `${method ?? "GET"} ${path}: ${session}`).toBe(pageRows);
      if (pageRows) expect(log, `${path}:\n${log.join("\n")}`).toHaveLength(1);
    }
  }, 120_000);

  it("an admin opens someone else's project in the same round trips (the role is the session's)", async () => {
    const site = await publishedSite();
    await messageWithReply(site.project.id, site.user.id);
    const admin = await signedUpUser();
    await makeAdmin(admin.user.id);
    const cookie = await signInCookie(admin.person);
    const [version] = await createDb(env.DB).select({ id: projectVersions.id }).from(projectVersions).where(eq(projectVersions.projectId, site.project.id)).limit(1);
    for (const path of [`/u/projects/${site.project.id}`, `/u/projects/${site.project.id}/render?version=${version!.id}`]) {
      const log: string[] = [];
      const page = await call(`http://localhost${path}`, { headers: { cookie }, env: { DB: recordingD1(env.DB, log) } });
      expect(page.status, path).toBe(200);
      expect(log.length, `${path}:\n${log.join("\n")}`).toBe(1);
    }
  }, 120_000);

  it("still answers someone else's project, and a project that does not exist, with the 404 page and none of its messages", async () => {
    const site = await publishedSite();
    await messageWithReply(site.project.id, site.user.id);
    const [version] = await createDb(env.DB).select({ id: projectVersions.id }).from(projectVersions).where(eq(projectVersions.projectId, site.project.id)).limit(1);
    const stranger = await signedUpUser();
    const cookie = await signInCookie(stranger.person);
    for (const path of [`/u/projects/${site.project.id}`, `/u/projects/${site.project.id}?folder=inbox`, `/u/projects/${site.project.id}/render?version=${version!.id}`, "/u/projects/999999999"]) {
      const page = await call(`http://localhost${path}`, { headers: { cookie } });
      expect(page.status, path).toBe(404);
      const html = await page.text();
      expect(html, path).not.toContain("Do you bake on Sundays?");
      expect(html, path).not.toContain("Yes, from eight.");
      expect(html, path).not.toContain("Rise &amp; Crumb");
    }
  }, 120_000);
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

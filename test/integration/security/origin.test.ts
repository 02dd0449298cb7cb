import { describe, expect, it } from "vitest";
import { call, expectError } from "../accounts/helpers";
import { apiRoutes, formRoutes } from "./fuzz";
import { form, logInOnScreen, page, sessionSetBy, signedInOnScreen, signedInWithProject } from "./helpers";

// docs/security.md, "Screens and headers": a state-changing request the session cookie authorises must come from our own pages.
const EVIL = { origin: "http://evil.example" };
const CROSS_SITE = { "sec-fetch-site": "cross-site" };

describe("cross-site requests with the session cookie", () => {
  it("cannot sign anyone out", async () => {
    const { cookie } = await signedInOnScreen();
    for (const headers of [EVIL, CROSS_SITE, { origin: "null" }] as Record<string, string>[]) {
      const response = await call(page("/logout"), { method: "POST", headers: { cookie, ...headers } });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.getSetCookie().join()).not.toContain("may_session=");
    }
    expect((await call(page("/u/chat"), { headers: { cookie } })).status).toBe(200);
  });

  it("cannot mark notifications read", async () => {
    const { cookie } = await signedInOnScreen();
    const response = await call(page("/u/notifications/read"), { method: "POST", ...form({}), headers: { ...form({}).headers, cookie, ...EVIL } });
    expect(response.status).toBe(403);
  });

  it("cannot write through the API (refused before the route runs, in the envelope)", async () => {
    const { cookie, projectId, jwt } = await signedInWithProject();
    expect((await call(`/projects/${projectId}/publish`, { method: "POST", jwt })).status).toBe(200);
    const refused = await call(`/projects/${projectId}/unpublish`, { method: "POST", headers: { cookie, ...EVIL } });
    await expectError(refused, 403, "ForbiddenError", "Cross-site request refused");
    const project = await (await call(`/projects/${projectId}`, { jwt })).json<{ data: { published: boolean } }>();
    expect(project.data.published).toBe(true);
  });

  it("cannot sign a browser in through the login form (login CSRF)", async () => {
    const { person } = await signedInOnScreen();
    const { response } = await logInOnScreen(person.email, person.password, "/login", { headers: { ...form({}).headers, ...EVIL } });
    expect(response.status).toBe(403);
    expect(sessionSetBy(response)).toBeNull();
  });
});

/**
 * The API's writes that no session authorises, so a cross-site request gains nothing from the browser's cookie:
 * signing in and up, the mails that need no account, and a published site's contact form. A new write is
 * checked unless it is added here, on purpose.
 */
const WRITES_WITHOUT_A_SESSION: ReadonlySet<string> = new Set([
  "POST /auth/local",
  "POST /auth/local/register",
  "POST /auth/send-email-confirmation",
  "POST /auth/forgot-password",
  "POST /auth/reset-password",
  "POST /sites/:slug{[a-z0-9-]{1,60}}/messages",
]);

/** A path that the route's pattern accepts (`:id{[0-9]{1,15}}` → the project's id). */
function concretePath(pattern: string, projectId: number): string {
  return pattern.replace(/:(\w+)(\{[^/]*\})?/g, (_match, _name: string, shape?: string) => {
    if (shape?.includes("[0-9]")) return String(projectId);
    if (shape?.includes("A-Z")) return "shop.example.com";
    return shape ? "hero" : "0123456789abcdef01234567";
  });
}

describe("every state-changing route, from the app's own route tables", () => {
  const writes = apiRoutes().filter((route) => !["GET", "HEAD", "OPTIONS"].includes(route.method));

  it("API: a cross-site write with the session cookie is refused before the route runs", async () => {
    const { cookie, projectId } = await signedInWithProject();
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const label = `${route.method} ${route.path}`;
      if (WRITES_WITHOUT_A_SESSION.has(label)) continue;
      for (const headers of [EVIL, CROSS_SITE] as Record<string, string>[]) {
        const response = await call(`/api/v1${concretePath(route.path, projectId)}`, { method: route.method, json: {}, headers: { cookie, ...headers } });
        await expectError(response, 403, "ForbiddenError", "Cross-site request refused").catch((error: unknown) => {
          throw new Error(`${label} with ${JSON.stringify(headers)}: ${String(error)}`);
        });
      }
    }
    // The project is still there: the DELETE among them never ran.
    const project = await call(`/projects/${projectId}`, { headers: { cookie } });
    expect(project.status).toBe(200);
  });

  it("screens: every form action and resource route refuses a cross-site write with the session cookie", async () => {
    const { cookie, projectId } = await signedInWithProject();
    const routes = await formRoutes();
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      const path = route.path.replace(/:\w+/g, String(projectId)).replace("*", "some-page");
      for (const headers of [EVIL, CROSS_SITE] as Record<string, string>[]) {
        const response = await call(page(path), { method: "POST", ...form({ intent: "delete", projectId: String(projectId) }), headers: { ...form({}).headers, cookie, ...headers } });
        expect(response.status, `${path} with ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toContain("Request refused");
      }
    }
    expect((await call(`/projects/${projectId}`, { headers: { cookie } })).status).toBe(200);
  });
});

describe("requests that stay allowed", () => {
  it("our own pages (same Origin, or Sec-Fetch-Site same-origin)", async () => {
    const { cookie } = await signedInOnScreen();
    for (const headers of [{ origin: "http://localhost" }, { "sec-fetch-site": "same-origin" }] as Record<string, string>[]) {
      const response = await call(page("/u/notifications/read"), { method: "POST", rawBody: new URLSearchParams(), headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers } });
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
    const out = await call(page("/logout"), { method: "POST", headers: { cookie, origin: "http://localhost" } });
    expect(out.status).toBe(302);
  });

  it("Bearer-token API calls from anywhere (no cookie authorises them)", async () => {
    const { projectId, jwt } = await signedInWithProject();
    const response = await call(`/projects/${projectId}/publish`, { method: "POST", jwt, headers: EVIL });
    expect(response.status).toBe(200);
  });

  it("reads, even cross-site", async () => {
    const { cookie } = await signedInOnScreen();
    expect((await call("/users/me", { headers: { cookie, ...EVIL } })).status).toBe(200);
    expect((await call(page("/u/chat"), { headers: { cookie, ...CROSS_SITE } })).status).toBe(200);
  });
});

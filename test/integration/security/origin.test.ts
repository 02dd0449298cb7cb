import { describe, expect, it } from "vitest";
import { call, expectError } from "../accounts/helpers";
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

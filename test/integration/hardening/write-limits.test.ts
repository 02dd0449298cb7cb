import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../accounts/helpers";
import { apiRoutes } from "../security/fuzz";
import { generatedProject } from "./helpers";

// docs/security.md, "Rate limits": every write, AI call and auth route passes a rate limit. The routes come from
// the API router's own table, so a new write without a limit fails here until it has one.

/** Every rate-limiting binding of this Worker answering "over the limit", as it would mid-flood. */
function everyLimiterRefusing(): Record<string, RateLimit> {
  const refusing = { limit: async () => ({ success: false }) } as RateLimit;
  return Object.fromEntries(Object.keys(env).filter((name) => name.endsWith("_RATE_LIMITER")).map((name) => [name, refusing]));
}

describe("rate limits on every write", () => {
  it("every API route that is not a read answers 429 when its limiter says no (one limit for each, none forgotten)", async () => {
    const { jwt, user, project } = await generatedProject("Limited Bakery");
    // A message in the inbox, so a reply reaches its limit (it first checks the message exists).
    expect((await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} })).status).toBe(200);
    expect((await call(`/sites/${project.slug}/messages`, { json: { name: "Ana", email: "ana@example.com", phone: "", message: "Do you bake on Sundays?" } })).status).toBe(200);
    const inbox = await (await call(`/projects/${project.id}/messages`, { jwt })).json<{ data: { id: number }[] }>();
    const messageId = inbox.data[0]!.id;
    const chat = await (await call("/chat", { jwt })).json<{ data: { steps: unknown; version: number } }>();

    /** Bodies that pass each route's validation, so the request reaches its limit; anything else sends `{}`. */
    const bodies: Record<string, unknown> = {
      "PUT /users/me/time-zone": { timeZone: "Europe/Lisbon" },
      "PUT /users/:id": { username: "limited-baker" },
      "POST /notifications/read": { ids: [1] },
      "PUT /chat": chat.data,
      "PUT /chat/understanding": { answer: "skipped" },
      "POST /chat/follow-ups": { message: "We open 8 to 4, closed Mondays" },
      "POST /projects/:id/domains": { hostname: "shop.example.com" },
      "PUT /projects/:id": { name: "Renamed Bakery" },
      "PUT /projects/:id/settings": { hideFromSearch: true },
      "PUT /projects/:id/messages/:messageId": { read: true },
      "POST /projects/:id/messages/:messageId/replies": { body: "Yes, from 8 until noon." },
      "POST /sites/:slug/messages": { name: "Ana", email: "ana@example.com", phone: "", message: "Hello again" },
      "POST /auth/change-password": { currentPassword: "x", password: "yyyyyyyy", passwordConfirmation: "yyyyyyyy" },
    };
    const writes = apiRoutes().filter((route) => !["GET", "HEAD", "OPTIONS"].includes(route.method));
    expect(writes.length).toBeGreaterThan(25);
    const unlimited: string[] = [];
    for (const route of writes) {
      const label = `${route.method} ${route.path.replace(/\{[^/]*\}/g, "")}`;
      const path = route.path
        .replace(/:id\{[^/]*\}/, String(label.startsWith("PUT /users") ? user.id : project.id))
        .replace(/:messageId\{[^/]*\}/, String(messageId))
        .replace(/:versionId\{[^/]*\}/, "1")
        .replace(/:followUpId\{[^/]*\}/, "follow-up-1")
        .replace(/:sectionId\{[^/]*\}/, project.document!.sections.find((section) => section.type === "about")?.id ?? project.document!.sections[1]!.id)
        .replace(/:hostname\{[^/]*\}/, "shop.example.com")
        .replace(/:slug\{[^/]*\}/, project.slug)
        .replace(/:id$/, "0123456789abcdef01234567");
      const response = await call(`/api/v1${path}`, { method: route.method, jwt, json: bodies[label] ?? {}, env: everyLimiterRefusing() });
      if (response.status !== 429) unlimited.push(`${label} → ${response.status} ${await response.text()}`);
    }
    expect(unlimited).toEqual([]);
  });

  it("the screens' writes count in the same buckets (notifications read, the dashboard's project actions)", async () => {
    const { jwt, project, person } = await generatedProject("Screen Limits");
    const login = await call("http://localhost/login", { method: "POST", rawBody: new URLSearchParams({ identifier: person.email, password: person.password }), headers: { "content-type": "application/x-www-form-urlencoded" } });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const form = (fields: Record<string, string>) => ({ method: "POST", rawBody: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded", cookie }, env: everyLimiterRefusing() });
    expect((await call("http://localhost/u/notifications/read", form({}))).status).toBe(429);
    expect((await call("http://localhost/u/dashboard", form({ intent: "publish", projectId: String(project.id) }))).status).toBe(429);
    expect((await call(`/projects/${project.id}`, { jwt })).status).toBe(200);
  });
});

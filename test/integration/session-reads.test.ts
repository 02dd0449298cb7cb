import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./accounts/helpers";
import { generatedProject } from "./hardening/helpers";
import { recordingD1 } from "./recording-d1";

/** The statements that read from a table (the statements of a batch one by one; the role's may read users in a subquery). */
const readsOf = (log: string[], table: string) =>
  log.flatMap((entry) => (entry.startsWith("batch: ") ? entry.slice("batch: ".length).split("; ") : [entry])).filter((sql) => /^\s*select/i.test(sql) && new RegExp(`^\\s*select [^(]*? from "${table}"`, "i").test(sql)).length;

describe("a signed-in page", () => {
  it("reads the session's account and role from D1 at most once each, however many loaders run", async () => {
    // The screens' session cookie, minted through the same login form a person uses.
    const { person, project } = await generatedProject();
    const form = new URLSearchParams({ identifier: person.email, password: person.password });
    const signedIn = await call("http://localhost/login", { method: "POST", rawBody: form, headers: { "content-type": "application/x-www-form-urlencoded" } });
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^may_session=/);

    // The editor's page too: its loader reads the most (history, photos, domains, visitors) besides the session.
    for (const path of ["/u/dashboard", "/u/chat", "/u", `/u/projects/${project.id}`]) {
      const log: string[] = [];
      const page = await call(`http://localhost${path}`, { headers: { cookie }, env: { DB: recordingD1(env.DB, log) } });
      expect(page.status, path).toBe(200);
      expect(log.length, path).toBeGreaterThan(0);
      // The layout and the page both need the user; the session is resolved once for both.
      expect(readsOf(log, "users"), `${path}: ${log.join("\n")}`).toBe(1);
      expect(readsOf(log, "roles"), `${path}: ${log.join("\n")}`).toBeLessThanOrEqual(1);
      expect(readsOf(log, "users") + readsOf(log, "roles"), path).toBeLessThanOrEqual(2);
      // Both, with the bell's notifications and unread count, in the request's first round trip (docs/performance.md).
      expect(log[0], path).toMatch(/^batch: select .* from "users" .*; select .* from "roles" .*; select .* from "notifications" .*; select count\(\*\) from "notifications"/);
    }
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signedUpUser } from "./accounts/helpers";

/** A D1 binding that records the SQL of every statement it runs, and passes each one to the real database. */
function recordingD1(real: D1Database, log: string[]): D1Database {
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => wrap(target.bind(...values), sql);
        if (key === "__real") return target;
        if (key === "first" || key === "all" || key === "run" || key === "raw") {
          return (...args: unknown[]) => {
            log.push(sql);
            return (target[key] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return wrapped;
  };
  return new Proxy(real, {
    get(target, key) {
      if (key === "prepare") return (sql: string) => wrap(target.prepare(sql), sql);
      if (key === "batch") {
        return (statements: D1PreparedStatement[]) => {
          const reals = statements.map((statement) => (statement as unknown as { __real: D1PreparedStatement }).__real ?? statement);
          for (const statement of statements) log.push(String((statement as unknown as { sql?: string }).sql ?? "batch"));
          return target.batch(reals);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const readsOf = (log: string[], table: string) => log.filter((sql) => /^\s*select/i.test(sql) && new RegExp(`from "${table}"`, "i").test(sql)).length;

describe("a signed-in page", () => {
  it("reads the session's account and role from D1 at most once each, however many loaders run", async () => {
    // The screens' session cookie, minted through the same login form a person uses.
    const { person } = await signedUpUser();
    const form = new URLSearchParams({ identifier: person.email, password: person.password });
    const signedIn = await call("http://localhost/login", { method: "POST", rawBody: form, headers: { "content-type": "application/x-www-form-urlencoded" } });
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^may_session=/);

    for (const path of ["/u/dashboard", "/u/chat", "/u"]) {
      const log: string[] = [];
      const page = await call(`http://localhost${path}`, { headers: { cookie }, env: { DB: recordingD1(env.DB, log) } });
      expect(page.status, path).toBe(200);
      expect(log.length, path).toBeGreaterThan(0);
      // The layout and the page both need the user; the session is resolved once for both.
      expect(readsOf(log, "users"), `${path}: ${log.join("\n")}`).toBe(1);
      expect(readsOf(log, "roles"), `${path}: ${log.join("\n")}`).toBeLessThanOrEqual(1);
      expect(readsOf(log, "users") + readsOf(log, "roles"), path).toBeLessThanOrEqual(2);
    }
  });
});

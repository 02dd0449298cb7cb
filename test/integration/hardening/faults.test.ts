import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { call, signedUpUser } from "../accounts/helpers";
import { finishConversation, generatedProject } from "./helpers";

const page = (path: string) => `http://localhost${path}`;

/** Logs in through the screen's form and returns the session cookie pair. */
async function sessionCookie(identifier: string, password: string) {
  const response = await call(page("/login"), { method: "POST", rawBody: new URLSearchParams({ identifier, password }), headers: { "content-type": "application/x-www-form-urlencoded" } });
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** A D1 binding that answers every query the way a locked or overloaded database does. */
function lockedDatabase(message = "D1_ERROR: database is locked: SQLITE_BUSY"): D1Database {
  const fail = () => Promise.reject(new Error(message));
  const statement = { bind: () => statement, all: fail, run: fail, raw: fail, first: fail };
  return { prepare: () => statement, batch: fail, exec: fail, dump: fail, withSession: () => ({ prepare: () => statement, batch: fail }) } as unknown as D1Database;
}

describe("corrupt cached copies of a published site", () => {
  it("fall back to D1 and never send a broken or missing ETag", async () => {
    const { jwt, project } = await generatedProject("Corrupt cache");
    expect((await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} })).status).toBe(200);
    const { etag } = (await env.DB.prepare("SELECT etag FROM published_sites WHERE slug = ?").bind(project.slug).first<{ etag: string }>())!;
    const key = `site:v1:${project.slug}`;
    const bad: Record<string, string | Uint8Array> = {
      "invalid JSON": "{not json",
      empty: "",
      binary: new Uint8Array([0xff, 0xfe, 0x00, 0x81, 0x7b]),
      "JSON null": "null",
      "a number for html": JSON.stringify({ html: 42, etag: '"abc"', publishedAt: 1 }),
      "empty html": JSON.stringify({ html: "", etag: '"abc"', publishedAt: 1 }),
      "CR/LF in the ETag": JSON.stringify({ html: "<p>hijacked</p>", etag: '"abc"\r\nSet-Cookie: stolen=1', publishedAt: 1 }),
      "no ETag": JSON.stringify({ html: "<p>no etag</p>", publishedAt: 1 }),
    };
    for (const [label, value] of Object.entries(bad)) {
      await env.CACHE.put(key, value);
      const response = await call(page(`/s/${project.slug}`));
      expect(response.status, label).toBe(200);
      expect(response.headers.get("x-may-source"), label).toBe("d1");
      expect(response.headers.get("etag"), label).toBe(etag);
      expect(response.headers.get("set-cookie"), label).toBeNull();
      expect(await response.text(), label).toContain("Corrupt cache");
    }
    // The read from D1 put a good copy back.
    expect((await call(page(`/s/${project.slug}`))).headers.get("x-may-source")).toBe("kv");
  });
});

/** The real D1 binding, except that its first `failures` calls answer the way a database locked by another writer does. */
function brieflyLockedDatabase(real: D1Database, failures: number): { db: D1Database; refused: () => number } {
  let refused = 0;
  const gate = <T>(run: () => Promise<T>) => (refused < failures ? (refused++, Promise.reject(new Error("D1_ERROR: database is locked: SQLITE_BUSY"))) : run());
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement =>
    ({
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      all: () => gate(() => statement.all()),
      run: () => gate(() => statement.run()),
      raw: (options?: { columnNames?: boolean }) => gate(() => statement.raw(options as { columnNames: true })),
      first: (column?: string) => gate(() => (column === undefined ? statement.first() : statement.first(column))),
      real: statement,
    }) as unknown as D1PreparedStatement;
  const unwrap = (statement: D1PreparedStatement) => (statement as unknown as { real: D1PreparedStatement }).real;
  const db = {
    prepare: (query: string) => wrap(real.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => gate(() => real.batch(statements.map(unwrap))),
    exec: (query: string) => gate(() => real.exec(query)),
    dump: () => real.dump(),
    withSession: () => real.withSession(),
  } as unknown as D1Database;
  return { db, refused: () => refused };
}

describe("a D1 locked for a moment by another writer", () => {
  it("runs the statement again after a short wait: a sign-up and a read succeed, with no 503", async () => {
    const locked = brieflyLockedDatabase(env.DB, 3);
    const email = `locked.${Date.now()}@example.com`;
    const signup = await call("/auth/local/register", { method: "POST", json: { username: email, email, password: "correct horse battery" }, env: { DB: locked.db } });
    expect(signup.status).toBe(200);
    expect(locked.refused()).toBe(3);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>();
    expect(row?.n).toBe(1);
  });

  it("gives up after a few tries and answers 503, never 500", async () => {
    const { jwt } = await signedUpUser();
    const locked = brieflyLockedDatabase(env.DB, 1_000);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await call("/users/me", { jwt, env: { DB: locked.db } });
      expect(response.status).toBe(503);
      expect(locked.refused()).toBeGreaterThan(1);
    } finally {
      logged.mockRestore();
    }
  });
});

describe("a locked or overloaded D1", () => {
  it("answers 503 with Retry-After, on the API, the screens and published sites, without internals", async () => {
    const { jwt, person } = await signedUpUser();
    const cookie = await sessionCookie(person.email, person.password);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const message of ["D1_ERROR: database is locked: SQLITE_BUSY", "D1 DB is overloaded. Too many requests queued."]) {
        const locked = { DB: lockedDatabase(message) };
        const api = await call("/users/me", { jwt, env: locked });
        expect(api.status, message).toBe(503);
        expect(api.headers.get("retry-after"), message).toMatch(/^\d+$/);
        const body = await api.json<{ error: { name: string; message: string } }>();
        expect(body.error.name).toBe("ServiceUnavailableError");
        expect(JSON.stringify(body)).not.toMatch(/D1|SQLITE|locked|overloaded/i);

        const screen = await call(page("/u/dashboard"), { headers: { cookie }, env: locked });
        expect(screen.status, message).toBe(503);
        expect(screen.headers.get("retry-after"), message).toMatch(/^\d+$/);
        expect(await screen.text()).not.toMatch(/D1|SQLITE|locked|overloaded/i);

        const site = await call(page("/s/some-site-that-is-not-cached"), { env: locked });
        expect(site.status, message).toBe(503);
        expect(site.headers.get("retry-after"), message).toMatch(/^\d+$/);
      }
    } finally {
      logged.mockRestore();
    }
  });
});

describe("unreadable rows", () => {
  it("one project with an unreadable document leaves the dashboard and the project list working", async () => {
    const { jwt, person, project } = await generatedProject("Broken document");
    await finishConversation(jwt, "Still fine");
    const second = await call("/projects", { method: "POST", jwt, json: {} });
    expect(second.status).toBe(201);
    await env.DB.prepare("UPDATE projects SET document = ? WHERE id = ?").bind("{\"sections\": [unreadable", project.id).run();

    const list = await call("/projects", { jwt });
    expect(list.status).toBe(200);
    const { data } = await list.json<{ data: { id: number; name: string; hasSite: boolean }[] }>();
    expect(data.map((item) => item.name).sort()).toEqual(["Broken document", "Still fine"]);
    expect(data.find((item) => item.id === project.id)?.hasSite).toBe(false);
    expect((await call(`/projects/${project.id}`, { jwt })).status).toBe(200);

    const cookie = await sessionCookie(person.email, person.password);
    const dashboard = await call(page("/u/dashboard"), { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Broken document");
    expect(html).toContain("Still fine");
  });

  it("an unreadable conversation restarts the chat instead of breaking it", async () => {
    const { jwt, person, user } = await signedUpUser();
    await finishConversation(jwt);
    const cookie = await sessionCookie(person.email, person.password);
    for (const steps of ["[{\"type\": unreadable", "", "null"]) {
      await env.DB.prepare("UPDATE conversations SET steps = ? WHERE user_id = ?").bind(steps, user.id).run();
      const api = await call("/chat", { jwt });
      expect(api.status, steps).toBe(200);
      const screen = await call(page("/u/chat"), { headers: { cookie } });
      expect(screen.status, steps).toBe(200);
    }
  });
});

import { describe, expect, it, vi } from "vitest";
import wranglerToml from "../../../wrangler.toml?raw";
import { call } from "../accounts/helpers";

const productionSecrets = { ENVIRONMENT: "production", JWT_SECRET: "p".repeat(40), SESSION_SECRET: "s".repeat(40), MAIL_API_KEY: "k" };

describe("the default deploy", () => {
  it("refuses to serve development settings (fallback secrets, the outbox) on any host but loopback", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const url of ["http://may.example/", "https://may-site-builder.someone.workers.dev/login", "http://203.0.113.7/dev/outbox", "http://may.example/s/anything"]) {
        const response = await call(url);
        expect(response.status, url).toBe(503);
        expect(response.headers.get("retry-after"), url).toBeNull();
        const text = await response.text();
        expect(text, url).not.toMatch(/secret|ENVIRONMENT|development/i);
      }
      const api = await call("http://may.example/api/v1/health");
      expect(api.status).toBe(503);
      expect(await api.json()).toMatchObject({ data: null, error: { status: 503, name: "ServiceUnavailableError" } });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it("serves development on loopback and on reserved .test names, and production anywhere", async () => {
    for (const url of ["http://localhost/", "http://127.0.0.1/", "http://[::1]/", "http://sites.localhost/", "http://shop.example.test/"]) expect((await call(url)).status, url).toBe(200);
    expect((await call("http://example.test.may.example/")).status).toBe(503);
    expect((await call("http://may.example/api/v1/health", { env: productionSecrets })).status).toBe(200);
  });
});

/** The binding names and var names of one environment's part of wrangler.toml (top level: prefix ""). */
function declared(toml: string, prefix: string) {
  const bindings = new Set<string>();
  const vars = new Set<string>();
  let section = "";
  for (const raw of toml.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (!line) continue;
    const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (header) {
      section = header[1]!.trim();
      continue;
    }
    const inEnv = prefix ? section.startsWith(`${prefix}.`) : !section.startsWith("env.");
    if (!inEnv) continue;
    const table = prefix ? section.slice(prefix.length + 1) : section;
    const key = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"?([^"]*)"?/.exec(line);
    if (!key) continue;
    if (table === "vars") vars.add(key[1]!);
    else if (["binding", "name"].includes(key[1]!) && table !== "") bindings.add(`${table}:${key[2]}`);
    else if (table === "" && ["ai", "browser", "images", "version_metadata"].includes(key[1]!)) bindings.add(key[1]!);
  }
  // [ai] / [env.production.ai] style tables
  for (const match of toml.matchAll(/^\s*\[([a-z_.]+)\]\s*\n\s*binding\s*=\s*"([^"]+)"/gm)) {
    const name = match[1]!;
    const inEnv = prefix ? name.startsWith(`${prefix}.`) : !name.startsWith("env.");
    if (inEnv) bindings.add(`${prefix ? name.slice(prefix.length + 1) : name}:${match[2]}`);
  }
  return { bindings, vars };
}

describe("wrangler.toml", () => {
  it("declares every binding and every var for both the top level and env.production (they are not inherited)", () => {
    const top = declared(wranglerToml, "");
    const production = declared(wranglerToml, "env.production");
    expect(top.bindings.size).toBeGreaterThan(3);
    expect([...production.bindings].sort()).toEqual([...top.bindings].sort());
    expect([...production.vars].sort()).toEqual([...top.vars].sort());
    expect([...top.bindings]).toEqual(expect.arrayContaining(["d1_databases:DB", "kv_namespaces:CACHE", "ratelimits:AUTH_RATE_LIMITER", "ratelimits:AI_RATE_LIMITER"]));
  });

  it("gives each rate limit and Durable Object the same settings in both (a production limit cannot drift)", () => {
    /** `[[…ratelimits]]` and `[[…durable_objects.bindings]]` blocks of one environment: name → their other lines. */
    const blocks = (prefix: string) => {
      const found = new Map<string, string[]>();
      let current: string[] | null = null;
      let table = "";
      for (const raw of wranglerToml.split("\n")) {
        const line = raw.replace(/#.*$/, "").trim();
        const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
        if (header) {
          table = header[1]!.trim();
          current = null;
          continue;
        }
        const mine = prefix ? table.startsWith(`${prefix}.`) : !table.startsWith("env.");
        const kind = prefix ? table.slice(prefix.length + 1) : table;
        if (!mine || !["ratelimits", "durable_objects.bindings"].includes(kind) || !line) continue;
        const name = /^name\s*=\s*"([^"]+)"/.exec(line)?.[1];
        if (name) found.set(`${kind}:${name}`, (current = []));
        else current?.push(line.replace(/\s+/g, " "));
      }
      return Object.fromEntries([...found].map(([name, lines]) => [name, lines.sort()]));
    };
    const top = blocks("");
    expect(Object.keys(top)).toContain("ratelimits:WRITE_RATE_LIMITER");
    expect(blocks("env.production")).toEqual(top);
  });

  it("declares the Cron Trigger for both the top level and env.production (triggers are not inherited either)", () => {
    /** The `crons` of one `[…triggers]` table, as written. */
    const crons = (table: string) => {
      const start = wranglerToml.split("\n").findIndex((line) => line.trim() === `[${table}]`);
      expect(start, `[${table}]`).toBeGreaterThanOrEqual(0);
      const line = wranglerToml.split("\n").slice(start + 1).find((next) => /^\s*crons\s*=/.test(next));
      return JSON.parse(line!.split("=")[1]!.trim()) as string[];
    };
    expect(crons("triggers")).toEqual(["* * * * *"]);
    expect(crons("env.production.triggers")).toEqual(crons("triggers"));
  });
});

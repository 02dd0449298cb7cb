import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { checkHealth } from "./check-health";

describe("checkHealth", () => {
  it("is ok with the real local D1 and KV", async () => {
    const report = await checkHealth(env);
    expect(report.status).toBe("ok");
    expect(report.checks.d1).toMatchObject({ ok: true, migrations: env.TEST_MIGRATIONS.length });
  });

  it("reports a failing dependency as degraded without leaking the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const brokenKv = { get: () => Promise.reject(new Error("secret internal detail")) } as unknown as KVNamespace;
    const report = await checkHealth({ DB: env.DB, CACHE: brokenKv });
    expect(report.status).toBe("degraded");
    expect(report.checks.kv).toMatchObject({ ok: false, problem: "unreachable" });
    expect(JSON.stringify(report)).not.toContain("secret internal detail");
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

import { MIGRATIONS_TABLE } from "../db/migrations-table";

export interface DependencyCheck {
  ok: boolean;
  latencyMs: number;
  /** Set when the check failed: a short, safe description, never a stack or a query. */
  problem?: string;
}

export interface HealthReport {
  status: "ok" | "degraded";
  checks: { d1: DependencyCheck & { migrations?: number }; kv: DependencyCheck };
  time: string;
}

async function timed<T>(probe: () => Promise<T>): Promise<{ check: DependencyCheck; value?: T }> {
  const started = Date.now();
  try {
    const value = await probe();
    return { check: { ok: true, latencyMs: Date.now() - started }, value };
  } catch (error) {
    console.error("health probe failed", error);
    return { check: { ok: false, latencyMs: Date.now() - started, problem: "unreachable" } };
  }
}

/** Reads from D1 and KV (never writes: a health poll must not spend KV's write quota). */
export async function checkHealth(env: Pick<Env, "DB" | "CACHE">): Promise<HealthReport> {
  const [d1, kv] = await Promise.all([
    timed(async () => {
      const row = await env.DB.prepare(`SELECT count(*) AS applied FROM ${MIGRATIONS_TABLE}`).first<{ applied: number }>();
      return row?.applied ?? 0;
    }),
    timed(() => env.CACHE.get("health:probe")),
  ]);
  const d1Check = d1.check.ok ? { ...d1.check, migrations: d1.value } : d1.check;
  return {
    status: d1.check.ok && kv.check.ok ? "ok" : "degraded",
    checks: { d1: d1Check, kv: kv.check },
    time: new Date().toISOString(),
  };
}

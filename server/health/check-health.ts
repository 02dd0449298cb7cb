import { lastRefusedKey } from "@server/ai";
import { MIGRATIONS_TABLE } from "@server/db";

export interface DependencyCheck {
  ok: boolean;
  latencyMs: number;
  /** Set when the check failed: a short, safe description, never a stack or a query. */
  problem?: string;
}

/** The AI provider: misconfigured when it refused the key within the last hour (the built-in writer answers meanwhile). */
export interface AiCheck {
  ok: boolean;
  problem?: string;
}

export interface HealthReport {
  /** D1 and KV only: without a working AI provider every AI answer still comes (from the built-in writer). */
  status: "ok" | "degraded";
  checks: { d1: DependencyCheck & { migrations?: number }; kv: DependencyCheck; ai: AiCheck };
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

async function aiCheck(env: Pick<Env, "CACHE">): Promise<AiCheck> {
  try {
    const refusal = await lastRefusedKey(env);
    return refusal ? { ok: false, problem: `misconfigured: ${refusal.writer} refused the key at ${refusal.at} (${refusal.problem})` } : { ok: true };
  } catch {
    return { ok: true };
  }
}

/** Reads from D1 and KV (never writes: a health poll must not spend KV's write quota). */
export async function checkHealth(env: Pick<Env, "DB" | "CACHE">): Promise<HealthReport> {
  const [d1, kv, ai] = await Promise.all([
    timed(async () => {
      const row = await env.DB.prepare(`SELECT count(*) AS applied FROM ${MIGRATIONS_TABLE}`).first<{ applied: number }>();
      return row?.applied ?? 0;
    }),
    timed(() => env.CACHE.get("health:probe")),
    aiCheck(env),
  ]);
  const d1Check = d1.check.ok ? { ...d1.check, migrations: d1.value } : d1.check;
  return {
    status: d1.check.ok && kv.check.ok ? "ok" : "degraded",
    checks: { d1: d1Check, kv: kv.check, ai },
    time: new Date().toISOString(),
  };
}

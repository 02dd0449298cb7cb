import type { AiWriter } from "@core/ai/suggestion";

/** The KV key that remembers a provider refusing the key (docs/decisions/0402-retry-only-what-can-succeed-and-say-when-the-key-is-refused.md). */
export const REFUSED_KEY_KEY = "ai:provider-refused-key";
/** How long a refusal is remembered: the health check reports it until then, or until it happens again. */
export const REFUSED_KEY_TTL_SECONDS = 60 * 60;

export interface ProviderRefusal {
  writer: Exclude<AiWriter, "built-in">;
  /** When it happened, ISO 8601. */
  at: string;
  /** What the provider answered, e.g. "HTTP 401: the provider refused the key". */
  problem: string;
}

/** Remembers that the provider refused the key; a KV failure is logged, never thrown (the answer still comes). */
export async function recordRefusedKey(env: Pick<Env, "CACHE">, refusal: ProviderRefusal): Promise<void> {
  try {
    await env.CACHE.put(REFUSED_KEY_KEY, JSON.stringify(refusal), { expirationTtl: REFUSED_KEY_TTL_SECONDS });
  } catch (error) {
    console.warn(`AI: could not record that ${refusal.writer} refused the key`, error);
  }
}

/** The last refusal within the hour, or null. */
export async function lastRefusedKey(env: Pick<Env, "CACHE">): Promise<ProviderRefusal | null> {
  return env.CACHE.get<ProviderRefusal>(REFUSED_KEY_KEY, "json");
}

/** The slice of the Workers AI binding we use; `env.AI` is this when `[ai] binding = "AI"` is configured. */
export interface AiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** AI settings are optional (and AI_API_KEY is a secret), so `wrangler types` does not know them. */
type AiSetting = "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS";
export type AiEnv = Env & { AI?: AiBinding } & Partial<Record<AiSetting, string>>;

/** Workers AI's default: JSON mode, good copy for the price (../shared/REFERENCE.md section D). */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
/** Each provider call gives up after this long; with one retry an answer never waits more than twice this. */
export const DEFAULT_AI_TIMEOUT_MS = 8_000;

export type AiSettings =
  | { writer: "built-in" }
  | { writer: "openai-compatible"; baseUrl: string; apiKey: string | null; model: string | null; timeoutMs: number }
  | { writer: "workers-ai"; binding: AiBinding; model: string; timeoutMs: number };

function timeoutMs(env: AiEnv): number {
  const value = Number(env.AI_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_AI_TIMEOUT_MS;
}

/**
 * Which writer answers (docs/product.md): AI_PROVIDER when set ("built-in", "openai-compatible" or
 * "workers-ai"); otherwise the Workers AI binding when bound, an OpenAI-compatible server when
 * AI_BASE_URL is set, and the built-in writer otherwise. A provider chosen without what it needs is
 * reported and the built-in writer answers.
 */
export function aiSettings(env: AiEnv): AiSettings {
  const chosen = env.AI_PROVIDER?.trim().toLowerCase() || (env.AI ? "workers-ai" : env.AI_BASE_URL?.trim() ? "openai-compatible" : "built-in");
  const model = env.AI_MODEL?.trim() || null;
  if (chosen === "workers-ai" && env.AI) {
    return { writer: "workers-ai", binding: env.AI, model: model ?? DEFAULT_WORKERS_AI_MODEL, timeoutMs: timeoutMs(env) };
  }
  if (chosen === "openai-compatible" && env.AI_BASE_URL?.trim()) {
    return { writer: "openai-compatible", baseUrl: env.AI_BASE_URL.trim(), apiKey: env.AI_API_KEY?.trim() || null, model, timeoutMs: timeoutMs(env) };
  }
  if (chosen !== "built-in") {
    console.warn(`AI_PROVIDER "${chosen}" is not usable (${chosen === "workers-ai" ? "no AI binding" : chosen === "openai-compatible" ? "AI_BASE_URL is not set" : "unknown provider"}); the built-in writer answers`);
  }
  return { writer: "built-in" };
}


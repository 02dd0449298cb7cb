import { REQUEST_TIMEOUT_MS } from "@core/constants";
import type {  Settings, AiBinding } from "@server/platform";

/** Workers AI's default: JSON mode, good copy for the price (docs/api.md, "AI"). */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
/** Each provider call gives up after this long, or sooner when the task's deadline comes first. */
export const DEFAULT_AI_TIMEOUT_MS = 8_000;

/**
 * Every model task has a total deadline, retries included, below what its caller waits
 * (docs/decisions/0401-model-calls-have-a-total-deadline.md): a request the browser waits for gets
 * REQUEST_TIMEOUT_MS less 3 s (auth, rate limit, D1 and the network), so the built-in answer still
 * reaches the person; a whole-site generation runs after the response (waitUntil, which Workers end
 * 30 s after it) and gets 25 s for all its calls together.
 */
export const AI_DEADLINES = { requestMs: REQUEST_TIMEOUT_MS - 3_000, generationMs: 25_000 } as const;

/**
 * How many calls to a provider may be in flight at once (AI_CONCURRENCY), per isolate: an OpenAI-compatible
 * server is often a local one with one or two slots (llama.cpp, Ollama), so 2; Workers AI queues for us, so
 * a generation's 8 calls go at once (docs/decisions/0405-ai-concurrency-is-a-setting.md).
 */
export const DEFAULT_AI_CONCURRENCY = { "openai-compatible": 2, "workers-ai": 8 } as const;

export type AiSettings =
  | { writer: "built-in" }
  | { writer: "openai-compatible"; baseUrl: string; apiKey: string | null; model: string | null; timeoutMs: number; concurrency: number }
  | { writer: "workers-ai"; binding: AiBinding; model: string; timeoutMs: number; concurrency: number };

function timeoutMs(env: Settings): number {
  const value = Number(env.AI_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_AI_TIMEOUT_MS;
}

function concurrency(env: Settings, writer: keyof typeof DEFAULT_AI_CONCURRENCY): number {
  const value = Number(env.AI_CONCURRENCY);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_AI_CONCURRENCY[writer];
}

/**
 * Which writer answers (docs/product.md): AI_PROVIDER when set ("built-in", "openai-compatible" or
 * "workers-ai"); otherwise the Workers AI binding when bound, an OpenAI-compatible server when
 * AI_BASE_URL is set, and the built-in writer otherwise. A provider chosen without what it needs is
 * reported and the built-in writer answers.
 */
export function aiSettings(env: Settings): AiSettings {
  const chosen = env.AI_PROVIDER?.trim().toLowerCase() || (env.AI ? "workers-ai" : env.AI_BASE_URL?.trim() ? "openai-compatible" : "built-in");
  const model = env.AI_MODEL?.trim() || null;
  if (chosen === "workers-ai" && env.AI) {
    return { writer: "workers-ai", binding: env.AI, model: model ?? DEFAULT_WORKERS_AI_MODEL, timeoutMs: timeoutMs(env), concurrency: concurrency(env, "workers-ai") };
  }
  if (chosen === "openai-compatible" && env.AI_BASE_URL?.trim()) {
    return { writer: "openai-compatible", baseUrl: env.AI_BASE_URL.trim(), apiKey: env.AI_API_KEY?.trim() || null, model, timeoutMs: timeoutMs(env), concurrency: concurrency(env, "openai-compatible") };
  }
  if (chosen !== "built-in") {
    console.warn(`AI_PROVIDER "${chosen}" is not usable (${chosen === "workers-ai" ? "no AI binding" : chosen === "openai-compatible" ? "AI_BASE_URL is not set" : "unknown provider"}); the built-in writer answers`);
  }
  return { writer: "built-in" };
}


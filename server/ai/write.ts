import type { z } from "zod";
import type { AiWriter } from "@core/ai/schemas";
import { AI_DEADLINES, aiSettings, type AiEnv } from "./config";
import { modelWriterFor, ProviderError, type JsonRequest, type ModelWriter } from "./model-writer";
import { recordRefusedKey } from "./provider-status";

/** What the AI layer needs from a request: the settings and a request id for the logs. */
export interface AiContext {
  env: AiEnv;
  requestId: string;
  /** When every model call of this request must be over (epoch ms); default now + AI_DEADLINES.requestMs. */
  deadlineAt?: number;
}

/** One thing the AI layer writes: how to ask a model, how to check its answer, and the built-in answer. */
export interface AiTask<Input, Output> {
  /** The answer schema's name, also used in logs. */
  name: string;
  /** Validates (and tidies) a model's answer; anything it refuses counts as a failed attempt. */
  output: z.ZodType<Output>;
  jsonSchema: Record<string, unknown>;
  maxTokens: number;
  prompt(input: Input): { system: string; user: string };
  /** The deterministic, offline writer: always answers, instantly. */
  builtIn(input: Input): Output;
}

export interface Written<Output> {
  value: Output;
  writer: AiWriter;
  /** Why the built-in writer answered when it is not a blip: the provider refused the key. */
  offline?: "provider-refused-key";
}

/** How many times a provider is asked before the built-in writer answers. */
export const PROVIDER_ATTEMPTS = 2;
/** An attempt with less time than this left before the deadline is not started. */
export const MIN_ATTEMPT_MS = 500;

/** The pause before a retry when the provider gave no Retry-After: 250–500 ms, so parallel calls do not retry in one burst. */
function backoffMs(): number {
  return 250 + Math.floor(Math.random() * 250);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function attempt(writer: ModelWriter, request: JsonRequest, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race also covers a provider that ignores the abort signal.
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ProviderError(`timed out after ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([writer.writeJson(request, controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function reason(error: unknown): string {
  if (error instanceof ProviderError) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Writes a task's answer with the configured provider: each call has a timeout, all of them end by the
 * context's deadline, the answer must pass the task's zod schema, a failure worth retrying is retried
 * once after the provider's Retry-After (or a short pause) if time allows, and then the built-in writer
 * answers. The result says which writer wrote it, and when the provider refused the key.
 */
export async function writeWithFallback<Input, Output>(task: AiTask<Input, Output>, input: Input, context: AiContext): Promise<Written<Output>> {
  const provider = modelWriterFor(aiSettings(context.env));
  if (provider) {
    const deadlineAt = context.deadlineAt ?? Date.now() + AI_DEADLINES.requestMs;
    const request: JsonRequest = { name: task.name, ...task.prompt(input), jsonSchema: task.jsonSchema, maxTokens: task.maxTokens };
    for (let attemptNumber = 1; attemptNumber <= PROVIDER_ATTEMPTS; attemptNumber++) {
      const remaining = deadlineAt - Date.now();
      if (remaining < MIN_ATTEMPT_MS) {
        console.warn(`[${context.requestId}] AI ${provider.writer.name} on ${task.name}: no time left for attempt ${attemptNumber} of ${PROVIDER_ATTEMPTS} (${Math.max(0, remaining)} ms before the deadline)`);
        break;
      }
      try {
        const parsed = task.output.safeParse(await attempt(provider.writer, request, Math.min(provider.timeoutMs, remaining)));
        if (parsed.success) return { value: parsed.data, writer: provider.writer.name };
        throw new ProviderError(`the answer does not match the schema (${parsed.error.issues.map((issue) => issue.message).join("; ")})`);
      } catch (error) {
        console.warn(`[${context.requestId}] AI ${provider.writer.name} failed on ${task.name} (attempt ${attemptNumber} of ${PROVIDER_ATTEMPTS}): ${reason(error)}`);
        if (error instanceof ProviderError && error.refusedKey) {
          // A wrong key is not a blip: never retried, remembered for the health check, said in the result.
          await recordRefusedKey(context.env, { writer: provider.writer.name, at: new Date().toISOString(), problem: error.message });
          return { value: task.builtIn(input), writer: "built-in", offline: "provider-refused-key" };
        }
        if (error instanceof ProviderError && !error.retryable) break;
        if (attemptNumber < PROVIDER_ATTEMPTS) {
          const wait = error instanceof ProviderError && error.retryAfterMs !== undefined ? error.retryAfterMs : backoffMs();
          if (Date.now() + wait + MIN_ATTEMPT_MS > deadlineAt) {
            console.warn(`[${context.requestId}] AI ${provider.writer.name} on ${task.name}: no time left for attempt ${attemptNumber + 1} of ${PROVIDER_ATTEMPTS} (waiting ${wait} ms would pass the deadline)`);
            break;
          }
          await sleep(wait);
        }
      }
    }
  }
  return { value: task.builtIn(input), writer: "built-in" };
}

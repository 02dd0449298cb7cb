import type { z } from "zod";
import type { AiWriter } from "@core/ai/suggestion";
import { fitsLanguage } from "@core/sites/language-script";
import type { SiteLanguage } from "@core/sites/languages";
import { AI_DEADLINES, aiSettings } from "./ai-settings";
import { modelWriterFor, ProviderError, type FailureKind, type JsonRequest, type ModelWriter } from "./model-writer";
import { recordRefusedKey } from "./provider-status";
import { type Settings } from "@server/platform";

/** What the AI layer needs from a request: the settings and a request id for the logs. */
export interface AiContext {
  env: Settings;
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
  /** The language the answer must be written in, when the task has one: an answer in another script is a failed attempt. */
  language?(input: Input): SiteLanguage;
  /** The owner's own names (the business, the place, what they sell), left out when the answer's language is judged. */
  ownNames?(input: Input): string[];
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

/** Per writer and task: how many answers were asked for, and why the built-in writer answered instead. */
export interface WriterStats {
  asked: number;
  fellBack: number;
  reasons: Partial<Record<FailureKind, number>>;
}

const stats = new Map<string, WriterStats>();

function count(writer: string, task: string, fellBack: FailureKind | null): void {
  const key = `${writer}\u0000${task}`;
  const entry = stats.get(key) ?? { asked: 0, fellBack: 0, reasons: {} };
  entry.asked += 1;
  if (fellBack) {
    entry.fellBack += 1;
    entry.reasons[fellBack] = (entry.reasons[fellBack] ?? 0) + 1;
  }
  stats.set(key, entry);
}

/** This isolate's counts since the last reset, by writer then task (what `npm run bench` reports). */
export function fallbackStats(): Record<string, Record<string, WriterStats>> {
  const result: Record<string, Record<string, WriterStats>> = {};
  for (const [key, entry] of stats) {
    const [writer = "", task = ""] = key.split("\u0000");
    (result[writer] ??= {})[task] = { ...entry, reasons: { ...entry.reasons } };
  }
  return result;
}

export function resetFallbackStats(): void {
  stats.clear();
}

function failureKind(error: unknown): FailureKind {
  return error instanceof ProviderError ? error.kind : "network";
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function attempt(writer: ModelWriter, request: JsonRequest, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race also covers a provider that ignores the abort signal.
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ProviderError(`timed out after ${timeoutMs} ms`, { kind: "timeout" });
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
    const name = provider.writer.name;
    let lastFailure: FailureKind = "deadline";
    for (let attemptNumber = 1; attemptNumber <= PROVIDER_ATTEMPTS; attemptNumber++) {
      const remaining = deadlineAt - Date.now();
      if (remaining < MIN_ATTEMPT_MS) {
        console.warn(`[${context.requestId}] AI ${name} on ${task.name}: no time left for attempt ${attemptNumber} of ${PROVIDER_ATTEMPTS} (${Math.max(0, remaining)} ms before the deadline)`);
        break;
      }
      // Wait for a slot (AI_CONCURRENCY) until the deadline; the call's own timeout starts once it has one.
      const release = await provider.slots.acquire(deadlineAt - MIN_ATTEMPT_MS);
      if (!release) {
        console.warn(`[${context.requestId}] AI ${name} on ${task.name}: no free slot of ${provider.slots.size} before the deadline (attempt ${attemptNumber} of ${PROVIDER_ATTEMPTS})`);
        lastFailure = "deadline";
        break;
      }
      try {
        let answer: unknown;
        try {
          answer = await attempt(provider.writer, request, Math.min(provider.timeoutMs, deadlineAt - Date.now()));
        } finally {
          release();
        }
        // The model's own words, before anything of ours is merged in (ids, links and keys are Latin).
        const language = task.language?.(input);
        if (language && !fitsLanguage(answer, language, task.ownNames?.(input))) throw new ProviderError(`the answer is not written in ${language}`, { kind: "language" });
        const parsed = task.output.safeParse(answer);
        if (parsed.success) {
          count(name, task.name, null);
          return { value: parsed.data, writer: name };
        }
        throw new ProviderError(`the answer does not match the schema (${parsed.error.issues.map((issue) => issue.message).join("; ")})`, { kind: "schema" });
      } catch (error) {
        console.warn(`[${context.requestId}] AI ${name} failed on ${task.name} (attempt ${attemptNumber} of ${PROVIDER_ATTEMPTS}): ${reason(error)}`);
        lastFailure = failureKind(error);
        if (error instanceof ProviderError && error.refusedKey) {
          // A wrong key is not a blip: never retried, remembered for the health check, said in the result.
          count(name, task.name, "refused-key");
          await recordRefusedKey(context.env, { writer: name, at: new Date().toISOString(), problem: error.message });
          return { value: task.builtIn(input), writer: "built-in", offline: "provider-refused-key" };
        }
        if (error instanceof ProviderError && !error.retryable) break;
        if (attemptNumber < PROVIDER_ATTEMPTS) {
          const wait = error instanceof ProviderError && error.retryAfterMs !== undefined ? error.retryAfterMs : backoffMs();
          if (Date.now() + wait + MIN_ATTEMPT_MS > deadlineAt) {
            console.warn(`[${context.requestId}] AI ${name} on ${task.name}: no time left for attempt ${attemptNumber + 1} of ${PROVIDER_ATTEMPTS} (waiting ${wait} ms would pass the deadline)`);
            break;
          }
          await sleep(wait);
        }
      }
    }
    count(name, task.name, lastFailure);
  }
  return { value: task.builtIn(input), writer: "built-in" };
}

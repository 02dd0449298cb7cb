import type { z } from "zod";
import type { AiWriter } from "@core/ai/schemas";
import { aiSettings, type AiEnv } from "./config";
import { modelWriterFor, ProviderError, type JsonRequest, type ModelWriter } from "./model-writer";

/** What the AI layer needs from a request: the settings and a request id for the logs. */
export interface AiContext {
  env: AiEnv;
  requestId: string;
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
}

/** How many times a provider is asked before the built-in writer answers. */
export const PROVIDER_ATTEMPTS = 2;

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
 * Writes a task's answer with the configured provider: each call has a timeout, the answer must pass
 * the task's zod schema, a failure is retried once, and then the built-in writer answers. The result
 * says which writer wrote it.
 */
export async function writeWithFallback<Input, Output>(task: AiTask<Input, Output>, input: Input, context: AiContext): Promise<Written<Output>> {
  const provider = modelWriterFor(aiSettings(context.env));
  if (provider) {
    const request: JsonRequest = { name: task.name, ...task.prompt(input), jsonSchema: task.jsonSchema, maxTokens: task.maxTokens };
    for (let attemptNumber = 1; attemptNumber <= PROVIDER_ATTEMPTS; attemptNumber++) {
      try {
        const parsed = task.output.safeParse(await attempt(provider.writer, request, provider.timeoutMs));
        if (parsed.success) return { value: parsed.data, writer: provider.writer.name };
        throw new ProviderError(`the answer does not match the schema (${parsed.error.issues.map((issue) => issue.message).join("; ")})`);
      } catch (error) {
        console.warn(`[${context.requestId}] AI ${provider.writer.name} failed on ${task.name} (attempt ${attemptNumber} of ${PROVIDER_ATTEMPTS}): ${reason(error)}`);
      }
    }
  }
  return { value: task.builtIn(input), writer: "built-in" };
}

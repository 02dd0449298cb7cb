import type { AiWriter } from "@core/ai/suggestion";
import type { AiSettings } from "./ai-settings";
import { slotsFor, type Slots } from "./slots";

/** One request for a JSON answer: what a task asks any model provider. */
export interface JsonRequest {
  /** A short name for the answer's schema (OpenAI's json_schema.name), e.g. "suggestion". */
  name: string;
  system: string;
  user: string;
  /** The JSON Schema the answer must follow (the zod schema still has the last word). */
  jsonSchema: Record<string, unknown>;
  maxTokens: number;
}

/** A model provider behind one interface: returns the parsed JSON it was given, or throws. */
export interface ModelWriter {
  name: Exclude<AiWriter, "built-in">;
  writeJson(request: JsonRequest, signal: AbortSignal): Promise<unknown>;
}

/** Why a call failed, as counted per writer (docs/decisions/0403-json-from-chatty-replies-and-fallback-counts.md). */
export type FailureKind = "timeout" | "network" | "http-4xx" | "http-429" | "http-5xx" | "refused-key" | "not-json" | "no-content" | "schema" | "language" | "deadline";

export interface ProviderErrorDetails {
  kind?: FailureKind;
  /** Worth another attempt (a timeout, a blip, 408, 429, 5xx); false for other 4xx and a refused key. */
  retryable?: boolean;
  /** The provider's Retry-After, in ms from now. */
  retryAfterMs?: number;
  /** The provider refused the key (401 or 403): a misconfiguration, not a blip. */
  refusedKey?: boolean;
}

/** A provider answered badly (HTTP error, no content, not JSON, timed out): retried when `retryable`, then the built-in writer. */
export class ProviderError extends Error {
  override name = "ProviderError";
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  readonly refusedKey: boolean;
  readonly kind: FailureKind;
  constructor(message: string, details: ProviderErrorDetails = {}) {
    super(message);
    this.kind = details.kind ?? (details.refusedKey ? "refused-key" : "network");
    this.retryable = details.retryable ?? !details.refusedKey;
    this.retryAfterMs = details.retryAfterMs;
    this.refusedKey = details.refusedKey ?? false;
  }
}

/** Retry-After as ms from `now`: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

/** What an HTTP error from a provider means: 401/403 a refused key; 408, 429 and 5xx worth a retry; any other 4xx not. */
export function httpProviderError(response: Response): ProviderError {
  const status = response.status;
  if (status === 401 || status === 403) return new ProviderError(`HTTP ${status}: the provider refused the key`, { refusedKey: true });
  const retryable = status === 408 || status === 429 || status >= 500;
  const kind = status === 429 ? "http-429" : status >= 500 ? "http-5xx" : "http-4xx";
  return new ProviderError(`HTTP ${status}`, { kind, retryable, retryAfterMs: retryable ? retryAfterMs(response.headers.get("retry-after")) : undefined });
}

/** Each balanced `{…}` or `[…]` in `text`, outermost first, in order (strings and escapes respected). */
function balancedValues(text: string): string[] {
  const found: string[] = [];
  for (let start = 0; start < text.length; start++) {
    const open = text[start];
    if (open !== "{" && open !== "[") continue;
    const stack: string[] = [];
    let inString = false;
    for (let at = start; at < text.length; at++) {
      const char = text[at]!;
      if (inString) {
        if (char === "\\") at++;
        else if (char === '"') inString = false;
        continue;
      }
      if (char === '"') inString = true;
      else if (char === "{" || char === "[") stack.push(char === "{" ? "}" : "]");
      else if (char === "}" || char === "]") {
        if (stack.pop() !== char) break;
        if (stack.length === 0) {
          found.push(text.slice(start, at + 1));
          start = at;
          break;
        }
      }
    }
  }
  return found;
}

/**
 * Reads a model's text answer as JSON, tolerating chatty replies (docs/decisions/0403-json-from-chatty-replies-and-fallback-counts.md):
 * the whole reply, else each fenced code block in turn, else each balanced object or array in the prose.
 * The first candidate that parses wins; the task's schema still has the last word.
 */
export function parseJsonText(text: string): unknown {
  const trimmed = text.trim();
  const fenced = [...trimmed.matchAll(/```[\w-]*[^\S\n]*\n?([\s\S]*?)```/g)].map((match) => match[1]!.trim());
  const candidates = [trimmed, ...fenced, ...fenced.flatMap(balancedValues), ...balancedValues(trimmed)];
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate);
    } catch {
      // the next candidate
    }
  }
  throw new ProviderError("the answer is not JSON", { kind: "not-json" });
}

function messages(request: JsonRequest) {
  return [
    { role: "system", content: request.system },
    { role: "user", content: request.user },
  ];
}

/**
 * Any OpenAI-compatible chat completions server (OpenAI, llama.cpp's server, Ollama, vLLM):
 * POST {AI_BASE_URL}/chat/completions with a JSON-schema response format.
 */
export function openAiCompatibleWriter(settings: Extract<AiSettings, { writer: "openai-compatible" }>): ModelWriter {
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: "openai-compatible",
    async writeJson(request, signal) {
      const response = await fetch(url, {
        method: "POST",
        signal,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          ...(settings.model ? { model: settings.model } : {}),
          messages: messages(request),
          response_format: { type: "json_schema", json_schema: { name: request.name, strict: true, schema: request.jsonSchema } },
          max_tokens: request.maxTokens,
          temperature: 0.7,
          stream: false,
        }),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw httpProviderError(response);
      }
      const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== "string") throw new ProviderError("no message content in the answer", { kind: "no-content" });
      return parseJsonText(content);
    },
  };
}

/** Workers AI through the `AI` binding, in JSON mode (no streaming; "JSON Mode couldn't be met" is a failure like any other). */
export function workersAiWriter(settings: Extract<AiSettings, { writer: "workers-ai" }>): ModelWriter {
  return {
    name: "workers-ai",
    async writeJson(request, signal) {
      const result = (await settings.binding.run(
        settings.model,
        { messages: messages(request), response_format: { type: "json_schema", json_schema: request.jsonSchema }, max_tokens: request.maxTokens, temperature: 0.7 },
        { signal },
      )) as { response?: unknown } | null;
      const answer = result?.response;
      if (typeof answer === "string") return parseJsonText(answer);
      if (answer !== null && typeof answer === "object") return answer;
      throw new ProviderError("no response in the answer", { kind: "no-content" });
    },
  };
}

/** The configured model provider, or null when the built-in writer is the one configured. */
export function modelWriterFor(settings: AiSettings): { writer: ModelWriter; timeoutMs: number; slots: Slots } | null {
  if (settings.writer === "openai-compatible") return { writer: openAiCompatibleWriter(settings), timeoutMs: settings.timeoutMs, slots: slotsFor(`openai-compatible ${settings.baseUrl}`, settings.concurrency) };
  if (settings.writer === "workers-ai") return { writer: workersAiWriter(settings), timeoutMs: settings.timeoutMs, slots: slotsFor("workers-ai", settings.concurrency) };
  return null;
}

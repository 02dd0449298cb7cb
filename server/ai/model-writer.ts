import type { AiWriter } from "@core/ai/schemas";
import type { AiSettings } from "./config";

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

/** A provider answered badly (HTTP error, no content, not JSON, timed out): worth one retry, then the built-in writer. */
export class ProviderError extends Error {
  override name = "ProviderError";
}

/** Reads a model's text answer as JSON, tolerating a Markdown code fence around it. */
export function parseJsonText(text: string): unknown {
  const unfenced = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, "$1");
  try {
    return JSON.parse(unfenced);
  } catch {
    throw new ProviderError("the answer is not JSON");
  }
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
        throw new ProviderError(`HTTP ${response.status}`);
      }
      const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== "string") throw new ProviderError("no message content in the answer");
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
      throw new ProviderError("no response in the answer");
    },
  };
}

/** The configured model provider, or null when the built-in writer is the one configured. */
export function modelWriterFor(settings: AiSettings): { writer: ModelWriter; timeoutMs: number } | null {
  if (settings.writer === "openai-compatible") return { writer: openAiCompatibleWriter(settings), timeoutMs: settings.timeoutMs };
  if (settings.writer === "workers-ai") return { writer: workersAiWriter(settings), timeoutMs: settings.timeoutMs };
  return null;
}

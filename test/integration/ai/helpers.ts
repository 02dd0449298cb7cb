import { env } from "cloudflare:test";
import { vi } from "vitest";
import { tokenIssuedAt } from "../accounts/helpers";

export { awayFromWindowEdge } from "../rate-limit-window";

/**
 * A confirmed account with a random, large id and a JWT for it. The AI limit is keyed by user id and
 * the limiter outlives test files (each starts with a fresh D1, so signed-up ids repeat): random ids
 * keep every test in its own bucket.
 */
export async function aiUser(): Promise<{ id: number; jwt: string }> {
  const id = 1_000_000 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000_000);
  const name = `ai${id}`;
  await env.DB.prepare(
    "INSERT INTO users (id, username, email, provider, confirmed, blocked, role_id) VALUES (?, ?, ?, 'local', 1, 0, (SELECT id FROM roles WHERE type = 'authenticated'))",
  )
    .bind(id, name, `${name}@example.com`)
    .run();
  return { id, jwt: await tokenIssuedAt(id, Date.now()) };
}

export const MODEL_SERVER = { AI_BASE_URL: "http://model.test/v1", AI_MODEL: "test-model", AI_API_KEY: "sk-test-key" };

export interface SeenRequest {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
}

/**
 * An OpenAI-compatible server at its HTTP boundary: each call to /chat/completions gets the next
 * answer from `answers` (the last one repeats). Our real client code builds and reads the requests.
 */
export function fakeModelServer(answers: ((request: Request, signal: AbortSignal | null) => Promise<Response> | Response)[]) {
  const seen: SeenRequest[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== `${MODEL_SERVER.AI_BASE_URL}/chat/completions` || request.method !== "POST") return new Response("not faked", { status: 599 });
    seen.push({ url: request.url, headers: request.headers, body: (await request.clone().json()) as Record<string, unknown> });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
    return answer(request, init?.signal ?? null);
  });
  return seen;
}

/** A chat completion whose message content is `content` (a JSON string when an object is given). */
export function completion(content: unknown): Response {
  return Response.json({
    id: "chatcmpl-test",
    object: "chat.completion",
    model: MODEL_SERVER.AI_MODEL,
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: typeof content === "string" ? content : JSON.stringify(content) } }],
  });
}

/** An answer that arrives only after `ms`, or never once the caller gives up (like a real, slow server). */
export function slowly(ms: number, respond: () => Response) {
  return (_request: Request, signal: AbortSignal | null) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(respond()), ms);
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { vi } from "vitest";
import { app } from "../../../workers/app";
import type { CacheEntry } from "@server/cms/cache";
import { cmsCacheKey } from "@server/cms/cache";
import { localSource } from "@server/cms/local-source";
import { buildAppContext } from "@server/platform/context";
import { createPreviewToken } from "~/.server/preview-access";

/** The Builder settings these tests use: a fake key; fetch is faked at the HTTP boundary. */
export const BUILDER = { CMS_SOURCE: "builder", CMS_API_KEY: "test-public-key" };

/** Builder reached through the endpoint settings instead of its own URLs (http is fine: tests run with ENVIRONMENT=development). */
export const LOCAL_BUILDER = { ...BUILDER, CMS_API_BASE_URL: "http://builder.test/api/v3/content/", CMS_FORM_SUBMIT_URL: "http://builder.test/api/v1/form-submit" };

export interface PageOptions {
  method?: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  env?: Record<string, unknown>;
  /** Wait for the request's `waitUntil` work (cache writes, background refreshes); default true. */
  settle?: boolean;
}

let clients = 0;

/**
 * One document request through the real Worker (Hono root → React Router), with optional settings. A POST comes
 * from its own client address unless the test names one, so form tests do not share a rate-limit budget.
 */
export async function page(path: string, { method = "GET", body, headers = {}, env: overrides = {}, settle = true }: PageOptions = {}) {
  if (method !== "GET" && !Object.keys(headers).some((name) => name.toLowerCase() === "cf-connecting-ip")) {
    clients += 1;
    headers = { ...headers, "cf-connecting-ip": `10.60.${Math.floor(clients / 250) % 250}.${clients % 250}` };
  }
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost${path}`, { method, body, headers, redirect: "manual" }), { ...env, ...overrides } as Env, ctx);
  const html = await response.text();
  if (settle) await waitOnExecutionContext(ctx);
  return { response, html, status: response.status, ctx };
}

export interface SeenRequest {
  url: URL;
  method: string;
  request: Request;
}

type Answer = (request: Request, signal: AbortSignal | null) => Response | Promise<Response>;

/** Builder's own hosts, and the host of a fake Builder reached through CMS_API_BASE_URL / CMS_FORM_SUBMIT_URL. */
const FAKE_BUILDER_HOSTS = ["cdn.builder.io", "builder.io", "builder.test"];

/**
 * A fake Builder content API (and form-submit) at the HTTP boundary: every fetch to builder.io (or builder.test) is answered by
 * `answer`; anything else fails loudly. The real client code builds the requests.
 */
export function fakeBuilder(answer: Answer) {
  const seen: SeenRequest[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!FAKE_BUILDER_HOSTS.includes(url.hostname)) return new Response("not faked", { status: 599 });
    seen.push({ url, method: request.method, request: request.clone() as Request });
    return answer(request, init?.signal ?? null);
  });
  return seen;
}

/** A content API answer with one entry targeting `path`. */
export function builderResults(path: string, blocks: unknown[], data: Record<string, unknown> = {}) {
  return Response.json({
    results: [
      {
        id: "entry-1",
        name: "Entry",
        published: "published",
        query: [{ "@type": "@builder.io/core:Query", property: "urlPath", operator: "is", value: path }],
        data: { title: `Title of ${path}`, description: `About ${path}`, blocks, ...data },
      },
    ],
  });
}

/** A Text block. */
export const textBlock = (id: string, html: string) => ({ "@type": "@builder.io/sdk:Element", id, component: { name: "Text", options: { text: html } } });

/** An answer that never comes, unless the request is aborted (then fetch rejects, as it does for real). */
export const never: Answer = (_request, signal) =>
  new Promise((_, reject) => signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted", "AbortError"))));

/** The cache-key name of a source: "builder", or "local@<hash of content/pages>". */
export const cacheName = (source: "local" | "builder") => (source === "local" ? localSource().cacheName : "builder");

/** Reads what KV holds for a path. */
export async function cached(source: "local" | "builder", path: string): Promise<CacheEntry | null> {
  return env.CACHE.get<CacheEntry>(cmsCacheKey(cacheName(source), path), "json");
}

/** Makes the KV copy of a path look `ageMs` old. */
export async function ageEntry(source: "local" | "builder", path: string, ageMs: number): Promise<void> {
  const entry = await cached(source, path);
  if (!entry) throw new Error(`nothing cached for ${path}`);
  await env.CACHE.put(cmsCacheKey(cacheName(source), path), JSON.stringify({ ...entry, storedAt: Date.now() - ageMs }));
}

/** A unique path per test: each test file shares one KV. */
export function uniquePath(prefix = "/cms-test"): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

/** `preview_token=…` for a query string: what lets a request see drafts without an admin's cookie (docs/security.md). */
export async function previewTokenParam(): Promise<string> {
  const context = buildAppContext(env, { waitUntil: () => {}, passThroughOnException: () => {} }, new Request("http://localhost/"));
  return `preview_token=${encodeURIComponent(await createPreviewToken(context))}`;
}

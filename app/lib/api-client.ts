import type { ZodType } from "zod";
import { MESSAGE_KEYS_HEADER } from "@core/i18n/keys";
import { REQUEST_ERROR, REQUEST_TIMEOUT_MS } from "@core/constants";

/** How a failed call is reported (docs/product.md): a transport failure code or the HTTP status. */
export type RequestFailure =
  | { status: typeof REQUEST_ERROR.fetch; error: string }
  | { status: typeof REQUEST_ERROR.timeout; error: string }
  | { status: typeof REQUEST_ERROR.parsing; originalStatus: number; data: string; error: string }
  | { status: number; data: unknown };

/**
 * What checks an answer: a zod schema, or a check of the same shape where zod would weigh on every page that loads
 * it (the signed-in pages' words, app/lib/page-words.ts).
 */
export interface AnswerCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export type RequestResult<T> = { data: T; error?: undefined } | { data?: undefined; error: RequestFailure };

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Serialised with brackets, as Strapi expects (`populate[0]=role`). */
  query?: Record<string, unknown>;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export const API_BASE_PATH = "/api/v1";

/** Percent-encodes a value as RFC 3986 asks (encodeURIComponent leaves !'()* as they are). */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * One query parameter in Strapi's bracket form (`populate[0]=role`, `filters[name][$eq]=x`): keys as written,
 * values encoded, null and undefined left out. Written here rather than importing qs, which would weigh on every
 * page that calls the API (docs/performance.md); the server parses with qs.
 */
function appendQuery(parts: string[], key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) value.forEach((item, index) => appendQuery(parts, `${key}[${index}]`, item));
  else if (value instanceof Date) parts.push(`${key}=${encodeValue(value.toISOString())}`);
  else if (typeof value === "object") for (const [name, item] of Object.entries(value)) appendQuery(parts, `${key}[${name}]`, item);
  else parts.push(`${key}=${encodeValue(String(value))}`);
}

/** Builds the URL of an API path with its query string. */
export function apiUrl(path: string, query?: Record<string, unknown>): string {
  const parts: string[] = [];
  if (query) for (const [key, value] of Object.entries(query)) appendQuery(parts, key, value);
  const qs = parts.join("&");
  return `${API_BASE_PATH}${path.startsWith("/") ? path : `/${path}`}${qs ? `?${qs}` : ""}`;
}

/**
 * The one fetch wrapper for calls the browser makes itself: JSON in and out, success is 200-299,
 * and every failure comes back as a value, never a throw. It does not retry (docs/product.md: no retry).
 * A successful body is checked against `schema` (the answer's shape, defined in core/): one that does not
 * match is a PARSING_ERROR, never a cast. Error bodies are passed on as they came. `schema` may be a function
 * that imports it, fetched alongside the call, so a page need not ship zod before its first call.
 */
export function apiRequest<T>(
  path: string,
  schema: ZodType<T> | (() => Promise<ZodType<T>>),
  { query, ...options }: RequestOptions = {},
  fetchImpl: typeof fetch = fetch,
): Promise<RequestResult<T>> {
  return requestJson(apiUrl(path, query), schema, options, fetchImpl);
}

/**
 * The same call to one of our own routes outside the API (a route's JSON answer, e.g. the editor's canvas
 * style): `url` is used as given, the answer checked against `schema` like the API's.
 */
export async function requestJson<T>(
  url: string,
  schema: AnswerCheck<T> | ZodType<T> | (() => Promise<ZodType<T>>),
  { method = "GET", body, timeoutMs = REQUEST_TIMEOUT_MS, signal, headers }: Omit<RequestOptions, "query"> = {},
  fetchImpl: typeof fetch = fetch,
): Promise<RequestResult<T>> {
  // A schema given as its import starts loading with the request; a failed import is a fetch failure, never a throw.
  const checkerLoad = typeof schema === "function" ? schema().catch(() => null) : Promise.resolve(schema);
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      headers: {
        Accept: "application/json",
        // Refusals come back as message keys, shown in the reader's language (docs/decisions/0900-may-speaks-the-owners-language.md).
        [MESSAGE_KEYS_HEADER]: "1",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal: combined,
    });
  } catch (cause) {
    if (timeout.aborted) return { error: { status: REQUEST_ERROR.timeout, error: "common.error.timeout" } };
    return { error: { status: REQUEST_ERROR.fetch, error: cause instanceof Error ? cause.message : String(cause) } };
  }

  const text = await response.text().catch(() => "");
  let parsed: unknown = undefined;
  if (text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      return {
        error: { status: REQUEST_ERROR.parsing, originalStatus: response.status, data: text, error: "common.error.badAnswer" },
      };
    }
  }
  if (response.status >= 200 && response.status <= 299) {
    const checker = await checkerLoad;
    if (!checker) return { error: { status: REQUEST_ERROR.fetch, error: "common.error.network" } };
    const checked = checker.safeParse(parsed);
    if (checked.success) return { data: checked.data };
    return {
      error: { status: REQUEST_ERROR.parsing, originalStatus: response.status, data: text, error: "common.error.badAnswer" },
    };
  }
  return { error: { status: response.status, data: parsed } };
}

/** The API's own words for a refusal (its envelope's `error.message`, a message key for our screens: show it with `text()`), else the screen's fallback. */
export function refusalMessage(failure: RequestFailure, fallback: string): string {
  const message = "data" in failure ? (failure.data as { error?: { message?: unknown } } | null | undefined)?.error?.message : undefined;
  return typeof message === "string" && message !== "" ? message : fallback;
}

import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { stringify } from "qs";
import { apiRequest, apiUrl, refusalMessage } from "./api-client";

// The real Worker answers over its fetch interface, so the wrapper meets real responses.
const workerFetch: typeof fetch = (input, init) => exports.default.fetch(new Request(new URL(String(input), "http://localhost"), init));

describe("apiUrl", () => {
  it("prefixes the versioned base path and serialises nested queries the way Strapi reads them", () => {
    expect(apiUrl("/users/me", { populate: ["role"] })).toBe("/api/v1/users/me?populate[0]=role");
    expect(apiUrl("health")).toBe("/api/v1/health");
    expect(apiUrl("/x", { q: "a b&c", skip: null })).toBe("/api/v1/x?q=a%20b%26c");
    // The same bracket form qs writes (the server parses with qs), nested and with characters qs escapes.
    const query = { filters: { name: { $eq: "Rise & Crumb (Porto)!" } }, populate: ["role", "projects"], page: 2, when: new Date(0), none: undefined };
    expect(apiUrl("/x", query)).toBe(`/api/v1/x?${stringify(query, { encodeValuesOnly: true, skipNulls: true })}`);
  });
});

const healthSchema = z.object({ status: z.string() });

describe("apiRequest", () => {
  it("returns parsed JSON as data on a 2xx answer", async () => {
    const result = await apiRequest("/health", healthSchema, {}, workerFetch);
    expect(result.error).toBeUndefined();
    expect(result.data?.status).toBe("ok");
  });

  it("returns the HTTP status and the error body outside 200-299", async () => {
    const result = await apiRequest("/missing", healthSchema, {}, workerFetch);
    expect(result.error).toEqual({
      status: 404,
      data: { data: null, error: { status: 404, name: "NotFoundError", message: "Not Found", details: {} } },
    });
  });

  it("reports PARSING_ERROR with the original status when the body is not JSON", async () => {
    const htmlFetch: typeof fetch = async () => new Response("<h1>oops</h1>", { status: 502 });
    const result = await apiRequest("/health", healthSchema, {}, htmlFetch);
    expect(result.error).toMatchObject({ status: "PARSING_ERROR", originalStatus: 502, data: "<h1>oops</h1>" });
  });

  it("reports PARSING_ERROR when a 2xx body does not match the schema, never handing it on as data", async () => {
    const wrongShape: typeof fetch = async () => Response.json({ data: { id: "seven" } }, { status: 200 });
    const result = await apiRequest("/projects/7", z.object({ data: z.object({ id: z.number() }) }), {}, wrongShape);
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({
      status: "PARSING_ERROR",
      originalStatus: 200,
      data: JSON.stringify({ data: { id: "seven" } }),
      error: "common.error.badAnswer",
    });
  });

  it("drops keys the schema does not name and keeps the typed value", async () => {
    const extra: typeof fetch = async () => Response.json({ status: "ok", secret: "x" });
    const result = await apiRequest("/health", healthSchema, {}, extra);
    expect(result.data).toEqual({ status: "ok" });
  });

  it("reports FETCH_ERROR when the network fails", async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError("Network connection lost.");
    };
    const result = await apiRequest("/health", healthSchema, {}, offline);
    expect(result.error).toEqual({ status: "FETCH_ERROR", error: "Network connection lost." });
  });

  it("reports TIMEOUT_ERROR when the answer takes longer than the timeout", async () => {
    const slow: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const result = await apiRequest("/health", healthSchema, { timeoutMs: 20 }, slow);
    expect(result.error).toMatchObject({ status: "TIMEOUT_ERROR" });
  });

  it("sends a JSON body with a JSON content type", async () => {
    let seen: Request | undefined;
    const capture: typeof fetch = async (input, init) => {
      seen = new Request(new URL(String(input), "http://localhost"), init);
      return Response.json({ ok: true });
    };
    await apiRequest("/things", z.object({ ok: z.boolean() }), { method: "POST", body: { name: "Rise & Crumb" } }, capture);
    expect(seen?.method).toBe("POST");
    expect(seen?.headers.get("content-type")).toBe("application/json");
    expect(await seen?.json()).toEqual({ name: "Rise & Crumb" });
  });
});

describe("the browser's calls", () => {
  it("all go through this client: no other module of the app calls fetch itself", () => {
    const sources = import.meta.glob(["/app/**/*.{ts,tsx}", "!/app/**/*.test.{ts,tsx}"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(80);
    expect(Object.entries(sources).filter(([, source]) => /(?<![\w.])fetch\(/.test(source)).map(([file]) => file)).toEqual([]);
  });
});

describe("refusalMessage", () => {
  it("answers the API's own words, else the screen's sentence", () => {
    expect(refusalMessage({ status: 409, data: { data: null, error: { status: 409, message: "Use History in the editor." } } }, "Try again.")).toBe("Use History in the editor.");
    expect(refusalMessage({ status: 500, data: { error: { message: "" } } }, "Try again.")).toBe("Try again.");
    expect(refusalMessage({ status: 0, error: "fetch failed" } as never, "Try again.")).toBe("Try again.");
    expect(refusalMessage({ status: 502, data: null }, "Try again.")).toBe("Try again.");
  });
});

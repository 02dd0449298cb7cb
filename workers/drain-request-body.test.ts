import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "./app";
import { DRAIN_LIMIT_BYTES, drainUnreadBody } from "./drain-request-body";

/** A body of `chunks` pieces of `size` bytes that counts how many pieces were pulled. */
function countedBody(chunks: number, size: number) {
  const pulled = { count: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === chunks) return controller.close();
      pulled.count += 1;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, pulled };
}

describe("drainUnreadBody", () => {
  it("reads a body the handler left unread", async () => {
    const { stream, pulled } = countedBody(4, 1024);
    const request = new Request("http://localhost/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    await drainUnreadBody(request);
    expect(request.bodyUsed).toBe(true);
    expect(pulled.count).toBe(4);
  });

  it("stops reading past the limit and cancels the rest", async () => {
    const chunk = 64 * 1024;
    const { stream, pulled } = countedBody(1_000, chunk);
    const request = new Request("http://localhost/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    await drainUnreadBody(request);
    expect(pulled.count).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES / chunk + 2);
  });

  it("leaves a body that was read, and a request without one, alone", async () => {
    const read = new Request("http://localhost/", { method: "POST", body: "{}" });
    await read.text();
    await expect(drainUnreadBody(read)).resolves.toBeUndefined();
    await expect(drainUnreadBody(new Request("http://localhost/"))).resolves.toBeUndefined();
  });
});

describe("the Worker", () => {
  it("reads the body of a POST its handler answers without reading it", async () => {
    // POST /projects takes no body and refuses a visitor (403) before looking at one.
    const { stream, pulled } = countedBody(3, 1024);
    const request = new Request("http://localhost/api/v1/projects", { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": "3072" }, body: stream, duplex: "half" } as RequestInit);
    const ctx = createExecutionContext();
    const response = await app.fetch(request, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(403);
    expect(pulled.count).toBe(3);
  });

  it("reads the body of a form post to a page that takes none", async () => {
    const request = new Request("http://localhost/about", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" });
    const ctx = createExecutionContext();
    const response = await app.fetch(request, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(405);
    expect(request.bodyUsed).toBe(true);
  });
});

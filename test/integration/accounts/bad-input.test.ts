import { describe, expect, it, vi } from "vitest";
import { call, expectError } from "./helpers";

const JSON_ROUTES = [
  ["POST", "/auth/local"],
  ["POST", "/auth/local/register"],
  ["POST", "/auth/send-email-confirmation"],
  ["POST", "/auth/forgot-password"],
  ["POST", "/auth/reset-password"],
] as const;

describe("bad input never reaches a 500", () => {
  it.each(JSON_ROUTES)("%s %s: a wrong content type is a 400 in the envelope", async (method, path) => {
    await expectError(await call(path, { method, rawBody: "identifier=a&password=b", headers: { "content-type": "application/x-www-form-urlencoded" } }), 400, "ValidationError", "Content-Type must be application/json");
    await expectError(await call(path, { method, rawBody: "{}" }), 400, "ValidationError", "Content-Type must be application/json");
  });

  it.each(JSON_ROUTES)("%s %s: malformed JSON, an empty body and a non-object body are 400s", async (method, path) => {
    const headers = { "content-type": "application/json" };
    await expectError(await call(path, { method, rawBody: '{"identifier": "a",', headers }), 400, "ValidationError", "Malformed JSON in the request body");
    await expectError(await call(path, { method, rawBody: "", headers }), 400, "ValidationError", "Malformed JSON in the request body");
    for (const rawBody of ["[]", "null", '"text"', "42"]) {
      await expectError(await call(path, { method, rawBody, headers }), 400, "ValidationError", "The request body must be a JSON object");
    }
  });

  it("accepts JSON with a charset and the +json suffix", async () => {
    for (const type of ["application/json; charset=utf-8", "application/vnd.api+json"]) {
      const response = await call("/auth/forgot-password", { rawBody: JSON.stringify({ email: "someone@example.com" }), headers: { "content-type": type } });
      expect(response.status, type).toBe(200);
    }
  });

  it.each(JSON_ROUTES)("%s %s: a body over 64 KiB is 413", async (method, path) => {
    const response = await call(path, { method, json: { padding: "x".repeat(65 * 1024) } });
    await expectError(response, 413, "PayloadTooLargeError", "Request body is too large");
  });

  it("answers strange values, deep nesting and huge strings in fields with validation errors", async () => {
    const nested = JSON.parse("[".repeat(500) + "]".repeat(500)) as unknown;
    for (const json of [
      { identifier: nested, password: { $gt: "" } },
      { identifier: "a\u0000b", password: "x".repeat(60_000) },
      { identifier: true, password: 123456 },
    ]) {
      const response = await call("/auth/local", { json });
      expect(response.status).toBe(400);
    }
    const pollution = '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}, "identifier": "x@example.com", "password": null}';
    await expectError(await call("/auth/local", { rawBody: pollution, headers: { "content-type": "application/json" } }), 400, "ValidationError", "Password is required.");
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("answers an unknown auth route and a wrong method with the JSON 404", async () => {
    await expectError(await call("/auth/github/callback?access_token=x"), 404, "NotFoundError", "Not Found");
    await expectError(await call("/auth/local", { method: "GET" }), 404, "NotFoundError", "Not Found");
    await expectError(await call("/users/me", { method: "DELETE" }), 403, "ForbiddenError", "Forbidden");
  });
});

describe("configuration", () => {
  it("refuses to sign tokens outside development without JWT_SECRET: a logged 500 that leaks nothing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call("/auth/local/register", {
      json: { username: `cfg${crypto.randomUUID().slice(0, 8)}`, email: `cfg${crypto.randomUUID().slice(0, 8)}@example.com`, password: "secret123" },
      env: { ENVIRONMENT: "production", JWT_SECRET: undefined, EMAIL_CONFIRMATION: "false", MAIL_TRANSPORT: "console" },
    });
    const body = await expectError(response, 500, "InternalServerError", "Internal Server Error");
    expect(JSON.stringify(body)).not.toMatch(/JWT_SECRET/);
    expect(String(error.mock.calls[0]?.[1])).toContain("JWT_SECRET is not set");
    error.mockRestore();
  });

  it("refuses a short JWT_SECRET outside development", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call("/users/me", { jwt: "a.b.c", env: { ENVIRONMENT: "production", JWT_SECRET: "short" } });
    expect(response.status).toBe(500);
    expect(String(error.mock.calls[0]?.[1])).toContain("JWT_SECRET must be at least 32 characters");
    error.mockRestore();
  });
});

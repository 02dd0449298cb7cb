import { describe, expect, it } from "vitest";
import { awayFromWindowEdge } from "../rate-limit-window";
import { call, expectError, newPerson, uniqueIp, type CallOptions } from "./helpers";


const person = newPerson("limited");
const LIMITED: [string, string, Omit<CallOptions, "ip">][] = [
  ["login", "/auth/local", { json: { identifier: person.email, password: "wrong password" } }],
  ["register", "/auth/local/register", { json: { username: "", email: "not-an-email", password: "x" } }],
  ["forgot password", "/auth/forgot-password", { json: { email: person.email } }],
  ["reset password", "/auth/reset-password", { json: { code: "nope", password: "secret123", passwordConfirmation: "secret123" } }],
  ["resend confirmation", "/auth/send-email-confirmation", { json: { email: person.email } }],
  ["change password", "/auth/change-password", { json: {} }],
  ["Google hand-off", "/auth/google/callback?code=nope", {}],
  ["Google start", "/connect/google", {}],
];

describe("rate limits: 10 requests per 60 s per client address and route", () => {
  it.each(LIMITED)("%s: the 11th request gets 429 in the envelope", async (_name, path, options) => {
    await awayFromWindowEdge();
    const ip = uniqueIp();
    for (let i = 1; i <= 10; i++) {
      const response = await call(path, { ...options, ip });
      expect(response.status, `request ${i}`).not.toBe(429);
      await response.body?.cancel();
    }
    const eleventh = await call(path, { ...options, ip });
    const body = await expectError(eleventh, 429, "RateLimitError", "Too many requests, please try again later.");
    expect(body.error.details).toEqual({});
    // Another address is not affected.
    const other = await call(path, { ...options, ip: uniqueIp() });
    expect(other.status).not.toBe(429);
  });

  it("counts each route separately for one address", async () => {
    await awayFromWindowEdge();
    const ip = uniqueIp();
    for (let i = 0; i < 11; i++) await (await call("/auth/forgot-password", { json: { email: person.email }, ip })).body?.cancel();
    expect((await call("/auth/forgot-password", { json: { email: person.email }, ip })).status).toBe(429);
    expect((await call("/auth/local", { json: { identifier: person.email, password: "whatever1" }, ip })).status).toBe(400);
  });
});

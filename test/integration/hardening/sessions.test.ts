import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signedUpUser, tokenIssuedAt } from "../accounts/helpers";

const page = (path: string) => `http://localhost${path}`;

async function logInOnScreen(identifier: string, password: string) {
  const response = await call(page("/login"), { method: "POST", rawBody: new URLSearchParams({ identifier, password }), headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect(response.status).toBe(302);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

describe("sessions", () => {
  it("end on the server at sign-out: the old cookie no longer opens anything", async () => {
    const { person } = await signedUpUser();
    const cookie = await logInOnScreen(person.email, person.password);
    expect((await call(page("/u/chat"), { headers: { cookie } })).status).toBe(200);
    const out = await call(page("/logout"), { method: "POST", headers: { cookie, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" }, rawBody: "" });
    expect(out.status).toBe(302);
    // Someone who kept a copy of the cookie (a shared computer, a stolen cookie) is signed out too.
    const again = await call(page("/u/chat"), { headers: { cookie } });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toMatch(/^\/login/);
    expect((await call("/users/me", { headers: { cookie } })).status).not.toBe(200);
    // Signing in again works as before.
    const fresh = await logInOnScreen(person.email, person.password);
    expect((await call(page("/u/chat"), { headers: { cookie: fresh } })).status).toBe(200);
  });

  it("revoked by a password change include a token issued in the same second (even the same millisecond)", async () => {
    const { jwt, user, person } = await signedUpUser();
    const changed = await call("/auth/change-password", { jwt, json: { currentPassword: person.password, password: "a brand new passphrase", passwordConfirmation: "a brand new passphrase" } });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const { jwt: after } = await changed.json<{ jwt: string }>();
    const row = await env.DB.prepare("SELECT tokens_valid_after AS at FROM users WHERE id = ?").bind(user.id).first<{ at: number }>();
    const sameInstant = await tokenIssuedAt(user.id, row!.at);
    expect((await call("/users/me", { jwt })).status).toBe(401);
    expect((await call("/users/me", { jwt: sameInstant })).status).toBe(401);
    expect((await call("/users/me", { jwt: after })).status).toBe(200);
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectError, expectNoSecrets, newPerson, registerUnconfirmed, signedUpUser, type SignedInBody } from "./helpers";

const INVALID = "Invalid identifier or password";

describe("POST /auth/local", () => {
  it("signs in by email (any case) or by username (any case) with { jwt, user }", async () => {
    const { person, user } = await signedUpUser();
    for (const identifier of [person.email, person.email.toUpperCase(), person.username, person.username.toUpperCase()]) {
      const response = await call("/auth/local", { json: { identifier, password: person.password } });
      expect(response.status, identifier).toBe(200);
      const body = await response.json<SignedInBody>();
      expect(Object.keys(body).sort()).toEqual(["jwt", "user"]);
      expect(body.user.id).toBe(user.id);
      expectNoSecrets(body.user);
      const [header, payload] = body.jwt.split(".").slice(0, 2).map((part) => JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))));
      expect(header).toEqual({ alg: "HS256", typ: "JWT" });
      expect(Object.keys(payload).sort()).toEqual(["exp", "iat", "id"]);
      expect(payload.id).toBe(user.id);
      expect(payload.exp - payload.iat).toBe(30 * 24 * 60 * 60);
    }
  });

  it("answers an unknown account and a wrong password identically", async () => {
    const { person } = await signedUpUser();
    const unknown = await call("/auth/local", { json: { identifier: "nobody@example.com", password: person.password } });
    const wrong = await call("/auth/local", { json: { identifier: person.email, password: "not the password" } });
    const unknownBody = await expectError(unknown, 400, "ValidationError", INVALID);
    const wrongBody = await expectError(wrong, 400, "ValidationError", INVALID);
    expect(unknownBody).toEqual(wrongBody);
    expect(unknownBody.error.details).toEqual({});
  });

  it("refuses an account without a password (signed up with Google) with the same message", async () => {
    const email = `${newPerson().username}@example.com`;
    await env.DB.prepare("INSERT INTO users (username, email, provider, confirmed, role_id) VALUES (?, ?, 'google', 1, 1)").bind(email.split("@")[0], email).run();
    await expectError(await call("/auth/local", { json: { identifier: email, password: "anything1" } }), 400, "ValidationError", INVALID);
  });

  it("refuses an unconfirmed account after checking the password", async () => {
    const { person } = await registerUnconfirmed();
    await expectError(await call("/auth/local", { json: { identifier: person.email, password: "wrong password" } }), 400, "ValidationError", INVALID);
    await expectError(await call("/auth/local", { json: { identifier: person.email, password: person.password } }), 400, "ApplicationError", "Your account email is not confirmed");
    // With confirmation off, the same account may sign in.
    expect((await call("/auth/local", { json: { identifier: person.email, password: person.password }, env: { EMAIL_CONFIRMATION: "false" } })).status).toBe(200);
  });

  it("refuses a blocked account", async () => {
    const { person, user } = await signedUpUser();
    await env.DB.prepare("UPDATE users SET blocked = 1 WHERE id = ?").bind(user.id).run();
    await expectError(await call("/auth/local", { json: { identifier: person.email, password: person.password } }), 400, "ApplicationError", "Your account has been blocked by an administrator");
  });

  it("re-hashes a password stored with older parameters on the next successful login", async () => {
    const { person, user } = await signedUpUser();
    // A hash of the same password made with 1,000 iterations, as an older release might have stored.
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(person.password), "PBKDF2", false, ["deriveBits"]);
    const key = new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 1000 }, material, 256));
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");
    const old = `$pbkdf2-sha256$i=1000,l=32$${b64(salt)}$${b64(key)}`;
    await env.DB.prepare("UPDATE users SET password_hash = ? WHERE id = ?").bind(old, user.id).run();

    expect((await call("/auth/local", { json: { identifier: person.email, password: person.password } })).status).toBe(200);
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(user.id).first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^\$pbkdf2-sha256\$i=100000,l=32\$/);
    expect((await call("/auth/local", { json: { identifier: person.email, password: person.password } })).status).toBe(200);
  });

  it.each([
    [{ password: "secret123" }, ["identifier"], "Email is required."],
    [{ identifier: "  ", password: "secret123" }, ["identifier"], "Email is required."],
    [{ identifier: "a@example.com" }, ["password"], "Password is required."],
    [{ identifier: "a@example.com", password: "" }, ["password"], "Password is required."],
    [{ identifier: "a@example.com", password: "12345" }, ["password"], "Password must be at least 6 characters."],
    [{ identifier: `${"x".repeat(45)}@example.com`, password: "secret123" }, ["identifier"], "Email must be at most 50 characters."],
    [{ identifier: ["a"], password: "secret123" }, ["identifier"], "Email is required."],
  ])("refuses %j with a validation error on %j", async (json, path, message) => {
    const body = await expectError(await call("/auth/local", { json }), 400, "ValidationError", message);
    expect(body.error.details.errors).toEqual([{ path, message, name: "ValidationError" }]);
  });
});

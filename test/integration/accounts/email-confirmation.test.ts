import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectError, latestLinkParam, newPerson, outboxFor, registerUnconfirmed, signedUpUser } from "./helpers";

describe("GET /auth/email-confirmation", () => {
  it("confirms once and redirects to the confirmation screen; the same token then gets 'Invalid token'", async () => {
    const { person, user, confirmation } = await registerUnconfirmed();
    const response = await call(`/auth/email-confirmation?confirmation=${confirmation}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/email-confirmation?confirmed=true");
    const row = await env.DB.prepare("SELECT confirmed FROM users WHERE id = ?").bind(user.id).first<{ confirmed: number }>();
    expect(row?.confirmed).toBe(1);
    expect((await call("/auth/local", { json: { identifier: person.email, password: person.password } })).status).toBe(200);

    await expectError(await call(`/auth/email-confirmation?confirmation=${confirmation}`), 400, "ValidationError", "Invalid token");
  });

  it("redirects where EMAIL_CONFIRMATION_REDIRECT says", async () => {
    const { confirmation } = await registerUnconfirmed();
    const response = await call(`/auth/email-confirmation?confirmation=${confirmation}`, { env: { EMAIL_CONFIRMATION_REDIRECT: "/u/chat" } });
    expect(response.headers.get("location")).toBe("/u/chat");
  });

  it("refuses an unknown, a tampered and an expired token, and a missing one", async () => {
    const { user, confirmation } = await registerUnconfirmed();
    await expectError(await call("/auth/email-confirmation?confirmation=nope"), 400, "ValidationError", "Invalid token");
    // Change the last character to a different one (a token may already end in "A").
    const tampered = `${confirmation.slice(0, -1)}${confirmation.endsWith("A") ? "B" : "A"}`;
    await expectError(await call(`/auth/email-confirmation?confirmation=${tampered}`), 400, "ValidationError", "Invalid token");
    const missing = await expectError(await call("/auth/email-confirmation"), 400, "ValidationError", "confirmation is a required field");
    expect(missing.error.details.errors?.[0]?.path).toEqual(["confirmation"]);

    await env.DB.prepare("UPDATE auth_tokens SET expires_at = ? WHERE user_id = ?").bind(Date.now() - 1, user.id).run();
    await expectError(await call(`/auth/email-confirmation?confirmation=${confirmation}`), 400, "ValidationError", "Invalid token");
  });

  it("gives the link 24 hours", async () => {
    const { user } = await registerUnconfirmed();
    const row = await env.DB.prepare("SELECT expires_at - created_at AS ttl FROM auth_tokens WHERE user_id = ?").bind(user.id).first<{ ttl: number }>();
    expect(Math.round(row!.ttl / 1000)).toBe(24 * 60 * 60);
  });

  it("does not accept a password-reset code as a confirmation token", async () => {
    const { person, user } = await signedUpUser();
    await env.DB.prepare("UPDATE users SET confirmed = 0 WHERE id = ?").bind(user.id).run();
    await call("/auth/forgot-password", { json: { email: person.email } });
    const code = await latestLinkParam(person.email, "code");
    await expectError(await call(`/auth/email-confirmation?confirmation=${code}`), 400, "ValidationError", "Invalid token");
  });
});

describe("POST /auth/send-email-confirmation", () => {
  it("sends a fresh link and retires the old one", async () => {
    const { person, confirmation: first } = await registerUnconfirmed();
    const response = await call("/auth/send-email-confirmation", { json: { email: person.email.toUpperCase() } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: person.email, sent: true });
    expect(await outboxFor(person.email)).toHaveLength(2);
    const second = await latestLinkParam(person.email, "confirmation");
    expect(second).not.toBe(first);
    await expectError(await call(`/auth/email-confirmation?confirmation=${first}`), 400, "ValidationError", "Invalid token");
    expect((await call(`/auth/email-confirmation?confirmation=${second}`)).status).toBe(302);
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const email = newPerson().email;
    const response = await call("/auth/send-email-confirmation", { json: { email } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email, sent: true });
    expect(await outboxFor(email)).toEqual([]);
  });

  it("says 'Already confirmed' for a confirmed account", async () => {
    const { person } = await signedUpUser();
    await expectError(await call("/auth/send-email-confirmation", { json: { email: person.email } }), 400, "ApplicationError", "Already confirmed");
  });

  it("refuses a blocked account", async () => {
    const { person, user } = await registerUnconfirmed();
    await env.DB.prepare("UPDATE users SET blocked = 1 WHERE id = ?").bind(user.id).run();
    await expectError(await call("/auth/send-email-confirmation", { json: { email: person.email } }), 400, "ApplicationError", "Your account has been blocked by an administrator");
  });

  it("validates the email", async () => {
    const body = await expectError(await call("/auth/send-email-confirmation", { json: {} }), 400, "ValidationError", "Email is required.");
    expect(body.error.details.errors).toEqual([{ path: ["email"], message: "Email is required.", name: "ValidationError" }]);
    await expectError(await call("/auth/send-email-confirmation", { json: { email: "nope" } }), 400, "ValidationError", "Email must be a valid email address.");
  });
});

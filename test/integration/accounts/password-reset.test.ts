import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectError, expectNoSecrets, latestLinkParam, newPerson, outboxFor, registerUnconfirmed, signedUpUser, tokenIssuedAt, type SignedInBody } from "./helpers";

const NEW_PASSWORD = "a brand new password";

async function requestReset(email: string) {
  const response = await call("/auth/forgot-password", { json: { email } });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
}

describe("POST /auth/forgot-password", () => {
  it("emails a 1-hour link to /reset-password?code= with a text and an HTML part", async () => {
    const { person, user } = await signedUpUser();
    await requestReset(person.email.toUpperCase());
    const [mail] = await outboxFor(person.email);
    expect(mail?.subject).toBe("Reset your May password");
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${env.APP_URL}/reset-password`);
    expect(link.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(link.toString());
    const row = await env.DB.prepare("SELECT expires_at - created_at AS ttl FROM auth_tokens WHERE user_id = ? AND purpose = 'password_reset'").bind(user.id).first<{ ttl: number }>();
    expect(Math.round(row!.ttl / 1000)).toBe(60 * 60);
  });

  it("writes the email in the account's language (docs/operations.md, Email)", async () => {
    const { person, user } = await signedUpUser();
    await env.DB.prepare("UPDATE users SET language = 'ar' WHERE id = ?").bind(user.id).run();
    await requestReset(person.email);
    const [mail] = await outboxFor(person.email);
    expect(mail?.subject).toBe("أعد تعيين كلمة مرورك في May");
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text).toContain("ساعة واحدة");
  });

  it("answers { ok: true } for an unknown address, a blocked account and a known one alike, mailing only the known one", async () => {
    const unknown = newPerson().email;
    await requestReset(unknown);
    expect(await outboxFor(unknown)).toEqual([]);

    const { person, user } = await signedUpUser();
    await env.DB.prepare("UPDATE users SET blocked = 1 WHERE id = ?").bind(user.id).run();
    await requestReset(person.email);
    expect(await outboxFor(person.email)).toHaveLength(1); // only the confirmation email from signup
  });

  it("validates the email", async () => {
    await expectError(await call("/auth/forgot-password", { json: {} }), 400, "ValidationError", "Email is required.");
    await expectError(await call("/auth/forgot-password", { json: { email: `${"x".repeat(50)}@example.com` } }), 400, "ValidationError", "Email must be at most 50 characters.");
  });
});

describe("POST /auth/reset-password", () => {
  it("sets the new password once, signs the user in, and retires the old password, the code and old tokens", async () => {
    const { person, user } = await signedUpUser();
    // A token issued a minute ago, as a stolen one would be.
    const oldJwt = await tokenIssuedAt(user.id, Date.now() - 60_000);
    expect((await call("/users/me", { jwt: oldJwt })).status).toBe(200);
    await requestReset(person.email);
    const code = await latestLinkParam(person.email, "code");

    const response = await call("/auth/reset-password", { json: { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(response.status).toBe(200);
    const body = await response.json<SignedInBody>();
    expect(body.user.email).toBe(person.email);
    expectNoSecrets(body);
    expect((await call("/users/me", { jwt: body.jwt })).status).toBe(200);

    await expectError(await call("/users/me", { jwt: oldJwt }), 401, "UnauthorizedError", "Missing or invalid credentials");
    await expectError(await call("/auth/local", { json: { identifier: person.email, password: person.password } }), 400, "ValidationError", "Invalid identifier or password");
    expect((await call("/auth/local", { json: { identifier: person.email, password: NEW_PASSWORD } })).status).toBe(200);

    await expectError(
      await call("/auth/reset-password", { json: { code, password: "yet another one", passwordConfirmation: "yet another one" } }),
      400,
      "ValidationError",
      "Incorrect code provided",
    );
  });

  it("refuses mismatched passwords before touching the code", async () => {
    const { person } = await signedUpUser();
    await requestReset(person.email);
    const code = await latestLinkParam(person.email, "code");
    const body = await expectError(await call("/auth/reset-password", { json: { code, password: NEW_PASSWORD, passwordConfirmation: "something else" } }), 400, "ValidationError", "Passwords do not match");
    expect(body.error.details.errors).toEqual([{ path: ["passwordConfirmation"], message: "Passwords do not match", name: "ValidationError" }]);
    expect((await call("/auth/reset-password", { json: { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } })).status).toBe(200);
  });

  it("refuses an unknown, an expired and a superseded code", async () => {
    const { person, user } = await signedUpUser();
    await expectError(await call("/auth/reset-password", { json: { code: "made-up", password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }), 400, "ValidationError", "Incorrect code provided");

    await requestReset(person.email);
    const first = await latestLinkParam(person.email, "code");
    await requestReset(person.email);
    const second = await latestLinkParam(person.email, "code");
    await expectError(await call("/auth/reset-password", { json: { code: first, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }), 400, "ValidationError", "Incorrect code provided");

    await env.DB.prepare("UPDATE auth_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'password_reset'").bind(Date.now() - 1, user.id).run();
    await expectError(await call("/auth/reset-password", { json: { code: second, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }), 400, "ValidationError", "Incorrect code provided");
  });

  it("confirms an unconfirmed account, since the link proved the address", async () => {
    const { person } = await registerUnconfirmed();
    await requestReset(person.email);
    const code = await latestLinkParam(person.email, "code");
    const body = await (await call("/auth/reset-password", { json: { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } })).json<SignedInBody>();
    expect(body.user.confirmed).toBe(true);
  });

  it("refuses a blocked account even with a valid code", async () => {
    const { person, user } = await signedUpUser();
    await requestReset(person.email);
    const code = await latestLinkParam(person.email, "code");
    await env.DB.prepare("UPDATE users SET blocked = 1 WHERE id = ?").bind(user.id).run();
    await expectError(await call("/auth/reset-password", { json: { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }), 400, "ApplicationError", "Your account has been blocked by an administrator");
  });

  it("validates every field", async () => {
    const body = await expectError(await call("/auth/reset-password", { json: {} }), 400, "ValidationError", "3 errors occurred");
    expect(body.error.details.errors?.map((e) => [e.path, e.message])).toEqual([
      [["code"], "Code is required."],
      [["password"], "Password is required."],
      [["passwordConfirmation"], "Password confirmation is required."],
    ]);
    await expectError(await call("/auth/reset-password", { json: { code: "x", password: "short", passwordConfirmation: "short" } }), 400, "ValidationError", "Password must be at least 6 characters.");
  });
});

describe("POST /auth/change-password", () => {
  it("changes the password for the signed-in user, answers { jwt, user } and revokes older tokens", async () => {
    const { person, jwt, user } = await signedUpUser();
    const oldJwt = await tokenIssuedAt(user.id, Date.now() - 60_000);
    const response = await call("/auth/change-password", { jwt, json: { currentPassword: person.password, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(response.status).toBe(200);
    const body = await response.json<SignedInBody>();
    expectNoSecrets(body);
    expect((await call("/users/me", { jwt: body.jwt })).status).toBe(200);
    await expectError(await call("/users/me", { jwt: oldJwt }), 401, "UnauthorizedError", "Missing or invalid credentials");
    expect((await call("/auth/local", { json: { identifier: person.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("refuses a wrong current password, an unchanged password and a mismatch", async () => {
    const { person, jwt } = await signedUpUser();
    await expectError(
      await call("/auth/change-password", { jwt, json: { currentPassword: "not it at all", password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }),
      400,
      "ValidationError",
      "The provided current password is invalid",
    );
    await expectError(
      await call("/auth/change-password", { jwt, json: { currentPassword: person.password, password: person.password, passwordConfirmation: person.password } }),
      400,
      "ValidationError",
      "Your new password must be different than your current password",
    );
    await expectError(
      await call("/auth/change-password", { jwt, json: { currentPassword: person.password, password: NEW_PASSWORD, passwordConfirmation: "other" } }),
      400,
      "ValidationError",
      "Passwords do not match",
    );
  });

  it("needs a signed-in user: 403 without a token, 401 with a bad one", async () => {
    const json = { currentPassword: "whatever1", password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    await expectError(await call("/auth/change-password", { json }), 403, "ForbiddenError", "Forbidden");
    await expectError(await call("/auth/change-password", { json, jwt: "a.b.c" }), 401, "UnauthorizedError", "Missing or invalid credentials");
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectError, expectNoSecrets, newPerson, outboxFor, type PublicUserBody, type SignedInBody } from "./helpers";

const TAKEN = "Email or Username are already taken";

describe("POST /auth/local/register", () => {
  it("creates an unconfirmed user and answers { user } only while email confirmation is on", async () => {
    const person = newPerson();
    const response = await call("/auth/local/register", { json: { ...person, email: `  ${person.email.toUpperCase()} ` } });
    expect(response.status).toBe(200);
    const body = await response.json<{ user: PublicUserBody; jwt?: string }>();
    expect(body.jwt).toBeUndefined();
    expect(Object.keys(body)).toEqual(["user"]);
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: person.username,
      email: person.email,
      provider: "local",
      confirmed: false,
      blocked: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expectNoSecrets(body);
    const row = await env.DB.prepare("SELECT email, password_hash, role_id FROM users WHERE id = ?").bind(body.user.id).first<{ email: string; password_hash: string; role_id: number }>();
    expect(row?.email).toBe(person.email);
    expect(row?.password_hash).toMatch(/^\$pbkdf2-sha256\$i=100000,l=32\$/);
    expect(row?.password_hash).not.toContain(person.password);
    const role = await env.DB.prepare("SELECT type FROM roles WHERE id = ?").bind(row?.role_id).first<{ type: string }>();
    expect(role?.type).toBe("authenticated");
  });

  it("sends a confirmation email with a text and an HTML part and an absolute link to the confirmation screen", async () => {
    const person = { ...newPerson(), username: `<b>Eve&"co'</b>` };
    expect((await call("/auth/local/register", { json: person })).status).toBe(200);
    const [mail] = await outboxFor(person.email);
    expect(mail?.from).toBe(env.MAIL_FROM);
    expect(mail?.subject).toBe("Confirm your email for May");
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${env.APP_URL}/email-confirmation`);
    expect(url.searchParams.get("email")).toBe(person.email);
    expect(url.searchParams.get("confirmation")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain(`Hi ${person.username},`);
    // User-provided text is escaped in the HTML part; the link is there, attribute-escaped.
    expect(mail!.html).toContain("Hi &lt;b&gt;Eve&amp;&quot;co&#39;&lt;/b&gt;,");
    expect(mail!.html).not.toContain("<b>Eve");
    expect(mail!.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    // Only the hash of the token is stored.
    const stored = await env.DB.prepare("SELECT token_hash FROM auth_tokens WHERE purpose = 'email_confirmation' AND email = ?").bind(person.email).first<{ token_hash: string }>();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toBe(url.searchParams.get("confirmation"));
  });

  it("signs the user in at once with { jwt, user } when EMAIL_CONFIRMATION=false", async () => {
    const person = newPerson();
    const response = await call("/auth/local/register", { json: person, env: { EMAIL_CONFIRMATION: "false" } });
    expect(response.status).toBe(200);
    const body = await response.json<SignedInBody>();
    expect(body.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ email: person.email, confirmed: true });
    expectNoSecrets(body.user);
    expect(await outboxFor(person.email)).toEqual([]);
    const me = await call("/users/me", { jwt: body.jwt, env: { EMAIL_CONFIRMATION: "false" } });
    expect(me.status).toBe(200);
  });

  it("refuses a taken email, in any case, and a taken username, in any case", async () => {
    const person = newPerson();
    expect((await call("/auth/local/register", { json: person })).status).toBe(200);
    await expectError(await call("/auth/local/register", { json: { ...newPerson(), email: person.email.toUpperCase() } }), 400, "ApplicationError", TAKEN);
    await expectError(await call("/auth/local/register", { json: { ...newPerson(), username: person.username.toUpperCase() } }), 400, "ApplicationError", TAKEN);
    // Strapi also checks an email against usernames and a username against emails.
    await expectError(await call("/auth/local/register", { json: { ...newPerson(), username: person.email } }), 400, "ApplicationError", TAKEN);
  });

  it("creates exactly one account when twenty registrations of one email race", async () => {
    const person = newPerson("race");
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call("/auth/local/register", { json: { ...person, username: `${person.username}-${i}` } })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 400)) {
      await expectError(response, 400, "ApplicationError", TAKEN);
    }
    const { count } = (await env.DB.prepare("SELECT count(*) AS count FROM users WHERE email = ?").bind(person.email).first<{ count: number }>())!;
    expect(count).toBe(1);
  });

  it.each([
    [{ email: "a@example.com", password: "secret123" }, ["username"], "Username is required."],
    [{ username: "a", password: "secret123" }, ["email"], "Email is required."],
    [{ username: "a", email: "a@example.com" }, ["password"], "Password is required."],
    [{ username: "   ", email: "a@example.com", password: "secret123" }, ["username"], "Username is required."],
    [{ username: "a", email: "not-an-email", password: "secret123" }, ["email"], "Email must be a valid email address."],
    [{ username: "a", email: `${"x".repeat(39)}@example.com`, password: "secret123" }, ["email"], "Email must be at most 50 characters."],
    [{ username: "u".repeat(51), email: "a@example.com", password: "secret123" }, ["username"], "Username must be at most 50 characters."],
    [{ username: "a", email: "a@example.com", password: "12345" }, ["password"], "Password must be at least 6 characters."],
    [{ username: "a", email: "a@example.com", password: "p".repeat(129) }, ["password"], "Password must be at most 128 characters."],
    [{ username: 42, email: "a@example.com", password: "secret123" }, ["username"], "Username is required."],
  ])("refuses %j with a validation error on %j", async (json, path, message) => {
    const body = await expectError(await call("/auth/local/register", { json }), 400, "ValidationError", message);
    expect(body.error.details.errors).toEqual([{ path, message, name: "ValidationError" }]);
  });

  it("lists every problem when several fields are wrong, Strapi-style", async () => {
    const body = await expectError(await call("/auth/local/register", { json: {} }), 400, "ValidationError", "3 errors occurred");
    expect(body.error.details.errors).toEqual([
      { path: ["username"], message: "Username is required.", name: "ValidationError" },
      { path: ["email"], message: "Email is required.", name: "ValidationError" },
      { path: ["password"], message: "Password is required.", name: "ValidationError" },
    ]);
  });

  it("ignores unknown and privileged fields: no one registers as an admin or pre-confirmed", async () => {
    const person = newPerson();
    const response = await call("/auth/local/register", { json: { ...person, role: "admin", confirmed: true, blocked: true, provider: "google", id: 1, extra: "x" } });
    expect(response.status).toBe(200);
    const { user } = await response.json<{ user: PublicUserBody }>();
    expect(user).toMatchObject({ provider: "local", confirmed: false, blocked: false });
    expect(user).not.toHaveProperty("extra");
    const role = await env.DB.prepare("SELECT r.type FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = ?").bind(user.id).first<{ type: string }>();
    expect(role?.type).toBe("authenticated");
  });
});

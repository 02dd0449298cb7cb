import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectError, expectNoSecrets, latestLinkParam, makeAdmin, outboxFor, signedUpUser, type PublicUserBody } from "./helpers";

const ROLE = { id: expect.any(Number), name: "Authenticated", description: expect.any(String), type: "authenticated" };

describe("GET /users/me", () => {
  it("returns the bare user (no envelope), without secrets", async () => {
    const { jwt, user } = await signedUpUser();
    const response = await call("/users/me", { jwt });
    expect(response.status).toBe(200);
    const body = await response.json<PublicUserBody>();
    expect(body).toEqual(user);
    expect(body).not.toHaveProperty("role");
    expectNoSecrets(body);
  });

  it.each(["populate=role", "populate[]=role", "populate[0]=role", "populate=*", "populate=role,other", "populate%5B0%5D=role"])("adds the role with ?%s", async (query) => {
    const { jwt } = await signedUpUser();
    const body = await (await call(`/users/me?${query}`, { jwt })).json<PublicUserBody>();
    expect(body.role).toEqual(ROLE);
  });

  it("leaves the role out for other populate values", async () => {
    const { jwt } = await signedUpUser();
    const body = await (await call("/users/me?populate=projects&populate[1]=roles", { jwt })).json<PublicUserBody>();
    expect(body).not.toHaveProperty("role");
  });
});

describe("GET /users/count", () => {
  it("returns the number of users as a bare number", async () => {
    const { jwt } = await signedUpUser();
    const response = await call("/users/count", { jwt });
    const { total } = (await env.DB.prepare("SELECT count(*) AS total FROM users").first<{ total: number }>())!;
    expect(await response.json()).toBe(total);
  });

  it("needs a signed-in user", async () => {
    await expectError(await call("/users/count"), 403, "ForbiddenError", "Forbidden");
  });
});

describe("GET /users/:id", () => {
  it("shows a user their own account, with the role when asked", async () => {
    const { jwt, user } = await signedUpUser();
    const body = await (await call(`/users/${user.id}?populate=role`, { jwt })).json<PublicUserBody>();
    expect(body).toEqual({ ...user, role: ROLE });
  });

  it("refuses another user's account to a non-admin with 403, whether or not it exists", async () => {
    const alice = await signedUpUser();
    const bob = await signedUpUser();
    await expectError(await call(`/users/${bob.user.id}`, { jwt: alice.jwt }), 403, "ForbiddenError", "Forbidden");
    await expectError(await call("/users/999999", { jwt: alice.jwt }), 403, "ForbiddenError", "Forbidden");
  });

  it("lets an admin read anyone, and says 404 for an id that does not exist", async () => {
    const admin = await signedUpUser();
    await makeAdmin(admin.user.id);
    const bob = await signedUpUser();
    const body = await (await call(`/users/${bob.user.id}`, { jwt: admin.jwt })).json<PublicUserBody>();
    expect(body).toEqual(bob.user);
    await expectError(await call("/users/999999", { jwt: admin.jwt }), 404, "NotFoundError", "Not Found");
  });

  it("answers 404 for an id that is not a number", async () => {
    const { jwt } = await signedUpUser();
    await expectError(await call("/users/abc", { jwt }), 404, "NotFoundError", "Not Found");
  });
});

describe("PUT /users/:id", () => {
  it("lets a user change their own username", async () => {
    const { jwt, user } = await signedUpUser();
    const response = await call(`/users/${user.id}`, { method: "PUT", jwt, json: { username: `${user.username}-renamed` } });
    expect(response.status).toBe(200);
    const body = await response.json<PublicUserBody>();
    expect(body.username).toBe(`${user.username}-renamed`);
    expectNoSecrets(body);
  });

  it("keeps a changed email pending until the new address is confirmed", async () => {
    const { jwt, user, person } = await signedUpUser();
    const newEmail = `new-${person.email}`;
    const response = await call(`/users/${user.id}`, { method: "PUT", jwt, json: { email: newEmail.toUpperCase() } });
    expect(response.status).toBe(200);
    expect((await response.json<PublicUserBody>()).email).toBe(person.email);

    const [mail] = await outboxFor(newEmail);
    expect(mail?.subject).toBe("Confirm your email for May");
    const confirmation = await latestLinkParam(newEmail, "confirmation");
    expect((await call(`/auth/email-confirmation?confirmation=${confirmation}`)).status).toBe(302);
    const me = await (await call("/users/me", { jwt })).json<PublicUserBody>();
    expect(me).toMatchObject({ email: newEmail, confirmed: true });
    expect((await call("/auth/local", { json: { identifier: newEmail, password: person.password } })).status).toBe(200);
  });

  it("changes the email at once when EMAIL_CONFIRMATION=false", async () => {
    const { jwt, user, person } = await signedUpUser();
    const newEmail = `now-${person.email}`;
    const response = await call(`/users/${user.id}`, { method: "PUT", jwt, json: { email: newEmail }, env: { EMAIL_CONFIRMATION: "false" } });
    expect((await response.json<PublicUserBody>()).email).toBe(newEmail);
  });

  it("refuses a username or email another account has", async () => {
    const alice = await signedUpUser();
    const bob = await signedUpUser();
    for (const json of [{ username: bob.user.username.toUpperCase() }, { email: bob.user.email }]) {
      await expectError(await call(`/users/${alice.user.id}`, { method: "PUT", jwt: alice.jwt, json }), 400, "ApplicationError", "Email or Username are already taken");
    }
  });

  it("refuses to let one user change another with 403", async () => {
    const alice = await signedUpUser();
    const bob = await signedUpUser();
    await expectError(await call(`/users/${bob.user.id}`, { method: "PUT", jwt: alice.jwt, json: { username: "hijacked" } }), 403, "ForbiddenError", "Forbidden");
    const row = await env.DB.prepare("SELECT username FROM users WHERE id = ?").bind(bob.user.id).first<{ username: string }>();
    expect(row?.username).toBe(bob.user.username);
  });

  it("ignores the fields only an admin may set when a user sends them", async () => {
    const { jwt, user } = await signedUpUser();
    const body = await (await call(`/users/${user.id}?populate=role`, { method: "PUT", jwt, json: { role: "admin", blocked: true, confirmed: false, password: "sneaky123" } })).json<PublicUserBody>();
    expect(body).toMatchObject({ blocked: false, confirmed: true, role: { type: "authenticated" } });
  });

  it("lets an admin block, unblock and promote another user", async () => {
    const admin = await signedUpUser();
    await makeAdmin(admin.user.id);
    const bob = await signedUpUser();
    const blocked = await call(`/users/${bob.user.id}?populate=role`, { method: "PUT", jwt: admin.jwt, json: { blocked: true, role: "admin" } });
    expect(await blocked.json()).toMatchObject({ blocked: true, role: { type: "admin" } });
    await expectError(await call("/users/me", { jwt: bob.jwt }), 401, "UnauthorizedError", "Your account has been blocked by an administrator");
    const adminRole = await env.DB.prepare("SELECT id FROM roles WHERE type = 'authenticated'").first<{ id: number }>();
    const back = await call(`/users/${bob.user.id}?populate=role`, { method: "PUT", jwt: admin.jwt, json: { blocked: false, role: adminRole!.id } });
    expect(await back.json()).toMatchObject({ blocked: false, role: { type: "authenticated" } });
    await expectError(await call(`/users/${bob.user.id}`, { method: "PUT", jwt: admin.jwt, json: { role: 999 } }), 400, "ValidationError", "Role not found");
    await expectError(await call("/users/999999", { method: "PUT", jwt: admin.jwt, json: { blocked: true } }), 404, "NotFoundError", "Not Found");
  });

  it("validates the body like signup does", async () => {
    const { jwt, user } = await signedUpUser();
    const body = await expectError(await call(`/users/${user.id}`, { method: "PUT", jwt, json: { username: "", email: "nope" } }), 400, "ValidationError", "2 errors occurred");
    expect(body.error.details.errors?.map((e) => e.message)).toEqual(["Username is required.", "Email must be a valid email address."]);
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectError, signedUpUser, testJwtSecret, tokenIssuedAt } from "./helpers";

const INVALID = "Missing or invalid credentials";
const b64url = (value: string | Uint8Array) =>
  btoa(typeof value === "string" ? value : String.fromCharCode(...value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

async function hmac(message: string, secret: string, hash = "SHA-256") {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
}

describe("Bearer tokens on the API", () => {
  it("accepts the token login returned", async () => {
    const { jwt, user } = await signedUpUser();
    const response = await call("/users/me", { jwt });
    expect(response.status).toBe(200);
    expect((await response.json<{ id: number }>()).id).toBe(user.id);
  });

  it("answers 403 Forbidden without an Authorization header, as Strapi's public role does", async () => {
    await expectError(await call("/users/me"), 403, "ForbiddenError", "Forbidden");
  });

  it("refuses tampered, forged, expired, alg none and wrong-algorithm tokens with 401", async () => {
    const { jwt, user } = await signedUpUser();
    const [header, payload, signature] = jwt.split(".") as [string, string, string];
    const now = Math.floor(Date.now() / 1000);
    const otherPayload = b64url(JSON.stringify({ id: user.id + 1000, iat: now, exp: now + 3600 }));
    const noneHeader = b64url(JSON.stringify({ alg: "none", typ: "JWT" }));
    const hs512Header = b64url(JSON.stringify({ alg: "HS512", typ: "JWT" }));
    const secret = testJwtSecret();
    const bad = {
      "payload swapped": `${header}.${otherPayload}.${signature}`,
      "signature flipped": `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`,
      "signed with another secret": `${header}.${payload}.${b64url(await hmac(`${header}.${payload}`, "some-other-secret-0123456789abcdef"))}`,
      "alg none, no signature": `${noneHeader}.${payload}.`,
      "alg none, original signature": `${noneHeader}.${payload}.${signature}`,
      "HS512 with the right secret": `${hs512Header}.${payload}.${b64url(await hmac(`${hs512Header}.${payload}`, secret, "SHA-512"))}`,
      expired: await tokenIssuedAt(user.id, Date.now() - 31 * 24 * 60 * 60 * 1000),
      "for a user that does not exist": await tokenIssuedAt(987654, Date.now()),
      "not a JWT": "hello",
      "two parts": `${header}.${payload}`,
    };
    for (const [what, token] of Object.entries(bad)) {
      await expectError(await call("/users/me", { jwt: token }), 401, "UnauthorizedError", INVALID).catch((error: Error) => {
        throw new Error(`${what}: ${error.message}`);
      });
    }
  });

  it("refuses a header that is not 'Bearer <token>' with 401", async () => {
    const { jwt } = await signedUpUser();
    for (const authorization of [`Basic ${jwt}`, "Bearer", `Bearer ${jwt} extra`, jwt]) {
      await expectError(await call("/users/me", { headers: { authorization } }), 401, "UnauthorizedError", INVALID);
    }
  });

  it("refuses a blocked user's valid token with the blocked message", async () => {
    const { jwt, user } = await signedUpUser();
    await env.DB.prepare("UPDATE users SET blocked = 1 WHERE id = ?").bind(user.id).run();
    await expectError(await call("/users/me", { jwt }), 401, "UnauthorizedError", "Your account has been blocked by an administrator");
    await expectError(await call("/users/count", { jwt }), 401, "UnauthorizedError", "Your account has been blocked by an administrator");
  });

  it("refuses the token of an account made unconfirmed while confirmation is on", async () => {
    const { jwt, user } = await signedUpUser();
    await env.DB.prepare("UPDATE users SET confirmed = 0 WHERE id = ?").bind(user.id).run();
    await expectError(await call("/users/me", { jwt }), 401, "UnauthorizedError", "Your account email is not confirmed");
  });
});

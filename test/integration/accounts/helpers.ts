import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { app } from "../../../workers/app";

import { signJwt } from "@server/accounts/jwt";
import type { PublicUser } from "@server/accounts/users";
import { type Settings } from "@server/platform/settings";

/** A fresh client address, so no two tests share a rate-limit bucket (the limiter outlives test files). */
export function uniqueIp(): string {
  const bytes = crypto.getRandomValues(new Uint16Array(4));
  return `2001:db8:${Array.from(bytes, (b) => b.toString(16)).join(":")}`;
}

export interface CallOptions {
  method?: string;
  /** A value to send as JSON (`content-type: application/json`), unless `rawBody` is given. */
  json?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  jwt?: string;
  ip?: string;
  /** Settings for this request only (e.g. MAIL_TRANSPORT, GOOGLE_CLIENT_ID), on top of the test bindings. */
  env?: Record<string, unknown>;
}

/**
 * One request through the real Worker (the Hono root the default export serves), then waits for its
 * `waitUntil` work (emails) to finish, so a test can read what was sent.
 */
export async function call(path: string, { method, json, rawBody, headers = {}, jwt, ip = uniqueIp(), env: overrides = {} }: CallOptions = {}): Promise<Response> {
  const init: RequestInit = { method: method ?? (json === undefined && rawBody === undefined ? "GET" : "POST"), redirect: "manual", headers: { "cf-connecting-ip": ip, ...headers } };
  if (json !== undefined) {
    init.body = JSON.stringify(json);
    (init.headers as Record<string, string>)["content-type"] ??= "application/json";
  } else if (rawBody !== undefined) {
    init.body = rawBody;
  }
  if (jwt) (init.headers as Record<string, string>).authorization = `Bearer ${jwt}`;
  const url = path.startsWith("http") ? path : `http://localhost${path.startsWith("/api/") ? "" : "/api/v1"}${path}`;
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, init), { ...env, ...overrides } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export interface ErrorEnvelope {
  data: null;
  error: { status: number; name: string; message: string; details: { errors?: { path: string[]; message: string; name: string }[] } & Record<string, unknown> };
}

/** Asserts the Strapi error envelope with a status, name and message, and returns it. */
export async function expectError(response: Response, status: number, name: string, message: string): Promise<ErrorEnvelope> {
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = await response.json<ErrorEnvelope>();
  expect(body, JSON.stringify(body)).toMatchObject({ data: null, error: { status, name, message } });
  expect(response.status).toBe(status);
  return body;
}

/** A user as the API answers it: the service's own public shape. */
export type PublicUserBody = PublicUser;

export interface SignedInBody {
  jwt: string;
  user: PublicUserBody;
}

let counter = 0;
/** A new person's details, unique per call. */
export function newPerson(prefix = "user") {
  counter += 1;
  const id = `${prefix}${counter}${crypto.randomUUID().slice(0, 6)}`;
  return { username: id, email: `${id}@example.com`, password: "correct horse battery" };
}

/** Registers (confirmation on, as configured) and returns the user and the confirmation link's token. */
export async function registerUnconfirmed(person = newPerson()) {
  const response = await call("/auth/local/register", { json: person });
  expect(response.status).toBe(200);
  const { user } = await response.json<{ user: PublicUserBody }>();
  return { person, user, confirmation: await latestLinkParam(person.email, "confirmation") };
}

/** Registers, confirms and signs in: a ready account. */
export async function signedUpUser(person = newPerson()): Promise<SignedInBody & { person: typeof person }> {
  const { confirmation } = await registerUnconfirmed(person);
  expect((await call(`/auth/email-confirmation?confirmation=${confirmation}`)).status).toBe(302);
  const login = await call("/auth/local", { json: { identifier: person.email, password: person.password } });
  expect(login.status).toBe(200);
  return { ...(await login.json<SignedInBody>()), person };
}

/** Every message the console transport kept for an address, newest first. */
export async function outboxFor(to: string) {
  const { results } = await env.DB.prepare("SELECT * FROM mail_outbox WHERE \"to\" = ? ORDER BY id DESC").bind(to).all<{ to: string; from: string; subject: string; text: string; html: string }>();
  return results;
}

/** A query parameter of the link in the newest email to an address. */
export async function latestLinkParam(to: string, param: string): Promise<string> {
  const [latest] = await outboxFor(to);
  expect(latest, `an email to ${to}`).toBeDefined();
  const link = /https?:\/\/\S+/.exec(latest!.text)?.[0];
  expect(link).toBeDefined();
  const value = new URL(link!).searchParams.get(param);
  expect(value).toBeTruthy();
  return value!;
}

/** Makes a user an admin directly in D1 (what `npm run user:promote` does). */
export async function makeAdmin(userId: number) {
  await env.DB.prepare("UPDATE users SET role_id = (SELECT id FROM roles WHERE type = 'admin') WHERE id = ?").bind(userId).run();
}

/** Fails if a body carries anything secret-looking: a password, a hash or a token field. */
export function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/password|hash|pbkdf2|token_hash|tokenHash|resetPassword|confirmationToken|\$pbkdf2/i);
}

/** A token for a user signed with the test secret at another time (a stolen old token, an expired one). */
export async function tokenIssuedAt(userId: number, whenMs: number): Promise<string> {
  return signJwt(userId, testJwtSecret(), whenMs);
}

/** The JWT_SECRET binding vitest.config.ts gives the tests. */
export function testJwtSecret(): string {
  return (env as Settings).JWT_SECRET ?? "";
}

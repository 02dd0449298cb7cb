import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { it } from "vitest";
import { app } from "../../workers/app";
import { hashPassword, PASSWORD_HASH_PARAMS, verifyPassword } from "@server/accounts/passwords";
import { measure, report } from "./harness";

// The accounts API in local workerd: each request goes through the whole Worker (Hono, D1, PBKDF2),
// including the work it leaves to waitUntil (the confirmation email into the outbox).
let sequence = 0;
// The per-account limit counts one identifier however many addresses it comes from; the bench signs in as one
// account a hundred times, so it runs with that limiter's binding always allowing (the limit is tested elsewhere).
const benchEnv = { ...env, ACCOUNT_RATE_LIMITER: { limit: async () => ({ success: true }) } } as unknown as Env;
async function send(path: string, init: RequestInit = {}) {
  sequence += 1;
  const headers = new Headers(init.headers);
  // A fresh client address per request, so the rate limiter never answers 429 during the run.
  headers.set("cf-connecting-ip", `198.18.${(sequence >> 8) & 255}.${sequence & 255}`);
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://localhost/api/v1${path}`, { ...init, headers }), benchEnv, ctx);
  await waitOnExecutionContext(ctx);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

const json = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

it("accounts: one request in local workerd", async () => {
  const password = "benchmark password";
  const stored = await hashPassword(password);
  const hashing = [
    await measure(`PBKDF2-SHA256 hash (${PASSWORD_HASH_PARAMS.iterations} iterations)`, () => hashPassword(password), { samples: 20, batch: 5, warmup: 5 }),
    await measure("PBKDF2-SHA256 verify", () => verifyPassword(password, stored), { samples: 20, batch: 5, warmup: 5 }),
  ];
  report("Password hashing in workerd (budget: under 50 ms each)", hashing);

  // One confirmed account to sign in with.
  const email = `bench-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await send("/auth/local/register", json({ username: email.split("@")[0], email, password }));
  await env.DB.prepare("UPDATE users SET confirmed = 1 WHERE email = ?").bind(email).run();
  const { jwt } = await (await send("/auth/local", json({ identifier: email, password }))).json<{ jwt: string }>();

  let n = 0;
  const rows = [
    await measure("baseline: GET /api/v1/health (D1 + KV read)", () => send("/health").then((r) => r.arrayBuffer())),
    await measure("GET /api/v1/users/me (JWT + D1)", () => send("/users/me", { headers: { authorization: `Bearer ${jwt}` } }).then((r) => r.arrayBuffer())),
    await measure("POST /api/v1/auth/local (login)", () => send("/auth/local", json({ identifier: email, password })).then((r) => r.arrayBuffer()), { samples: 20, batch: 5, warmup: 5 }),
    await measure(
      "POST /api/v1/auth/local/register (+ confirmation email)",
      () => {
        n += 1;
        const id = `b${n}x${crypto.randomUUID().slice(0, 6)}`;
        return send("/auth/local/register", json({ username: id, email: `${id}@example.com`, password })).then((r) => r.arrayBuffer());
      },
      { samples: 20, batch: 5, warmup: 5 },
    ),
  ];
  report("Accounts API (local workerd, the whole request through the Worker)", rows);
}, 300_000);

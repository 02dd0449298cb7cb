import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { googleSettings } from "@server/accounts/account-settings";
import { call, expectError, expectNoSecrets, newPerson, registerUnconfirmed, signedUpUser, type SignedInBody } from "./helpers";
import { ConfigurationError } from "@server/platform/settings";

const GOOGLE = { GOOGLE_CLIENT_ID: "may-test.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "google-test-secret" };
const ACCESS_TOKEN = "ya29.fake-google-access-token";
const GOOGLE_ENDPOINTS = { token: "https://oauth2.googleapis.com/token", tokeninfo: "https://oauth2.googleapis.com/tokeninfo" };

async function s256(verifier: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

/**
 * Google at its HTTP boundary: the token endpoint (checks the client's credentials, the code and the
 * PKCE verifier against the challenge of the authorization URL) and tokeninfo. arctic and our client
 * code run for real; only `fetch` answers as Google would.
 */
function fakeGoogle({
  email,
  emailVerified = true,
  aud = GOOGLE.GOOGLE_CLIENT_ID,
  challenge,
  endpoints = GOOGLE_ENDPOINTS,
}: {
  email: string;
  emailVerified?: boolean;
  aud?: string;
  challenge?: () => string | undefined;
  endpoints?: { token: string; tokeninfo: string };
}) {
  const seen: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.origin}${url.pathname}`);
    if (request.method === "POST" && url.href === endpoints.token) {
      const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
      const credentials = `Basic ${btoa(`${GOOGLE.GOOGLE_CLIENT_ID}:${GOOGLE.GOOGLE_CLIENT_SECRET}`)}`;
      const verifier = form.get("code_verifier") ?? "";
      const pkceOk = challenge === undefined || (await s256(verifier)) === challenge();
      if (request.headers.get("authorization") !== credentials || form.get("code") !== "google-code" || form.get("grant_type") !== "authorization_code" || !pkceOk) {
        return Response.json({ error: "invalid_grant", error_description: "Bad Request" }, { status: 400 });
      }
      return Response.json({ access_token: ACCESS_TOKEN, token_type: "Bearer", expires_in: 3599, scope: "openid https://www.googleapis.com/auth/userinfo.email", id_token: "h.p.s" });
    }
    if (request.method === "GET" && `${url.origin}${url.pathname}` === endpoints.tokeninfo) {
      if (url.searchParams.get("access_token") !== ACCESS_TOKEN) return Response.json({ error_description: "Invalid Value" }, { status: 400 });
      return Response.json({ azp: aud, aud, sub: "110169484474386276334", scope: "openid email", exp: "1900000000", expires_in: "3599", email, email_verified: String(emailVerified), access_type: "online" });
    }
    return new Response("not faked", { status: 599 });
  });
  return seen;
}

function cookiesFrom(response: Response): string {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

/** Runs the browser's side of the redirect flow up to our callback's redirect. */
async function throughGoogle(email: string, options: { emailVerified?: boolean } = {}) {
  const pkce: { challenge?: string } = {};
  fakeGoogle({ email, ...options, challenge: () => pkce.challenge });
  const start = await call("/connect/google", { env: GOOGLE });
  const authorize = new URL(start.headers.get("location")!);
  pkce.challenge = authorize.searchParams.get("code_challenge") ?? undefined;
  const callback = await call(`/connect/google/callback?code=google-code&state=${authorize.searchParams.get("state")}`, { env: GOOGLE, headers: { cookie: cookiesFrom(start) } });
  expect(callback.status).toBe(302);
  return new URL(callback.headers.get("location")!, "http://localhost");
}

async function redeem(handoff: URL) {
  return call(`/auth/google/callback?code=${handoff.searchParams.get("code")}`, { env: GOOGLE });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /connect/google", () => {
  it("redirects to Google with state and a PKCE S256 challenge, keeping both secrets in short-lived HttpOnly cookies", async () => {
    const response = await call("/connect/google", { env: GOOGLE });
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get("location")!);
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: GOOGLE.GOOGLE_CLIENT_ID,
      redirect_uri: `${env.APP_URL}/api/v1/connect/google/callback`,
      code_challenge_method: "S256",
      scope: "openid email",
    });
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=600/);
      expect(cookie).toMatch(/Path=\/api\/v1\/connect\/google/);
    }
    expect(cookies.join()).toContain(`may_google_state=${url.searchParams.get("state")}`);
    // The verifier itself never leaves in the URL.
    const verifier = /may_google_verifier=([^;]+)/.exec(cookies.join())![1]!;
    expect(response.headers.get("location")).not.toContain(verifier);
    expect(await s256(verifier)).toBe(url.searchParams.get("code_challenge"));
  });

  it("says 'This provider is disabled' while Google is not configured", async () => {
    await expectError(await call("/connect/google"), 400, "ApplicationError", "This provider is disabled");
    await expectError(await call(`/auth/google/callback?access_token=${ACCESS_TOKEN}`), 400, "ApplicationError", "This provider is disabled");
  });
});

describe("Google sign-in, redirect flow", () => {
  it("creates a confirmed Google account and hands the browser a one-time code that redeems once for { jwt, user }", async () => {
    const email = newPerson("g").email;
    const landing = await throughGoogle(email.toUpperCase());
    expect(landing.pathname).toBe("/auth/google/callback");
    expect([...landing.searchParams.keys()]).toEqual(["code"]);
    expect(landing.toString()).not.toContain(ACCESS_TOKEN);

    const response = await redeem(landing);
    expect(response.status).toBe(200);
    const body = await response.json<SignedInBody>();
    expect(body.user).toMatchObject({ email, provider: "google", confirmed: true, blocked: false, username: email.split("@")[0] });
    expectNoSecrets(body);
    expect((await call("/users/me", { jwt: body.jwt })).status).toBe(200);

    await expectError(await redeem(landing), 400, "ValidationError", "Invalid token");
  });

  it("signs the same person into the same account next time", async () => {
    const email = newPerson("g").email;
    const first = await (await redeem(await throughGoogle(email))).json<SignedInBody>();
    vi.restoreAllMocks();
    const second = await (await redeem(await throughGoogle(email))).json<SignedInBody>();
    expect(second.user.id).toBe(first.user.id);
  });

  it("lets a hand-off code live 60 seconds", async () => {
    const landing = await throughGoogle(newPerson("g").email);
    const row = await env.DB.prepare("SELECT expires_at - created_at AS ttl FROM auth_tokens WHERE purpose = 'google_handoff' ORDER BY id DESC").first<{ ttl: number }>();
    expect(Math.round(row!.ttl / 1000)).toBe(60);
    await env.DB.prepare("UPDATE auth_tokens SET expires_at = ? WHERE purpose = 'google_handoff'").bind(Date.now() - 1).run();
    await expectError(await redeem(landing), 400, "ValidationError", "Invalid token");
  });

  it("sends the browser back with an error, and never calls Google, when the state does not match or the cookies are missing", async () => {
    const seen = fakeGoogle({ email: newPerson("g").email });
    const start = await call("/connect/google", { env: GOOGLE });
    const state = new URL(start.headers.get("location")!).searchParams.get("state");
    for (const [query, cookie] of [
      ["code=google-code&state=forged", cookiesFrom(start)],
      [`code=google-code&state=${state}`, ""],
      [`state=${state}`, cookiesFrom(start)],
    ] as const) {
      const response = await call(`/connect/google/callback?${query}`, { env: GOOGLE, headers: { cookie } });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location")!, "http://localhost");
      expect(location.pathname).toBe("/auth/google/callback");
      expect(location.searchParams.get("error")).toBe("Google sign-in expired or was started elsewhere. Please try again.");
      // The state cookies are cleared whatever happens.
      expect(response.headers.getSetCookie().join()).toMatch(/may_google_state=;.*Max-Age=0/);
    }
    expect(seen).toEqual([]);
  });

  it("sends the browser back with an error when the person cancels at Google or the code exchange fails", async () => {
    fakeGoogle({ email: newPerson("g").email });
    const cancelled = await call("/connect/google/callback?error=access_denied", { env: GOOGLE });
    expect(new URL(cancelled.headers.get("location")!, "http://localhost").searchParams.get("error")).toBe("Google sign-in could not be completed. Please try again.");

    const start = await call("/connect/google", { env: GOOGLE });
    const state = new URL(start.headers.get("location")!).searchParams.get("state");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused = await call(`/connect/google/callback?code=a-code-google-rejects&state=${state}`, { env: GOOGLE, headers: { cookie: cookiesFrom(start) } });
    expect(new URL(refused.headers.get("location")!, "http://localhost").searchParams.get("error")).toBe("Google sign-in could not be completed. Please try again.");
    expect(warn).toHaveBeenCalledOnce();
  });

  it("refuses an email Google has not verified", async () => {
    const landing = await throughGoogle(newPerson("g").email, { emailVerified: false });
    expect(landing.searchParams.get("error")).toBe("Email not verified by Google");
  });

  it("refuses a blocked account", async () => {
    const { person, user } = await signedUpUser();
    await env.DB.prepare("UPDATE users SET blocked = 1 WHERE id = ?").bind(user.id).run();
    const landing = await throughGoogle(person.email);
    expect(landing.searchParams.get("error")).toBe("Your account has been blocked by an administrator");
  });

  it("links a verified Google email to the existing confirmed local account, which keeps its password", async () => {
    const { person, user } = await signedUpUser();
    const body = await (await redeem(await throughGoogle(person.email))).json<SignedInBody>();
    expect(body.user).toMatchObject({ id: user.id, provider: "local" });
    expect((await call("/auth/local", { json: { identifier: person.email, password: person.password } })).status).toBe(200);
  });

  it("links to an unconfirmed local account only after dropping the password whoever created it chose", async () => {
    const { person, user } = await registerUnconfirmed();
    const body = await (await redeem(await throughGoogle(person.email))).json<SignedInBody>();
    expect(body.user).toMatchObject({ id: user.id, confirmed: true });
    await expectError(await call("/auth/local", { json: { identifier: person.email, password: person.password } }), 400, "ValidationError", "Invalid identifier or password");
  });

  it("picks a free username when the email's name is taken", async () => {
    const { person } = await signedUpUser();
    const email = `${person.username}@gmail.example`;
    const body = await (await redeem(await throughGoogle(email))).json<SignedInBody>();
    expect(body.user.username).toMatch(new RegExp(`^${person.username}-\\w+$`));
  });
});

describe("GET /auth/google/callback?access_token= (Strapi clients)", () => {
  it("checks the token with Google and answers { jwt, user }", async () => {
    const email = newPerson("g").email;
    const seen = fakeGoogle({ email });
    const response = await call(`/auth/google/callback?access_token=${ACCESS_TOKEN}`, { env: GOOGLE });
    expect(response.status).toBe(200);
    const body = await response.json<SignedInBody>();
    expect(body.user).toMatchObject({ email, provider: "google", confirmed: true });
    expect(seen).toEqual(["GET https://oauth2.googleapis.com/tokeninfo"]);
  });

  it("refuses a token Google does not know, or one issued to another app", async () => {
    fakeGoogle({ email: newPerson("g").email });
    await expectError(await call("/auth/google/callback?access_token=forged", { env: GOOGLE }), 400, "ApplicationError", "Google sign-in could not be completed. Please try again.");
    vi.restoreAllMocks();
    fakeGoogle({ email: newPerson("g").email, aud: "someone-else.apps.googleusercontent.com" });
    await expectError(await call(`/auth/google/callback?access_token=${ACCESS_TOKEN}`, { env: GOOGLE }), 400, "ApplicationError", "Google sign-in could not be completed. Please try again.");
  });

  it("needs a code or an access_token", async () => {
    await expectError(await call("/auth/google/callback", { env: GOOGLE }), 400, "ValidationError", "No access_token.");
  });
});

describe("Google endpoints (GOOGLE_AUTHORIZATION_URL, GOOGLE_TOKEN_URL, GOOGLE_TOKENINFO_URL)", () => {
  const PROXY = {
    GOOGLE_AUTHORIZATION_URL: "https://id-proxy.example/o/oauth2/v2/auth",
    GOOGLE_TOKEN_URL: "https://id-proxy.example/token",
    GOOGLE_TOKENINFO_URL: "https://id-proxy.example/tokeninfo?tenant=may",
  };

  it("sends every step to the configured endpoints and none to Google", async () => {
    const email = newPerson("g").email;
    const pkce: { challenge?: string } = {};
    const seen = fakeGoogle({ email, challenge: () => pkce.challenge, endpoints: { token: PROXY.GOOGLE_TOKEN_URL, tokeninfo: "https://id-proxy.example/tokeninfo" } });
    const start = await call("/connect/google", { env: { ...GOOGLE, ...PROXY } });
    const authorize = new URL(start.headers.get("location")!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(PROXY.GOOGLE_AUTHORIZATION_URL);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ response_type: "code", client_id: GOOGLE.GOOGLE_CLIENT_ID, code_challenge_method: "S256", scope: "openid email" });
    pkce.challenge = authorize.searchParams.get("code_challenge") ?? undefined;
    const callback = await call(`/connect/google/callback?code=google-code&state=${authorize.searchParams.get("state")}`, { env: { ...GOOGLE, ...PROXY }, headers: { cookie: cookiesFrom(start) } });
    const landing = new URL(callback.headers.get("location")!, "http://localhost");
    expect(landing.searchParams.get("code")).toBeTruthy();
    expect(seen).toEqual(["POST https://id-proxy.example/token", "GET https://id-proxy.example/tokeninfo"]);
  });

  it("defaults to Google's endpoints and refuses an override that is not an https URL outside development", () => {
    expect(googleSettings({ ...env, ...GOOGLE })).toMatchObject({
      authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      tokeninfoUrl: "https://oauth2.googleapis.com/tokeninfo",
    });
    // A fake Google or a proxy on the developer's machine.
    expect(googleSettings({ ...env, ...GOOGLE, GOOGLE_TOKEN_URL: "http://127.0.0.1:4180/token" })?.tokenUrl).toBe("http://127.0.0.1:4180/token");
    expect(() => googleSettings({ ...env, ...GOOGLE, ENVIRONMENT: "production", GOOGLE_TOKEN_URL: "http://id-proxy.example/token" })).toThrow(ConfigurationError);
    expect(() => googleSettings({ ...env, ...GOOGLE, GOOGLE_TOKENINFO_URL: "/tokeninfo" })).toThrow(ConfigurationError);
  });
});

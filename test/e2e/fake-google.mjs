// Google at its HTTP boundary, for the browser tests: the authorization endpoint, the token endpoint and
// tokeninfo, on http://127.0.0.1:4180. The preview Worker is pointed here by GOOGLE_AUTHORIZATION_URL,
// GOOGLE_TOKEN_URL and GOOGLE_TOKENINFO_URL, so arctic and our routes run for real. No dependencies.
//
//   node test/e2e/fake-google.mjs                      serves (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and
//                                                      GOOGLE_REDIRECT_URI come from the environment)
//   node test/e2e/fake-google.mjs --worker-vars FILE   appends the GOOGLE_* settings of the environment to
//                                                      FILE (the built Worker's .dev.vars) and exits
//
// Who is "signed in to Google": the `fake_google_account` cookie on this origin (an email), else the
// `login_hint` query parameter, else a new address for every code. `fake_google_email_verified=false`
// (cookie) makes tokeninfo say the email is not verified.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { appendFileSync } from "node:fs";
import { createServer } from "node:http";
import { createFakeCloudflare } from "./fake-cloudflare.mjs";

const FAKE_GOOGLE_HOST = "127.0.0.1";
const FAKE_GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? 4180);
const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 3599;
const SCOPE = "openid https://www.googleapis.com/auth/userinfo.email";

const random = (bytes = 24) => randomBytes(bytes).toString("base64url");
const s256 = (verifier) => createHash("sha256").update(verifier).digest("base64url");
/** Google's `sub`: a stable number per account. */
const subjectOf = (email) => BigInt(`0x${createHash("sha256").update(email).digest("hex").slice(0, 15)}`).toString().padStart(21, "1");
const sameText = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function cookiesOf(request) {
  const cookies = {};
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name) cookies[name] = decodeURIComponent(value.join("="));
  }
  return cookies;
}

function json(response, status, body) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  response.end(JSON.stringify(body));
}

async function formBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** Client authentication as Google accepts it: HTTP Basic (what arctic sends) or client_id/client_secret in the body. */
function clientCredentials(request, form) {
  const basic = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? "");
  if (basic) {
    const decoded = Buffer.from(basic[1], "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  return { id: form.get("client_id") ?? "", secret: form.get("client_secret") ?? "" };
}

/** An id_token shaped like Google's (unsigned: May never reads it, it checks the access token with tokeninfo). */
function idToken(identity, clientId, issuer) {
  const now = Math.floor(Date.now() / 1000);
  const part = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = { iss: issuer, azp: clientId, aud: clientId, sub: identity.sub, email: identity.email, email_verified: identity.emailVerified, iat: now, exp: now + TOKEN_TTL_S };
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

function createFakeGoogle({ clientId, clientSecret, redirectUri }) {
  /** code → { identity, redirectUri, challenge, expiresAt } (deleted when used) */
  const codes = new Map();
  /** access token → { identity, expiresAt } */
  const accessTokens = new Map();

  function authorize(request, response, url) {
    const query = url.searchParams;
    // Like Google, a bad client or redirect URI is an error page, never a redirect.
    if (query.get("client_id") !== clientId) return json(response, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
    if (query.get("redirect_uri") !== redirectUri) return json(response, 400, { error: "redirect_uri_mismatch", error_description: `Not a registered redirect URI: ${query.get("redirect_uri")}` });
    const back = new URL(redirectUri);
    const refuse = (error) => {
      back.searchParams.set("error", error);
      if (query.has("state")) back.searchParams.set("state", query.get("state"));
      response.writeHead(302, { location: back.toString() }).end();
    };
    if (query.get("response_type") !== "code") return refuse("unsupported_response_type");
    if (query.get("code_challenge_method") !== "S256" || !query.get("code_challenge")) return refuse("invalid_request");
    if (!(query.get("scope") ?? "").split(" ").includes("email")) return refuse("invalid_scope");

    const cookies = cookiesOf(request);
    const email = (cookies.fake_google_account || query.get("login_hint") || `google.${random(6).toLowerCase().replace(/[^a-z0-9]/g, "x")}@example.com`).trim();
    const identity = { email, emailVerified: cookies.fake_google_email_verified !== "false", sub: subjectOf(email.toLowerCase()) };
    const code = `4/0A${random(30)}`;
    codes.set(code, { identity, redirectUri, challenge: query.get("code_challenge"), expiresAt: Date.now() + CODE_TTL_MS });
    back.searchParams.set("state", query.get("state") ?? "");
    back.searchParams.set("code", code);
    back.searchParams.set("scope", `email openid ${SCOPE.split(" ")[1]}`);
    back.searchParams.set("authuser", "0");
    back.searchParams.set("prompt", "none");
    response.writeHead(302, { location: back.toString() }).end();
  }

  async function token(request, response, origin) {
    const form = await formBody(request);
    const client = clientCredentials(request, form);
    if (client.id !== clientId || !sameText(client.secret, clientSecret)) return json(response, 401, { error: "invalid_client", error_description: "Unauthorized" });
    if (form.get("grant_type") !== "authorization_code") return json(response, 400, { error: "unsupported_grant_type", error_description: "Invalid grant_type: " + (form.get("grant_type") ?? "") });
    const code = form.get("code") ?? "";
    const grant = codes.get(code);
    codes.delete(code); // one use, whatever happens
    if (!grant || grant.expiresAt < Date.now()) return json(response, 400, { error: "invalid_grant", error_description: "Bad Request" });
    if (form.get("redirect_uri") !== grant.redirectUri) return json(response, 400, { error: "redirect_uri_mismatch", error_description: "Bad Request" });
    const verifier = form.get("code_verifier");
    if (!verifier) return json(response, 400, { error: "invalid_request", error_description: "Missing code verifier." });
    if (s256(verifier) !== grant.challenge) return json(response, 400, { error: "invalid_grant", error_description: "Invalid code verifier." });
    const accessToken = `ya29.${random(40)}`;
    accessTokens.set(accessToken, { identity: grant.identity, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
    json(response, 200, { access_token: accessToken, expires_in: TOKEN_TTL_S, scope: SCOPE, token_type: "Bearer", id_token: idToken(grant.identity, clientId, origin) });
  }

  function tokeninfo(response, url) {
    const grant = accessTokens.get(url.searchParams.get("access_token") ?? "");
    if (!grant || grant.expiresAt < Date.now()) return json(response, 400, { error: "invalid_token", error_description: "Invalid Value" });
    const { identity } = grant;
    json(response, 200, {
      azp: clientId,
      aud: clientId,
      sub: identity.sub,
      scope: SCOPE,
      exp: String(Math.floor(grant.expiresAt / 1000)),
      expires_in: String(Math.max(0, Math.floor((grant.expiresAt - Date.now()) / 1000))),
      email: identity.email,
      email_verified: String(identity.emailVerified),
      access_type: "online",
    });
  }

  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://${request.headers.host ?? FAKE_GOOGLE_HOST}`);
    const route = `${request.method} ${url.pathname}`;
    Promise.resolve()
      .then(() => {
        if (route === "GET /health") return json(response, 200, { ok: true });
        // Cloudflare for SaaS shares this server (one port per checkout): test/e2e/fake-cloudflare.mjs.
        if (url.pathname.startsWith("/client/v4/") || url.pathname === "/dns-query") return forwardToCloudflare(request, response, url);
        // The browser tests publish a TXT record in the fake's DNS: { name, values }.
        if (route === "PUT /__fake/dns") return putTxtRecord(request, response);
        if (route === "GET /o/oauth2/v2/auth") return authorize(request, response, url);
        if (route === "POST /token") return token(request, response, url.origin);
        if (route === "GET /tokeninfo") return tokeninfo(response, url);
        json(response, 404, { error: "not_found", error_description: `The fake Google has no ${route}` });
      })
      .catch((error) => {
        console.error("[fake-google]", error);
        if (!response.headersSent) json(response, 500, { error: "internal_failure" });
        else response.end();
      });
  });
}

const cloudflare = createFakeCloudflare({ zoneId: process.env.CLOUDFLARE_ZONE_ID ?? "e2e-zone", token: process.env.CLOUDFLARE_API_TOKEN ?? "e2e-token" });

async function forwardToCloudflare(request, response, url) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const answer = await cloudflare.handle(new Request(url, { method: request.method, headers: { authorization: request.headers.authorization ?? "", "content-type": request.headers["content-type"] ?? "application/json" }, body }));
  response.writeHead(answer.status, { "content-type": "application/json" });
  response.end(await answer.text());
}

async function putTxtRecord(request, response) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const { name, values } = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
  if (typeof name !== "string" || !Array.isArray(values)) return json(response, 400, { error: "name and values, please" });
  cloudflare.txt.set(name.toLowerCase(), values.map(String));
  json(response, 200, { ok: true });
}

/** The Worker's Google (and Cloudflare for SaaS, when set) settings from the environment, as .dev.vars lines. */
function workerVars() {
  const required = ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_REDIRECT_URI", "GOOGLE_AUTHORIZATION_URL", "GOOGLE_TOKEN_URL", "GOOGLE_TOKENINFO_URL"];
  const names = [...required, ...["CLOUDFLARE_API_BASE_URL", "CLOUDFLARE_ZONE_ID", "CLOUDFLARE_API_TOKEN", "SAAS_CNAME_TARGET", "DNS_OVER_HTTPS_URL"].filter((name) => process.env[name])];
  const missing = required.filter((name) => !process.env[name]);
  if (missing.length > 0) throw new Error(`fake-google: ${missing.join(", ")} not set`);
  const unsafe = names.filter((name) => /['\r\n]/.test(process.env[name]));
  if (unsafe.length > 0) throw new Error(`fake-google: ${unsafe.join(", ")} must not contain quotes or line breaks`);
  return names.map((name) => `${name}='${process.env[name]}'\n`).join("");
}

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`fake-google: ${name} is not set`);
  return value;
}

const flag = process.argv.indexOf("--worker-vars");
if (flag !== -1) {
  const file = process.argv[flag + 1];
  if (!file) throw new Error("fake-google: --worker-vars needs a file");
  // Appended after what the build wrote there (a developer's own .dev.vars, if any): the last value of a name wins.
  appendFileSync(file, `\n${workerVars()}`);
} else {
  const server = createFakeGoogle({ clientId: required("GOOGLE_CLIENT_ID"), clientSecret: required("GOOGLE_CLIENT_SECRET"), redirectUri: required("GOOGLE_REDIRECT_URI") });
  server.listen(FAKE_GOOGLE_PORT, FAKE_GOOGLE_HOST, () => console.log(`[fake-google] listening on http://${FAKE_GOOGLE_HOST}:${FAKE_GOOGLE_PORT}`));
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

import { data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { jwtSecret } from "@server/accounts";
import { type AppContext, timingSafeEqualText } from "@server/platform";
import { getSessionUser, loginRedirectUrl } from "./session";

// Who may see draft CMS pages (docs/security.md, "Screens and headers"): a signed-in admin, or whoever
// holds a signed, expiring preview token in the URL. Builder's editor frames our pages from its own site,
// where the SameSite=Lax session cookie is not sent, so its preview URL carries the token instead.

/** The query parameter that carries a preview token. */
export const PREVIEW_TOKEN_PARAM = "preview_token";
/** How long a preview token works; an admin takes a fresh preview URL from /preview. */
export const PREVIEW_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const MAX_TOKEN_LENGTH = 128;

async function signature(app: AppContext, expiresAt: number): Promise<string> {
  // Its own purpose string, so nothing else the secret signs (API tokens) can pass for a preview token.
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(jwtSecret(app.env)), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`may-cms-preview:${expiresAt}`)));
  return btoa(String.fromCharCode(...mac)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

/** A preview token: `{expiry in Unix seconds}.{HMAC-SHA256 of it}`. */
export async function createPreviewToken(app: AppContext, ttlSeconds = PREVIEW_TOKEN_TTL_SECONDS): Promise<string> {
  const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
  return `${expiresAt}.${await signature(app, expiresAt)}`;
}

/** True for a token this app signed that has not expired. */
export async function verifyPreviewToken(app: AppContext, token: string | null): Promise<boolean> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return false;
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= Date.now()) return false;
  return timingSafeEqualText(await signature(app, expiresAt), match[2]!);
}

/** True when this request may see drafts: a valid token in its URL, or a signed-in admin. */
export async function canPreview(request: Request, app: AppContext, context: Readonly<RouterContextProvider>): Promise<boolean> {
  if (await verifyPreviewToken(app, new URL(request.url).searchParams.get(PREVIEW_TOKEN_PARAM))) return true;
  return (await getSessionUser(context))?.role === "admin";
}

/** The preview screens' guard: a visitor goes to Login, a signed-in person who is not an admin gets the 404 page. */
export async function requirePreviewAccess(request: Request, app: AppContext, context: Readonly<RouterContextProvider>): Promise<void> {
  if (await canPreview(request, app, context)) return;
  if (!(await getSessionUser(context))) throw redirect(loginRedirectUrl(request));
  throw data("Not Found", { status: 404 });
}

/** Headers of every preview answer: never stored by any cache, never indexed. */
export const PREVIEW_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

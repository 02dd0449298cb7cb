import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "./api/api-env";
import { isDevelopment } from "@server/platform";

// The headers every answer carries (docs/security.md, "Screens and headers"). Documents get their own
// Content-Security-Policy from app/entry.server.tsx, published sites and the site preview from their
// renderers; anything that has none (JSON, redirects, the static error pages) gets the strictest.

/** No scripts, nothing framed or framing; inline styles for the static error pages. */
export const FALLBACK_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** One year; not includeSubDomains, so nothing on a sibling host is forced onto HTTPS by us. */
export const HSTS = "max-age=31536000";

function setAll(headers: Headers, env: Env): void {
  headers.set("X-Content-Type-Options", "nosniff");
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", FALLBACK_CSP);
  if (!isDevelopment(env)) headers.set("Strict-Transport-Security", HSTS);
}

export const securityHeaders = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  try {
    setAll(c.res.headers, c.env);
  } catch {
    // A response with immutable headers (one passed through from fetch): copy it, then set them.
    const copy = new Response(c.res.body, c.res);
    setAll(copy.headers, c.env);
    c.res = copy;
  }
});

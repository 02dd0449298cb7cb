// Cross-site request refusal for writes (docs/security.md, "Screens and headers"). SameSite=Lax keeps the
// session cookie off cross-site POSTs, but not off same-site ones (a published site on a sibling host),
// and does nothing against a login form posted from elsewhere; the browser's own headers settle it.

const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins our own pages are served from: this request's, and APP_URL's when it is set. */
function ownOrigins(request: Request, env: { APP_URL?: string }): string[] {
  const origins = [new URL(request.url).origin];
  if (env.APP_URL) {
    try {
      origins.push(new URL(env.APP_URL).origin);
    } catch {
      // A malformed APP_URL adds nothing.
    }
  }
  return origins;
}

/**
 * True for a state-changing request a browser sent from another site. Sec-Fetch-Site decides when the
 * browser sent it (only `same-origin`, or `none` for the person's own action, pass); otherwise Origin
 * must be one of ours. A request with neither is not from a browser page, so it carries no cookie a
 * page could have borrowed.
 */
export function isCrossSiteWrite(request: Request, env: { APP_URL?: string }): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const site = request.headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return !ownOrigins(request, env).includes(origin);
}

export const CROSS_SITE_MESSAGE = "Cross-site request refused";

/** The screens' answer to a refused write: a static page, like the last-resort error page. */
export const CROSS_SITE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Request refused · May</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#faf8f5;color:#1c1917}main{max-width:32rem;padding:2rem;text-align:center}a{color:#6d28d9}</style>
</head><body><main><h1>Request refused</h1><p>This form was sent from another site, so nothing was changed. Open May and try again from there.</p><p><a href="/">Go to May</a></p></main></body></html>`;

import { Hono, type Context } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { handleApiError, sendError } from "./api/errors";
import type { ApiEnv } from "./api/api-env";
import { buildAppContext, logDevelopmentRefusal, readSettings, refusesDevelopmentOnNetwork } from "@server/platform";
import { appContext } from "~/.server/context";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@server/db";
import { drainUnreadBody } from "./drain-request-body";
import { CROSS_SITE_PAGE, isCrossSiteWrite } from "./origin-check";
import { PAGE_WORDS_PREFIX } from "@core/i18n/page-words";
import { servePageWords } from "./page-words";
import { securityHeaders } from "./security-headers";
import { serveSharedFile, serveSiteHosts, serveSitePath, SHARED_FILE_PATHS, SITE_PATHS } from "./public-site";
import { UNAVAILABLE_PAGE, UNEXPECTED_ERROR_PAGE } from "./unexpected-error-page";

const APP_ROBOTS_TXT = ["User-agent: *", "Disallow: /u/", "Disallow: /api/", "Disallow: /preview", "Disallow: /dev/", "Disallow: /bench/", ""].join("\n");

// Built once per isolate: the server build is imported lazily and cached by React Router.
const handleDocumentRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

/** The Worker: one Hono root that builds the request context once, then routes to the API or the UI. */
export const app = new Hono<ApiEnv>()
  .use(securityHeaders)
  // Development settings (fallback secrets, the outbox) are never served beyond loopback.
  .use(async (c, next) => {
    if (!refusesDevelopmentOnNetwork(readSettings(c.env), c.req.raw)) return next();
    logDevelopmentRefusal(c.req.raw);
    if (c.req.path.startsWith("/api/")) return sendError(c, 503, "ServiceUnavailableError", "Service Unavailable");
    return c.html(UNAVAILABLE_PAGE, 503, { "Cache-Control": "no-store" });
  })
  .use(async (c, next) => {
    const request = c.req.raw;
    c.set("app", buildAppContext(c.env, c.executionCtx, request));
    await next();
    await drainUnreadBody(request);
  })
  // A published site on its own host answers only the site's paths (workers/public-site.ts).
  .use(serveSiteHosts)
  // The app's own robots.txt (a site host answered its own above): screens behind sign-in and the API are not for
  // search engines; the public pages and /s/{slug} sites are.
  .on(["GET", "HEAD"], "/robots.txt", (c) => c.text(APP_ROBOTS_TXT, 200, { "Cache-Control": "public, max-age=3600" }))
  // Signed-in pages' words, fetched once by the browser and kept (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md).
  .get(`${PAGE_WORDS_PREFIX}:language/:file`, servePageWords)
  // The API's routes and their schemas load on the first API call (docs/decisions/0912-the-entry-loads-its-code-on-first-use.md):
  // a page or a published site in a new isolate does not build them.
  .all("/api/v1/*", async (c) => (await import("./api")).serveApi(c))
  // Published sites at /s/{slug}, their photos, icons and share cards on any host: never through React Router.
  .on(["GET", "HEAD"], SITE_PATHS, serveSitePath)
  .on(["GET", "HEAD"], SHARED_FILE_PATHS, serveSharedFile)
  // Any other /api path is still an API call: answer JSON, never the HTML 404 page.
  .all("/api/*", (c) => sendError(c, 404, "NotFoundError", "Not Found"))
  // Every method, so the UI's form POSTs reach their route actions.
  // The bench's bare baseline route exists in every build but answers only where BENCH=1 (docs/performance.md).
  .all("/bench/*", async (c, next) => (c.var.app.env.BENCH === "1" ? next() : c.notFound()))
  .all("*", async (c) => {
    // Every form action and resource route: a write from another site's page is refused (login CSRF included).
    if (isCrossSiteWrite(c.req.raw, c.var.app.env)) return c.html(CROSS_SITE_PAGE, 403);
    const context = new RouterContextProvider();
    context.set(appContext, c.var.app);
    const response = await handleDocumentRequest(c.req.raw, context);
    // A page that failed because D1 was busy is a 503 worth retrying, not a 500.
    return response.status >= 500 && c.var.app.databaseUnavailable ? unavailable(c) : response;
  });

function unavailable(c: Context<ApiEnv>) {
  return c.html(UNAVAILABLE_PAGE, 503, { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
}

app.onError((error, c) => {
  if (c.req.path.startsWith("/api/")) return handleApiError(error, c);
  if (isDatabaseUnavailable(error) || c.get("app")?.databaseUnavailable) {
    console.warn(`[${c.get("app")?.requestId ?? "no-request-id"}] D1 unavailable, answering 503`, error);
    return unavailable(c);
  }
  console.error(`[${c.get("app")?.requestId ?? "no-request-id"}] unhandled document error`, error);
  return c.html(UNEXPECTED_ERROR_PAGE, 500);
});

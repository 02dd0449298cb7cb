import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Context } from "hono";
import { API_BODY_LIMIT_BYTES } from "@core/constants";
import type { AppContext } from "@server/platform";
import { aiApi } from "./ai";
import { authApi } from "./auth";
import { connectApi } from "./connect";
import { handleApiError, sendError } from "./errors";
import { chatApi } from "./chat";
import { projectsApi } from "./projects";
import { sitesApi } from "./sites";
import { healthApi } from "./health";
import { mediaApi } from "./media";
import { notificationsApi } from "./notifications";
import { templatesApi } from "./templates";
import { tradesApi } from "./trades";
import { usersApi } from "./users";
import type { ApiEnv } from "./api-env";

const jsonBodyLimit = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: (c) => sendError(c, 413, "PayloadTooLargeError", "Request body is too large"),
});

/** A photo upload is the one body over 64 KiB the API takes (its own limit, 15 MB, is in workers/api/media.ts). */
const isMediaUpload = (method: string, path: string) => method === "POST" && /^\/api\/v1\/media\/?$/.test(path);

/** The versioned JSON API, mounted by the Worker at /api/v1. */
export const api = new Hono<ApiEnv>()
  .use((c, next) => (isMediaUpload(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)))
  .route("/health", healthApi)
  .route("/auth", authApi)
  .route("/connect", connectApi)
  .route("/users", usersApi)
  .route("/notifications", notificationsApi)
  .route("/chat", chatApi)
  .route("/projects", projectsApi)
  .route("/sites", sitesApi)
  .route("/templates", templatesApi)
  .route("/trades", tradesApi)
  .route("/ai", aiApi)
  .route("/media", mediaApi);

api.all("*", (c) => sendError(c, 404, "NotFoundError", "Not Found"));

api.onError(handleApiError);

// The Worker hands each /api/v1 request here once this module is loaded (on the first API call: decision 0912),
// with the AppContext its root built for the request; Hono gives the API a context of its own, which reads it back.
const requestContexts = new WeakMap<Request, AppContext>();

const apiDoor = new Hono<ApiEnv>()
  .use((c, next) => {
    const app = requestContexts.get(c.req.raw);
    if (!app) throw new Error("an API request arrived without the Worker's AppContext");
    c.set("app", app);
    return next();
  })
  .route("/api/v1", api);
apiDoor.notFound((c) => sendError(c, 404, "NotFoundError", "Not Found"));
apiDoor.onError(handleApiError);

/** Answers one /api/v1 request with the Worker's AppContext for it (workers/app.ts). */
export function serveApi(c: Context<ApiEnv>): Promise<Response> {
  requestContexts.set(c.req.raw, c.var.app);
  return Promise.resolve(apiDoor.fetch(c.req.raw, c.env, c.executionCtx));
}

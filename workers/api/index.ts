import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { API_BODY_LIMIT_BYTES } from "@core/constants";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@server/db";
import { aiApi } from "./ai";
import { authApi } from "./auth";
import { connectApi } from "./connect";
import { DomainError } from "@core/errors";
import { ApiError, sendDomainError, sendError, type ApiErrorName } from "./errors";
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

const NAME_BY_STATUS: Partial<Record<number, ApiErrorName>> = {
  400: "ValidationError",
  401: "UnauthorizedError",
  403: "ForbiddenError",
  404: "NotFoundError",
  405: "MethodNotAllowedError",
  413: "PayloadTooLargeError",
  429: "RateLimitError",
  503: "ServiceUnavailableError",
};

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

/** The single error handler: expected failures keep their message; anything else becomes a bare 500. */
export function handleApiError(error: Error, c: Parameters<Parameters<typeof api.onError>[0]>[1]) {
  if (error instanceof DomainError) return sendDomainError(c, error);
  if (error instanceof ApiError) {
    return sendError(c, error.status, error.errorName, error.message, error.details);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    return sendError(c, status, NAME_BY_STATUS[status] ?? "ApplicationError", error.message || "Bad Request");
  }
  const requestId = c.get("app")?.requestId;
  if (isDatabaseUnavailable(error) || c.get("app")?.databaseUnavailable) {
    console.warn(`[${requestId ?? "no-request-id"}] D1 unavailable, answering 503`, error);
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return sendError(c, 503, "ServiceUnavailableError", "Service Unavailable");
  }
  console.error(`[${requestId ?? "no-request-id"}] unhandled API error`, error);
  return sendError(c, 500, "InternalServerError", "Internal Server Error", requestId ? { requestId } : {});
}

api.onError(handleApiError);


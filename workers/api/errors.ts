import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DomainError, HTTP_STATUS_BY_CODE, type DomainErrorCode } from "@core/errors";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@server/db";
import { englishText } from "@server/platform";
import type { ApiEnv } from "./api-env";
import { MESSAGE_KEYS_HEADER } from "@core/i18n/keys";

/** Strapi v4's error names, so existing Strapi clients read our failures unchanged. */
export type ApiErrorName =
  | "ApplicationError"
  | "ValidationError"
  | "UnauthorizedError"
  | "ForbiddenError"
  | "NotFoundError"
  | "MethodNotAllowedError"
  | "PayloadTooLargeError"
  | "UnsupportedMediaTypeError"
  | "RateLimitError"
  | "ServiceUnavailableError"
  | "InternalServerError";

export interface ApiErrorBody {
  data: null;
  /** `values` only for May's own screens (`X-May-Message-Keys: 1`), beside a message key that names them. */
  error: { status: number; name: ApiErrorName; message: string; details: Record<string, unknown>; values?: Readonly<Record<string, string | number>> };
}

/** A failure of the transport itself (a body that is not JSON, too large, a limit hit): turned into the envelope by `onError`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorName: ApiErrorName,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * The envelope, in English whatever language the screens speak: services and schemas may carry message keys
 * ("auth.validation.emailRequired"), which the API answers with their English; May's own screens ask for the keys
 * themselves (`X-May-Message-Keys: 1`) and translate them (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export function errorBody(status: number, name: ApiErrorName, message: string, details: Record<string, unknown> = {}, keys = false, values: Readonly<Record<string, string | number>> = {}): ApiErrorBody {
  const words = (text: string) => (keys ? text : englishText(text));
  const errors = Array.isArray(details.errors) ? details.errors.map((issue: unknown) => (issue && typeof issue === "object" && typeof (issue as { message?: unknown }).message === "string" ? { ...issue, message: words((issue as { message: string }).message) } : issue)) : undefined;
  // A message with values: English formatted with them, or for May's screens the key and the values to format it with.
  const text = keys ? message : englishText(message, values);
  return { data: null, error: { status, name, message: text, details: errors ? { ...details, errors } : details, ...(keys && Object.keys(values).length > 0 ? { values } : {}) } };
}

/** The one way the API answers with an error. */
export function sendError(c: Context, status: ContentfulStatusCode, name: ApiErrorName, message: string, details: Record<string, unknown> = {}, values: Readonly<Record<string, string | number>> = {}) {
  return c.json(errorBody(status, name, message, details, c.req.header(MESSAGE_KEYS_HEADER) === "1", values), status);
}

/**
 * How each domain error code answers on the API: Strapi's error name beside the code's HTTP status, the
 * service's message unchanged. A route that must answer differently says so where it catches the error.
 */
export const STRAPI_NAME_BY_CODE: Record<DomainErrorCode, ApiErrorName> = {
  INVALID: "ValidationError",
  UNAUTHENTICATED: "UnauthorizedError",
  FORBIDDEN: "ForbiddenError",
  NOT_FOUND: "NotFoundError",
  CONFLICT: "ApplicationError",
  GENERATING: "ApplicationError",
  NOT_GENERATED: "ApplicationError",
  RATE_LIMITED: "RateLimitError",
  EMAIL_NOT_CONFIRMED: "ApplicationError",
  ACCOUNT_BLOCKED: "ApplicationError",
  ALREADY_TAKEN: "ApplicationError",
  ALREADY_CONFIRMED: "ApplicationError",
  SIGN_IN_FAILED: "ApplicationError",
  TOO_LARGE: "PayloadTooLargeError",
  UNSUPPORTED_MEDIA_TYPE: "UnsupportedMediaTypeError",
  UNAVAILABLE: "ServiceUnavailableError",
};

/** The envelope of a domain error. */
export function sendDomainError(c: Context, error: DomainError) {
  return sendError(c, HTTP_STATUS_BY_CODE[error.code], STRAPI_NAME_BY_CODE[error.code], error.message, error.details, error.values);
}

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

/** The single error handler: expected failures keep their message; anything else becomes a bare 500. */
export function handleApiError(error: Error, c: Context<ApiEnv>) {
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

import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Strapi v4's error names, so existing Strapi clients read our failures unchanged. */
export type ApiErrorName =
  | "ApplicationError"
  | "ValidationError"
  | "UnauthorizedError"
  | "ForbiddenError"
  | "NotFoundError"
  | "MethodNotAllowedError"
  | "PayloadTooLargeError"
  | "RateLimitError"
  | "ServiceUnavailableError"
  | "InternalServerError";

export interface ApiErrorBody {
  data: null;
  error: { status: number; name: ApiErrorName; message: string; details: Record<string, unknown> };
}

/** An expected failure: thrown by handlers or services, turned into the envelope by `onError`. */
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

export function errorBody(status: number, name: ApiErrorName, message: string, details: Record<string, unknown> = {}): ApiErrorBody {
  return { data: null, error: { status, name, message, details } };
}

/** The one way the API answers with an error. */
export function sendError(c: Context, status: ContentfulStatusCode, name: ApiErrorName, message: string, details: Record<string, unknown> = {}) {
  return c.json(errorBody(status, name, message, details), status);
}

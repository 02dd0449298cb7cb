import { createMiddleware } from "hono/factory";
import { AUTH_MESSAGES } from "@core/constants";
import { allowAuthAttempt, allowAuthSubject, type AuthAction, type AuthSubject } from "@server/platform";
import { ApiError } from "./errors";
import type { ApiEnv } from "./api-env";

/** Rate-limits an auth route; the 11th request in a minute gets Strapi's 429. */
export function rateLimit(action: AuthAction) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (!(await allowAuthAttempt(c.var.app.env, action, c.req.raw))) throw new ApiError(429, "RateLimitError", AUTH_MESSAGES.tooManyRequests);
    await next();
  });
}

/** The per-account part of an auth limit, once the handler knows who the request is about (docs/security.md). */
export async function limitSubject(env: Env, action: AuthAction, ...subjects: AuthSubject[]): Promise<void> {
  if (!(await allowAuthSubject(env, action, ...subjects))) throw new ApiError(429, "RateLimitError", AUTH_MESSAGES.tooManyRequests);
}

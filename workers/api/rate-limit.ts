import { createMiddleware } from "hono/factory";
import { AUTH_MESSAGES } from "../../app/lib/constants";
import { ApiError } from "./errors";
import type { ApiEnv } from "./types";

/**
 * The client's address: Cloudflare sets CF-Connecting-IP on every request it proxies (clients cannot
 * forge it there). Without it (local runs) every caller shares one bucket.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("cf-connecting-ip")?.trim() || "local";
}

/**
 * 10 requests per 60 s per client address on one route (the AUTH_RATE_LIMITER binding); the 11th gets
 * Strapi's 429. The binding counts per Cloudflare location, which is enough to stop guessing.
 */
export function rateLimit(route: string) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const { success } = await c.env.AUTH_RATE_LIMITER.limit({ key: `${route}:${clientAddress(c.req.raw)}` });
    if (!success) throw new ApiError(429, "RateLimitError", AUTH_MESSAGES.tooManyRequests);
    await next();
  });
}

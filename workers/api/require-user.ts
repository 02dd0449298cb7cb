import { createMiddleware } from "hono/factory";
import { authenticateBearer, getSessionAccount } from "@server/accounts";
import type { User } from "@server/db";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "../origin-check";
import { sendError } from "./errors";
import type { ApiEnv } from "./api-env";

/** Hono environment of routes that need a signed-in user: `c.var.user`. */
export interface SignedInEnv extends ApiEnv {
  Variables: ApiEnv["Variables"] & { user: User };
}

/**
 * Requires an active account: `Authorization: Bearer <jwt>` (see authenticateBearer for the answers),
 * or, from our own pages, the web session cookie. A write the cookie would authorise must come from our
 * own origin (docs/security.md); a Bearer token is never sent by a browser on its own, so it may come from anywhere.
 */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  const authorization = c.req.header("authorization");
  if (!authorization && isCrossSiteWrite(c.req.raw, c.var.app.env)) return sendError(c, 403, "ForbiddenError", CROSS_SITE_MESSAGE);
  const sessionAccount = authorization ? null : await getSessionAccount(c.req.raw, c.var.app);
  c.set("user", sessionAccount ?? (await authenticateBearer(c.var.app, authorization)));
  await next();
});

import { createMiddleware } from "hono/factory";
import { authenticateBearer } from "@server/auth/bearer";
import { getSessionAccount } from "@server/auth/session";
import type { User } from "@server/db/schema";
import type { ApiEnv } from "./types";

/** Hono environment of routes that need a signed-in user: `c.var.user`. */
export interface SignedInEnv extends ApiEnv {
  Variables: ApiEnv["Variables"] & { user: User };
}

/**
 * Requires an active account: `Authorization: Bearer <jwt>` (see authenticateBearer for the answers),
 * or, from our own pages, the web session cookie. The cookie is SameSite=Lax and writes need a JSON
 * body, so another site cannot make a signed-in browser call the API.
 */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  const authorization = c.req.header("authorization");
  const sessionAccount = authorization ? null : await getSessionAccount(c.req.raw, c.var.app);
  c.set("user", sessionAccount ?? (await authenticateBearer(c.var.app, authorization)));
  await next();
});

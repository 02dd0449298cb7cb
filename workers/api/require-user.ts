import { createMiddleware } from "hono/factory";
import { authenticateBearer } from "../auth/bearer";
import type { User } from "../db/schema";
import type { ApiEnv } from "./types";

/** Hono environment of routes that need a signed-in user: `c.var.user`. */
export interface SignedInEnv extends ApiEnv {
  Variables: ApiEnv["Variables"] & { user: User };
}

/** Requires `Authorization: Bearer <jwt>` of an active account (see authenticateBearer for the answers). */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  c.set("user", await authenticateBearer(c.var.app, c.req.header("authorization")));
  await next();
});

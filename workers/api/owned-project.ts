import type { Context } from "hono";
import type { Project } from "@server/db";
import { requireOwnedProject } from "@server/projects";
import type { SignedInEnv } from "./require-user";

/**
 * The caller's project of the route's `:id` (every project route's pattern keeps it a number of at most 15
 * digits): the API's one ownership check, for reads and writes alike. No such project, or anyone else's
 * (an admin sees any), is the 404 envelope (docs/decisions/0041-another-users-project-is-404.md).
 */
export function ownedProject(c: Context<SignedInEnv>): Promise<Project> {
  return requireOwnedProject(c.var.app, c.var.user, Number(c.req.param("id")));
}

import { Hono } from "hono";
import { analyticsQuerySchema } from "@core/analytics/schemas";
import { siteAnalytics } from "@server/analytics";
import type { SignedInEnv } from "./require-user";
import { parseInput } from "./validation";
import { ownedProject } from "./owned-project";

/** GET /api/v1/projects/:id/analytics?days=N: the site's visits, counted without cookies (docs/api.md, "Analytics"). */
export const projectVisitsApi = new Hono<SignedInEnv>().get("/:id{[0-9]{1,15}}/analytics", async (c) => {
  const { days } = parseInput(analyticsQuerySchema, { days: c.req.query("days") });
  const project = await ownedProject(c);
  c.header("Cache-Control", "no-store");
  return c.json({ data: await siteAnalytics(c.var.app, project, days) }, 200);
});

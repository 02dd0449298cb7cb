import { Hono } from "hono";
import { checkHealth } from "@server/health";
import type { ApiEnv } from "./api-env";

export const healthApi = new Hono<ApiEnv>().get("/", async (c) => {
  const report = await checkHealth(c.var.app.env);
  c.header("Cache-Control", "no-store");
  return c.json(report, report.status === "ok" ? 200 : 503);
});

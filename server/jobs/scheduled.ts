import { buildAppContext } from "@server/context";
import { sendLeadDigests } from "../sites/publish/lead-emails";

/**
 * The Worker's Cron Trigger (wrangler.toml `[triggers] crons`, every minute; docs/operations.md): sends
 * the lead digests. Each run has its own context, named `cron-…` in the logs.
 */
export async function runScheduledJobs(env: Env, executionCtx: ExecutionContext, scheduledTime: number): Promise<void> {
  const app = buildAppContext(env, executionCtx, null);
  app.requestId = `cron-${app.requestId}`;
  await sendLeadDigests(app, new Date(scheduledTime));
}

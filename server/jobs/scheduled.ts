import { buildAppContext } from "@server/context";
import { sendLeadDigests } from "../sites/publish/lead-emails";
import { refreshPendingDomains } from "../domains/domains";

/**
 * The Worker's Cron Trigger (wrangler.toml `[triggers] crons`, every minute; docs/operations.md): sends
 * the lead digests, and checks pending custom domains with Cloudflare. Each run has its own context, named `cron-…` in the logs.
 */
export async function runScheduledJobs(env: Env, executionCtx: ExecutionContext, scheduledTime: number): Promise<void> {
  const app = buildAppContext(env, executionCtx, null);
  app.requestId = `cron-${app.requestId}`;
  await sendLeadDigests(app, new Date(scheduledTime));
  await refreshPendingDomains(app, new Date(scheduledTime)).catch((error: unknown) => console.warn(`[${app.requestId}] custom domain checks failed`, error));
}

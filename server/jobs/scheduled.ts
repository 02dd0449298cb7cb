import { buildAppContext } from "@server/context";
import { sendLeadDigests } from "../sites/publish/lead-emails";
import { purgeDeletedMessages } from "../sites/publish/site-messages";

/**
 * The Worker's Cron Trigger (wrangler.toml `[triggers] crons`, every minute; docs/operations.md): sends
 * the lead digests and purges messages deleted longer ago than the undo window. Each run has its own
 * context, named `cron-…` in the logs; a failed purge does not stop the digests.
 */
export async function runScheduledJobs(env: Env, executionCtx: ExecutionContext, scheduledTime: number): Promise<void> {
  const app = buildAppContext(env, executionCtx, null);
  app.requestId = `cron-${app.requestId}`;
  const now = new Date(scheduledTime);
  await purgeDeletedMessages(app, now).catch((error: unknown) => console.error(`[${app.requestId}] purging deleted messages failed`, error));
  await sendLeadDigests(app, now);
}

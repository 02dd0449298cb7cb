import { buildAppContext } from "@server/platform";
import { purgeDeletedMessages, sendLeadDigests } from "@server/leads";
import { expireDomainClaims, refreshPendingDomains } from "@server/domains";

/**
 * The Worker's Cron Trigger (wrangler.toml `[triggers] crons`, every minute; docs/operations.md): sends
 * the lead digests, purges messages deleted longer ago than the undo window, releases custom-domain claims left
 * unverified for 72 hours, and checks pending custom domains with Cloudflare. Each run has its own context, named `cron-…` in the logs; a failed purge or
 * domain check does not stop the digests.
 */
export async function runScheduledJobs(env: Env, executionCtx: ExecutionContext, scheduledTime: number): Promise<void> {
  const app = buildAppContext(env, executionCtx, null);
  app.requestId = `cron-${app.requestId}`;
  const now = new Date(scheduledTime);
  await purgeDeletedMessages(app, now).catch((error: unknown) => console.error(`[${app.requestId}] purging deleted messages failed`, error));
  await sendLeadDigests(app, now);
  await expireDomainClaims(app, now).catch((error: unknown) => console.warn(`[${app.requestId}] custom domain claim expiry failed`, error));
  await refreshPendingDomains(app, now).catch((error: unknown) => console.warn(`[${app.requestId}] custom domain checks failed`, error));
}

import { sql } from "drizzle-orm";
import { AI_MESSAGES } from "@core/ai/schemas";
import { AUTH_MESSAGES } from "@core/constants";
import { DomainError } from "@core/errors";
import type { AppContext, Settings } from "@server/platform";
import { aiUsage } from "@server/db";

/**
 * 20 AI requests per 60 s per user (the AI_RATE_LIMITER binding), shared by every AI endpoint: model
 * calls cost money and time, and the key is the account, so a new address does not reset it. Like the
 * auth limit it counts per Cloudflare location: abuse control, not a quota.
 */
export async function allowAiRequest(env: Pick<Env, "AI_RATE_LIMITER">, userId: number): Promise<boolean> {
  const { success } = await env.AI_RATE_LIMITER.limit({ key: `ai:${userId}` });
  return success;
}

/** Model calls and generations a user may start per UTC day, unless AI_DAILY_BUDGET says otherwise. */
export const DEFAULT_AI_DAILY_BUDGET = 200;

export function aiDailyBudget(env: Settings): number {
  const value = Number.parseInt(env.AI_DAILY_BUDGET?.trim() ?? "", 10);
  return Number.isSafeInteger(value) && value >= 0 ? value : DEFAULT_AI_DAILY_BUDGET;
}

/**
 * The gate in front of every model call and generation (the /ai routes, creating a project, generating
 * again, regenerating a section; API and screens alike): the per-user rate limit, then one unit of the
 * user's daily budget, counted in D1 by one conditional upsert so parallel requests cannot overspend it.
 * Refusals are RATE_LIMITED (429 RateLimitError on the API; docs/api.md, "AI").
 */
export async function chargeAiUse(app: AppContext, userId: number): Promise<void> {
  if (!(await allowAiRequest(app.env, userId))) throw new DomainError("RATE_LIMITED", AUTH_MESSAGES.tooManyRequests);
  const budget = aiDailyBudget(app.env);
  const day = new Date().toISOString().slice(0, 10);
  const charged =
    budget > 0 &&
    (
      await app.db
        .insert(aiUsage)
        .values({ userId, day, uses: 1 })
        .onConflictDoUpdate({ target: [aiUsage.userId, aiUsage.day], set: { uses: sql`${aiUsage.uses} + 1` }, setWhere: sql`${aiUsage.uses} < ${budget}` })
        .returning({ uses: aiUsage.uses })
    ).length > 0;
  if (!charged) throw new DomainError("RATE_LIMITED", AI_MESSAGES.dailyBudgetSpent);
}

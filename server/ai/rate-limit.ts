/**
 * 20 AI requests per 60 s per user (the AI_RATE_LIMITER binding), shared by every AI endpoint: model
 * calls cost money and time, and the key is the account, so a new address does not reset it. Like the
 * auth limit it counts per Cloudflare location: abuse control, not a quota.
 */
export async function allowAiRequest(env: Pick<Env, "AI_RATE_LIMITER">, userId: number): Promise<boolean> {
  const { success } = await env.AI_RATE_LIMITER.limit({ key: `ai:${userId}` });
  return success;
}

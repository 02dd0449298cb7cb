/**
 * The client's address: Cloudflare sets CF-Connecting-IP on every request it proxies (clients cannot
 * forge it there). Without it (local runs) every caller shares one bucket.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("cf-connecting-ip")?.trim() || "local";
}

/** The auth actions that share a limit, whichever door (API or screen) they come through. */
export type AuthAction =
  | "auth/local"
  | "auth/local/register"
  | "auth/send-email-confirmation"
  | "auth/forgot-password"
  | "auth/reset-password"
  | "auth/change-password"
  | "auth/google/callback"
  | "connect/google";

/** The public forms that share one budget: a published site's contact form and CMS Form blocks. */
export type PublicForm = "sites/messages" | "cms/forms";

/** 5 submissions per 60 s per client address and form kind (the MESSAGE_RATE_LIMITER binding): enough for people, not a flood. */
export async function allowPublicFormSubmission(env: Pick<Env, "MESSAGE_RATE_LIMITER">, form: PublicForm, request: Request): Promise<boolean> {
  const { success } = await env.MESSAGE_RATE_LIMITER.limit({ key: `${form}:${clientAddress(request)}` });
  return success;
}

/**
 * 10 attempts per 60 s per client address and action (the AUTH_RATE_LIMITER binding). The API and
 * the screens count in the same bucket, so neither is a side door around the other. The binding counts
 * per Cloudflare location, which is enough to stop guessing.
 */
export async function allowAuthAttempt(env: Pick<Env, "AUTH_RATE_LIMITER">, action: AuthAction, request: Request): Promise<boolean> {
  const { success } = await env.AUTH_RATE_LIMITER.limit({ key: `${action}:${clientAddress(request)}` });
  return success;
}

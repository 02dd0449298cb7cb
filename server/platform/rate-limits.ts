import { TOO_MANY_WRITES } from "@core/constants";
import { DomainError } from "@core/errors";

/**
 * The client's address: Cloudflare sets CF-Connecting-IP on every request it proxies (clients cannot
 * forge it there). Without it (local runs) every caller shares one bucket. Anywhere the Worker is reached
 * without Cloudflare in front, a client can choose this header, which is why the auth limits also count
 * per account or address (docs/security.md, "Trust boundaries").
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
  | "connect/google"
  | "users/email-change"
  | "users/count"
  | "users/time-zone";

/** The public forms that share one budget: a published site's contact form, CMS Form blocks, a visitor's reply confirmation. */
export type PublicForm = "sites/messages" | "cms/forms" | "reply-confirmation" | "language";

/** 5 submissions per 60 s per client address and form kind (the MESSAGE_RATE_LIMITER binding): enough for people, not a flood. */
export async function allowPublicFormSubmission(env: Pick<Env, "MESSAGE_RATE_LIMITER">, form: PublicForm, request: Request): Promise<boolean> {
  const { success } = await env.MESSAGE_RATE_LIMITER.limit({ key: `${form}:${clientAddress(request)}` });
  return success;
}

/**
 * Who an auth request is about: the email address or identifier it names, or the signed-in account's
 * own email (unique per account, so it is the account's key too).
 */
export type AuthSubject = string | null | undefined;

/**
 * 20 attempts per 60 s per action and account or address (the ACCOUNT_RATE_LIMITER binding), whatever
 * client address they come from: guessing one account's password or mailing one address from many
 * addresses stops here. Identifiers and addresses count case-insensitively.
 */
export async function allowAuthSubject(env: Pick<Env, "ACCOUNT_RATE_LIMITER">, action: AuthAction, ...subjects: AuthSubject[]): Promise<boolean> {
  for (const subject of subjects) {
    if (subject === null || subject === undefined || subject === "") continue;
    const { success } = await env.ACCOUNT_RATE_LIMITER.limit({ key: `${action}:for:${subject.trim().toLowerCase()}` });
    if (!success) return false;
  }
  return true;
}

/**
 * 10 attempts per 60 s per client address and action (the AUTH_RATE_LIMITER binding), then, for each
 * subject given, the per-account limit above. The API and the screens count in the same buckets, so
 * neither is a side door around the other. The bindings count per Cloudflare location, which is enough
 * to stop guessing.
 */
export async function allowAuthAttempt(env: Pick<Env, "AUTH_RATE_LIMITER" | "ACCOUNT_RATE_LIMITER">, action: AuthAction, request: Request, ...subjects: AuthSubject[]): Promise<boolean> {
  const { success } = await env.AUTH_RATE_LIMITER.limit({ key: `${action}:${clientAddress(request)}` });
  return success && (await allowAuthSubject(env, action, ...subjects));
}

/** 120 document writes (saves, restores) per 60 s per project (the VERSION_RATE_LIMITER binding): far above an editor's autosave. */
export async function allowDocumentWrite(env: Pick<Env, "VERSION_RATE_LIMITER">, projectId: number): Promise<boolean> {
  const { success } = await env.VERSION_RATE_LIMITER.limit({ key: `versions:${projectId}` });
  return success;
}

/**
 * 60 writes per 60 s per account (the WRITE_RATE_LIMITER binding) for every write without a limiter of its own:
 * publish, unpublish, delete, rename, settings and inbox marks of a project, the chat's sync, marking
 * notifications read, a profile change. A publish renders every page and draws the icons and share card, so none
 * of them is free; a person clicking never comes near it. Keyed by the account's email, its key in the auth
 * limits too (ids are reused by a fresh database, an address is not). A refusal is a 429.
 */
export async function limitWrite(env: Pick<Env, "WRITE_RATE_LIMITER">, account: { email: string }): Promise<void> {
  const { success } = await env.WRITE_RATE_LIMITER.limit({ key: `writes:for:${account.email.trim().toLowerCase()}` });
  if (!success) throw new DomainError("RATE_LIMITED", TOO_MANY_WRITES);
}

import { z } from "zod";

/**
 * Every setting the Worker reads that `wrangler types` cannot know: secrets and optional vars
 * (docs/operations.md lists what each does). One list, one type, one check per request.
 */
export const OPTIONAL_SETTINGS = [
  "JWT_SECRET",
  "SESSION_SECRET",
  "EMAIL_CONFIRMATION_REDIRECT",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "GOOGLE_REDIRECT_URI",
  "GOOGLE_AUTHORIZATION_URL",
  "GOOGLE_TOKEN_URL",
  "GOOGLE_TOKENINFO_URL",
  "MAIL_API_KEY",
  "MAIL_TRANSPORT",
  "AI_PROVIDER",
  "AI_BASE_URL",
  "AI_API_KEY",
  "AI_MODEL",
  "AI_TIMEOUT_MS",
  "AI_CONCURRENCY",
  "AI_DAILY_BUDGET",
  "AI_IMAGE_MODEL",
  "AI_IMAGE_TIMEOUT_MS",
  "CMS_API_KEY",
  "CMS_TIMEOUT_MS",
  "CMS_API_BASE_URL",
  "CMS_FORM_SUBMIT_URL",
  "SITES_DOMAIN",
  "CLOUDFLARE_API_BASE_URL",
  "CLOUDFLARE_ZONE_ID",
  "CLOUDFLARE_API_TOKEN",
  "SAAS_CNAME_TARGET",
  "DNS_OVER_HTTPS_URL",
  "TURNSTILE_SITE_KEY",
  "TURNSTILE_SECRET_KEY",
  "TURNSTILE_VERIFY_URL",
  "TURNSTILE_SCRIPT_URL",
  "BENCH",
] as const;
export type OptionalSetting = (typeof OPTIONAL_SETTINGS)[number];

/** The slice of the Workers AI binding we use; `env.AI` is this when `[ai] binding = "AI"` is configured. */
export interface AiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** The Worker's configuration: its bindings and vars, plus the optional settings, all checked. */
export type Settings = Env & { AI?: AiBinding } & Partial<Record<OptionalSetting, string>>;

/** A deployment mistake (a missing or malformed setting): logged by the error handler and answered as a bare 500. */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

// A var written as a number or a boolean in wrangler.toml arrives as one; the services read text.
const settingText = z.union([z.string(), z.number(), z.boolean()]).transform(String);
const REQUIRED_VARS = ["ENVIRONMENT", "APP_URL", "SUPPORT_EMAIL", "MAIL_FROM", "MAIL_API_BASE_URL", "EMAIL_CONFIRMATION", "CMS_SOURCE"] as const;
const settingsSchema = z.object({
  ...Object.fromEntries(REQUIRED_VARS.map((name) => [name, settingText])),
  ...Object.fromEntries(OPTIONAL_SETTINGS.map((name) => [name, settingText.optional()])),
});
const CHECKED_NAMES: readonly string[] = [...REQUIRED_VARS, ...OPTIONAL_SETTINGS];

const checked = new WeakMap<object, Settings>();

/**
 * The configuration of this request, checked once per set of bindings (the runtime hands every request
 * of an isolate the same `env`, so this runs once per isolate in production and once per request at most).
 */
export function readSettings(env: Env): Settings {
  const known = checked.get(env);
  if (known) return known;
  const values = Object.fromEntries(CHECKED_NAMES.map((name) => [name, (env as unknown as Record<string, unknown>)[name]]));
  const parsed = settingsSchema.safeParse(values);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))].join(", ");
    throw new ConfigurationError(`These settings are missing or not text: ${names}`);
  }
  // The checked text on top, the bindings (D1, KV, limiters, AI) read through from the runtime's env.
  const settings = Object.assign(Object.create(env) as object, parsed.data) as unknown as Settings;
  checked.set(env, settings);
  return settings;
}

export function isDevelopment(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development";
}

/**
 * An endpoint setting (Google's, Builder's): unset means the provider's own URL; a value must be an
 * absolute URL, and https outside development, since secrets travel to it. `fail` makes the caller's
 * error, so each caller keeps its own failure mode (a 500 for sign-in, the source failing for the CMS).
 */
export function endpointSetting(env: Settings, name: OptionalSetting, fallback: string, fail: (message: string) => Error): string {
  const value = env[name]?.trim();
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail(`${name} is not an absolute URL`);
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isDevelopment(env))) {
    throw fail(`${name} must be an https URL (http is accepted only when ENVIRONMENT=development)`);
  }
  return url.toString();
}

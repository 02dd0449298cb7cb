import { DEFAULT_EMAIL_CONFIRMATION_REDIRECT } from "@core/constants";
import { ConfigurationError, endpointSetting, isDevelopment, type Settings } from "@server/platform";

/** Used only when ENVIRONMENT=development and no JWT_SECRET is set; anywhere else it is refused. */
export const DEVELOPMENT_ONLY_JWT_SECRET = "development-only-jwt-secret--never-valid-outside-development";
const MIN_JWT_SECRET_LENGTH = 32;

/** The secret that signs API tokens; required (and at least 32 characters) outside development. */
export function jwtSecret(env: Settings): string {
  const secret = env.JWT_SECRET;
  if (secret && (secret.length >= MIN_JWT_SECRET_LENGTH || isDevelopment(env))) return secret;
  if (!secret && isDevelopment(env)) return DEVELOPMENT_ONLY_JWT_SECRET;
  throw new ConfigurationError(secret ? `JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters` : "JWT_SECRET is not set");
}

/** Email confirmation is on unless EMAIL_CONFIRMATION is "false". */
export function emailConfirmationEnabled(env: Env): boolean {
  return env.EMAIL_CONFIRMATION?.trim().toLowerCase() !== "false";
}

/** Where a confirmed email's browser goes: a path on this app (an absolute URL is honoured too). */
export function emailConfirmationRedirect(env: Settings): string {
  return env.EMAIL_CONFIRMATION_REDIRECT?.trim() || DEFAULT_EMAIL_CONFIRMATION_REDIRECT;
}

/** An absolute link into the app, built from APP_URL (emails must never carry relative links). */
export function appLink(env: Env, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, env.APP_URL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** Google's own endpoints: the defaults of GOOGLE_AUTHORIZATION_URL, GOOGLE_TOKEN_URL and GOOGLE_TOKENINFO_URL. */
export const GOOGLE_ENDPOINTS = {
  authorization: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  tokeninfo: "https://oauth2.googleapis.com/tokeninfo",
} as const;

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Where the browser is sent to sign in (Google's consent page). */
  authorizationUrl: string;
  /** Where the code is exchanged, with the client's credentials and the PKCE verifier. */
  tokenUrl: string;
  /** Where an access token is checked (audience, email, email_verified). */
  tokeninfoUrl: string;
}

/**
 * An endpoint override: an absolute URL, and https outside development, since the token endpoint receives the
 * client secret. Overrides exist for browser tests (a fake Google) and self-hosted identity proxies.
 */
function googleEndpoint(env: Settings, name: "GOOGLE_AUTHORIZATION_URL" | "GOOGLE_TOKEN_URL" | "GOOGLE_TOKENINFO_URL", fallback: string): string {
  return endpointSetting(env, name, fallback, (message) => new ConfigurationError(message));
}

/** Google sign-in settings, or null while GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not both set. */
export function googleSettings(env: Settings): GoogleSettings | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    redirectUri: env.GOOGLE_REDIRECT_URI || appLink(env, "/api/v1/connect/google/callback"),
    authorizationUrl: googleEndpoint(env, "GOOGLE_AUTHORIZATION_URL", GOOGLE_ENDPOINTS.authorization),
    tokenUrl: googleEndpoint(env, "GOOGLE_TOKEN_URL", GOOGLE_ENDPOINTS.token),
    tokeninfoUrl: googleEndpoint(env, "GOOGLE_TOKENINFO_URL", GOOGLE_ENDPOINTS.tokeninfo),
  };
}

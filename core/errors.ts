/**
 * The one error model of the services (docs/architecture.md, "Errors"). A service throws a DomainError
 * with a code from this closed list; each door translates the code: the API into the Strapi envelope
 * (workers/api/errors.ts), the screens into their own words (app/lib/error-text.ts).
 */
export const DOMAIN_ERROR_CODES = [
  /** The input breaks a rule (a wrong password, a spent token, an incomplete brief). */
  "INVALID",
  /** No usable credentials: no token, a bad signature, a revoked or unknown account. */
  "UNAUTHENTICATED",
  /** Signed in, but not allowed to do this. */
  "FORBIDDEN",
  "NOT_FOUND",
  /** The state changed underneath (a save raced another window); trying again may work. */
  "CONFLICT",
  /** A generation is running for this project. */
  "GENERATING",
  /** The project has no generated site yet. */
  "NOT_GENERATED",
  "RATE_LIMITED",
  "EMAIL_NOT_CONFIRMED",
  "ACCOUNT_BLOCKED",
  "ALREADY_TAKEN",
  "ALREADY_CONFIRMED",
  /** A sign-in through another provider (Google) could not be completed or is switched off. */
  "SIGN_IN_FAILED",
  /** An upload over its size limit (a photo over 15 MB). */
  "TOO_LARGE",
  /** A file of a kind we recognise but cannot read (a HEIC photo the image library cannot decode). */
  "UNSUPPORTED_MEDIA_TYPE",
  /** Something we depend on (the mail provider) failed just now; the same request may work in a minute. */
  "UNAVAILABLE",
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/**
 * A refusal: its code, its message (a message key, or words written for people), details for API clients, and the
 * values its message names (a count), which the API formats into its English and a screen into its reader's
 * language (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly values: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

export const isDomainError = (error: unknown, code?: DomainErrorCode): error is DomainError =>
  error instanceof DomainError && (code === undefined || error.code === code);

/** The HTTP status each code answers with, on the API and on the screens alike. */
export const HTTP_STATUS_BY_CODE = {
  INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GENERATING: 409,
  NOT_GENERATED: 400,
  RATE_LIMITED: 429,
  EMAIL_NOT_CONFIRMED: 400,
  ACCOUNT_BLOCKED: 400,
  ALREADY_TAKEN: 400,
  ALREADY_CONFIRMED: 400,
  SIGN_IN_FAILED: 400,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAVAILABLE: 503,
} as const satisfies Record<DomainErrorCode, number>;

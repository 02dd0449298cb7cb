/**
 * Every message and constant of docs/product.md, word for word, in one place
 * (docs/product.md's readings applied where it overrides docs/product.md).
 */

export const PRODUCT_NAME = "May";

/**
 * The chat's steps, in conversation order (docs/product.md). Their questions are words of the `chat` message files
 * (`content/app-messages/chat/`), English's word for word as docs/product.md gives them.
 */
export const CHAT_STEP_ORDER = ["business", "location", "appName", "template", "final"] as const;
export type ChatStepType = (typeof CHAT_STEP_ORDER)[number];

export const TYPING_SPEED_MS_PER_CHAR = 40;
export const SUGGESTED_IDEAS_COUNT = 5;

export const STORAGE_KEYS = { user: "user", chatData: "chat-data" } as const;

export const FIELD_LIMITS = {
  emailMaxLength: 50,
  usernameMaxLength: 50,
  passwordMinLength: 6,
  /** Not in docs/product.md: a sane ceiling so nobody hashes a megabyte (docs/decisions/). */
  passwordMaxLength: 128,
} as const;

export const LANDING_COPYRIGHT_YEAR = 2023;

/** Marketing content (CMS) behaviour constants. */
export const CMS = {
  hoverPrefetchQueueLimit: 4,
  imageSrcsetWidths: [100, 200, 400, 800, 1200, 1600, 2000],
  sectionMaxWidth: 1200,
  columnGap: 20,
  resizeDebounceMs: 400,
  resizeThrottleWhileEditingMs: 200,
  imageLoadTimeoutMs: 60_000,
  lazyLoadThresholdViewportFraction: 0.5,
  breakpoints: { small: 640, medium: 991 },
} as const;

export const QUERY_STRING_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

/** How long fetched content stays fresh (docs/product.md, Query and request behaviour). */
export const QUERY_CACHE_TIME_MS = 5 * 60 * 1000;

/** Not in docs/product.md ("timeouts: not shown"): our default for browser calls (docs/decisions/). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Largest JSON body the API accepts (bodies over 64 KiB get 413). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** More writes in a minute than a person makes (WRITE_RATE_LIMITER, docs/security.md "Rate limits"): a message key, English on the API. */
export const TOO_MANY_WRITES = "common.error.tooManyWrites";

/** Request-helper failure statuses (docs/product.md). */
export const REQUEST_ERROR = {
  fetch: "FETCH_ERROR",
  timeout: "TIMEOUT_ERROR",
  parsing: "PARSING_ERROR",
} as const;

/* eslint-disable ui-text/sentences -- the English that /api/v1 answers with, Strapi clients match on and the tests hold it to; screens show the message files' words (docs/decisions/0900-may-speaks-the-owners-language.md) */

/** docs/product.md's messages, word for word, in English: the API's and the English message files'. */
export const MESSAGES = {
  emailRequired: "Email is required.",
  usernameRequired: "Username is required.",
  passwordRequired: "Password is required.",
  invalidEmailOrPassword: "Invalid email or password",
  invalidEmail: "Invalid email",
  signupFallbackError: "There's an error found. Please try again later.",
  confirmationError: "Confirmation Error, please try again later",
  alreadyConfirmed: "Already confirmed",
  emailConfirmed:
    "Your email has been confirmed and your registration is now complete. Thank you for joining us!",
  thankYouForRegistering: "Thank you for registering!",
  pageNotFound: "Page not found",
  pageNotFoundText: "Sorry, we couldn't find the page you're looking for.",
  goBackHome: "Go back home",
  unexpectedError: "Unexpected Application Error!",
  methodNotAllowed: "Method Not Allowed",
  badRequest: "Bad Request",
  formSubmissionError: "Form submission error :( Please check your answers and try again",
  invalidEmbedUrl: "Invalid url, please try another",
  embedFailed: "There was an error embedding this URL, please try again or another URL",
  /** docs/product.md replaces docs/product.md's 'Log in with your OpenAI account to continue'. */
  welcomeSignIn: "Log in or create an account to continue",
  loading: "Loading...",
} as const;

/**
 * Messages of the accounts API. Strapi v4 users-permissions' own wording where Strapi has one, so
 * existing Strapi clients match on them; the rest are ours (docs/api.md lists them all).
 */
export const AUTH_MESSAGES = {
  invalidIdentifierOrPassword: "Invalid identifier or password",
  emailNotConfirmed: "Your account email is not confirmed",
  blocked: "Your account has been blocked by an administrator",
  alreadyTaken: "Email or Username are already taken",
  invalidToken: "Invalid token",
  alreadyConfirmed: MESSAGES.alreadyConfirmed,
  passwordsDoNotMatch: "Passwords do not match",
  incorrectCode: "Incorrect code provided",
  currentPasswordInvalid: "The provided current password is invalid",
  newPasswordSameAsCurrent: "Your new password must be different than your current password",
  missingOrInvalidCredentials: "Missing or invalid credentials",
  forbidden: "Forbidden",
  notFound: "Not Found",
  roleNotFound: "Role not found",
  tooManyRequests: "Too many requests, please try again later.",
  providerDisabled: "This provider is disabled",
  noAccessToken: "No access_token.",
  emailNotAvailable: "Email was not available.",
  emailNotVerifiedByGoogle: "Email not verified by Google",
  googleSignInFailed: "Google sign-in could not be completed. Please try again.",
  googleStateMismatch: "Google sign-in expired or was started elsewhere. Please try again.",
  jsonContentTypeRequired: "Content-Type must be application/json",
  malformedJson: "Malformed JSON in the request body",
  jsonObjectRequired: "The request body must be a JSON object",
} as const;

/** Field messages the forms and the API share; docs/product.md gives the "required" ones word for word. */
export const VALIDATION_MESSAGES = {
  emailRequired: MESSAGES.emailRequired,
  usernameRequired: MESSAGES.usernameRequired,
  passwordRequired: MESSAGES.passwordRequired,
  emailInvalid: "Email must be a valid email address.",
  emailTooLong: `Email must be at most ${FIELD_LIMITS.emailMaxLength} characters.`,
  usernameTooLong: `Username must be at most ${FIELD_LIMITS.usernameMaxLength} characters.`,
  usernameCharacters: "Username can't contain control, invisible, direction-changing or full-width characters.",
  passwordTooShort: `Password must be at least ${FIELD_LIMITS.passwordMinLength} characters.`,
  passwordTooLong: `Password must be at most ${FIELD_LIMITS.passwordMaxLength} characters.`,
  passwordConfirmationRequired: "Password confirmation is required.",
  currentPasswordRequired: "Current password is required.",
  codeRequired: "Code is required.",
  confirmationRequired: "confirmation is a required field",
} as const;
/* eslint-enable ui-text/sentences */

/** Lifetimes of the single-use tokens and of the API's JWT. */
export const AUTH_TOKEN_TTL_MS = {
  emailConfirmation: 24 * 60 * 60 * 1000,
  passwordReset: 60 * 60 * 1000,
  googleHandoff: 60 * 1000,
} as const;
/** The cookie that binds a Google hand-off code to the browser that came back from Google with it. */
export const GOOGLE_HANDOFF_COOKIE = "may_google_handoff";
export const JWT_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Where `GET /auth/email-confirmation` sends the browser after confirming, unless configured. */
export const DEFAULT_EMAIL_CONFIRMATION_REDIRECT = "/email-confirmation?confirmed=true";

/** Role types (docs/product.md): every new user is `authenticated`; `admin` may read and change any user. */
export const ROLE_TYPES = ["authenticated", "admin"] as const;

/**
 * CMS pages: our own choices where docs/product.md is silent (docs/decisions/). Freshness is
 * docs/product.md's query cache time; everything else here is ours.
 */
export const CMS_CACHE = {
  /** A cached page is served as is for this long, then served stale while it is refreshed. */
  freshMs: QUERY_CACHE_TIME_MS,
  /** "No page at this path" is remembered this long, so a scan of random paths does not reach the source. */
  notFoundMs: 60_000,
  /** How long KV keeps a copy at all: the stale copy that is served while the source is down. */
  keepSeconds: 7 * 24 * 60 * 60,
  /** A content source that has not answered by then counts as down. */
  sourceTimeoutMs: 5_000,
  /** A Builder form-submit call that has not answered by then has failed. */
  formSubmitTimeoutMs: 10_000,
  /** Paths longer than this are never looked up. */
  maxPathLength: 512,
} as const;

/** Limits on a CMS form submission (bodies are small; anything bigger is not a person typing). */
export const CMS_FORM_LIMITS = { maxFields: 30, maxValueLength: 5000 } as const;

/* eslint-disable ui-text/sentences -- English the CMS tests check the pages against; the pages show the `public` message files' words. */
/** What the CMS pages say, besides docs/product.md's own messages (which stay in MESSAGES). */
export const CMS_MESSAGES = {
  formSending: "Sending…",
  formSuccess: "Thank you! Your message is on its way, and a person will reply soon.",
  formError: MESSAGES.formSubmissionError,
  formPreviewOnly: "Forms are not sent from a preview.",
  invalidEmbedUrl: MESSAGES.invalidEmbedUrl,
  embedFailed: MESSAGES.embedFailed,
  imageUnavailable: "Image unavailable",
  unavailableTitle: "This page is taking a break",
  unavailableText: "We couldn't load this page just now. Please try again in a minute.",
  emptyCanvasTitle: "Nothing on this page yet",
} as const;
/* eslint-enable ui-text/sentences */

/**
 * Every message and constant of SPEC.md sections 8 and 9, word for word, in one place
 * (PRODUCT.md's readings applied where it overrides SPEC.md).
 */

export const PRODUCT_NAME = "May";

/** Chat questions, in conversation order (SPEC.md section 9). */
export const CHAT_QUESTIONS = {
  business: "What do you want to build?",
  location: "Do you want specific a location?",
  appName: "What's your project name?",
  template: "Please choose a template to continue...",
  final: "We're preparing your content.",
} as const;

export type ChatStepType = keyof typeof CHAT_QUESTIONS;
export const CHAT_STEP_ORDER = ["business", "location", "appName", "template", "final"] as const satisfies readonly ChatStepType[];

export const TYPING_SPEED_MS_PER_CHAR = 40;
export const SUGGESTED_IDEAS_COUNT = 5;

export const STORAGE_KEYS = { user: "user", chatData: "chat-data" } as const;

export const FIELD_LIMITS = {
  emailMaxLength: 50,
  usernameMaxLength: 50,
  passwordMinLength: 6,
  /** Not in SPEC.md: a sane ceiling so nobody hashes a megabyte (docs/decisions.md). */
  passwordMaxLength: 128,
} as const;

export const FAQ_COUNT = 3;
export const LANDING_COPYRIGHT_YEAR = 2023;
export const EVENT_NAME = "May";
export const LANDING_HEADLINE = "Join us at May";
export const LANGUAGE_LABEL = "English (US)";

/** Legal facts (SPEC.md sections 1 and 9). */
export const LEGAL = {
  privacyLastUpdated: "05 May 2023",
  legalActionWithin: "one year",
  governingLaw: "United States",
} as const;

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

/** Query behaviour of SPEC.md section 7. */
export const QUERY = {
  cacheTimeMs: 5 * 60 * 1000,
  refetchIntervalMs: 10_000_000,
  retry: false,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  refetchOnMount: true,
} as const;

/** Not in SPEC.md ("timeouts: not shown"): our default for browser calls (docs/decisions.md). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Largest JSON body the API accepts (issue 3: bodies over 64 KiB get 413). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** Request-helper failure statuses (SPEC.md section 8). */
export const REQUEST_ERROR = {
  fetch: "FETCH_ERROR",
  timeout: "TIMEOUT_ERROR",
  parsing: "PARSING_ERROR",
} as const;

/** User-facing messages (SPEC.md sections 2, 5 and 8), word for word. */
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
  formSubmissionError: "Form submission error :( Please check your answers and try again",
  invalidEmbedUrl: "Invalid url, please try another",
  embedFailed: "There was an error embedding this URL, please try again or another URL",
  /** PRODUCT.md replaces SPEC.md's 'Log in with your OpenAI account to continue'. */
  welcomeSignIn: "Log in or create an account to continue",
  loading: "Loading...",
} as const;

/** SPEC.md section 8: the log line for an unknown route name. */
export const unknownRouteMessage = (name: string) => `This path /${name} can not be found.`;

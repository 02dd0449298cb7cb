import { AUTH_MESSAGES, MESSAGES } from "@core/constants";
import type { AppMessageKey } from "@core/i18n/keys";
import { INBOX_MESSAGES } from "@core/projects/inbox";

/**
 * The accounts services answer in English, the words Strapi's clients match on (docs/api.md). A sign-in screen shows
 * such an answer as its `auth` message, in the page's language; an answer without one is shown as it is.
 */
const KEY_BY_ENGLISH: ReadonlyMap<string, AppMessageKey> = new Map<string, AppMessageKey>([
  [AUTH_MESSAGES.invalidIdentifierOrPassword, "auth.error.invalidIdentifierOrPassword"],
  [AUTH_MESSAGES.emailNotConfirmed, "auth.error.emailNotConfirmed"],
  [AUTH_MESSAGES.blocked, "auth.error.blocked"],
  [AUTH_MESSAGES.alreadyTaken, "auth.error.alreadyTaken"],
  [AUTH_MESSAGES.invalidToken, "auth.error.invalidToken"],
  [AUTH_MESSAGES.alreadyConfirmed, "auth.error.alreadyConfirmed"],
  [AUTH_MESSAGES.passwordsDoNotMatch, "auth.validation.passwordsDoNotMatch"],
  [AUTH_MESSAGES.incorrectCode, "auth.error.incorrectCode"],
  [AUTH_MESSAGES.tooManyRequests, "auth.error.tooManyRequests"],
  [AUTH_MESSAGES.providerDisabled, "auth.error.providerDisabled"],
  [AUTH_MESSAGES.emailNotVerifiedByGoogle, "auth.error.emailNotVerifiedByGoogle"],
  [AUTH_MESSAGES.googleSignInFailed, "auth.error.googleSignInFailed"],
  [AUTH_MESSAGES.googleStateMismatch, "auth.error.googleStateMismatch"],
  [MESSAGES.invalidEmailOrPassword, "auth.error.invalidEmailOrPassword"],
  [MESSAGES.invalidEmail, "auth.error.invalidEmail"],
  [MESSAGES.signupFallbackError, "auth.error.signupFallback"],
  [MESSAGES.confirmationError, "auth.error.confirmationError"],
  [INBOX_MESSAGES.confirmationSpent, "auth.reply.linkSpent"],
  [INBOX_MESSAGES.replyFailed, "auth.reply.failed"],
]);

/** The `auth` key of a service's English message, or the message itself when the screens have no words for it. */
export function authMessageKey(message: string): string {
  return KEY_BY_ENGLISH.get(message) ?? message;
}

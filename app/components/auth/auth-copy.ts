import { AUTH_TOKEN_TTL_MS } from "@core/constants";
import { describeDuration } from "@core/time";

/** Our own texts on the sign-in screens (docs/product.md's texts live in constants.ts). */
export const AUTH_COPY = {
  resetLinkSent: `If an account exists for that address, we sent a link to choose a new password. It works for ${describeDuration(AUTH_TOKEN_TTL_MS.passwordReset)}.`,
  unconfirmedLogin: "Your email is not confirmed yet. Check your inbox for the link, or send a new one.",
  blockedLogin: "This account has been blocked. Contact support if you think this is a mistake.",
  confirmationSent: `We sent a new confirmation email. The link works for ${describeDuration(AUTH_TOKEN_TTL_MS.emailConfirmation)}.`,
  socialSignInFailed: "We couldn't finish signing you in. The link may have expired or already been used.",
  resetLinkMissing: "This page needs the link from your password-reset email. Ask for a new one below.",
  passwordChanged: "Your password has been changed.",
} as const;

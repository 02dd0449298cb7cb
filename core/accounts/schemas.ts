import { z } from "zod";
import { FIELD_LIMITS, ROLE_TYPES } from "../constants";
import type { AppMessageKey } from "../i18n/keys";

/*
 * One zod schema per input, shared by the API validator and the conform forms (client-safe: zod and
 * constants only). Unknown keys are stripped, never an error (docs/decisions/).
 */

/**
 * The field messages, as message keys of the `auth` namespace: screens show them in the reader's language and the API
 * answers their English, word for word the accounts API's messages (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export const ACCOUNT_FIELD_MESSAGES = {
  emailRequired: "auth.validation.emailRequired",
  usernameRequired: "auth.validation.usernameRequired",
  passwordRequired: "auth.validation.passwordRequired",
  emailInvalid: "auth.validation.emailInvalid",
  emailTooLong: "auth.validation.emailTooLong",
  usernameTooLong: "auth.validation.usernameTooLong",
  usernameCharacters: "auth.validation.usernameCharacters",
  passwordTooShort: "auth.validation.passwordTooShort",
  passwordTooLong: "auth.validation.passwordTooLong",
  passwordConfirmationRequired: "auth.validation.passwordConfirmationRequired",
  currentPasswordRequired: "auth.validation.currentPasswordRequired",
  codeRequired: "auth.validation.codeRequired",
  confirmationRequired: "auth.validation.confirmationRequired",
  passwordsDoNotMatch: "auth.validation.passwordsDoNotMatch",
} as const satisfies Record<string, AppMessageKey>;
const M = ACCOUNT_FIELD_MESSAGES;

/** A required string: missing, not a string, or blank after trimming all give the "required" message. */
const requiredText = (required: string) => z.string({ error: required }).trim().min(1, { error: required, abort: true });

/** An email address: trimmed, lower-cased, at most 50 characters (docs/product.md). */
const email = requiredText(M.emailRequired)
  .max(FIELD_LIMITS.emailMaxLength, { error: M.emailTooLong, abort: true })
  .toLowerCase()
  .regex(z.regexes.email, { error: M.emailInvalid });

/**
 * Characters a username may not hold (docs/security.md, "API and services"): controls and line or paragraph
 * separators, format characters (bidi overrides and isolates, zero-width spaces and joiners, the BOM), and the
 * full-width and half-width forms and ideographic space, which pass for ASCII in emails and the UI.
 */
const UNSAFE_USERNAME_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u3000\uff00-\uffef]/u;

/** A username: refused with one clear message when it holds unsafe characters, then stored NFKC-normalised. */
const username = requiredText(M.usernameRequired)
  .refine((value) => !UNSAFE_USERNAME_CHARACTERS.test(value), { error: M.usernameCharacters, abort: true })
  .overwrite((value) => value.normalize("NFKC"))
  .max(FIELD_LIMITS.usernameMaxLength, { error: M.usernameTooLong });

/** A password being set: kept exactly as typed (no trimming), 6 to 128 characters. */
const newPassword = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .min(FIELD_LIMITS.passwordMinLength, { error: M.passwordTooShort, abort: true })
  .max(FIELD_LIMITS.passwordMaxLength, { error: M.passwordTooLong });

/** A password being checked: no minimum beyond presence, so an old short password still gets a plain answer. */
const passwordToCheck = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .max(FIELD_LIMITS.passwordMaxLength, { error: M.passwordTooLong });

const passwordConfirmation = z
  .string({ error: M.passwordConfirmationRequired })
  .min(1, { error: M.passwordConfirmationRequired, abort: true });

function confirmationMatches(input: { password: string; passwordConfirmation: string }) {
  return input.password === input.passwordConfirmation;
}
const mismatch = { error: M.passwordsDoNotMatch, path: ["passwordConfirmation"] };

/** POST /auth/local. The identifier is an email or a username; the form labels it Email. */
export const loginSchema = z.object({
  identifier: requiredText(M.emailRequired).max(FIELD_LIMITS.emailMaxLength, { error: M.emailTooLong }),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired, abort: true })
    .min(FIELD_LIMITS.passwordMinLength, { error: M.passwordTooShort, abort: true })
    .max(FIELD_LIMITS.passwordMaxLength, { error: M.passwordTooLong }),
});

/** POST /auth/local/register. */
export const registerSchema = z.object({ username, email, password: newPassword });

/** POST /auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email });

/** POST /auth/send-email-confirmation. */
export const sendEmailConfirmationSchema = z.object({ email });

/** POST /auth/reset-password: the code from the emailed link and the new password twice. */
export const resetPasswordSchema = z
  .object({ code: requiredText(M.codeRequired), password: newPassword, passwordConfirmation })
  .refine(confirmationMatches, mismatch);

/** POST /auth/change-password (signed in). */
export const changePasswordSchema = z
  .object({ currentPassword: passwordToCheck(M.currentPasswordRequired), password: newPassword, passwordConfirmation })
  .refine(confirmationMatches, mismatch);

/** GET /auth/email-confirmation?confirmation= (and the /email-confirmation screen). */
export const emailConfirmationSchema = z.object({ confirmation: requiredText(M.confirmationRequired) });

/** PUT /users/:id by the user themself: a changed email takes effect once the new address is confirmed. */
export const updateUserSchema = z.object({ username: username.optional(), email: email.optional() });

/** PUT /users/:id by an admin: also the flags and the role (by id, or by type such as "admin"). */
export const adminUpdateUserSchema = updateUserSchema.extend({
  confirmed: z.boolean().optional(),
  blocked: z.boolean().optional(),
  role: z.union([z.number().int().positive(), z.enum(ROLE_TYPES)]).optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type SendEmailConfirmationInput = z.infer<typeof sendEmailConfirmationSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

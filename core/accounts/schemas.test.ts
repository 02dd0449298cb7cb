import { describe, expect, it } from "vitest";
import english from "../../content/app-messages/auth/en.json";
import { AUTH_MESSAGES, MESSAGES, VALIDATION_MESSAGES } from "../constants";
import { ACCOUNT_FIELD_MESSAGES as K, adminUpdateUserSchema, changePasswordSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, sendEmailConfirmationSchema, updateUserSchema } from "./schemas";

const englishOf = (key: string) => (english as Record<string, string>)[key];

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
}

describe("shared input schemas", () => {
  it("carry message keys whose English is the API's messages word for word (docs/product.md's required ones too)", () => {
    expect(messages(loginSchema.safeParse({}))).toEqual([
      ["identifier", K.emailRequired],
      ["password", K.passwordRequired],
    ]);
    expect(messages(registerSchema.safeParse({}))).toEqual([
      ["username", K.usernameRequired],
      ["email", K.emailRequired],
      ["password", K.passwordRequired],
    ]);
    expect(messages(forgotPasswordSchema.safeParse({ email: "" }))).toEqual([["email", K.emailRequired]]);
    const { passwordsDoNotMatch, ...fields } = K;
    for (const [name, key] of Object.entries(fields)) expect([name, englishOf(key)]).toEqual([name, VALIDATION_MESSAGES[name as keyof typeof VALIDATION_MESSAGES]]);
    expect(englishOf(passwordsDoNotMatch)).toBe(AUTH_MESSAGES.passwordsDoNotMatch);
    expect(MESSAGES.emailRequired).toBe("Email is required.");
    expect(MESSAGES.usernameRequired).toBe("Username is required.");
    expect(MESSAGES.passwordRequired).toBe("Password is required.");
  });

  it("hold docs/product.md's limits: email and username at most 50, password at least 6", () => {
    const ok = { username: "u".repeat(50), email: `${"e".repeat(38)}@example.com`, password: "123456" };
    expect(registerSchema.safeParse(ok).success).toBe(true);
    expect(messages(registerSchema.safeParse({ ...ok, username: "u".repeat(51) }))).toEqual([["username", K.usernameTooLong]]);
    expect(messages(registerSchema.safeParse({ ...ok, email: `${"e".repeat(39)}@example.com` }))).toEqual([["email", K.emailTooLong]]);
    expect(messages(registerSchema.safeParse({ ...ok, password: "12345" }))).toEqual([["password", K.passwordTooShort]]);
    expect(messages(registerSchema.safeParse({ ...ok, password: "p".repeat(129) }))).toEqual([["password", K.passwordTooLong]]);
  });

  it("normalise emails (trimmed, lower-case) but never passwords", () => {
    const parsed = registerSchema.parse({ username: "  Ann ", email: "  Ann@Example.COM ", password: "  spaced  " });
    expect(parsed).toEqual({ username: "Ann", email: "ann@example.com", password: "  spaced  " });
    expect(sendEmailConfirmationSchema.parse({ email: "A@B.CO" })).toEqual({ email: "a@b.co" });
  });

  it("refuse an email that is not one, with one message per field", () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: "not an email" }))).toEqual([["email", K.emailInvalid]]);
    expect(messages(forgotPasswordSchema.safeParse({ email: "  " }))).toEqual([["email", K.emailRequired]]);
  });

  it("check the password confirmation with Strapi's message, on the confirmation field", () => {
    expect(messages(resetPasswordSchema.safeParse({ code: "c", password: "secret1", passwordConfirmation: "secret2" }))).toEqual([["passwordConfirmation", K.passwordsDoNotMatch]]);
    expect(messages(changePasswordSchema.safeParse({ currentPassword: "old", password: "secret1", passwordConfirmation: "secret2" }))).toEqual([["passwordConfirmation", K.passwordsDoNotMatch]]);
    expect(changePasswordSchema.safeParse({ currentPassword: "old", password: "secret1", passwordConfirmation: "secret1" }).success).toBe(true);
  });

  it("strip unknown keys instead of failing on them", () => {
    expect(loginSchema.parse({ identifier: "a", password: "secret1", remember: true })).toEqual({ identifier: "a", password: "secret1" });
    expect(updateUserSchema.parse({ username: "a", role: "admin", blocked: false })).toEqual({ username: "a" });
    expect(adminUpdateUserSchema.parse({ role: "admin", blocked: true })).toEqual({ role: "admin", blocked: true });
    expect(adminUpdateUserSchema.safeParse({ role: "owner" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { MESSAGES } from "../constants";
import { adminUpdateUserSchema, changePasswordSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, sendEmailConfirmationSchema, updateUserSchema } from "./schemas";

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
}

describe("shared input schemas", () => {
  it("use docs/product.md's required messages word for word", () => {
    expect(messages(loginSchema.safeParse({}))).toEqual([
      ["identifier", MESSAGES.emailRequired],
      ["password", MESSAGES.passwordRequired],
    ]);
    expect(messages(registerSchema.safeParse({}))).toEqual([
      ["username", MESSAGES.usernameRequired],
      ["email", MESSAGES.emailRequired],
      ["password", MESSAGES.passwordRequired],
    ]);
    expect(messages(forgotPasswordSchema.safeParse({ email: "" }))).toEqual([["email", MESSAGES.emailRequired]]);
    expect(MESSAGES.emailRequired).toBe("Email is required.");
    expect(MESSAGES.usernameRequired).toBe("Username is required.");
    expect(MESSAGES.passwordRequired).toBe("Password is required.");
  });

  it("hold docs/product.md's limits: email and username at most 50, password at least 6", () => {
    const ok = { username: "u".repeat(50), email: `${"e".repeat(38)}@example.com`, password: "123456" };
    expect(registerSchema.safeParse(ok).success).toBe(true);
    expect(messages(registerSchema.safeParse({ ...ok, username: "u".repeat(51) }))).toEqual([["username", "Username must be at most 50 characters."]]);
    expect(messages(registerSchema.safeParse({ ...ok, email: `${"e".repeat(39)}@example.com` }))).toEqual([["email", "Email must be at most 50 characters."]]);
    expect(messages(registerSchema.safeParse({ ...ok, password: "12345" }))).toEqual([["password", "Password must be at least 6 characters."]]);
    expect(messages(registerSchema.safeParse({ ...ok, password: "p".repeat(129) }))).toEqual([["password", "Password must be at most 128 characters."]]);
  });

  it("normalise emails (trimmed, lower-case) but never passwords", () => {
    const parsed = registerSchema.parse({ username: "  Ann ", email: "  Ann@Example.COM ", password: "  spaced  " });
    expect(parsed).toEqual({ username: "Ann", email: "ann@example.com", password: "  spaced  " });
    expect(sendEmailConfirmationSchema.parse({ email: "A@B.CO" })).toEqual({ email: "a@b.co" });
  });

  it("refuse an email that is not one, with one message per field", () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: "not an email" }))).toEqual([["email", "Email must be a valid email address."]]);
    expect(messages(forgotPasswordSchema.safeParse({ email: "  " }))).toEqual([["email", MESSAGES.emailRequired]]);
  });

  it("check the password confirmation with Strapi's message, on the confirmation field", () => {
    expect(messages(resetPasswordSchema.safeParse({ code: "c", password: "secret1", passwordConfirmation: "secret2" }))).toEqual([["passwordConfirmation", "Passwords do not match"]]);
    expect(messages(changePasswordSchema.safeParse({ currentPassword: "old", password: "secret1", passwordConfirmation: "secret2" }))).toEqual([["passwordConfirmation", "Passwords do not match"]]);
    expect(changePasswordSchema.safeParse({ currentPassword: "old", password: "secret1", passwordConfirmation: "secret1" }).success).toBe(true);
  });

  it("strip unknown keys instead of failing on them", () => {
    expect(loginSchema.parse({ identifier: "a", password: "secret1", remember: true })).toEqual({ identifier: "a", password: "secret1" });
    expect(updateUserSchema.parse({ username: "a", role: "admin", blocked: false })).toEqual({ username: "a" });
    expect(adminUpdateUserSchema.parse({ role: "admin", blocked: true })).toEqual({ role: "admin", blocked: true });
    expect(adminUpdateUserSchema.safeParse({ role: "owner" }).success).toBe(false);
  });
});

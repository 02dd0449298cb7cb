import { describe, expect, it } from "vitest";
import english from "../../../content/app-messages/auth/en.json";
import { AUTH_MESSAGES, MESSAGES } from "@core/constants";
import { INBOX_MESSAGES } from "@core/projects/inbox";
import { authMessageKey } from "~/components/auth/auth-errors.server";

const englishOf = (key: string) => (english as Record<string, string>)[key];

describe("the sign-in screens' words for the services' answers", () => {
  it("give every answer the screens show a key whose English is that answer word for word", () => {
    const answers = [...Object.values(AUTH_MESSAGES), MESSAGES.invalidEmailOrPassword, MESSAGES.invalidEmail, MESSAGES.signupFallbackError, MESSAGES.confirmationError, INBOX_MESSAGES.confirmationSpent];
    const mapped = answers.filter((answer) => authMessageKey(answer) !== answer);
    for (const answer of mapped) expect(englishOf(authMessageKey(answer)), answer).toBe(answer);
    // The answers of the sign-in, sign-up, confirmation and Google screens all have words of their own.
    for (const answer of [AUTH_MESSAGES.invalidIdentifierOrPassword, AUTH_MESSAGES.alreadyTaken, AUTH_MESSAGES.emailNotConfirmed, AUTH_MESSAGES.blocked, AUTH_MESSAGES.invalidToken, AUTH_MESSAGES.alreadyConfirmed, AUTH_MESSAGES.incorrectCode, AUTH_MESSAGES.tooManyRequests, AUTH_MESSAGES.googleSignInFailed, AUTH_MESSAGES.googleStateMismatch, AUTH_MESSAGES.emailNotVerifiedByGoogle, AUTH_MESSAGES.providerDisabled]) {
      expect(authMessageKey(answer), answer).toMatch(/^auth\./);
    }
  });

  it("map the reply confirmation's failures to the page's own words, and leave any other text as it is", () => {
    expect(authMessageKey(INBOX_MESSAGES.replyFailed)).toBe("auth.reply.failed");
    expect(authMessageKey(INBOX_MESSAGES.confirmationSpent)).toBe("auth.reply.linkSpent");
    expect(authMessageKey("Something only this service says")).toBe("Something only this service says");
  });
});

import { describe, expect, it } from "vitest";
import { AUTH_TOKEN_TTL_MS } from "./constants";
import { describeDuration } from "./time";

describe("describeDuration", () => {
  it("says the token lifetimes as the emails and screens print them", () => {
    expect(describeDuration(AUTH_TOKEN_TTL_MS.emailConfirmation)).toBe("24 hours");
    expect(describeDuration(AUTH_TOKEN_TTL_MS.passwordReset)).toBe("1 hour");
    expect(describeDuration(AUTH_TOKEN_TTL_MS.googleHandoff)).toBe("1 minute");
  });

  it("uses days past two days and the largest whole unit otherwise", () => {
    expect(describeDuration(7 * 24 * 60 * 60 * 1000)).toBe("7 days");
    expect(describeDuration(90 * 60 * 1000)).toBe("90 minutes");
    expect(describeDuration(1500)).toBe("2 seconds");
  });
});

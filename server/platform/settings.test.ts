import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ConfigurationError, readSettings } from "./settings";

describe("the configuration", () => {
  it("is checked once per set of bindings, keeps the bindings, and reads every setting as text", () => {
    const bindings = { ...env, AI_TIMEOUT_MS: 9000, EMAIL_CONFIRMATION: false } as unknown as Env;
    const settings = readSettings(bindings);
    expect(settings.AI_TIMEOUT_MS).toBe("9000");
    expect(settings.EMAIL_CONFIRMATION).toBe("false");
    expect(settings.DB).toBe(env.DB);
    expect(settings.CACHE).toBe(env.CACHE);
    expect(readSettings(bindings)).toBe(settings);
  });

  it("refuses a setting that is not text, naming it and not its value", () => {
    const bindings = { ...env, AI_API_KEY: { secret: "sk-do-not-print" }, APP_URL: undefined } as unknown as Env;
    expect(() => readSettings(bindings)).toThrow(ConfigurationError);
    try {
      readSettings(bindings);
    } catch (error) {
      expect((error as Error).message).toContain("AI_API_KEY");
      expect((error as Error).message).toContain("APP_URL");
      expect((error as Error).message).not.toContain("sk-do-not-print");
    }
  });
});

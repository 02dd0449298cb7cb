import { describe, expect, it } from "vitest";
import { call, expectError, uniqueIp } from "../accounts/helpers";
import { aiUser, awayFromWindowEdge } from "./helpers";

describe("AI rate limit: 20 requests per 60 s per user", () => {
  it("answers the 21st request within a minute with 429, whichever AI endpoint and address it comes from", async () => {
    await awayFromWindowEdge();
    const { jwt } = await aiUser();
    for (let i = 1; i <= 20; i++) {
      // Alternate endpoints and addresses: the bucket is the account's.
      const response =
        i % 2 === 0
          ? await call("/ai/suggest-input-content", { jwt, ip: uniqueIp(), json: { prompt: "bakery" } })
          : await call("/ai/ask-to-bot", { jwt, ip: uniqueIp(), json: { action: "suggest-input-content", data: { prompt: "bakery" } } });
      expect(response.status, `request ${i}`).toBe(200);
      await response.body?.cancel();
    }
    const body = await expectError(await call("/ai/suggest-input-content", { jwt, json: { prompt: "bakery" } }), 429, "RateLimitError", "Too many requests, please try again later.");
    expect(body.error.details).toEqual({});
    await expectError(await call("/ai/ask-to-bot", { jwt, json: { action: "suggest-input-content", data: { prompt: "bakery" } } }), 429, "RateLimitError", "Too many requests, please try again later.");

    // Another user is not affected.
    const other = await aiUser();
    expect((await call("/ai/suggest-input-content", { jwt: other.jwt, json: { prompt: "bakery" } })).status).toBe(200);
  });

  it("checks who is calling before counting: anonymous callers get 403, not 429", async () => {
    for (let i = 0; i < 25; i++) {
      const response = await call("/ai/suggest-input-content", { json: { prompt: "bakery" } });
      expect(response.status).toBe(403);
      await response.body?.cancel();
    }
  });
});

import { describe, expect, it } from "vitest";
import { AI_SUGGESTION_MAX_LENGTH } from "@core/ai/schemas";
import { call, expectError, signedUpUser, tokenIssuedAt } from "../accounts/helpers";
import { aiUser } from "./helpers";

interface SuggestionBody {
  data: { suggestion: string; writer: string };
}

describe("POST /api/v1/ai/suggest-input-content", () => {
  it("answers a signed-in user with the built-in writer's suggestion by default", async () => {
    const { jwt } = await aiUser();
    const response = await call("/ai/suggest-input-content", { jwt, json: { prompt: "  bakery  ", seed: 42 } });
    expect(response.status).toBe(200);
    const body = await response.json<SuggestionBody>();
    expect(Object.keys(body)).toEqual(["data"]);
    expect(body.data.writer).toBe("built-in");
    expect(body.data.suggestion).toMatch(/\bbakery\b/);
    expect(body.data.suggestion.length).toBeLessThanOrEqual(AI_SUGGESTION_MAX_LENGTH);
    // The same seed gives the same suggestion; without one each call may differ.
    const again = await call("/ai/suggest-input-content", { jwt, json: { prompt: "bakery", seed: 42 } });
    expect((await again.json<SuggestionBody>()).data.suggestion).toBe(body.data.suggestion);
    const unseeded = await call("/ai/suggest-input-content", { jwt, json: { prompt: "bakery" } });
    expect((await unseeded.json<SuggestionBody>()).data.suggestion).toMatch(/\bbakery\b/);
  });

  it("accepts the web session of a signed-in browser too", async () => {
    const { person } = await signedUpUser();
    const login = await call("http://localhost/login", {
      method: "POST",
      rawBody: new URLSearchParams({ identifier: person.email, password: person.password }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^may_session=/);
    const response = await call("/ai/suggest-input-content", { json: { prompt: "florist" }, headers: { cookie } });
    expect(response.status).toBe(200);
  });

  it("refuses callers who are not signed in: 403 without credentials, 401 with a bad token", async () => {
    await expectError(await call("/ai/suggest-input-content", { json: { prompt: "bakery" } }), 403, "ForbiddenError", "Forbidden");
    await expectError(await call("/ai/suggest-input-content", { json: { prompt: "bakery" }, jwt: "not.a.token" }), 401, "UnauthorizedError", "Missing or invalid credentials");
    await expectError(await call("/ai/ask-to-bot", { json: { action: "suggest-input-content", data: { prompt: "bakery" } } }), 403, "ForbiddenError", "Forbidden");
    const forged = await tokenIssuedAt(2_147_000_000, Date.now());
    await expectError(await call("/ai/suggest-input-content", { json: { prompt: "bakery" }, jwt: forged }), 401, "UnauthorizedError", "Missing or invalid credentials");
  });

  it("validates the prompt", async () => {
    const { jwt } = await aiUser();
    const cases: [unknown, string][] = [
      [{}, "Prompt is required."],
      [{ prompt: "" }, "Prompt is required."],
      [{ prompt: "   \n " }, "Prompt is required."],
      [{ prompt: 12 }, "Prompt is required."],
      [{ prompt: "x".repeat(2001) }, "Prompt must be at most 2000 characters."],
      [{ prompt: "bakery", seed: -1 }, "Seed must be a whole number from 0 to 4294967295."],
      [{ prompt: "bakery", seed: 1.5 }, "Seed must be a whole number from 0 to 4294967295."],
    ];
    for (const [json, message] of cases) {
      const body = await expectError(await call("/ai/suggest-input-content", { jwt, json }), 400, "ValidationError", message);
      expect(body.error.details.errors?.[0]?.path).toEqual([message.startsWith("Seed") ? "seed" : "prompt"]);
    }
    // 2000 characters after trimming is fine.
    expect((await call("/ai/suggest-input-content", { jwt, json: { prompt: ` ${"x".repeat(2000)} ` } })).status).toBe(200);
    await expectError(await call("/ai/suggest-input-content", { jwt, rawBody: "prompt=bakery", headers: { "content-type": "application/x-www-form-urlencoded" } }), 400, "ValidationError", "Content-Type must be application/json");
    await expectError(await call("/ai/suggest-input-content", { jwt, rawBody: "{", headers: { "content-type": "application/json" } }), 400, "ValidationError", "Malformed JSON in the request body");
  });

  it("never returns HTML from a hostile prompt", async () => {
    const { jwt } = await aiUser();
    const response = await call("/ai/suggest-input-content", { jwt, json: { prompt: '<img src=x onerror="alert(1)">bakery<script>alert(2)</script>' } });
    const { data } = await response.json<SuggestionBody>();
    expect(data.suggestion).not.toMatch(/[<>]|alert|onerror/);
  });
});

describe("POST /api/v1/ai/ask-to-bot", () => {
  it("runs the suggest-input-content action with the same answer as the direct endpoint", async () => {
    const { jwt } = await aiUser();
    const viaBot = await call("/ai/ask-to-bot", { jwt, json: { action: "suggest-input-content", data: { prompt: "dentist", seed: 3 } } });
    expect(viaBot.status).toBe(200);
    const direct = await call("/ai/suggest-input-content", { jwt, json: { prompt: "dentist", seed: 3 } });
    expect(await viaBot.json()).toEqual(await direct.json());
  });

  it("refuses an unknown or missing action, and invalid data, in the envelope", async () => {
    const { jwt } = await aiUser();
    const unknown = await expectError(await call("/ai/ask-to-bot", { jwt, json: { action: "launch-rockets", data: {} } }), 400, "ValidationError", "Unknown action.");
    expect(unknown.error.details.errors).toEqual([{ path: ["action"], message: "Unknown action.", name: "ValidationError" }]);
    await expectError(await call("/ai/ask-to-bot", { jwt, json: { action: "toString", data: {} } }), 400, "ValidationError", "Unknown action.");
    await expectError(await call("/ai/ask-to-bot", { jwt, json: { data: { prompt: "bakery" } } }), 400, "ValidationError", "Action is required.");
    await expectError(await call("/ai/ask-to-bot", { jwt, json: { action: "suggest-input-content", data: "bakery" } }), 400, "ValidationError", "Data must be a JSON object.");
    const noPrompt = await expectError(await call("/ai/ask-to-bot", { jwt, json: { action: "suggest-input-content", data: {} } }), 400, "ValidationError", "Prompt is required.");
    expect(noPrompt.error.details.errors?.[0]?.path).toEqual(["data", "prompt"]);
    await expectError(await call("/ai/ask-to-bot", { jwt, json: { action: "suggest-input-content" } }), 400, "ValidationError", "Prompt is required.");
  });
});

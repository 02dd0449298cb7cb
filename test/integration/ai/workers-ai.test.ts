import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_WORKERS_AI_MODEL } from "@server/ai/ai-settings";
import { call } from "../accounts/helpers";
import { aiUser } from "./helpers";

const GOOD = "A friendly family dentist in Manchester with new-patient offers, treatment prices and emergency appointments.";

/** The Workers AI binding at its boundary: `run(model, inputs, options)` answering as Workers AI does. */
function fakeAiBinding(answer: (model: string, inputs: Record<string, unknown>) => Promise<unknown>) {
  const calls: { model: string; inputs: Record<string, unknown> }[] = [];
  return {
    calls,
    binding: {
      run: async (model: string, inputs: Record<string, unknown>) => {
        calls.push({ model, inputs });
        return answer(model, inputs);
      },
    },
  };
}

async function suggest(env: Record<string, unknown>) {
  const { jwt } = await aiUser();
  const response = await call("/ai/suggest-input-content", { jwt, json: { prompt: "dentist" }, env });
  expect(response.status).toBe(200);
  return (await response.json<{ data: { suggestion: string; writer: string } }>()).data;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Workers AI writer (the AI binding)", () => {
  it("runs the default model in JSON mode when the binding is there", async () => {
    const ai = fakeAiBinding(async () => ({ response: { suggestion: GOOD } }));
    expect(await suggest({ AI: ai.binding })).toEqual({ suggestion: GOOD, writer: "workers-ai" });
    expect(ai.calls).toHaveLength(1);
    expect(ai.calls[0]!.model).toBe(DEFAULT_WORKERS_AI_MODEL);
    expect(ai.calls[0]!.inputs).toMatchObject({ response_format: { type: "json_schema", json_schema: { type: "object", required: ["suggestion"] } } });
  });

  it("reads an answer that comes back as a JSON string, with the model from AI_MODEL", async () => {
    const ai = fakeAiBinding(async () => ({ response: JSON.stringify({ suggestion: GOOD }) }));
    expect(await suggest({ AI: ai.binding, AI_MODEL: "@cf/qwen/qwen3-30b-a3b-fp8" })).toEqual({ suggestion: GOOD, writer: "workers-ai" });
    expect(ai.calls[0]!.model).toBe("@cf/qwen/qwen3-30b-a3b-fp8");
  });

  it("falls back to the built-in writer when JSON mode cannot be met twice", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const ai = fakeAiBinding(async () => {
      throw new Error("AiError: JSON Mode couldn't be met");
    });
    const data = await suggest({ AI: ai.binding });
    expect(data.writer).toBe("built-in");
    expect(data.suggestion).toMatch(/dentist/);
    expect(ai.calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("is chosen before AI_BASE_URL unless AI_PROVIDER says otherwise", async () => {
    const ai = fakeAiBinding(async () => ({ response: { suggestion: GOOD } }));
    expect((await suggest({ AI: ai.binding, AI_BASE_URL: "http://model.test/v1" })).writer).toBe("workers-ai");
    expect((await suggest({ AI: ai.binding, AI_PROVIDER: "built-in" })).writer).toBe("built-in");
    expect(ai.calls).toHaveLength(1);
  });

  it("reports a provider chosen without what it needs, and the built-in writer answers", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await suggest({ AI_PROVIDER: "workers-ai" })).writer).toBe("built-in");
    expect(String(warn.mock.calls[0]![0])).toMatch(/AI_PROVIDER "workers-ai" is not usable \(no AI binding\)/);
  });
});

import { describe, expect, it } from "vitest";
import { REQUEST_ERROR } from "@core/constants";
import { GENERATION_POLLING, isTransientFailure, retryDelayAfter } from "./generation-polling";

describe("isTransientFailure", () => {
  it("polls again after a network failure, a timeout, a garbled answer or a server error", () => {
    expect(isTransientFailure({ status: REQUEST_ERROR.fetch, error: "fetch failed" })).toBe(true);
    expect(isTransientFailure({ status: REQUEST_ERROR.timeout, error: "timed out" })).toBe(true);
    expect(isTransientFailure({ status: REQUEST_ERROR.parsing, originalStatus: 502, data: "<html>", error: "bad" })).toBe(true);
    for (const status of [500, 502, 503, 504, 429, 408]) expect(isTransientFailure({ status, data: null })).toBe(true);
  });

  it("stops at once when asking again cannot help", () => {
    for (const status of [400, 401, 403, 404, 409]) expect(isTransientFailure({ status, data: null })).toBe(false);
  });
});

describe("retryDelayAfter", () => {
  it("waits longer after each failure in a row, then gives up", () => {
    const delays = GENERATION_POLLING.retryDelaysMs.map((_, index) => retryDelayAfter(index + 1));
    expect(delays).toEqual([...GENERATION_POLLING.retryDelaysMs]);
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThan(delays[i - 1]!);
    expect(retryDelayAfter(GENERATION_POLLING.retryDelaysMs.length + 1)).toBeNull();
  });

  it("rides out half a minute of trouble before asking the person", () => {
    const patience = GENERATION_POLLING.retryDelaysMs.reduce((sum, delay) => sum + delay, 0);
    expect(patience).toBeGreaterThanOrEqual(30_000);
  });
});

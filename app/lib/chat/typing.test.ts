import { describe, expect, it } from "vitest";
import { TYPING_SPEED_MS_PER_CHAR } from "@core/constants";
import { typingDurationMs, visibleLengthAt, visibleTextAt } from "./typing";

describe("typing animation", () => {
  it("takes 40 ms per character", () => {
    expect(TYPING_SPEED_MS_PER_CHAR).toBe(40);
    expect(typingDurationMs("What do you want to build?")).toBe(26 * 40);
    expect(typingDurationMs("")).toBe(0);
  });

  it("shows one more character every 40 ms", () => {
    const text = "What's your project name?";
    expect(visibleTextAt(text, 0)).toBe("");
    expect(visibleTextAt(text, 39)).toBe("");
    expect(visibleTextAt(text, 40)).toBe("W");
    expect(visibleTextAt(text, 79)).toBe("W");
    expect(visibleTextAt(text, 80)).toBe("Wh");
    expect(visibleTextAt(text, 10 * 40)).toBe(text.slice(0, 10));
  });

  it("shows the whole text once the duration has passed, and nothing before it starts", () => {
    const text = "We're preparing your content.";
    expect(visibleTextAt(text, typingDurationMs(text))).toBe(text);
    expect(visibleTextAt(text, typingDurationMs(text) - 1)).toBe(text.slice(0, -1));
    expect(visibleTextAt(text, 1e9)).toBe(text);
    expect(visibleTextAt(text, Infinity)).toBe(text);
    expect(visibleTextAt(text, -100)).toBe("");
    expect(visibleTextAt(text, NaN)).toBe("");
  });

  it("never splits an emoji in half", () => {
    const text = "Hi 👋 there";
    // "Hi " is three UTF-16 units; the emoji is the next two (a surrogate pair).
    expect(visibleLengthAt(text, 4 * 40)).toBe(3);
    expect(visibleTextAt(text, 5 * 40)).toBe("Hi 👋");
  });
});

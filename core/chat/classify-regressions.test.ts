import { describe, expect, it } from "vitest";
import { classifyBusiness } from "./classify-business";

// Answers people actually type, that once landed on the wrong kind.
describe("classifyBusiness regressions", () => {
  it.each([
    ["A boutique fitness studio with HIIT and strength classes", "GYM"],
    ["An independent family law practice", "LAW_FIRM"],
    ["A family bakery with sourdough, pastries and weekend brunch", "BAKERY"],
  ])("%s → %s", (text, kind) => {
    expect(classifyBusiness(text)?.kind).toBe(kind);
  });
});

import { describe, expect, it } from "vitest";
import { capitalise, keepCase } from "./case";

describe("capitalise", () => {
  it("upper-cases the first letter only", () => {
    expect(capitalise("bakery in Leeds")).toBe("Bakery in Leeds");
    expect(capitalise("éclair shop")).toBe("Éclair shop");
    expect(capitalise("already Upper")).toBe("Already Upper");
    expect(capitalise("")).toBe("");
    expect(capitalise("3 rooms")).toBe("3 rooms");
  });
});

describe("keepCase", () => {
  it("capitalises the replacement when the original starts with a capital letter", () => {
    expect(keepCase("we're", "We are")).toBe("We're");
    expect(keepCase("color", "Colour")).toBe("Color");
    expect(keepCase("ZIP code", "Postcode")).toBe("ZIP code");
  });

  it("leaves it alone after a lower-case start", () => {
    expect(keepCase("we're", "we are")).toBe("we're");
    expect(keepCase("ZIP code", "postcode")).toBe("ZIP code");
  });

  it("leaves it alone when the original starts with no letter, or is empty (no capital to keep)", () => {
    expect(keepCase("inch", "1 inch")).toBe("inch");
    expect(keepCase("quote", '"quote')).toBe("quote");
    expect(keepCase("word", "")).toBe("word");
    expect(keepCase("", "")).toBe("");
    expect(keepCase("", "Word")).toBe("");
  });
});

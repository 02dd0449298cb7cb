import { describe, expect, it } from "vitest";
import { hasControlCharacter } from "./control-characters";

describe("hasControlCharacter", () => {
  it("finds C0, DEL and C1 characters anywhere in the text", () => {
    for (const code of [0x00, 0x09, 0x0a, 0x0d, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) {
      expect(hasControlCharacter(`/a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
      expect(hasControlCharacter(String.fromCharCode(code)), code.toString(16)).toBe(true);
    }
  });

  it("lets through spaces, printable text and the characters around the control ranges", () => {
    expect(hasControlCharacter("")).toBe(false);
    expect(hasControlCharacter("/about us?x=1#top")).toBe(false);
    expect(hasControlCharacter(" ~\u00a0\u00ff\u2028é😀")).toBe(false);
  });
});

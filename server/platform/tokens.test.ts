import { describe, expect, it } from "vitest";
import { generateToken, hashToken, timingSafeEqualText } from "./tokens";

describe("one-time tokens", () => {
  it("are URL-safe, 256-bit and never repeat", () => {
    const tokens = new Set(Array.from({ length: 100 }, generateToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("are stored as their SHA-256, hex", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("compare in constant time", () => {
    expect(timingSafeEqualText("state-1", "state-1")).toBe(true);
    expect(timingSafeEqualText("state-1", "state-2")).toBe(false);
    expect(timingSafeEqualText("state", "state-longer")).toBe(false);
  });
});

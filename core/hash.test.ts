import { describe, expect, it } from "vitest";
import { fnv1a } from "./hash";

describe("fnv1a", () => {
  it("gives the published 32-bit FNV-1a values, for text and for the same bytes", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
    expect(fnv1a("foobar")).toBe(0xbf9cf968);
    expect(fnv1a(new TextEncoder().encode("foobar"))).toBe(0xbf9cf968);
    expect(fnv1a(new Uint8Array([0xff, 0x00, 0x80]))).toBe(fnv1a("\u00ff\u0000\u0080"));
  });

  it("mixes a seed in", () => {
    expect(fnv1a("foobar", 7)).not.toBe(fnv1a("foobar"));
    expect(fnv1a("foobar", 7)).toBe(fnv1a("foobar", 7));
  });
});

import { describe, expect, it } from "vitest";
import { fromBase64 } from "./base64";

describe("fromBase64", () => {
  it("gives the bytes of a base64 text, padded or not", () => {
    expect(fromBase64("AAECAw==")).toEqual(new Uint8Array([0, 1, 2, 3]));
    expect(fromBase64("AAECAw")).toEqual(new Uint8Array([0, 1, 2, 3]));
    expect(fromBase64("/w==")).toEqual(new Uint8Array([255]));
    expect(fromBase64("")).toEqual(new Uint8Array([]));
  });

  it("reads back every byte value btoa wrote", () => {
    const all = Uint8Array.from({ length: 256 }, (_, at) => at);
    expect(fromBase64(btoa(String.fromCharCode(...all)))).toEqual(all);
  });

  it("is null for a text that is not base64, instead of throwing", () => {
    expect(fromBase64("not base64!")).toBeNull();
    expect(fromBase64("A")).toBeNull();
    expect(fromBase64("é")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { generateToken, hashToken, hmacKey, timingSafeEqualText } from "./tokens";

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

describe("HMAC keys", () => {
  it("are imported once per secret and sign as a fresh import does", async () => {
    const secret = "a-secret-of-at-least-thirty-two-characters";
    expect(hmacKey(secret)).toBe(hmacKey(secret));
    expect(hmacKey(`${secret}!`)).not.toBe(hmacKey(secret));
    const message = new TextEncoder().encode("session");
    const fresh = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const expected = new Uint8Array(await crypto.subtle.sign("HMAC", fresh, message));
    const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), message));
    expect(signature).toEqual(expected);
    expect(await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, message)).toBe(true);
    expect(await crypto.subtle.verify("HMAC", await hmacKey(`${secret}!`), signature, message)).toBe(false);
  });
});

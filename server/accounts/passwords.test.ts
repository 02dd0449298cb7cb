import { describe, expect, it } from "vitest";
import { hashPassword, MAX_PBKDF2_ITERATIONS_ON_WORKERS, PASSWORD_HASH_PARAMS, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("stays within what production Workers accept: PBKDF2 at no more than 100,000 iterations", () => {
    // Local workerd accepts any count; deployed Workers throw above 100,000. This pin is the only guard.
    expect(MAX_PBKDF2_ITERATIONS_ON_WORKERS).toBe(100_000);
    expect(PASSWORD_HASH_PARAMS.iterations).toBeLessThanOrEqual(100_000);
    expect(PASSWORD_HASH_PARAMS.iterations).toBeGreaterThanOrEqual(100_000); // and not weaker than the cap allows
  });

  it("stores the algorithm, its parameters and a random salt in the hash string", async () => {
    const first = await hashPassword("correct horse");
    const second = await hashPassword("correct horse");
    expect(first).toMatch(/^\$pbkdf2-sha256\$i=100000,l=32\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("correct horse");
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", stored)).toEqual({ valid: true, needsRehash: false });
    expect((await verifyPassword("correct horsE", stored)).valid).toBe(false);
    expect((await verifyPassword("", stored)).valid).toBe(false);
  });

  it("keeps unicode passwords exact", async () => {
    const stored = await hashPassword("pässwörd 🔑");
    expect((await verifyPassword("pässwörd 🔑", stored)).valid).toBe(true);
    expect((await verifyPassword("passwörd 🔑", stored)).valid).toBe(false);
  });

  it("asks for a re-hash when the stored parameters differ from today's", async () => {
    const stored = await hashPassword("correct horse");
    const weaker = stored.replace("i=100000", "i=1000");
    // Same salt and key, other count: it no longer matches, so build a real 1,000-iteration hash instead.
    expect((await verifyPassword("correct horse", weaker)).valid).toBe(false);
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const material = await crypto.subtle.importKey("raw", new TextEncoder().encode("correct horse"), "PBKDF2", false, ["deriveBits"]);
    const key = new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 1000 }, material, 256));
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");
    expect(await verifyPassword("correct horse", `$pbkdf2-sha256$i=1000,l=32$${b64(salt)}$${b64(key)}`)).toEqual({ valid: true, needsRehash: true });
  });

  it("never matches an unreadable or out-of-bounds hash", async () => {
    for (const stored of ["", "plain", "$2b$10$abcdefghijklmnopqrstuv", "$pbkdf2-sha256$i=200000,l=32$AAAA$AAAA", "$pbkdf2-sha256$i=100000,l=32$!!$!!"]) {
      expect(await verifyPassword("anything", stored)).toEqual({ valid: false, needsRehash: false });
    }
  });
});

import { describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "./jwt";

const SECRET = "unit-test-secret-0123456789abcdef0123";
const NOW = Date.UTC(2026, 10, 21, 12);

describe("JWT", () => {
  it("signs HS256 with payload { id, iat, exp } and 30 days of life", async () => {
    const token = await signJwt(7, SECRET, NOW);
    const [header, payload] = token.split(".").slice(0, 2).map((part) => JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))));
    expect(header).toEqual({ alg: "HS256", typ: "JWT" });
    expect(payload).toEqual({ id: 7, iat: NOW / 1000, exp: NOW / 1000 + 30 * 24 * 3600 });
    expect(await verifyJwt(token, SECRET, NOW)).toEqual(payload);
  });

  it("refuses an expired token, another secret, and a token from the future", async () => {
    const token = await signJwt(7, SECRET, NOW);
    expect(await verifyJwt(token, SECRET, NOW + 30 * 24 * 3600 * 1000)).toBeNull();
    expect(await verifyJwt(token, `${SECRET}x`, NOW)).toBeNull();
    expect(await verifyJwt(await signJwt(7, SECRET, NOW + 3600_000), SECRET, NOW)).toBeNull();
  });

  it("refuses garbage without throwing", async () => {
    for (const token of ["", "a", "a.b", "a.b.c", "....", "eyJhbGciOiJub25lIn0.eyJpZCI6MX0."]) {
      expect(await verifyJwt(token, SECRET, NOW)).toBeNull();
    }
  });
});

import { describe, expect, it } from "vitest";
import { mulberry32, randomSeed } from "./seeded-random";

describe("randomSeed", () => {
  it("is an unsigned 32-bit integer, a different one each time", () => {
    const seeds = Array.from({ length: 64 }, () => randomSeed());
    for (const seed of seeds) {
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThan(2 ** 32);
    }
    expect(new Set(seeds).size).toBeGreaterThan(60);
    // Spread over the whole range, not a small one (a Math.random() fraction or a 16-bit number would fail).
    expect(seeds.some((seed) => seed >= 2 ** 31)).toBe(true);
    expect(seeds.some((seed) => seed >= 2 ** 16 && seed < 2 ** 31)).toBe(true);
  });

  it("seeds mulberry32 like any other seed: the same seed, the same sequence", () => {
    const seed = randomSeed();
    const [a, b] = [mulberry32(seed), mulberry32(seed)];
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});

import { classifyBusiness } from "@core/chat/classify-business";
import { describe, expect, it } from "vitest";
import { SUGGESTED_IDEAS_COUNT } from "@core/constants";
import { IDEAS, pickIdeas } from "./ideas";

describe("IDEAS", () => {
  it("has at least 60 ideas with unique ids and texts", () => {
    expect(IDEAS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(IDEAS.map((idea) => idea.id)).size).toBe(IDEAS.length);
    expect(new Set(IDEAS.map((idea) => idea.text.toLowerCase())).size).toBe(IDEAS.length);
  });

  it("writes ids in kebab-case and texts as one tidy sentence of sensible length", () => {
    for (const idea of IDEAS) {
      expect(idea.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(idea.text, idea.id).toBe(idea.text.trim());
      expect(idea.text, idea.id).toMatch(/^[A-Z]/);
      expect(idea.text.length, idea.id).toBeGreaterThanOrEqual(40);
      expect(idea.text.length, idea.id).toBeLessThanOrEqual(140);
      expect(idea.text, idea.id).not.toMatch(/\s{2}|[.]$/);
    }
  });
});

describe("pickIdeas", () => {
  it("gives five ideas by default", () => {
    expect(pickIdeas(1)).toHaveLength(SUGGESTED_IDEAS_COUNT);
  });

  it("gives the same ideas in the same order for the same seed (SSR and hydration agree)", () => {
    for (const seed of [0, 1, 42, 2 ** 32 - 1, 123_456_789]) expect(pickIdeas(seed)).toEqual(pickIdeas(seed));
  });

  it("gives distinct ideas from the list", () => {
    for (let seed = 0; seed < 200; seed++) {
      const picked = pickIdeas(seed);
      expect(new Set(picked.map((idea) => idea.id)).size).toBe(picked.length);
      for (const idea of picked) expect(IDEAS).toContain(idea);
    }
  });

  it("varies with the seed and reaches every idea", () => {
    const sets = new Set<string>();
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const ids = pickIdeas(seed).map((idea) => idea.id);
      sets.add(ids.join(","));
      for (const id of ids) seen.add(id);
    }
    expect(sets.size).toBeGreaterThan(190);
    expect(seen.size).toBe(IDEAS.length);
  });

  it("honours the count, clamped to the list", () => {
    expect(pickIdeas(7, 3)).toHaveLength(3);
    expect(pickIdeas(7, 0)).toEqual([]);
    expect(pickIdeas(7, -2)).toEqual([]);
    expect(pickIdeas(7, 2.9)).toHaveLength(2);
    expect(pickIdeas(7, IDEAS.length + 10)).toHaveLength(IDEAS.length);
    expect(new Set(pickIdeas(7, IDEAS.length).map((idea) => idea.id)).size).toBe(IDEAS.length);
  });

  it("takes its first picks from the seed alone, so a larger count extends a smaller one", () => {
    expect(pickIdeas(99, 8).slice(0, SUGGESTED_IDEAS_COUNT)).toEqual(pickIdeas(99));
  });

  it("survives odd seeds", () => {
    for (const seed of [NaN, Infinity, -1, 1.5, -(2 ** 40)]) expect(pickIdeas(seed)).toHaveLength(SUGGESTED_IDEAS_COUNT);
  });
});

describe("suggested ideas", () => {
  it("each classify to some business kind", () => {
    expect(IDEAS.filter((idea) => classifyBusiness(idea.text) === null).map((idea) => idea.id)).toEqual([]);
  });
});

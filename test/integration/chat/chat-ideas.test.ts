import { classifyBusiness } from "@core/chat/classify-business";
import { describe, expect, it } from "vitest";
import { APP_LANGUAGES } from "@core/i18n/app-languages";
import { SUGGESTED_IDEAS_COUNT } from "@core/constants";
import { detectSiteLanguage } from "@server/chat";
import { pickIdeas } from "~/lib/chat/ideas";
import { IDEAS_BY_LANGUAGE, IDEAS_PER_PAGE, ideasIn } from "~/lib/chat/ideas.server";

const IDEAS = IDEAS_BY_LANGUAGE.en;

describe("the suggested ideas of each language (content/chat-ideas)", () => {
  it("has English's sixty and more, and at least sixteen in every other language", () => {
    expect(IDEAS.length).toBeGreaterThanOrEqual(60);
    for (const language of APP_LANGUAGES) expect(IDEAS_BY_LANGUAGE[language].length, language).toBeGreaterThanOrEqual(16);
  });

  it.each(APP_LANGUAGES)("%s: unique kebab-case ids and texts, each one tidy sentence of sensible length", (language) => {
    const ideas = IDEAS_BY_LANGUAGE[language];
    expect(new Set(ideas.map((idea) => idea.id)).size).toBe(ideas.length);
    expect(new Set(ideas.map((idea) => idea.text.toLocaleLowerCase(language))).size).toBe(ideas.length);
    const shortest = language === "ja" ? 20 : 40;
    for (const idea of ideas) {
      expect(idea.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(idea.text, idea.id).toBe(idea.text.trim());
      // A capital first where the script has them (Japanese and Arabic have none).
      expect(idea.text, idea.id).toMatch(/^[\p{Lu}\p{Lo}]/u);
      expect(idea.text.length, idea.id).toBeGreaterThanOrEqual(shortest);
      expect(idea.text.length, idea.id).toBeLessThanOrEqual(140);
      expect(idea.text, idea.id).not.toMatch(/\s{2}|[.。]$/u);
    }
  });

  it.each(APP_LANGUAGES)("%s: every idea reads as that language (a picked idea writes the site in it)", async (language) => {
    const wrong: string[] = [];
    for (const idea of IDEAS_BY_LANGUAGE[language]) if ((await detectSiteLanguage([idea.text], "en")) !== language) wrong.push(idea.id);
    expect(wrong).toEqual([]);
  });

  it("English's each classify to some business kind", () => {
    expect(IDEAS.filter((idea) => classifyBusiness(idea.text) === null).map((idea) => idea.id)).toEqual([]);
  });
});

describe("ideasIn", () => {
  it("gives a page its language's ideas only, English's for the pseudo-locale", () => {
    for (const language of APP_LANGUAGES) {
      const ideas = ideasIn(language, 7);
      expect(ideas).toHaveLength(Math.min(IDEAS_PER_PAGE, IDEAS_BY_LANGUAGE[language].length));
      for (const idea of ideas) expect(IDEAS_BY_LANGUAGE[language]).toContain(idea);
    }
    for (const idea of ideasIn("en-XA", 7)) expect(IDEAS).toContain(idea);
  });
});

describe("pickIdeas", () => {
  it("gives five ideas by default", () => {
    expect(pickIdeas(IDEAS, 1)).toHaveLength(SUGGESTED_IDEAS_COUNT);
  });

  it("gives the same ideas in the same order for the same seed (SSR and hydration agree)", () => {
    for (const seed of [0, 1, 42, 2 ** 32 - 1, 123_456_789]) expect(pickIdeas(IDEAS, seed)).toEqual(pickIdeas(IDEAS, seed));
  });

  it("gives distinct ideas from the list", () => {
    for (let seed = 0; seed < 200; seed++) {
      const picked = pickIdeas(IDEAS, seed);
      expect(new Set(picked.map((idea) => idea.id)).size).toBe(picked.length);
      for (const idea of picked) expect(IDEAS).toContain(idea);
    }
  });

  it("varies with the seed and reaches every idea", () => {
    const sets = new Set<string>();
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const ids = pickIdeas(IDEAS, seed).map((idea) => idea.id);
      sets.add(ids.join(","));
      for (const id of ids) seen.add(id);
    }
    expect(sets.size).toBeGreaterThan(190);
    expect(seen.size).toBe(IDEAS.length);
  });

  it("honours the count, clamped to the list", () => {
    expect(pickIdeas(IDEAS, 7, 3)).toHaveLength(3);
    expect(pickIdeas(IDEAS, 7, 0)).toEqual([]);
    expect(pickIdeas(IDEAS, 7, -2)).toEqual([]);
    expect(pickIdeas(IDEAS, 7, 2.9)).toHaveLength(2);
    expect(pickIdeas(IDEAS, 7, IDEAS.length + 10)).toHaveLength(IDEAS.length);
    expect(new Set(pickIdeas(IDEAS, 7, IDEAS.length).map((idea) => idea.id)).size).toBe(IDEAS.length);
  });

  it("takes its first picks from the seed alone, so a larger count extends a smaller one", () => {
    expect(pickIdeas(IDEAS, 99, 8).slice(0, SUGGESTED_IDEAS_COUNT)).toEqual(pickIdeas(IDEAS, 99));
  });

  it("survives odd seeds", () => {
    for (const seed of [NaN, Infinity, -1, 1.5, -(2 ** 40)]) expect(pickIdeas(IDEAS, seed)).toHaveLength(SUGGESTED_IDEAS_COUNT);
  });
});

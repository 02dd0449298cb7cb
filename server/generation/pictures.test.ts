import { describe, expect, it } from "vitest";
import type { Settings } from "../platform/settings";
import { DEFAULT_IMAGE_MODEL, DEFAULT_IMAGE_TIMEOUT_MS, imageModelSettings } from "../ai/image-model";
import { resolveBrief, writeBuiltInSections } from "./built-in/write-site";
import { picturePrompts, withPictures } from "./pictures";

const binding = { run: async () => ({}) };
const settings = (extra: Record<string, unknown>) => extra as unknown as Settings;

describe("the image model's settings", () => {
  it("is off without the AI binding, or with AI_IMAGE_MODEL=off, whatever writes the words", () => {
    expect(imageModelSettings(settings({}))).toBeNull();
    expect(imageModelSettings(settings({ AI_IMAGE_MODEL: "flux" }))).toBeNull();
    expect(imageModelSettings(settings({ AI: binding, AI_IMAGE_MODEL: " OFF " }))).toBeNull();
    expect(imageModelSettings(settings({ AI: binding, AI_PROVIDER: "built-in" }))).toMatchObject({ model: DEFAULT_IMAGE_MODEL, timeoutMs: DEFAULT_IMAGE_TIMEOUT_MS });
    expect(imageModelSettings(settings({ AI: binding, AI_IMAGE_MODEL: "@cf/lykon/dreamshaper-8-lcm", AI_IMAGE_TIMEOUT_MS: "5000" }))).toMatchObject({ model: "@cf/lykon/dreamshaper-8-lcm", timeoutMs: 5000 });
    expect(imageModelSettings(settings({ AI: binding, AI_IMAGE_TIMEOUT_MS: "soon" }))?.timeoutMs).toBe(DEFAULT_IMAGE_TIMEOUT_MS);
  });
});

describe("picture prompts", () => {
  const resolved = resolveBrief({ name: "Rise & Crumb", business: "A bakery with sourdough and pastel de nata", kind: "BAKERY", family: "FOOD_DRINK", location: "Porto", template: "warm-editorial", seed: 3 });
  const sections = writeBuiltInSections(resolved);
  const prompts = picturePrompts(resolved, sections, 3);

  it("ask for every image slot, each with its own seed, its subject in plain words", () => {
    expect(prompts.map((prompt) => prompt.slot.path.join("."))).toEqual(["image", "image", ...Array.from({ length: 6 }, (_, index) => `images.${index}`)]);
    expect(new Set(prompts.map((prompt) => prompt.seed)).size).toBe(prompts.length);
    expect(prompts[0]!.subject).toMatch(/^Sourdough.* at a bakery$/);
    for (const prompt of prompts) {
      expect(prompt.prompt).toMatch(/No text, letters, numbers, signs, logos or watermarks/);
      expect(prompt.prompt.length).toBeLessThan(2048);
    }
  });

  it("put the pictures in their slots, which hold no illustration key", () => {
    const picture = { alt: "Sourdough at a bakery", width: 1024, height: 1024, media: "0123456789abcdef01234567", altAccepted: false, generated: true };
    const hero = prompts[0]!.slot;
    const [first] = withPictures(sections, new Map([[`${hero.sectionId}:image`, picture]]));
    expect(first?.type === "hero" && first.image).toMatchObject(picture);
    expect(first?.type === "hero" && first.image && "key" in first.image).toBe(false);
    expect(withPictures(sections, new Map())).toBe(sections);
  });
});

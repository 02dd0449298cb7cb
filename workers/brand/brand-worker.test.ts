import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CARD_FACES } from "@server/brand/card-faces";
import { type BrandEnv, rasterise } from "@server/brand/rasteriser";
import { CARD_FONT_FILES } from "./card-fonts";

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const card = (text: string, family = "Fraunces") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120" viewBox="0 0 600 120"><rect width="600" height="120" fill="#fff"/><text x="580" y="80" text-anchor="end" font-family="${family}" font-weight="700" font-size="48" fill="#222">${text}</text></svg>`;

const square = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#a4432a"/><text x="8" y="44" font-family="Fraunces" font-weight="700" font-size="32" fill="#fff">${text}</text></svg>`;

describe("the brand Worker behind the BRAND binding", () => {
  it("holds a font for every family the main Worker writes into its SVGs", () => {
    for (const { family } of Object.values(CARD_FACES)) expect(Object.keys(CARD_FONT_FILES)).toContain(family);
  });

  it("draws every image of a call, each at its width, in the order asked", async () => {
    const pngs = await rasterise(env, { family: "Fraunces", jobs: [16, 180, 48].map((width) => ({ svg: square("RC"), width })) });
    expect(pngs.map((png) => pngSize(png))).toEqual([16, 180, 48].map((width) => ({ width, height: width })));
  });

  it("draws the text in the family's font: the same mark with other letters is another picture", async () => {
    const [a, b, again] = await rasterise(env, { family: "Nunito", jobs: [square("AB"), square("XY"), square("AB")].map((svg) => ({ svg, width: 64 })) });
    expect(a).toEqual(again);
    expect(a).not.toEqual(b);
  });

  // A face without the script draws every character as the same .notdef box, so two different words of as many
  // characters would be the same picture: the script faces make them two (docs/decisions/0865-japanese-and-arabic-on-share-cards.md).
  it("draws Japanese (kanji and kana) in a face that has it, in every card family", async () => {
    for (const family of Object.keys(CARD_FONT_FILES)) {
      const [tokyo, osaka] = await rasterise(env, { family, jobs: [card("東京のパン屋さん"), card("大阪の花屋さんだ")].map((svg) => ({ svg, width: 600 })) });
      expect(tokyo, family).not.toEqual(osaka);
    }
  });

  it("draws Arabic shaped: two words are two pictures, and a word's letters join", async () => {
    const [bakery, sweets, apart] = await rasterise(env, {
      family: "Playfair Display",
      jobs: [card("مخبز الذهبي"), card("حلوى السكري"), card("م\u200cخ\u200cب\u200cز ا\u200cل\u200cذ\u200cه\u200cب\u200cي")].map((svg) => ({ svg, width: 600 })),
    });
    expect(bakery).not.toEqual(sweets);
    // The same letters kept apart by zero-width non-joiners take their isolated forms: without shaping they would
    // be the same glyphs in the same places.
    expect(bakery).not.toEqual(apart);
  });

  it("gives an image only the script faces its own text needs: a Latin icon is drawn as before", async () => {
    const [latin, latinBesideJapanese] = (await Promise.all([
      rasterise(env, { family: "Fraunces", jobs: [{ svg: square("RC"), width: 64 }] }),
      rasterise(env, { family: "Fraunces", jobs: [{ svg: square("RC"), width: 64 }, { svg: card("東京"), width: 600 }] }),
    ])).map((pngs) => pngs[0]);
    expect(latin).toEqual(latinBesideJapanese);
  });

  it("refuses a family it holds no font for, a width out of range and an empty call", async () => {
    await expect(rasterise(env, { family: "Comic Sans MS", jobs: [{ svg: square("A"), width: 32 }] })).rejects.toThrow(/no card font/);
    await expect(rasterise(env, { family: "Fraunces", jobs: [{ svg: square("A"), width: 5000 }] })).rejects.toThrow(/widths/);
    await expect(rasterise(env, { family: "Fraunces", jobs: [] })).rejects.toThrow(/images per call/);
  });

  it("rejects a binding that answers another number of images than it was asked", async () => {
    const short = { BRAND: { rasterise: async () => [new Uint8Array(8)] } } as unknown as BrandEnv;
    await expect(rasterise(short, { family: "Fraunces", jobs: [{ svg: square("A"), width: 16 }, { svg: square("B"), width: 16 }] })).rejects.toThrow(/answered 1 images for 2/);
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOGO } from "@core/sites/logo";
import type { SiteDocument } from "@core/sites/site-document";
import { makeBrandAssets } from "@server/brand/brand-assets";
import { rasterise } from "@server/brand/rasteriser";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { pngPixel } from "./png";

// An Arabic site's share card is its left-to-right card mirrored (docs/decisions/0865-japanese-and-arabic-on-share-cards.md).
const site = { slug: "al-dhahabi", siteUrl: "https://al-dhahabi.may.example/" };

async function cardOf(document: SiteDocument): Promise<Uint8Array> {
  const { files } = await makeBrandAssets(env, document, site);
  return files.find((file) => file.name.startsWith("share-card-"))!.bytes;
}

describe("the share card follows the site's writing direction", () => {
  it("puts an Arabic site's mark at the top right, where an English site's sits at the top left", async () => {
    const written = writeBuiltInSite({ name: "مخبز الذهبي", business: "bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Dubai", template: "warm-editorial", seed: 1 });
    const arabic = await cardOf({ ...written, language: "ar", logo: DEFAULT_LOGO });
    const english = await cardOf({ ...written, language: "en", logo: DEFAULT_LOGO });
    // The top of the 88 px badge, clear of its letters: at x 80–168 on a left-to-right card, 1032–1120 mirrored.
    const badge = await pngPixel(english, 124, 80);
    expect(await pngPixel(arabic, 1076, 80)).toEqual(badge);
    expect(await pngPixel(arabic, 124, 80)).not.toEqual(badge);
    expect(await pngPixel(english, 1076, 80)).not.toEqual(badge);
  });

  // What the share card relies on for an Arabic site (server/brand/share-card.ts): resvg ignores `direction` and
  // orders a line from its first character, so the card wraps each line in a right-to-left embedding.
  it("orders a line in a right-to-left embedding from the right, a leading Latin word included", async () => {
    const line = (text: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120" viewBox="0 0 600 120"><rect width="600" height="120" fill="#fff"/><text x="580" y="80" text-anchor="end" font-family="Fraunces" font-weight="700" font-size="48" fill="#000">${text}</text></svg>`;
    const [embedded, plain] = await rasterise(env, {
      family: "Fraunces",
      jobs: [line('\u202b<tspan fill="#f00">Rise</tspan> مخبز قلب\u202c'), line('<tspan fill="#f00">Rise</tspan> مخبز قلب')].map((svg) => ({ svg, width: 600 })),
    });
    /** Where the red word's strokes cross the line's middle. */
    const redColumns = async (png: Uint8Array) => {
      const columns: number[] = [];
      for (let x = 0; x < 600; x += 5) {
        const [r, g] = await pngPixel(png!, x, 68);
        if (r! > 200 && g! < 90) columns.push(x);
      }
      return columns;
    };
    const [right, left] = [await redColumns(embedded!), await redColumns(plain!)];
    expect(right.length).toBeGreaterThan(3);
    expect(Math.min(...right)).toBeGreaterThan(400);
    // Without the embedding the Latin word would come first, on the left of the Arabic words.
    expect(left.length).toBeGreaterThan(3);
    expect(Math.max(...left)).toBeLessThan(Math.min(...right) - 100);
  });
});

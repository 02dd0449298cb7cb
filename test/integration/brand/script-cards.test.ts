import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOGO } from "@core/sites/logo";
import type { SiteDocument } from "@core/sites/site-document";
import { makeBrandAssets } from "@server/brand/brand-assets";
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
});

import { it } from "vitest";
import { DEFAULT_LOGO, logoMarkSvg } from "@core/sites/logo";
import { writeBuiltInSite } from "@server/sites/generate/built-in/write-site";
import { makeBrandAssets } from "@server/sites/brand/brand-assets";
import { cardFont } from "@server/sites/brand/card-fonts";
import { svgToPng } from "@server/sites/brand/raster";
import { renderSite } from "@server/sites/render/render-site";
import { measure, report } from "./harness";

// What publishing a site now costs for its icons and share card (docs/decisions/0861-share-cards-and-icons-rasterised-with-resvg.md),
// against rendering the page itself, the baseline.
it("brand: icons and share card drawn at publish (local workerd)", async () => {
  const document = { ...writeBuiltInSite({ name: "Rise & Crumb", business: "bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "warm-editorial", seed: 1 }), logo: DEFAULT_LOGO };
  const font = await cardFont("fraunces-inter");
  const mark = logoMarkSvg(document.name, DEFAULT_LOGO, { fill: "#a4432a", onFill: "#ffffff", name: "#a4432a", background: "#fbf6ee" }, { fontFamily: font.family });
  const png = (width: number) => () => svgToPng(mark, { width, fonts: [font.sfnt], defaultFontFamily: font.family });
  const rows = [
    await measure("render the page (baseline)", () => renderSite(document), { samples: 20, batch: 5, warmup: 5 }),
    await measure("icon PNG 32 px", png(32), { samples: 20, batch: 5, warmup: 3 }),
    await measure("icon PNG 192 px", png(192), { samples: 20, batch: 5, warmup: 3 }),
    await measure("all brand files (icons, favicon.ico, share card)", () => makeBrandAssets(document, { slug: "rise", siteUrl: "https://rise.may.example/" }), { samples: 5, batch: 2, warmup: 1 }),
  ];
  report("Brand files per publish (local workerd)", rows);
});

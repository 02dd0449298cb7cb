import { env } from "cloudflare:workers";
import { it } from "vitest";
import { mediaKey } from "@core/media/media";
import { mediaVariantWidths } from "@core/media/media-sizes";
import type { SiteDocument } from "@core/sites/site-document";
import { loadBrandPictures } from "@server/brand/brand-pictures";
import { makePng } from "../integration/media/images";
import { DEFAULT_LOGO, logoMarkSvg } from "@core/sites/logo";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { brandBackground, makeBrandAssets } from "@server/brand/brand-assets";
import { cardFace } from "@server/brand/card-faces";
import { cardFontBytes } from "@workers/brand/card-fonts";
import { svgToPng } from "@workers/brand/raster";
import { renderSite } from "@server/render/render-site";
import { measure, report } from "./harness";

// What publishing a site now costs for its icons and share card (docs/decisions/0861-share-cards-and-icons-rasterised-with-resvg.md),
// against rendering the page itself, the baseline.
it("brand: icons and share card drawn at publish (local workerd)", async () => {
  const document = { ...writeBuiltInSite({ name: "Rise & Crumb", business: "bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "warm-editorial", seed: 1 }), logo: DEFAULT_LOGO };
  const face = cardFace("fraunces-inter");
  const font = { family: face.family, sfnt: (await cardFontBytes(face.family))! };
  const mark = logoMarkSvg(document.name, DEFAULT_LOGO, { fill: "#a4432a", onFill: "#ffffff", name: "#a4432a", background: "#fbf6ee" }, { fontFamily: font.family });
  const png = (width: number) => () => svgToPng(mark, { width, fonts: [font.sfnt], defaultFontFamily: font.family });
  const rows = [
    await measure("render the page (baseline)", () => renderSite(document), { samples: 20, batch: 5, warmup: 5 }),
    await measure("icon PNG 32 px", png(32), { samples: 20, batch: 5, warmup: 3 }),
    await measure("icon PNG 192 px", png(192), { samples: 20, batch: 5, warmup: 3 }),
    await measure("all brand files (icons, favicon.ico, share card)", () => makeBrandAssets(env, document, { slug: "rise", siteUrl: "https://rise.may.example/" }), { samples: 5, batch: 2, warmup: 1 }),
  ];
  report("Brand files per publish (local workerd)", rows);
});

// An uploaded logo and a hero photo (docs/decisions/0864-uploaded-logo-and-the-hero-photo-on-the-share-card.md): the Images
// binding resizes them (Sharp beside local workerd), then resvg draws the card with both embedded; against the generated set.
it("brand: uploaded logo and hero photo (Images binding + resvg, local workerd)", async () => {
  const logoId = "b".repeat(24);
  const photoId = "c".repeat(24);
  const logoPng = await makePng(600, 150, (x, y) => [(x * 3) % 256, 40 + (y % 60), 120]);
  await env.MEDIA.put(mediaKey(logoId, "original"), logoPng);
  const photo = await makePng(1600, 1067, (x, y) => [120 + ((x >> 3) % 90), 90 + ((y >> 2) % 80), 70 + ((x + y) % 50)]);
  const photoWebp = await env.IMAGES.input(new Response(photo).body!).output({ format: "image/webp", quality: 80 });
  const photoBytes = new Uint8Array(await new Response(photoWebp.image()).arrayBuffer());
  for (const width of mediaVariantWidths(1600)) await env.MEDIA.put(mediaKey(photoId, width), photoBytes);

  const base = writeBuiltInSite({ name: "Rise & Crumb", business: "bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "warm-editorial", seed: 1 });
  const generated = { ...base, logo: DEFAULT_LOGO };
  const uploaded: SiteDocument = {
    ...base,
    logo: { kind: "media", mediaId: logoId, width: 600, height: 150 },
    sections: base.sections.map((section) => (section.type === "hero" && section.image ? { ...section, image: { ...section.image, media: photoId, width: 1600, height: 1067, altAccepted: true } } : section)),
  };
  const site = { slug: "rise", siteUrl: "https://rise.may.example/" };
  const background = brandBackground(uploaded);
  const pictures = await loadBrandPictures(env, uploaded, { background });
  const withPictures = await makeBrandAssets(env, uploaded, { ...site, pictures });
  const plain = await makeBrandAssets(env, generated, site);
  const cardOf = (files: { name: string; bytes: Uint8Array }[]) => files.find((file) => file.name.startsWith("share-card"))!.bytes.byteLength;
  const rows = [
    await measure("all brand files, generated logo (baseline)", () => makeBrandAssets(env, generated, site), { samples: 5, batch: 2, warmup: 1 }),
    await measure("resize the uploaded logo (5 icons + card size) and the hero photo (Images binding)", () => loadBrandPictures(env, uploaded, { background }), { samples: 5, batch: 2, warmup: 1 }),
    await measure("all brand files from those pictures (ICO + card with logo and photo)", () => makeBrandAssets(env, uploaded, { ...site, pictures }), { samples: 5, batch: 2, warmup: 1 }),
  ];
  report(`Brand files with an uploaded logo and hero photo (card ${(cardOf(withPictures.files) / 1024).toFixed(0)} KiB with the photo, ${(cardOf(plain.files) / 1024).toFixed(0)} KiB without)`, rows);
}, 300_000);

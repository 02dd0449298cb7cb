import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { mediaKey, sniffImageType, type MediaItem } from "@core/media/media";
import { mediaVariantWidths } from "@core/media/media-sizes";
import type { SiteDocument } from "@core/sites/site-document";
import { processImage } from "@server/media/process";
import { call } from "../integration/accounts/helpers";
import { encodeAs, makePng, multipart } from "../integration/media/images";
import { publishedSite } from "../integration/leads/helpers";
import { measure, report } from "./harness";

/** A photo-like picture: smooth light and shade with fine grain, so it compresses like a photo rather than a flat drawing. */
function photoLike(width: number, height: number, seed: number) {
  let state = seed;
  const grain = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state >>> 24) % 25;
  };
  return makePng(width, height, (x, y) => {
    const light = Math.sin((x / width) * 3.1 + seed) * 60 + Math.cos((y / height) * 2.3) * 50;
    return [Math.max(0, Math.min(255, 150 + light + grain())), Math.max(0, Math.min(255, 110 + light * 0.8 + grain())), Math.max(0, Math.min(255, 80 + light * 0.5 + grain()))];
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipped = async (text: string) => (await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer()).byteLength;

it("photos: time to process a 12 MP JPEG with the Images binding (Sharp in local workerd)", async () => {
  const jpeg = await encodeAs(await photoLike(4000, 3000, 1), "image/jpeg");
  const type = sniffImageType(jpeg)!;
  const rows = [];
  rows.push(await measure("baseline: IMAGES.info() of the 12 MP JPEG", () => env.IMAGES.info(new Response(jpeg).body!), { samples: 5, batch: 1, warmup: 1 }));
  rows.push(await measure(`processImage: 12 MP JPEG (${kib(jpeg.byteLength)}) → clean original + 5 WebP sizes`, () => processImage(env.IMAGES, jpeg, type), { samples: 5, batch: 1, warmup: 1 }));
  report("Photos: processing one upload (local workerd; the Images binding runs Sharp in Node beside it)", rows);
}, 600_000);

it("photos: bytes of a published page with three photos against the same page with illustrations", async () => {
  const site = await publishedSite();
  const illustrated = await (await call(`http://localhost/s/${site.project.slug}`)).text();
  const photos: MediaItem[] = [];
  for (const seed of [2, 3, 4]) {
    const upload = await call("/media", { method: "POST", jwt: site.jwt, rawBody: multipart(await encodeAs(await photoLike(3000, 2000, seed), "image/jpeg")) });
    expect(upload.status).toBe(201);
    photos.push((await upload.json<{ data: MediaItem }>()).data);
  }
  const { data } = await (await call(`/projects/${site.project.id}`, { jwt: site.jwt })).json<{ data: { document: SiteDocument } }>();
  let used = 0;
  const document: SiteDocument = {
    ...data.document,
    // The slot widths below are this template's (core/sites/sections/parts.tsx).
    template: "warm-editorial",
    sections: data.document.sections.map((section) => {
      if ((section.type === "hero" || section.type === "about") && section.image && used < 3) return { ...section, image: { ...section.image, media: photos[used++]!.id, altAccepted: true } };
      if (section.type === "gallery") return { ...section, images: section.images.map((image) => (used < 3 ? { ...image, media: photos[used++]!.id, altAccepted: true } : image)) };
      return section;
    }),
  };
  expect((await call(`/projects/${site.project.id}`, { method: "PUT", jwt: site.jwt, json: { document } })).status).toBe(200);
  expect((await call(`/projects/${site.project.id}/publish`, { method: "POST", jwt: site.jwt, json: {} })).status).toBe(200);
  const withPhotos = await (await call(`http://localhost/s/${site.project.slug}`)).text();
  expect(withPhotos.match(/srcSet="\/media\//g)?.length).toBe(3);

  /**
   * What a browser fetches for the photos (hero, about, first gallery tile) at the widths their `sizes` give
   * (core/sites/sections/parts.tsx) and a pixel ratio: the first size at least as wide as the slot needs.
   */
  async function photoBytes(slotCssWidths: readonly number[], dpr: number) {
    let total = 0;
    for (const [index, photo] of photos.entries()) {
      const widths = mediaVariantWidths(photo.width);
      const chosen = widths.find((width) => width >= slotCssWidths[index]! * dpr) ?? widths[widths.length - 1]!;
      total += (await env.MEDIA.head(mediaKey(photo.id, chosen)))!.size;
    }
    return total;
  }
  // warm-editorial: the content column (390 - 40) for hero and about, half of it less the gap for a tile; 520, 500 and 370 px wide.
  const PHONE_SLOTS = [350, 350, 169] as const;
  const DESKTOP_SLOTS = [520, 500, 370] as const;
  const lines = [
    ["page", "HTML", "HTML gzip", "photos, phone 390 px @2x", "photos, desktop 1280 px @1x", "total phone (gzip HTML + photos)"],
    ["baseline: illustrations (inline SVG)", kib(illustrated.length), kib(await gzipped(illustrated)), "–", "–", kib(await gzipped(illustrated))],
    ["three photos (WebP srcset)", kib(withPhotos.length), kib(await gzipped(withPhotos)), kib(await photoBytes(PHONE_SLOTS, 2)), kib(await photoBytes(DESKTOP_SLOTS, 1)), kib((await gzipped(withPhotos)) + (await photoBytes(PHONE_SLOTS, 2)))],
  ];
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  console.log(["\nPhotos: published page bytes (three 6 MP photo-like JPEGs uploaded; the browser picks one size each)", ...lines.map((line) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  "))].join("\n"));
}, 600_000);

import { WorkerEntrypoint } from "cloudflare:workers";
import type { RasterRequest } from "@server/brand";
import { cardFontBytes, scriptFontsFor } from "./card-fonts";
import { svgToPng } from "./raster";

/** The most a call may ask for: a publish asks six (five icons and the share card). */
const MAX_JOBS = 8;
const MAX_WIDTH = 2400;
const MAX_SVG_CHARS = 4_000_000;

/**
 * The brand Worker (docs/decisions/0854-share-cards-drawn-in-their-own-worker.md): resvg's WebAssembly and the card
 * fonts live here, apart from the main Worker's upload and startup. The main Worker calls `rasterise` through its
 * BRAND service binding (server/brand/rasteriser.ts); nothing else can reach it (no route, no public hostname).
 */
export default class BrandWorker extends WorkerEntrypoint {
  /** Each SVG drawn as a PNG of its width, text in the named family only (no system fonts). */
  async rasterise({ family, jobs }: RasterRequest): Promise<Uint8Array[]> {
    if (!Array.isArray(jobs) || jobs.length === 0 || jobs.length > MAX_JOBS) throw new RangeError(`between 1 and ${MAX_JOBS} images per call`);
    for (const job of jobs) {
      if (typeof job.svg !== "string" || job.svg.length > MAX_SVG_CHARS) throw new RangeError("an SVG string is needed");
      if (!Number.isInteger(job.width) || job.width < 1 || job.width > MAX_WIDTH) throw new RangeError(`widths are whole pixels, 1 to ${MAX_WIDTH}`);
    }
    const font = cardFontBytes(family);
    if (!font) throw new RangeError(`no card font named ${JSON.stringify(family)}`);
    const primary = await font;
    // One after another: resvg holds one image's pixels at a time, and the isolate's CPU is one thread anyway. Each
    // image gets the script faces its own text needs (a Japanese name's icons and card), and no others: resvg copies
    // and reads every face it is given for every image.
    const pngs: Uint8Array[] = [];
    for (const job of jobs) {
      const fonts = [primary, ...(await Promise.all(scriptFontsFor(job.svg)))];
      pngs.push(await svgToPng(job.svg, { width: job.width, fonts, defaultFontFamily: family }));
    }
    return pngs;
  }

  override async fetch(): Promise<Response> {
    return new Response("Not Found", { status: 404 });
  }
}

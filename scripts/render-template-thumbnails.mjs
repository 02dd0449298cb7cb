// Renders a sample site in each template and screenshots it into public/templates/<slug>.png (800×600),
// the thumbnails of the chat's template grid. Self-contained: Vite's module runner imports the
// TypeScript renderer directly (no build, no dev server), and Chromium screenshots the HTML.
// Usage: npx node scripts/render-template-thumbnails.mjs [outDir]   (needs Chromium: see test/e2e/chromium.mjs)
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync, inflateSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { runnerImport } from "vite";
import { chromiumLaunchOptions } from "../test/e2e/chromium.mjs";
import { TEMPLATE_SAMPLES } from "./template-samples.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.resolve(root, process.argv[2] ?? "public/templates");
const viteConfig = { configFile: false, root, logLevel: "error", resolve: { tsconfigPaths: true } };
const load = async (file) => (await runnerImport(path.join(root, file), viteConfig)).module;

const { writeBuiltInSite } = await load("server/generation/built-in/write-site.ts");
const { renderSite } = await load("server/render/render-site.tsx");
const { SITE_TEMPLATES } = await load("core/sites/themes.ts");

/** The thumbnail is the page's first screen at desktop width, scaled to 800×600. */
const WIDTH = 800;
const HEIGHT = 600;
const SCALE = Number(process.env.SCALE ?? 0.625);

// Chromium writes true-colour PNGs; soft shadows and gradients make those too big for the grid (< 60 kB).
// The shot is re-encoded as an indexed PNG: the 256 most used colours (at 6 bits per channel), each
// pixel mapped to the nearest. Flat illustrations and text survive this with no visible change.

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes) to RGB pixels. */
function decodePng(png) {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 3;
  const idat = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0 || (data[9] !== 2 && data[9] !== 6)) throw new Error("unexpected PNG format");
      channels = data[9] === 6 ? 4 : 3;
    } else if (type === "IDAT") idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(width * height * 3);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? line[x - channels] : 0;
      const up = previous[x];
      const upLeft = x >= channels ? previous[x - channels] : 0;
      let value = line[x];
      if (filter === 1) value += left;
      else if (filter === 2) value += up;
      else if (filter === 3) value += (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      line[x] = value & 255;
    }
    for (let x = 0; x < width; x++) line.copy(pixels, (y * width + x) * 3, x * channels, x * channels + 3);
    previous = line;
  }
  return { width, height, pixels };
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** RGB pixels to an 8-bit indexed PNG with at most 256 colours. */
function indexedPng({ width, height, pixels }) {
  const key = (i) => ((pixels[i] >> 2) << 12) | ((pixels[i + 1] >> 2) << 6) | (pixels[i + 2] >> 2);
  const rgb = (bin) => [((bin >> 12) & 63) * 4 + 2, ((bin >> 6) & 63) * 4 + 2, (bin & 63) * 4 + 2];
  const counts = new Map();
  for (let i = 0; i < pixels.length; i += 3) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
  const palette = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 256).map(([bin]) => rgb(bin));
  const nearest = new Map();
  const indexOf = (bin) => {
    let found = nearest.get(bin);
    if (found !== undefined) return found;
    const [r, g, b] = rgb(bin);
    let best = Infinity;
    palette.forEach(([pr, pg, pb], index) => {
      const distance = 2 * (pr - r) ** 2 + 4 * (pg - g) ** 2 + 3 * (pb - b) ** 2;
      if (distance < best) [best, found] = [distance, index];
    });
    nearest.set(bin, found);
    return found;
  };
  const rows = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = indexOf(key((y * width + x) * 3));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("PLTE", Buffer.from(palette.flat())),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: WIDTH / SCALE, height: HEIGHT / SCALE }, deviceScaleFactor: SCALE });
  for (const template of SITE_TEMPLATES) {
    const sample = TEMPLATE_SAMPLES[template];
    const html = renderSite(writeBuiltInSite({ ...sample, business: sample.kind, template }), { year: 2026 });
    await page.setContent(html, { waitUntil: "domcontentloaded" });
    // The first screen's images (the hero's loads eagerly, the rest lazily) must be drawn before the shot.
    await page.waitForFunction(() => [...globalThis.document.images].every((image) => image.complete || image.getBoundingClientRect().top > globalThis.innerHeight), null, { timeout: 10_000 });
    const file = path.join(outDir, `${template}.png`);
    const shot = await page.screenshot({ type: "png", clip: { x: 0, y: 0, width: WIDTH / SCALE, height: HEIGHT / SCALE } });
    await writeFile(file, indexedPng(decodePng(shot)));
    console.log(`${path.relative(root, file)}  ${((await stat(file)).size / 1024).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
}

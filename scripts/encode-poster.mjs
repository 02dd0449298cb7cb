// Writes public/media/highlights-poster.webp from the JPEG: the landing video's poster at the width it is shown
// (1024 CSS px on a desktop, about that many device pixels on a phone), encoded by Chromium as WebP.
// Run after changing the JPEG: `node scripts/encode-poster.mjs`.
/* global document, Image -- the encoder runs inside the page */
import { chromium } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { chromiumLaunchOptions } from "../test/e2e/chromium.mjs";

const WIDTH = 1024;
const QUALITY = 0.8;
const jpeg = readFileSync("public/media/highlights-poster.jpg").toString("base64");
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  const dataUrl = await page.evaluate(
    async ({ jpeg, width, quality }) => {
      const image = new Image();
      image.src = `data:image/jpeg;base64,${jpeg}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
      const context = canvas.getContext("2d");
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL("image/webp", quality);
    },
    { jpeg, width: WIDTH, quality: QUALITY },
  );
  if (!dataUrl.startsWith("data:image/webp")) throw new Error("this Chromium cannot encode WebP");
  const webp = Buffer.from(dataUrl.split(",")[1], "base64");
  writeFileSync("public/media/highlights-poster.webp", webp);
  console.log(`public/media/highlights-poster.webp: ${(webp.length / 1000).toFixed(1)} kB (JPEG ${(readFileSync("public/media/highlights-poster.jpg").length / 1000).toFixed(1)} kB)`);
} finally {
  await browser.close();
}

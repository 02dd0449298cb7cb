// Screenshots of pages at phone and desktop widths, for a person to look at.
// Usage: npm run screenshots -- [baseUrl] [path ...]   (files land in test-results/screenshots/)
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../test/e2e/chromium.mjs";

const [baseUrl = "http://localhost:5173", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ["/", "/about", "/terms", "/privacy", "/does-not-exist"];
const widths = [390, 1280];
const outDir = "test-results/screenshots";
await mkdir(outDir, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
    for (const path of targets) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
      const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}

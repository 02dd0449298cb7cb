// Screenshots for a person to look at.
// `npm run screenshots`: the contact sheet of every template, with no photos and with three, at 390, 768,
// 1280 and 1920 px, in Latin, Japanese and Arabic script (scripts/site-sheet.mjs renders the sample sites;
// no server needed): one sheet per template of first screens, and every page whole beside it.
// `npm run screenshots -- http://localhost:5173 / /about`: pages of a running app at phone and desktop widths.
// Files land in test-results/screenshots/.
/* global document -- the callbacks given to page.evaluate run in the page */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../test/e2e/chromium.mjs";

// Playwright empties test-results/ when browser tests start: SCREENSHOTS_DIR puts the files elsewhere.
const outDir = process.env.SCREENSHOTS_DIR ?? "test-results/screenshots";
await mkdir(outDir, { recursive: true });
const [baseUrl, ...paths] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  if (baseUrl) await appPages(baseUrl, paths.length > 0 ? paths : ["/", "/about", "/terms", "/privacy", "/does-not-exist"]);
  else await contactSheets(process.env.TEMPLATES?.split(",") ?? null);
} finally {
  await browser.close();
}

async function appPages(base, targets) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
    for (const path of targets) {
      await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
      const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
    }
    await page.close();
  }
}

async function contactSheets(only) {
  const { LANGUAGES, SAMPLES, WIDTHS, layoutProblems, loadRenderer, sampleUrl, serveSamples } = await import("./site-sheet.mjs");
  await loadRenderer();
  const context = await browser.newContext();
  context.setDefaultNavigationTimeout(120_000);
  await serveSamples(context);
  const page = await context.newPage();
  for (const template of Object.keys(SAMPLES).filter((name) => !only || only.includes(name))) {
    const rows = [];
    for (const language of LANGUAGES) {
      for (const photos of [false, true]) {
        const cells = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 600 ? 844 : width < 1000 ? 1024 : 900 });
          await page.goto(sampleUrl(template, language, photos));
          await page.evaluate(() => document.fonts.ready);
          const problems = await page.evaluate(layoutProblems);
          if (problems.length) console.log(`${template} ${language} ${photos ? "3 photos" : "no photos"} ${width}px: ${[...new Set(problems)].join("; ")}`);
          const file = `${outDir}/${template}-${language}-${photos ? "photos" : "none"}-${width}.png`;
          await page.screenshot({ path: file, fullPage: true });
          cells.push({ width, shot: (await page.screenshot()).toString("base64"), problems: problems.length });
        }
        rows.push({ label: `${language} · ${photos ? "3 photos" : "no photos"}`, cells });
      }
    }
    const sheet = await context.newPage();
    await sheet.setViewportSize({ width: 2400, height: 800 });
    await sheet.setContent(sheetHtml(template, rows));
    await sheet.screenshot({ path: `${outDir}/sheet-${template}.png`, fullPage: true });
    await sheet.close();
    console.log(`${outDir}/sheet-${template}.png`);
  }
}

/** One sheet: a row per language and photo count, a column per width, each first screen scaled to the column. */
function sheetHtml(template, rows) {
  const column = { 390: 240, 768: 420, 1280: 700, 1920: 900 };
  const cell = ({ width, shot, problems }) => `<figure style="margin:0;width:${column[width]}px"><img style="width:100%;border:1px solid #ccc" src="data:image/png;base64,${shot}"><figcaption>${width}px${problems ? ` — ${problems} problem(s)` : ""}</figcaption></figure>`;
  return `<body style="margin:16px;font:14px system-ui;background:#fff"><h1 style="font-size:20px">${template}</h1>${rows.map((row) => `<h2 style="font-size:15px;margin:14px 0 6px">${row.label}</h2><div style="display:flex;gap:12px;align-items:flex-start">${row.cells.map(cell).join("")}</div>`).join("")}</body>`;
}

// `npm run bench:lighthouse`: Lighthouse (mobile, its default) with Debian's Chromium against the production build
// in local workerd, for the app's pages and a published site in every template; medians of three runs.
// Not in CI: scores depend on the machine. Prints one table and writes bench/results/lighthouse.json.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { api, newAccount, publishedProject, startPreview } from "./preview-server.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_ONLY="photos" measures only the pages whose name matches (a regular expression).
const ONLY = process.env.LIGHTHOUSE_ONLY ? new RegExp(process.env.LIGHTHOUSE_ONLY) : null;
// LIGHTHOUSE_REPORTS=dir keeps each page's last full report there (to read the LCP breakdown and the requests).
const REPORTS = process.env.LIGHTHOUSE_REPORTS ?? null;

/** A 12-megapixel camera-like JPEG (noise over a gradient, so it does not compress to nothing). */
async function cameraPhoto(seed) {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({ create: { width, height, channels: 3, noise: { type: "gaussian", mean: 110 + seed * 20, sigma: 40 } } }).png().toBuffer();
  return sharp(noise).blur(1.2).modulate({ hue: seed * 90 }).jpeg({ quality: 88 }).toBuffer();
}

/**
 * The first site published again with three of the owner's photos (the first three image slots of the
 * document: hero, about, gallery), their descriptions accepted: what a photo-led site costs a phone.
 */
async function withThreePhotos(url, account, project) {
  const ids = [];
  for (let seed = 0; seed < 3; seed++) {
    const form = new FormData();
    form.append("file", new Blob([await cameraPhoto(seed)], { type: "image/jpeg" }), `photo-${seed}.jpg`);
    const response = await fetch(`${url}/api/v1/media`, { method: "POST", headers: { Authorization: `Bearer ${account.jwt}` }, body: form });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    const { data } = await response.json();
    ids.push(data);
  }
  const { document } = (await api(url, `/projects/${project.id}`, { jwt: account.jwt })).body.data;
  let next = 0;
  const visit = (value) => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== "object") return value;
    // An image slot (core/sites/site-document.ts, siteImageSchema): since decision 0892 it names no illustration key.
    if (typeof value.alt === "string" && typeof value.width === "number" && typeof value.height === "number" && next < ids.length) {
      const photo = ids[next++];
      return { ...value, media: photo.id, width: photo.width, height: photo.height, alt: `Photo ${next} of the bakery`, altAccepted: true };
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
  };
  const changed = visit(document);
  if (next < 3) throw new Error(`the site has only ${next} image slots`);
  const saved = await api(url, `/projects/${project.id}`, { method: "PUT", jwt: account.jwt, json: { document: changed } });
  if (saved.status !== 200) throw new Error(`saving answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  const published = await api(url, `/projects/${project.id}/publish`, { method: "POST", jwt: account.jwt, json: {} });
  if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${JSON.stringify(published.body)}`);
}
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
}

const server = await startPreview();
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
try {
  const owner = await newAccount(server.url, "lighthouse");
  const templates = (await api(server.url, "/templates")).body.data.map((template) => template.attributes.slug);
  const pages = [
    { name: "landing", path: "/" },
    { name: "login", path: "/login" },
    { name: "CMS /features", path: "/features" },
    { name: "chat", path: "/u/chat", signedIn: true },
    { name: "dashboard", path: "/u/dashboard", signedIn: true },
  ];
  // Only the sites LIGHTHOUSE_ONLY picks are published (the first always: the editor page opens it).
  const wanted = (name) => !ONLY || ONLY.test(name);
  for (const [index, template] of templates.entries()) {
    if (index > 0 && !wanted(`site: ${template}`)) continue;
    const project = await publishedProject(server.url, owner, { name: `Rise and Crumb ${index + 1}`, template });
    if (index === 0) pages.push({ name: "editor", path: `/u/projects/${project.id}`, signedIn: true });
    pages.push({ name: `site: ${template}`, path: `/s/${project.slug}` });
  }
  // LIGHTHOUSE_PHOTO_TEMPLATES=all publishes the three-photo site in every template, not only the first.
  const photoTemplates = process.env.LIGHTHOUSE_PHOTO_TEMPLATES === "all" ? templates : templates.slice(0, 1);
  for (const template of photoTemplates) {
    if (!wanted(`site: ${template}, three 12 MP photos`)) continue;
    const photoSite = await publishedProject(server.url, owner, { name: `Rise and Crumb photos ${template}`, template });
    await withThreePhotos(server.url, owner, photoSite);
    pages.push({ name: `site: ${template}, three 12 MP photos`, path: `/s/${photoSite.slug}` });
  }

  const rows = [];
  for (const page of pages.filter((candidate) => !ONLY || ONLY.test(candidate.name))) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(server.url + page.path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        extraHeaders: page.signedIn ? { Cookie: owner.cookie } : undefined,
      });
      const { categories, audits } = result.lhr;
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(`${REPORTS}/${page.name.replace(/[^a-z0-9]+/gi, "-")}.json`, JSON.stringify(result.lhr));
      }
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories["best-practices"].score * 100,
        seo: categories.seo.score * 100,
        lcpMs: audits["largest-contentful-paint"].numericValue,
        tbtMs: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
      });
    }
    const row = { page: page.name, path: page.path };
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((r) => r[key]));
    // Every run's score and LCP too: a median of 100 says less without its spread.
    row.runs = runs.map((r) => ({ performance: r.performance, lcpMs: Math.round(r.lcpMs) }));
    rows.push(row);
    process.stderr.write(`${page.name} done\n`);
  }

  const header = ["page", "perf", "a11y", "best pr.", "SEO", "LCP ms", "TBT ms", "CLS"];
  const body = rows.map((r) => [r.page, String(Math.round(r.performance)), String(Math.round(r.accessibility)), String(Math.round(r.bestPractices)), String(Math.round(r.seo)), r.lcpMs.toFixed(0), r.tbtMs.toFixed(0), r.cls.toFixed(3)]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`\nLighthouse, mobile, medians of ${RUNS} runs (production build in local workerd)`);
  console.log([format(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(format)].join("\n"));
  console.log(`\nEach run (performance / LCP ms):\n${rows.map((r) => `${r.page}: ${r.runs.map((run) => `${Math.round(run.performance)}/${run.lcpMs}`).join(", ")}`).join("\n")}`);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/lighthouse.json", `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, pages: rows }, null, 2)}\n`);
} finally {
  await chrome.kill();
  server.stop();
}

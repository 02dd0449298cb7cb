import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { answer, newSiteInEditor, signUpAndConfirm, uniqueEmail, useOwnClientAddress, skipUnderstood } from "./helpers";

// The brand (docs/decisions/0863-generated-logo-in-the-document-and-a-zip-download.md): a logo, favicons, the font pair that really loads, a share card, and a download that keeps them.

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** The families the page has finished loading (FontFace objects with status "loaded"). */
async function loadedFamilies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/^"|"$/g, ""));
  });
}

test("a generated logo, favicons, the chosen fonts and a share card on the published site, and a download that opens offline", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const phone = testInfo.project.name === "phone";
  await signUpAndConfirm(page, uniqueEmail("brand"));
  await answer(page, "What do you want to build?", "A neighbourhood coffee shop with house-roasted beans and pastries");
  await answer(page, "Do you want specific a location?", "Lisbon");
  await answer(page, "What's your project name?", "Bean & Leaf");
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: "Apply Warm Editorial" }).click();
  await skipUnderstood(page);
  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  await panel.getByRole("link", { name: "Open in Dashboard" }).click();
  await page.getByTestId("project-card").filter({ hasText: "Bean & Leaf" }).getByRole("link", { name: "Preview" }).click();

  // Design tab: an icon logo in the accent colour, seen in the preview before saving.
  await page.getByRole("tab", { name: "Design" }).click();
  const editor = page.getByTestId("logo-editor");
  await editor.getByRole("radio", { name: "Icon and name" }).check();
  // The icon and colour choices are labelled chips (their radios are visually hidden): click them as a person does.
  await editor.getByText("Cup", { exact: true }).click();
  await expect(editor.getByRole("radio", { name: "Cup" })).toBeChecked();
  await editor.getByText("Accent colour", { exact: true }).click();
  await expect(editor.getByRole("radio", { name: "Accent colour" })).toBeChecked();
  await expect(editor.getByRole("img", { name: "Logo preview" })).toContainText("Bean & Leaf");
  const frame = page.frameLocator('iframe[data-testid="editor-canvas"]');
  await expect(frame.locator("header .logo-mark path")).toHaveCount(1, { timeout: 15_000 });
  await editor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`editor-logo-${testInfo.project.name}.png`) });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  const live = page.getByRole("link", { name: /\/s\/bean-and-leaf(-\d+)?$/ });
  await expect(live).toBeVisible();
  const siteUrl = (await live.getAttribute("href"))!;

  // The published page, as a visitor gets it: nothing refused by its CSP, nothing from another host.
  const visitor = await context.newPage();
  const refused: string[] = [];
  const elsewhere: string[] = [];
  visitor.on("console", (message) => {
    if (/Content Security Policy|Refused to|Failed to load/i.test(message.text())) refused.push(message.text());
  });
  visitor.on("request", (request) => {
    const url = new URL(request.url());
    if (!["localhost", "127.0.0.1"].includes(url.hostname) && url.protocol !== "data:") elsewhere.push(request.url());
  });
  await visitor.goto(siteUrl);
  const brand = visitor.locator("header .brand.logo");
  await expect(brand).toContainText("Bean & Leaf");
  await expect(brand.locator("svg.logo-mark")).toBeVisible();

  // The pair's fonts, served by us, really loaded (warm-editorial: Fraunces and Inter).
  const families = await loadedFamilies(visitor);
  expect(families).toEqual(expect.arrayContaining(["Fraunces", "Inter"]));
  expect(await visitor.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily)).toMatch(/^Fraunces/);

  // Icons: an SVG, a PNG and the apple-touch-icon, and /favicon.ico beside the site.
  const iconHref = await visitor.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
  const svgIcon = await visitor.request.get(iconHref!);
  expect(svgIcon.status()).toBe(200);
  expect(svgIcon.headers()["content-type"]).toBe("image/svg+xml");
  const appleHref = await visitor.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await visitor.request.get(appleHref!)).headers()["content-type"]).toBe("image/png");
  const ico = await visitor.request.get(`${new URL(siteUrl, visitor.url()).pathname}/favicon.ico`);
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toBe("image/x-icon");

  // The share card: og:image and twitter:image, a 1200×630 PNG.
  const og = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  expect(await visitor.locator('meta[name="twitter:image"]').getAttribute("content")).toBe(og);
  const card = await visitor.request.get(new URL(og!).pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  expect(card.headers()["cache-control"]).toContain("immutable");
  const png = await card.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  if (!phone) {
    const cardPage = await context.newPage();
    await cardPage.setViewportSize({ width: 1200, height: 630 });
    await cardPage.goto(new URL(og!).pathname);
    await cardPage.screenshot({ path: testInfo.outputPath("share-card.png") });
    await cardPage.close();
  }

  // Names we never wrote are 404, not someone else's file.
  expect((await visitor.request.get(new URL(og!).pathname.replace(/-[0-9a-f]{8}\.png$/, "-00000000.png"))).status()).toBe(404);
  expect((await visitor.request.get("/_fonts/fraunces-latin-wght-normal-00000000.woff2")).status()).toBe(404);

  await visitor.screenshot({ path: testInfo.outputPath(`published-${testInfo.project.name}.png`) });
  expect(refused).toEqual([]);
  expect(elsewhere).toEqual([]);

  // The download: a zip whose page opens from disk with no network, logo, icons and fonts included.
  await page.goto("/u/dashboard");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("project-card").filter({ hasText: "Bean & Leaf" }).getByRole("link", { name: "Download site" }).click()]);
  const folder = mkdtempSync(path.join(tmpdir(), "may-export-"));
  const archive = path.join(folder, "site.zip");
  await download.saveAs(archive);
  execFileSync("unzip", ["-q", archive, "-d", folder]);
  const offline = await context.newPage();
  await context.setOffline(true);
  await offline.goto(pathToFileURL(path.join(folder, "index.html")).href);
  await expect(offline.locator("header .brand.logo svg.logo-mark")).toBeVisible();
  expect(await loadedFamilies(offline)).toEqual(expect.arrayContaining(["Fraunces", "Inter"]));
  const offlineIcon = await offline.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
  expect(existsSync(path.join(folder, offlineIcon!))).toBe(true);
  await offline.screenshot({ path: testInfo.outputPath(`offline-${testInfo.project.name}.png`) });
  await context.setOffline(false);
});

/** A wide logo with a transparent background, as owners' logo files usually are: a badge and a bar, no text. */
function testLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160">
    <circle cx="80" cy="80" r="70" fill="#1d4ed8"/><rect x="30" y="60" width="100" height="40" rx="8" fill="#fde047"/>
    <rect x="180" y="50" width="420" height="60" rx="30" fill="#0f172a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test("an uploaded logo: in the header of the editor and the published page, its favicons and the share card", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  await newSiteInEditor(page, { emailPrefix: "logo", business: "A bicycle repair workshop with second-hand bikes", location: "Utrecht", name: "Spoke & Chain", template: "Bold Modern" });

  await page.getByRole("tab", { name: "Design" }).click();
  const editor = page.getByTestId("logo-editor");
  await editor.getByRole("radio", { name: "My own logo (upload a picture)" }).check();
  const dialog = page.getByRole("dialog", { name: "Your logo" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Choose your logo…" })).toBeVisible();
  // An SVG (or anything that is not a raster picture) is refused with the formats that work.
  await dialog.getByLabel("Upload your logo").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(dialog.getByRole("alert")).toContainText("Upload a JPEG, PNG, WebP, AVIF or HEIC image");
  await dialog.getByLabel("Upload your logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await testLogo() });
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(editor.getByRole("radio", { name: "My own logo (upload a picture)" })).toBeChecked();
  await expect(editor.getByRole("img", { name: "Your logo for Spoke & Chain" })).toBeVisible();
  const frame = page.frameLocator('iframe[data-testid="editor-canvas"]');
  await expect(frame.locator("header img.logo-image")).toHaveAttribute("src", /^\/media\/[0-9a-f]{24}\/480\.webp$/, { timeout: 15_000 });
  await editor.getByLabel("Show the name beside it").check();
  await expect(frame.locator("header .logo-name")).toHaveText("Spoke & Chain");
  await editor.getByLabel("Show the name beside it").uncheck();
  await editor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`editor-uploaded-logo-${testInfo.project.name}.png`) });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  const live = page.getByRole("link", { name: /\/s\/spoke-and-chain(-\d+)?$/ });
  await expect(live).toBeVisible();
  const siteUrl = (await live.getAttribute("href"))!;

  const visitor = await context.newPage();
  const refused: string[] = [];
  visitor.on("console", (message) => {
    if (/Content Security Policy|Refused to|Failed to load/i.test(message.text())) refused.push(message.text());
  });
  await visitor.goto(siteUrl);
  const logo = visitor.getByRole("img", { name: "Spoke & Chain" }).first();
  await expect(logo).toBeVisible();
  await expect(logo).toHaveClass("logo-image");
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // Its own shape (4:1), no taller than 48 px.
  const box = (await logo.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(48.5);
  expect(box.width / box.height).toBeCloseTo(4, 0);

  // PNG icons resized from the upload (no SVG icon), the favicon beside the site, the share card.
  await expect(visitor.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(0);
  const iconHref = await visitor.locator('link[rel="icon"][sizes="32x32"]').getAttribute("href");
  const icon = await visitor.request.get(iconHref!);
  expect(icon.headers()["content-type"]).toBe("image/png");
  const iconPng = await icon.body();
  expect([iconPng.readUInt32BE(16), iconPng.readUInt32BE(20)]).toEqual([32, 32]);
  const ico = await visitor.request.get(`${new URL(siteUrl, visitor.url()).pathname}/favicon.ico`);
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  const og = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  const card = await visitor.request.get(new URL(og!).pathname);
  expect(card.headers()["content-type"]).toBe("image/png");
  const cardPng = await card.body();
  expect([cardPng.readUInt32BE(16), cardPng.readUInt32BE(20)]).toEqual([1200, 630]);
  if (testInfo.project.name === "desktop") {
    const cardPage = await context.newPage();
    await cardPage.setViewportSize({ width: 1200, height: 630 });
    await cardPage.goto(new URL(og!).pathname);
    await cardPage.screenshot({ path: testInfo.outputPath("share-card-uploaded-logo.png") });
    await cardPage.close();
  }
  await visitor.screenshot({ path: testInfo.outputPath(`published-uploaded-logo-${testInfo.project.name}.png`) });
  expect(refused).toEqual([]);

  // The logo is protected while the site shows it.
  const mediaId = /\/media\/([0-9a-f]{24})\//.exec((await logo.getAttribute("src"))!)![1];
  const deletion = await page.request.delete(`/api/v1/media/${mediaId}`, { headers: { Origin: new URL(page.url()).origin } });
  expect(deletion.status()).toBe(409);
});

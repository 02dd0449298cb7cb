import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { newSiteInEditor, useOwnClientAddress } from "./helpers";
import { testPhoto } from "./test-photos";

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

async function openEditorForNewSite(page: Page) {
  await newSiteInEditor(page, { emailPrefix: "photos", business: "A family bakery with sourdough, pastries and weekend brunch" });
  await expect(page.getByRole("heading", { level: 1, name: "Rise & Crumb" })).toBeVisible({ timeout: 20_000 });
}

test("an owner puts their own photos on the site: picker, drag and drop, paste, alt text, publish", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  await openEditorForNewSite(page);
  // Pictures live in the editor's Design tab, beside the colours, fonts and logo.
  await page.getByRole("tab", { name: "Design" }).click();
  const pictures = page.getByTestId("site-pictures");
  await expect(pictures).toBeVisible();

  // The header picture, by the file picker; a file that is not a photo is refused with the formats that work.
  await pictures.getByRole("button", { name: "Change header picture" }).click();
  const dialog = page.getByRole("dialog", { name: "Header picture" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Upload photos").setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") });
  await expect(dialog.getByRole("alert")).toContainText("Upload a JPEG, PNG, WebP, AVIF or HEIC image");
  await expect(dialog.getByText("No photos yet.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`picker-${testInfo.project.name}.png`) });
  await dialog.getByLabel("Upload photos").setInputFiles({ name: "counter.jpg", mimeType: "image/jpeg", buffer: await testPhoto(1600, 1200, "#e0895a") });
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const hero = page.getByTestId("picture-slot").first();
  await expect(hero.getByRole("button", { name: "Change header picture" })).toHaveText("Change photo");
  await expect(hero.getByLabel("Description for people who cannot see it")).toHaveValue("Rise & Crumb, bakery in Porto, Portugal");
  await expect(hero.getByRole("button", { name: "Accept description" })).toBeVisible();
  const frame = page.frameLocator('iframe[data-testid="editor-canvas"]');
  await expect(frame.locator(".hero-media img")).toHaveAttribute("src", /^\/media\/[0-9a-f]{24}\/960\.webp$/, { timeout: 15_000 });

  // A second slot, by drag and drop.
  const second = page.getByTestId("picture-slot").nth(1);
  await second.getByRole("button", { name: /^Change / }).click();
  const secondDialog = page.getByRole("dialog");
  const dropped = (await testPhoto(1200, 900, "#7aa37a")).toString("base64");
  const dataTransfer = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], "garden.jpg", { type: "image/jpeg" }));
    return transfer;
  }, dropped);
  await secondDialog.getByTestId("photo-drop-zone").dispatchEvent("drop", { dataTransfer });
  await expect(secondDialog).toBeHidden({ timeout: 20_000 });
  await expect(second.getByRole("button", { name: "Accept description" })).toBeVisible();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  // Publishing asks for the descriptions nobody accepted yet.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "still have May's suggested descriptions" })).toBeVisible();
  await hero.getByLabel("Description for people who cannot see it").fill("Our counter with fresh sourdough in the morning");
  await second.getByRole("button", { name: "Accept description" }).click();
  // A third, pasted (a screenshot or a copied image arrives as a file on the clipboard).
  const third = page.getByTestId("picture-slot").nth(2);
  await third.getByRole("button", { name: /^Change / }).click();
  const thirdDialog = page.getByRole("dialog");
  await expect(thirdDialog.getByRole("list", { name: "Your photos" }).getByRole("listitem")).toHaveCount(2);
  const pasted = (await testPhoto(900, 900, "#c2a2d6")).toString("base64");
  await thirdDialog.evaluate((dialogElement, base64) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], "image.png", { type: "image/jpeg" }));
    dialogElement.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, pasted);
  await expect(thirdDialog).toBeHidden({ timeout: 20_000 });
  await expect(third.getByRole("button", { name: "Accept description" })).toBeVisible();
  await third.getByRole("button", { name: "Accept description" }).click();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect(frame.locator(".hero-media img")).toHaveAttribute("src", /^\/media\//, { timeout: 15_000 });
  await expect.poll(() => frame.locator(".hero-media img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`editor-${testInfo.project.name}.png`), fullPage: true });
  await page.getByRole("button", { name: "Publish" }).click();
  const live = page.getByRole("link", { name: /\/s\/rise-and-crumb(-\d+)?$/ });
  await expect(live).toBeVisible();

  // The visitor's page: the photo, responsive, from our origin, allowed by the CSP, decoded by the browser.
  const visitor = await context.newPage();
  const refused: string[] = [];
  visitor.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  const missing: string[] = [];
  visitor.on("response", (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith("/media/")) missing.push(response.url());
  });
  await visitor.goto((await live.getAttribute("href"))!);
  const photo = visitor.locator(".hero-media img");
  await expect(photo).toHaveAttribute("alt", "Our counter with fresh sourdough in the morning");
  await expect(photo).toHaveAttribute("srcset", /480w, .*720w, .*960w, .*1440w, .*1600w$/);
  await expect(photo).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const source = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  const served = await visitor.request.get(source);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");
  expect((await served.body()).includes("SecretCam")).toBe(false);
  await expect(visitor.locator("img[loading=lazy][srcset]")).not.toHaveCount(0);
  expect(refused).toEqual([]);
  expect(missing).toEqual([]);
  await visitor.screenshot({ path: testInfo.outputPath(`published-${testInfo.project.name}.png`), fullPage: false });
  await visitor.locator("#about, .s-about").first().scrollIntoViewIfNeeded();
  await expect.poll(() => visitor.locator(".about-media img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await visitor.screenshot({ path: testInfo.outputPath(`published-about-${testInfo.project.name}.png`), fullPage: false });
});

/** A 200-megapixel JPEG (16320 × 12240, a phone's 200 MP mode): warm background, one dark block off-centre. */
async function twoHundredMegapixels(): Promise<Buffer> {
  const mark = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#5b3a24" } }).png().toBuffer();
  return sharp({ create: { width: 16320, height: 12240, channels: 3, background: "#d9a066" } })
    .composite([{ input: mark, left: 6000, top: 4000 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

test("a 200-megapixel phone photo is scaled down in the browser and accepted; sent as it is, the server refuses it", async ({ page }) => {
  test.setTimeout(180_000);
  const huge = await twoHundredMegapixels();
  await openEditorForNewSite(page);
  // Sent as it is (not through the picker), the header's 200 megapixels are refused before anything decodes them.
  const direct = await page.request.post("/api/v1/media", { multipart: { file: { name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: huge } }, headers: { origin: new URL(page.url()).origin } });
  expect(direct.status()).toBe(413);
  expect((await direct.json()).error.message).toContain("more than 50 megapixels");

  await page.getByRole("tab", { name: "Design" }).click();
  const pictures = page.getByTestId("site-pictures");
  await pictures.getByRole("button", { name: "Change header picture" }).click();
  const dialog = page.getByRole("dialog", { name: "Header picture" });
  const sent: number[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/media") sent.push(request.postDataBuffer()?.length ?? 0);
  });
  await dialog.getByLabel("Upload photos").setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: huge });
  await expect(dialog).toBeHidden({ timeout: 90_000 });
  const hero = page.getByTestId("picture-slot").first();
  await expect(hero.getByRole("button", { name: "Change header picture" })).toHaveText("Change photo");
  // What reached the library is the photo at 4000 px on its long side, the same shape.
  const library = await page.request.get("/api/v1/media");
  const [photo] = (await library.json()).data as { width: number; height: number; contentType: string }[];
  expect(photo).toMatchObject({ width: 4000, height: 3000, contentType: "image/jpeg" });
  expect(sent).toHaveLength(1);
  expect(sent[0]).toBeLessThan(15 * 1024 * 1024);
});

test("three photos uploaded at once all show in the picker's grid, also when the library answers after them", async ({ page }) => {
  test.setTimeout(120_000);
  await openEditorForNewSite(page);
  await page.getByRole("tab", { name: "Design" }).click();
  // The library's list answers late (a slow connection): it was read before the uploads and arrives after the first
  // of them is stored. The photos uploaded meanwhile must not be wiped by that older answer.
  const firstStored = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/v1/media", { timeout: 60_000 });
  await page.route("**/api/v1/media", async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const answer = await route.fetch();
    await firstStored;
    await route.fulfill({ response: answer });
  });
  const listed = page.waitForResponse((response) => response.request().method() === "GET" && new URL(response.url()).pathname === "/api/v1/media", { timeout: 60_000 });
  await page.getByTestId("site-pictures").getByRole("button", { name: "Change header picture" }).click();
  const dialog = page.getByRole("dialog", { name: "Header picture" });
  await expect(dialog).toBeVisible();
  const files = await Promise.all(["#e0895a", "#7aa37a", "#6f8fc2"].map(async (hue, index) => ({ name: `photo-${index + 1}.jpg`, mimeType: "image/jpeg", buffer: await testPhoto(1200, 900, hue) })));
  await dialog.getByLabel("Upload photos").setInputFiles(files);
  await listed;
  await expect(dialog.getByRole("list", { name: "Uploads" }).getByText("Uploaded", { exact: true })).toHaveCount(3, { timeout: 30_000 });
  const grid = dialog.getByRole("list", { name: "Your photos" });
  await expect(grid.getByRole("listitem")).toHaveCount(3);
  await expect(grid.locator("img")).toHaveCount(3);
  await expect(dialog.getByText("No photos yet.")).toHaveCount(0);
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await page.unroute("**/api/v1/media");

  // Closed and opened again, the library still holds the three, and the finished uploads' rows are gone.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId("site-pictures").getByRole("button", { name: "Change header picture" }).click();
  await expect(grid.getByRole("listitem")).toHaveCount(3);
  await expect(grid.locator("img")).toHaveCount(3);
  await expect(dialog.getByText("No photos yet.")).toHaveCount(0);
  await expect(dialog.getByRole("list", { name: "Uploads" })).toHaveCount(0);
});

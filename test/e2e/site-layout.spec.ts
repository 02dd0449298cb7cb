import { expect, test } from "@playwright/test";
import { LANGUAGES, SAMPLES, layoutProblems, loadRenderer, sampleUrl, serveSamples } from "../../scripts/site-sheet.mjs";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";
import { publishedSite } from "./site-setup";

// docs/decisions/0890-a-designed-look-without-photos.md: every template whole at every width. The sample sites are
// rendered in-process (scripts/site-sheet.mjs, the contact sheet's samples); the desktop project looks at 1280 px,
// the phone project at 390 px. The published site's 404 is the built Worker's.

// Vite's module runner loads the renderer once per worker, before the first page asks for it.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await loadRenderer();
});

for (const template of Object.keys(SAMPLES)) {
  test(`${template}: no word broken mid-word, no header link cut off, in Latin, Japanese and Arabic, with and without photos`, async ({ page }) => {
    test.setTimeout(120_000);
    await serveSamples(page.context());
    const found: string[] = [];
    for (const language of LANGUAGES) {
      for (const photos of [false, true]) {
        await page.goto(sampleUrl(template, language, photos));
        await page.evaluate(() => document.fonts.ready);
        found.push(...(await page.evaluate(layoutProblems)).map((problem) => `${language}${photos ? " with photos" : ""}: ${problem}`));
      }
    }
    expect(found).toEqual([]);
  });
}

test("on phones the header's links fold under a Menu button, every one of them on the screen when it opens", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the menu folds on phones only");
  test.setTimeout(120_000);
  await serveSamples(page.context());
  for (const template of Object.keys(SAMPLES)) {
    await page.goto(sampleUrl(template, "pt", true));
    const nav = page.getByRole("navigation", { name: "Principal" });
    const links = nav.getByRole("link");
    await expect(links.first()).toBeHidden();
    await nav.getByText("Menu", { exact: true }).click();
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index++) await expect(links.nth(index)).toBeInViewport({ ratio: 1 });
    await expect(links.filter({ hasText: "Contacto" })).toBeVisible();
    // The call button shares the brand's row: it sits no lower than the brand's bottom edge (warm-editorial put it on its own line).
    const brand = await page.locator(".site-header .brand").boundingBox();
    const call = await page.locator(".site-header .call").boundingBox();
    expect(call!.y, template).toBeLessThan(brand!.y + brand!.height);
  }
});

test("the contact form's button is in the site's fonts, which cover its script (no Arial, no empty boxes for 送信する)", async ({ page }) => {
  test.setTimeout(120_000);
  await serveSamples(page.context());
  for (const template of Object.keys(SAMPLES)) {
    for (const language of ["pt", "ja"]) {
      await page.goto(sampleUrl(template, language, false));
      await page.evaluate(() => document.fonts.ready);
      const fonts = await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>(".form button[type=submit]")!;
        const text = button.closest(".form")!.querySelector<HTMLElement>("label")!;
        return { button: getComputedStyle(button).fontFamily, label: getComputedStyle(text).fontFamily, covered: document.fonts.check(`16px ${getComputedStyle(button).fontFamily}`, button.textContent ?? "") };
      });
      expect(fonts.button, `${template} ${language}`).toBe(fonts.label);
      if (language === "ja") expect(fonts.button).toContain("Noto Sans JP");
      expect(fonts.covered).toBe(true);
    }
  }
});

test("English inside Arabic keeps its punctuation: each English run is isolated", async ({ page }) => {
  await serveSamples(page.context());
  await page.goto(sampleUrl("warm-editorial", "ar", false));
  const runs = await page.locator("main bdi").allTextContents();
  expect(runs).toContain("Sourdough (Levain, 24h)");
  expect(runs).toContain("WhatsApp: Hello, world!");
});

test.describe("a published site", () => {
  test.beforeEach(async ({ context }) => {
    await useOwnClientAddress(context);
  });

  test("answers a missing page with a 404 in its own look and language", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one run is enough");
    test.setTimeout(90_000);
    await signUpAndConfirm(page, uniqueEmail("missing-page"));
    const site = await publishedSite(page, "Crumb Corner");
    const response = await page.goto(`/s/${site.slug}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.locator("header.site-header")).toContainText("Crumb Corner");
    await expect(page.getByText("This site is not published")).toHaveCount(0);
    // The way back is the site's home page (its public address, built from APP_URL).
    await expect(page.getByRole("link", { name: "Back to the site" })).toHaveAttribute("href", new RegExp(`/s/${site.slug}/?$`));
  });
});

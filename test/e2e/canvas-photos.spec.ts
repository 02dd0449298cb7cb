import { expect, test } from "@playwright/test";
import { newSiteInEditor, useOwnClientAddress } from "./helpers";
import { testPhoto } from "./test-photos";

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

// docs/decisions/0892-no-illustration-keys-and-the-canvas-shows-the-pages-photos.md and 0891-library-words-in-the-sites-language.md
test("a gallery photo fills the canvas's hero as on the page, and an added section starts in the site's language", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the canvas's own Phone width gives the 390 px view");
  test.setTimeout(180_000);
  await newSiteInEditor(page, { emailPrefix: "canvas-photos", business: "A family bakery with sourdough, pastries and weekend brunch" });
  await expect(page.getByRole("heading", { level: 1, name: "Rise & Crumb" })).toBeVisible({ timeout: 20_000 });
  const frame = page.frameLocator('iframe[data-testid="editor-canvas"]');
  // A new site has no picture: the hero is type-led.
  await expect(frame.locator(".s-hero")).toHaveClass(/type-led/);

  // The owner puts a photo in the gallery only.
  await page.getByRole("tab", { name: "Design" }).click();
  const pictures = page.getByTestId("site-pictures");
  await pictures.getByRole("button", { name: "Change gallery picture 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Gallery picture 1" });
  await dialog.getByLabel("Upload photos").setInputFiles({ name: "loaves.jpg", mimeType: "image/jpeg", buffer: await testPhoto(1600, 1200, "#e0895a") });
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  // The canvas's hero shows it, as the published page will.
  await expect(frame.locator(".s-hero")).toHaveClass(/has-media/, { timeout: 15_000 });
  await expect(frame.locator(".s-hero .hero-media img")).toHaveAttribute("src", /^\/media\/[0-9a-f]{24}\/\d+\.webp$/);
  await expect(frame.locator(".s-gallery img")).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath("canvas-hero-photo.png") });

  // The site in Portuguese, then Arabic: a section added from the library starts in that language.
  for (const { language, heading, button } of [
    { language: "pt", heading: "A nossa equipa", button: "Fale connosco" },
    { language: "ar", heading: "تعرّفوا على فريقنا", button: "تواصلوا معنا" },
  ]) {
    await page.getByRole("tab", { name: "Details" }).click();
    await page.getByLabel("Site language").selectOption(language);
    await expect(frame.locator("html")).toHaveAttribute("lang", new RegExp(`^${language}`));
    for (const type of ["Team", "Call to action"]) {
      await frame.locator(".ed-add button").click();
      const library = page.getByRole("dialog", { name: "Add a section" });
      await library.getByRole("button", { name: new RegExp(`^${type}`) }).click();
      await expect(library).toBeHidden();
    }
    await expect(frame.locator(".s-team h2").last()).toHaveText(heading);
    await expect(frame.locator(".s-cta a").last()).toContainText(button);
    // The added sections only: the text May wrote before stays in the language it was written in until rewritten.
    await expect(frame.locator(".s-team").last()).not.toContainText("Meet the team");
    await expect(frame.locator(".s-cta").last()).not.toContainText("Get in touch");
    const team = frame.locator(".s-team").last();
    for (const device of ["desktop", "phone"] as const) {
      await page.getByRole("button", { name: device === "desktop" ? "Desktop" : "Phone", exact: true }).click();
      await team.scrollIntoViewIfNeeded();
      await page.locator('iframe[data-testid="editor-canvas"]').screenshot({ path: testInfo.outputPath(`added-${language}-${device}.png`) });
    }
    await page.getByRole("button", { name: "Desktop", exact: true }).click();
  }
});

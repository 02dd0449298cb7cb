import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress, answer, skipUnderstood } from "./helpers";

// docs/decisions/0830-site-language-detected-and-stored.md: an owner who answers in Arabic gets a site in
// Arabic, right to left; the editor shows the language and changes it, and every language's page is
// looked at (screenshots in test-results/languages/) and checked with axe.

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Our self-hosted face for the page's script is loaded (not a system font: CI has none for Japanese), and its
 * files come as static assets with immutable caching (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md).
 */
async function expectScriptFontLoaded(page: Page, family: string) {
  const loaded = () =>
    page.evaluate(async (family) => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.family.replace(/"/g, "") === family && face.status === "loaded").length;
    }, family);
  await expect.poll(loaded, { timeout: 15_000 }).toBeGreaterThan(0);
  const files = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => /\/_fonts\/noto-sans-(jp|arabic)-[\d.]+\//.test(name)));
  expect(files.length).toBeGreaterThan(0);
  const response = await page.request.get(files[0]!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("font/woff2");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["access-control-allow-origin"]).toBe("*");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toBe("default-src 'none'");
}

/** Each language's page: its lang and dir, one of the template's words in it. */
const PAGES = [
  { language: "en", option: "English", dir: "ltr", word: "Send message" },
  { language: "es", option: "Español (Spanish)", dir: "ltr", word: "Enviar mensaje" },
  { language: "fr", option: "Français (French)", dir: "ltr", word: "Envoyer le message" },
  { language: "de", option: "Deutsch (German)", dir: "ltr", word: "Nachricht senden" },
  { language: "pt", option: "Português (Portuguese)", dir: "ltr", word: "Enviar mensagem" },
  { language: "it", option: "Italiano (Italian)", dir: "ltr", word: "Invia messaggio" },
  { language: "ja", option: "日本語 (Japanese)", dir: "ltr", word: "送信する" },
] as const;

test("an owner who answers in Arabic gets a right-to-left site in Arabic, and can move it to any language", async ({ page, context }, testInfo) => {
  test.setTimeout(240_000);
  const shot = (name: string) => `test-results/languages/${name}-${testInfo.project.name}.png`;
  await signUpAndConfirm(page, uniqueEmail("lang"));
  await answer(page, "What do you want to build?", "مخبز صغير في عمّان يقدم خبز العجين المخمر والمعجنات الطازجة كل صباح");
  await answer(page, "Do you want specific a location?", "عمّان");
  await answer(page, "What's your project name?", "Golden Crumb");
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: "Apply Classic Professional" }).click();
  await skipUnderstood(page);
  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  const card = panel.getByTestId("facts-card");
  await card.getByLabel("Phone").fill("+962 6 555 0123");
  await card.getByRole("button", { name: "Weekdays 9–5" }).click();
  await card.getByRole("button", { name: "Save details" }).click();
  await expect(panel.getByText("Your details are on your site.")).toBeVisible();
  await panel.getByRole("button", { name: "Publish" }).click();
  const live = panel.getByRole("link", { name: /\/s\/golden-crumb/ });
  await expect(live).toBeVisible();
  const address = (await live.getAttribute("href"))!;

  // The published page: Arabic, right to left, the Latin name and the phone number kept readable.
  const visitor = await context.newPage();
  await visitor.goto(address);
  await expect(visitor.locator("html")).toHaveAttribute("lang", /^ar(-[A-Z]{2})?$/);
  await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
  // On a phone the links fold under the menu button: present in Arabic either way.
  await expect(visitor.getByRole("navigation", { name: "الرئيسية" }).getByRole("link", { name: "تواصل معنا", includeHidden: true }).first()).toBeAttached();
  await expect(visitor.getByRole("heading", { name: "ساعات العمل" })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "أرسل الرسالة" })).toBeVisible();
  // Right to left: the brand sits on the right of the header.
  const brand = await visitor.locator(".site-header .brand").boundingBox();
  expect(brand!.x + brand!.width).toBeGreaterThan((visitor.viewportSize()!.width * 2) / 3);
  await expectScriptFontLoaded(visitor, "Noto Sans Arabic");
  await visitor.screenshot({ path: shot("ar-site"), fullPage: true });
  await expectNoAxeViolations(visitor);

  // The thank-you page speaks Arabic too; a refused message keeps the form in Arabic.
  await visitor.getByLabel("اسمك").fill("Ana");
  await visitor.getByLabel("البريد الإلكتروني").fill("ana@example.com");
  await visitor.getByLabel("الرسالة").fill("هل لديكم خبز الجاودار يوم الأحد؟");
  await visitor.getByRole("button", { name: "أرسل الرسالة" }).click();
  await expect(visitor.getByRole("heading", { name: "تم إرسال الرسالة" })).toBeVisible();
  await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
  await visitor.screenshot({ path: shot("ar-thanks") });
  await expectNoAxeViolations(visitor);

  // The editor shows the language it found.
  await panel.getByRole("link", { name: "Preview" }).click();
  // The language picker is in the editor's Details tab.
  await page.getByRole("tab", { name: "Details" }).click();
  const picker = page.getByLabel("Site language");
  await expect(picker).toHaveValue("ar", { timeout: 30_000 });
  await expect(page.getByTestId("copy-stays")).toHaveCount(0);
  await page.screenshot({ path: shot("ar-editor") });

  // Every other language: chosen in the editor, saved, republished, looked at, checked.
  for (const { language, option, dir, word } of PAGES) {
    await picker.selectOption({ label: option });
    // Until it is saved, the picker says the text already written stays in the language it was written in.
    await expect(page.getByTestId("copy-stays")).toContainText("stays in");
    if (language === "ja") {
      // The canvas of a Japanese draft loads our Japanese faces, and declares no other script's.
      const canvas = (await page.locator('iframe[data-testid="editor-canvas"]').elementHandle())!;
      const frame = (await canvas.contentFrame())!;
      const families = () => frame.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/"/g, ""));
      });
      await expect.poll(families, { timeout: 15_000 }).toContain("Noto Sans JP");
      expect(await frame.evaluate(() => [...document.fonts].some((face) => face.family.includes("Noto Sans Arabic")))).toBe(false);
    }
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("All changes saved")).toBeVisible();
    await expect(page.getByTestId("copy-stays")).toHaveCount(0);
    await page.getByRole("button", { name: "Republish" }).click();
    await expect(page.getByTestId("unpublished-changes")).toHaveCount(0);
    // A fresh address each time: the published page may be cached for a minute (Cache-Control: max-age=60).
    await visitor.goto(`${address}?language=${language}`);
    await expect(visitor.locator("html")).toHaveAttribute("lang", new RegExp(`^${language}(-[A-Z]{2})?$`));
    await expect(visitor.locator("html")).toHaveAttribute("dir", dir);
    await expect(visitor.getByRole("button", { name: word })).toBeVisible();
    if (language === "ja") await expectScriptFontLoaded(visitor, "Noto Sans JP");
    // Other languages' pages declare no script faces at all; the pair's Latin faces are static assets too.
    else {
      expect(await visitor.evaluate(() => [...document.fonts].filter((face) => /Noto Sans (JP|Arabic)/.test(face.family)).length)).toBe(0);
      const preload = (await visitor.locator('link[rel="preload"][as="font"]').getAttribute("href"))!;
      const latin = await visitor.request.get(preload);
      expect(latin.headers()["content-type"]).toBe("font/woff2");
      expect(latin.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    await visitor.screenshot({ path: shot(`${language}-site`), fullPage: language === "ja" });
    await expectNoAxeViolations(visitor);
  }
});

test("the language picker refuses nothing it offers, and a site saved in a language keeps it after a reload", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page, uniqueEmail("lang2"));
  await answer(page, "What do you want to build?", "Una panadería de barrio en Sevilla con pan de masa madre");
  await answer(page, "Do you want specific a location?", "Sevilla");
  await answer(page, "What's your project name?", "Miga Dorada");
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: "Apply Minimal Studio" }).click();
  await skipUnderstood(page);
  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  await panel.getByTestId("facts-card").getByRole("button", { name: "Skip for now" }).click();
  await panel.getByRole("link", { name: "Preview" }).click();
  await page.getByRole("tab", { name: "Details" }).click();
  const picker = page.getByLabel("Site language");
  await expect(picker).toHaveValue("es", { timeout: 30_000 });
  // The preview follows the choice before it is saved; Discard brings the saved language back.
  await picker.selectOption("de");
  await expect(page.frameLocator('iframe[data-testid="editor-canvas"]').locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(picker).toHaveValue("es");
  await picker.selectOption("it");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Details" }).click();
  await expect(page.getByLabel("Site language")).toHaveValue("it");
});

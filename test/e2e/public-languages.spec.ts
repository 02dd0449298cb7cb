import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";

// The public pages in the reader's language (docs/decisions/0900-may-speaks-the-owners-language.md): the cookie (or
// the browser's language) picks it, the footer's picker changes it with a plain form post (these pages ship no
// JavaScript), Arabic runs right to left, and Terms and Privacy stay English with a line saying so
// (docs/decisions/0901-the-language-label-is-the-picker.md). Screenshots land in test-results/public-languages/.

async function readIn(context: BrowserContext, language: string) {
  await context.addCookies([{ name: "may_lang", value: language, url: test.info().project.use.baseURL ?? "http://localhost:4173" }]);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Nothing wider than the window: a long word in another language pushes no part of the page sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("the landing page in Portuguese: its language, headline, Sign up and waitlist, with no axe violations", async ({ page, context }, testInfo) => {
  await readIn(context, "pt");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1, name: "Junte-se a nós na May" })).toBeVisible();
  const header = page.getByRole("navigation", { name: "Principal" });
  await expect(header.getByRole("link", { name: "Registar-se" })).toHaveAttribute("href", "/signup");
  await expect(header.getByRole("link", { name: "Iniciar sessão" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: /Entrar na lista de espera/ })).toHaveCount(3);
  const footer = page.locator("footer");
  await expect(footer.getByText("© 2023 May. Todos os direitos reservados.")).toBeVisible();
  await expect(footer.getByLabel("Idioma")).toHaveValue("pt");
  // No English left on the page: the words that were English before are Portuguese.
  await expect(page.locator("body")).not.toContainText(/Join Waitlist|Frequently asked|Log in|Sign up|All rights reserved/);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `test-results/public-languages/landing-pt-${testInfo.project.name}.png`, fullPage: true });
  await expectNoAxeViolations(page);
});

test("the landing page in Arabic runs right to left, with no axe violations", async ({ page, context }, testInfo) => {
  await readIn(context, "ar");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "انضم إلينا في May" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "الرئيسية" }).getByRole("link", { name: "إنشاء حساب" })).toHaveAttribute("href", "/signup");
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `test-results/public-languages/landing-ar-${testInfo.project.name}.png` });
  await page.screenshot({ path: `test-results/public-languages/landing-ar-full-${testInfo.project.name}.png`, fullPage: true });
  await expectNoAxeViolations(page);
});

test("the browser's language is read when no choice was made", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Ein besserer Arbeitsablauf" })).toBeVisible();
  await expect(page).toHaveTitle("Über uns · May");
  await context.close();
});

test("choosing a language in the footer switches the page without JavaScript and keeps the choice", async ({ page, context }) => {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The marketing pages ship no scripts: the Change button posts the form.
  expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
  const footer = page.locator("footer");
  await footer.getByLabel("Language").selectOption("pt");
  await footer.getByRole("button", { name: "Change" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 1, name: "Uma forma melhor de trabalhar" })).toBeVisible();
  const cookie = (await context.cookies()).find((each) => each.name === "may_lang");
  expect(cookie?.value).toBe("pt");
  // The choice follows the visitor to the next page.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Junte-se a nós na May" })).toBeVisible();
  // And back to English from the same picker.
  await page.locator("footer").getByLabel("Idioma").selectOption("en");
  await page.locator("footer").getByRole("button", { name: "Alterar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Join us at May" })).toBeVisible();
});

test("Terms stay English with a line in the reader's language saying so; English readers see no such line", async ({ page, context }) => {
  await readIn(context, "fr");
  await page.goto("/terms");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByTestId("legal-english-governs")).toHaveText("Ce document n’est publié qu’en anglais. C’est le texte anglais qui fait foi.");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  await expect(page.locator("article")).toHaveAttribute("lang", "en");
  await readIn(context, "en");
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByTestId("legal-english-governs")).toHaveCount(0);
});

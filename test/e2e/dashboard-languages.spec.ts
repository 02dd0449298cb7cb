import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";
import { publishedSite } from "./site-setup";

// docs/decisions/0900-may-speaks-the-owners-language.md: the dashboard, the signed-in frame and the bell speak the
// reader's language; the account menu's picker keeps the choice on the account, so it follows the owner to a new
// browser. Screenshots in test-results/ (pt and ar, each project's width).

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** No message key shows instead of words (a key whose namespace the page did not load shows as itself). */
async function expectNoKeys(page: Page) {
  for (const part of [page.locator("header"), page.locator("#content")]) await expect(part).not.toContainText(/\b(common|dashboard|panels)\.[a-z]+\.[a-zA-Z.]+/);
}

/** Picks a language in the account menu (the menu's button is named after the address in every language). */
async function pickLanguage(page: Page, email: string, language: string) {
  await page.getByRole("button", { name: email }).click();
  await page.locator('header select[name="language"]').selectOption(language);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

test("the dashboard in Portuguese and Arabic, the picker's choice kept on the account", async ({ page, browser, baseURL }, info) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("dash-lang");
  await signUpAndConfirm(page, email);
  await publishedSite(page, "Padaria Lua");
  await page.goto("/u/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();

  await pickLanguage(page, email, "pt");
  await expect(page).toHaveURL(/\/u\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Projetos" })).toBeVisible();
  await expect(page.getByTestId("project-count")).toHaveText("1 site");
  const card = page.getByTestId("project-card").filter({ hasText: "Padaria Lua" });
  await expect(card.getByTestId("project-status")).toHaveText("Publicado");
  await expect(card.getByText("Padaria", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Eliminar" })).toBeVisible();
  await expect(card.getByTestId("visitors-summary")).toHaveAttribute("aria-label", "Visitantes dos últimos 30 dias");
  await expect(card.getByTestId("visitors-summary")).toContainText("últimos 30 dias");
  await expect(card).toContainText(/Atualizado a \d+/);
  await expect(page.getByRole("link", { name: "Painel" })).toBeVisible();
  const bell = page.getByRole("button", { name: /^Notificações, 3 por ler$/ });
  await bell.click();
  const notifications = page.getByRole("list", { name: "Notificações" });
  await expect(notifications.getByText("Padaria Lua está online")).toBeVisible();
  await expect(notifications.getByText("Padaria Lua está pronto")).toBeVisible();
  await expect(notifications.getByText("Email confirmado")).toBeVisible();
  await page.keyboard.press("Escape");
  await expectNoKeys(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath(`dashboard-pt-${info.project.name}.png`), fullPage: true });

  // A fresh browser (no cookie, English Accept-Language) signing in gets the account's Portuguese.
  const other = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
  await useOwnClientAddress(other);
  const second = await other.newPage();
  await second.goto("/login");
  await second.getByLabel("Email").fill(email);
  await second.getByLabel("Password").fill("correct horse battery");
  await second.getByRole("button", { name: "Continue" }).click();
  await expect(second).toHaveURL(/\/u\/chat$/);
  await second.goto("/u/dashboard");
  await expect(second.locator("html")).toHaveAttribute("lang", "pt");
  await expect(second.getByRole("heading", { level: 1, name: "Projetos" })).toBeVisible();
  await other.close();

  await pickLanguage(page, email, "ar");
  // The menu stays open on the new language's page, the choice shown; closed for the page's picture.
  await expect(page.locator('header select[name="language"]')).toHaveValue("ar");
  await page.screenshot({ path: info.outputPath(`dashboard-ar-menu-${info.project.name}.png`) });
  await page.keyboard.press("Escape");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "المشاريع" })).toBeVisible();
  await expect(card.getByTestId("project-status")).toHaveText("منشور");
  await expect(card.getByText("مخبز", { exact: true })).toBeVisible();
  await expect(page.getByTestId("project-count")).toHaveText("موقع واحد");
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await expect(card.getByTestId("visitors-summary")).toContainText("العرض في جدول");
  await expectNoKeys(page);
  await page.screenshot({ path: info.outputPath(`dashboard-ar-${info.project.name}.png`), fullPage: true });

  await pickLanguage(page, email, "de");
  await expect(page.getByRole("heading", { level: 1, name: "Projekte" })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1, name: "Projekte" })).toBeVisible();
  await expect(page.getByTestId("project-count")).toHaveText("1 Website");
});

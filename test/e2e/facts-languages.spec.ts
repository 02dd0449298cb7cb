import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { answer, signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";

// docs/decisions/0900-may-speaks-the-owners-language.md: "Here's what I understood" in the reader's language: its
// labels from the facts namespace, the kinds of business named and searched in that language, Arabic right to left.

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

async function expectNoAxeViolations(page: Page) {
  // The card's own checks: the signed-in chrome around it is another screen's (its own spec checks it).
  const results = await new AxeBuilder({ page }).include('[data-testid="understood-card"]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The account's language chosen as the picker does (a signed-in owner's choice is kept on the account), then the page again. */
async function readIn(page: Page, language: string) {
  const origin = new URL(page.url()).origin;
  const chosen = await page.request.post("/language", { form: { language, redirectTo: "/chat" }, headers: { origin }, maxRedirects: 0 });
  expect(chosen.status()).toBe(303);
  await page.reload();
}

test("the understood card in Portuguese and in Arabic: translated labels, kinds named and found in the reader's language, right to left", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page, uniqueEmail("facts-languages"));
  await answer(page, "What do you want to build?", "A bakery with sourdough bread and pastries");
  await answer(page, "Do you want specific a location?", "Porto, Portugal");
  await answer(page, "What's your project name?", "Pão Quente");
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: /^Apply / }).first().click();
  await expect(page.getByTestId("understood-card").getByRole("heading", { name: "Here’s what I understood" })).toBeVisible({ timeout: 15_000 });

  // Portuguese: every label read in Portuguese, the kind named "Padaria", found by its Portuguese name or its English one.
  await readIn(page, "pt");
  const card = page.getByTestId("understood-card");
  await expect(card.getByRole("heading", { name: "Isto é o que percebi" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  const trade = card.getByRole("combobox", { name: "Tipo de negócio" });
  await expect(trade).toHaveValue("Padaria");
  await expect(card.getByLabel("Idioma do seu site")).toBeVisible();
  await expect(card.getByRole("radiogroup", { name: "Como os clientes chegam até si" })).toBeVisible();
  await expect(card.getByLabel("Telefone")).toBeVisible();
  await expect(card.getByRole("button", { name: "Confirmar e escrever o meu site" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Dias úteis, 9h–17h" })).toBeVisible();
  await expect(card).not.toContainText("Here’s what I understood");
  await trade.click();
  await trade.fill("canaliz");
  await expect(card.getByRole("option").first()).toHaveText("Canalizador");
  await trade.fill("plumb");
  await expect(card.getByRole("option").first()).toHaveText("Canalizador");
  await trade.press("Enter");
  await expect(trade).toHaveValue("Canalizador");
  // A preset's label is the reader's; the hours it fills keep their stored form, which the site writes in its language.
  await card.getByRole("button", { name: "Dias úteis, 9h–17h" }).click();
  await expect(card.getByTestId("hours-row").first().getByLabel("Dias")).toHaveValue("Monday – Friday");
  await expectNoAxeViolations(page);
  await card.screenshot({ path: testInfo.outputPath("understood-pt.png") });

  // Arabic on a phone: right to left, the labels in Arabic, the kind named in Arabic, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await readIn(page, "ar");
  await expect(card.getByRole("heading", { name: "هذا ما فهمته" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(card.getByRole("combobox", { name: "نوع النشاط التجاري" })).toHaveValue("مخبز");
  await expect(card.getByLabel("الهاتف")).toBeVisible();
  await expect(card.getByRole("button", { name: "تأكيد وكتابة موقعي" })).toBeVisible();
  const overflow = await card.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const arTrade = card.getByRole("combobox", { name: "نوع النشاط التجاري" });
  await arTrade.click();
  await arTrade.fill("سبا");
  await expect(card.getByRole("option").first()).toHaveText("سبّاك");
  await arTrade.press("Escape");
  await expectNoAxeViolations(page);
  await card.screenshot({ path: testInfo.outputPath("understood-ar-390.png") });
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import portugueseIdeas from "../../content/chat-ideas/pt.json" with { type: "json" };
import arabicIdeas from "../../content/chat-ideas/ar.json" with { type: "json" };
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";

// docs/decisions/0900-may-speaks-the-owners-language.md: the chat asks in the reader's language and offers that
// language's ideas; Arabic reads right to left. Screenshots in test-results/ (pt and ar, each project's width).

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** Picks a language in the account menu (its button is named after the address in every language), then opens the chat. */
async function readIn(page: Page, email: string, language: string) {
  await page.getByRole("button", { name: email }).click();
  await page.locator('header select[name="language"]').selectOption(language);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await page.goto("/u/chat");
}

async function expectNoAxeViolations(page: Page) {
  // The chat's own page; the signed-in frame's header is checked by its own languages spec.
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** No message key shows instead of words. */
async function expectNoKeys(page: Page) {
  await expect(page.locator("main")).not.toContainText(/\b(common|chat|facts)\.[a-z]+\.?[a-zA-Z.]*/);
  await expect(page.getByLabel(/^chat\./)).toHaveCount(0);
}

/** The assistant bubble asking `question`, once its typing has finished. */
async function waitForQuestion(page: Page, question: string) {
  const bubble = page.getByTestId("assistant-bubble").filter({ hasText: question }).last();
  await expect(bubble.locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true", { timeout: 10_000 });
  return bubble;
}

test("the chat in Portuguese asks in Portuguese and offers Portuguese ideas", async ({ page }, info) => {
  const email = uniqueEmail("chat-pt");
  await signUpAndConfirm(page, email);
  await readIn(page, email, "pt");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page).toHaveTitle("Chat · May");
  await waitForQuestion(page, "O que pretende criar?");
  const ideas = page.getByRole("list", { name: "Precisa de uma ideia?" }).getByRole("button");
  await expect(ideas).toHaveCount(5);
  const texts = portugueseIdeas.map((idea) => idea.text);
  for (const idea of await ideas.allTextContents()) expect(texts).toContain(idea);
  const input = page.getByLabel("A sua resposta");
  await expect(input).toHaveAttribute("placeholder", "Descreva o seu negócio ou a sua ideia");
  // An empty answer is refused in Portuguese.
  await input.press("Enter");
  await expect(page.locator("#chat-hint")).toHaveText("Escreva primeiro uma resposta ou escolha uma das ideias.");
  const picked = (await ideas.first().textContent()) ?? "";
  await ideas.first().click();
  await expect(input).toHaveValue(picked);
  await expectNoKeys(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath(`chat-pt-${info.project.name}.png`), fullPage: true });

  await input.press("Enter");
  await waitForQuestion(page, "Pretende indicar uma localização específica?");
  await expect(page.getByTestId("user-bubble").filter({ hasText: picked })).toBeVisible();
  await expect(page.getByTestId("question-announcer")).toHaveText("Pretende indicar uma localização específica?");

  // The reset dialog speaks Portuguese too.
  await page.getByRole("button", { name: "Começar de novo" }).click();
  const dialog = page.getByRole("dialog", { name: "Começar de novo?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Manter as minhas respostas" }).click();
});

test("the chat in Arabic reads right to left, with Arabic ideas", async ({ page }, info) => {
  const email = uniqueEmail("chat-ar");
  await signUpAndConfirm(page, email);
  await readIn(page, email, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await waitForQuestion(page, "ماذا تريد أن تنشئ؟");
  const ideas = page.getByRole("list", { name: "هل تحتاج إلى فكرة؟" }).getByRole("button");
  await expect(ideas).toHaveCount(5);
  const texts = arabicIdeas.map((idea) => idea.text);
  for (const idea of await ideas.allTextContents()) expect(texts).toContain(idea);
  await ideas.nth(1).click();
  await page.getByLabel("إجابتك").press("Enter");
  await waitForQuestion(page, "هل تريد تحديد موقع معيّن؟");
  await expect(page.getByLabel("إجابتك")).toHaveAttribute("placeholder", "مدينة أو منطقة، أو «في أي مكان»");
  // The answer sits at the start side's opposite: on the left in a right-to-left page.
  const answer = await page.getByTestId("user-bubble").first().boundingBox();
  const question = await page.getByTestId("assistant-bubble").first().boundingBox();
  expect(answer && question && answer.x < question.x + question.width / 2).toBe(true);
  await expectNoKeys(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath(`chat-ar-${info.project.name}.png`), fullPage: true });
});

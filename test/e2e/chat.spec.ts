import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";

const QUESTIONS = {
  business: "What do you want to build?",
  location: "Do you want specific a location?",
  appName: "What's your project name?",
  template: "Please choose a template to continue...",
  final: "We're preparing your content.",
};

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** The assistant bubble asking `question`, once its typing has finished. */
async function waitForQuestion(page: Page, question: string) {
  const bubble = page.getByTestId("assistant-bubble").filter({ hasText: question }).last();
  await expect(bubble.locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true", { timeout: 10_000 });
  return bubble;
}

async function answerByKeyboard(page: Page, text: string) {
  const input = page.getByLabel("Your answer");
  await input.fill(text);
  await input.press("Enter");
}

test("the whole conversation by keyboard, restored after a reload and on another device", async ({ page, browser }) => {
  const email = uniqueEmail("chat");
  await signUpAndConfirm(page, email, "chat password");

  await waitForQuestion(page, QUESTIONS.business);
  await page.getByLabel("Your answer").focus();
  await answerByKeyboard(page, "A neighbourhood bakery with sourdough and weekend brunch");
  await expect(page.getByTestId("user-bubble").filter({ hasText: "sourdough" })).toContainText("Category: Bakery");

  await waitForQuestion(page, QUESTIONS.location);
  await answerByKeyboard(page, "Portland, Oregon");
  await waitForQuestion(page, QUESTIONS.appName);
  await answerByKeyboard(page, "Rise & Crumb");

  await waitForQuestion(page, QUESTIONS.template);
  const templates = page.getByRole("list", { name: "Templates" }).getByRole("listitem");
  expect(await templates.count()).toBeGreaterThanOrEqual(6);
  const firstApply = templates.first().getByRole("button", { name: /^Apply / });
  const templateName = (await firstApply.getAttribute("aria-label"))!.replace(/^Apply /, "");
  await firstApply.focus();
  await page.keyboard.press("Enter");

  await waitForQuestion(page, QUESTIONS.final);
  await expect(page.getByTestId("user-bubble").filter({ hasText: templateName })).toBeVisible();
  await answerByKeyboard(page, "Warm colours please");
  await expect(page.getByTestId("user-bubble").filter({ hasText: "Warm colours please" })).toBeVisible();

  // localStorage holds docs/product.md's shape.
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("chat-data"))) ?? "null");
  expect(stored.map((step: { type: string; isOk: boolean }) => [step.type, step.isOk])).toEqual([
    ["business", true],
    ["location", true],
    ["appName", true],
    ["template", true],
    ["final", false],
  ]);
  expect(stored[4].content).toBe("Warm colours please");

  await page.reload();
  await waitForQuestion(page, QUESTIONS.final);
  await expect(page.getByTestId("user-bubble").filter({ hasText: "Rise & Crumb" })).toBeVisible();

  // Another device: a fresh browser context, same account.
  const other = await browser.newContext();
  await other.setExtraHTTPHeaders({ "cf-connecting-ip": "10.200.0.1" });
  const phone = await other.newPage();
  await phone.goto("/login");
  await phone.getByLabel("Email").fill(email);
  await phone.getByLabel("Password").fill("chat password");
  await phone.getByRole("button", { name: "Continue" }).click();
  await expect(phone).toHaveURL(/\/u\/chat$/);
  await waitForQuestion(phone, QUESTIONS.final);
  for (const answer of ["sourdough", "Portland, Oregon", "Rise & Crumb", templateName, "Warm colours please"]) {
    await expect(phone.getByTestId("user-bubble").filter({ hasText: answer })).toBeVisible();
  }
  await other.close();
});

test("an idea fills the input, an empty answer is refused with a hint, and reset asks first", async ({ page }) => {
  await signUpAndConfirm(page, uniqueEmail("ideas"));
  await waitForQuestion(page, QUESTIONS.business);

  await page.getByLabel("Your answer").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Type an answer first" })).toBeVisible();

  const ideas = page.getByRole("list", { name: "Need an idea?" }).getByRole("button");
  await expect(ideas).toHaveCount(5);
  const ideaText = (await ideas.nth(2).textContent())!;
  await ideas.nth(2).click();
  await expect(page.getByLabel("Your answer")).toHaveValue(ideaText);
  await page.getByRole("button", { name: "Send" }).click();
  await waitForQuestion(page, QUESTIONS.location);

  await page.getByRole("button", { name: "Start over" }).click();
  const dialog = page.getByRole("dialog", { name: "Start over?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep my answers" }).click();
  await expect(page.getByTestId("user-bubble").filter({ hasText: ideaText })).toBeVisible();

  await page.getByRole("button", { name: "Start over" }).click();
  await dialog.getByRole("button", { name: "Start over" }).click();
  await waitForQuestion(page, QUESTIONS.business);
  await expect(page.getByTestId("user-bubble")).toHaveCount(0);
  await page.reload();
  await waitForQuestion(page, QUESTIONS.business);
  await expect(page.getByTestId("user-bubble")).toHaveCount(0);
});

test("the question types in at 40 ms per character", async ({ page }) => {
  // The page's clock is ours: the animation is read frame by frame, not against a busy machine's wall time.
  await page.clock.install();
  await signUpAndConfirm(page, uniqueEmail("typing"));
  await waitForQuestion(page, QUESTIONS.business);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await answerByKeyboard(page, "A flower shop");

  const bubble = page.getByTestId("assistant-bubble").filter({ hasText: QUESTIONS.location });
  const typed = bubble.locator("[data-typing-complete] [aria-hidden]");
  const visibleLength = async () => (await typed.textContent())!.replace("\u200b", "").length;
  await expect(bubble.locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "false");
  expect(await visibleLength()).toBe(0);

  // Animation frames come every 16 ms, so after t ms the text shows floor(t / 40) characters, give or take a frame.
  await page.clock.runFor(400);
  expect(await visibleLength()).toBeGreaterThanOrEqual(9);
  expect(await visibleLength()).toBeLessThanOrEqual(10);
  const total = QUESTIONS.location.length * 40;
  await page.clock.runFor(total - 400 - 80);
  await expect(bubble.locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "false");
  await page.clock.runFor(80 + 16);
  await expect(bubble.locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  expect(await visibleLength()).toBe(QUESTIONS.location.length);
  await page.clock.resume();
});

test("with reduced motion the question appears at once", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": "10.201.0.1" });
  const page = await context.newPage();
  await signUpAndConfirm(page, uniqueEmail("still"));
  // The chat's screen may wait for its words after the URL changed (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md);
  // once its first question is there it is whole: typing it would take 40 ms a letter, about a second.
  const bubble = page.getByTestId("assistant-bubble").filter({ hasText: QUESTIONS.business });
  await expect(bubble.locator("[data-typing-complete]")).toBeAttached({ timeout: 15_000 });
  await expect(bubble.locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true", { timeout: 200 });
  await context.close();
});

test("a corrupted chat-data value is discarded and the account's copy is used", async ({ page }) => {
  await signUpAndConfirm(page, uniqueEmail("corrupt"));
  await waitForQuestion(page, QUESTIONS.business);
  await answerByKeyboard(page, "Dog grooming salon");
  await waitForQuestion(page, QUESTIONS.location);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("chat-data"))).toContain("Dog grooming salon");

  for (const corrupt of ["{not json", JSON.stringify([{ type: "final" }]), JSON.stringify({ hello: "world" })]) {
    await page.evaluate((value) => localStorage.setItem("chat-data", value), corrupt);
    await page.reload();
    await waitForQuestion(page, QUESTIONS.location);
    await expect(page.getByTestId("user-bubble").filter({ hasText: "Dog grooming salon" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("chat-data"))).toContain("Dog grooming salon");
  }
});

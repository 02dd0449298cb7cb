import { expect, test, type Page } from "@playwright/test";
import { answer, signUpAndConfirm, skipUnderstood, uniqueEmail, useOwnClientAddress } from "./helpers";

// docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md and 0611-history-entries-say-what-changed.md:
// after the site is made, a message in the chat with hours reaches the draft with a note and an Undo, a request the
// chat cannot do gets an answer naming the editor's place, and the History panel says what each version changed.

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

function shot(page: Page, name: string) {
  return page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
}

async function chatWithNewSite(page: Page) {
  await signUpAndConfirm(page, uniqueEmail("follow"));
  await answer(page, "What do you want to build?", "A vegan bakery with sourdough and cakes");
  await answer(page, "Do you want specific a location?", "Bristol, UK");
  await answer(page, "What's your project name?", "Crumb and Leaf");
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: "Apply Classic Professional" }).click();
  await skipUnderstood(page);
  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  // The details card is offered only when May read no facts ("vegan" is a rule it read).
  const skip = panel.getByTestId("facts-card").getByRole("button", { name: "Skip for now" });
  if (await skip.isVisible()) await skip.click();
  return panel;
}

async function say(page: Page, text: string) {
  await page.getByLabel("Your answer").fill(text);
  await page.getByLabel("Your answer").press("Enter");
}

test("a message after the site is made adds the hours with a note and an Undo; History says what changed", async ({ page }) => {
  test.setTimeout(150_000);
  const panel = await chatWithNewSite(page);
  await expect(page.getByLabel("Your answer")).toHaveAttribute("placeholder", /hours, phone, prices/);

  await say(page, "please say that everything is 100% plant-based, and we're open Tuesday to Sunday 8:00-16:00");
  const applied = page.getByTestId("follow-up").nth(0);
  await expect(applied).toHaveAttribute("data-reply", "applied", { timeout: 15_000 });
  await expect(applied.getByTestId("follow-up-changes")).toContainText(/Opening hours added: Tue – Sun/);
  await expect(applied.getByTestId("follow-up-changes")).toContainText("Your promises added: Everything is 100% plant-based");
  await applied.getByTestId("follow-up-changes").scrollIntoViewIfNeeded();
  await shot(page, "follow-up-applied");

  // What the chat cannot do is answered with the editor's place.
  await say(page, "Can you change the photo at the top?");
  const answered = page.getByTestId("follow-up").nth(1);
  await expect(answered).toHaveAttribute("data-reply", "photos", { timeout: 15_000 });
  await expect(answered).toContainText("“Pictures”");

  // Undo restores the draft before the message, through the history.
  await applied.getByTestId("follow-up-undo").click();
  await expect(applied).toHaveAttribute("data-reply", "undone", { timeout: 15_000 });
  await expect(applied).toContainText("Undone");
  await shot(page, "follow-up-undone");

  // The history says what each version changed.
  await panel.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Crumb and Leaf" })).toBeVisible();
  await page.getByRole("button", { name: "History", exact: true }).click();
  const history = page.getByTestId("history-panel");
  const entries = history.getByTestId("history-version");
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText(/Restored from \w+/);
  await expect(entries.nth(1)).toContainText("Opening hours added from the chat");
  await expect(entries.nth(1)).toContainText("Your promises added from the chat");
  await expect(entries.nth(2)).toContainText("Written by May");
  await shot(page, "history-described");
});

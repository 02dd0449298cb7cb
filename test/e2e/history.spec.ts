import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress, answer, skipUnderstood } from "./helpers";

// docs/decisions/0822-autosave-and-no-lost-work.md: nothing an owner did is lost by a regenerate, a reload,
// a second tab or leaving, and any earlier state comes back from the history.

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** Signs up, answers the chat, waits for the site and opens the editor; answers the editor's address. */
async function editorOfNewSite(page: Page, name: string): Promise<string> {
  await signUpAndConfirm(page, uniqueEmail("history"));
  await answer(page, "What do you want to build?", "A bakery with sourdough and cinnamon buns");
  await answer(page, "Do you want specific a location?", "Leeds");
  await answer(page, "What's your project name?", name);
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: "Apply Classic Professional" }).click();
  await skipUnderstood(page);
  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  await panel.getByTestId("facts-card").getByRole("button", { name: "Skip for now" }).click();
  await panel.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The hero's headline on the editor's canvas, edited where it stands. */
function headline(page: Page) {
  return page.frameLocator('[data-testid="editor-canvas"]').getByRole("textbox", { name: "Header · Headline" });
}

async function setHeadline(page: Page, text: string) {
  await headline(page).click();
  await headline(page).fill(text);
  await headline(page).press("Escape");
}

async function expectSaved(page: Page) {
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "saved", { timeout: 15_000 });
}

function shot(page: Page, name: string) {
  return page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
}

test("regenerating asks first and can be undone; an earlier version comes back from the history", async ({ page }) => {
  test.setTimeout(150_000);
  await editorOfNewSite(page, "Loaf History");
  const written = (await headline(page).textContent())!;

  // Edits save by themselves after a short pause.
  await setHeadline(page, "Our own headline");
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", /pending|saving/);
  await expectSaved(page);

  // Regenerate asks first; "Keep my site" changes nothing.
  await page.getByRole("button", { name: "Regenerate site" }).click();
  const question = page.getByTestId("confirm-dialog");
  await expect(question.getByRole("heading", { name: "Regenerate site?" })).toBeVisible();
  await shot(page, "regenerate-confirm");
  await question.getByRole("button", { name: "Keep my site" }).click();
  await expect(question).toBeHidden();
  await expect(headline(page)).toHaveText("Our own headline");

  await page.getByRole("button", { name: "Regenerate site" }).click();
  await question.getByRole("button", { name: "Regenerate site" }).click();
  const undo = page.getByTestId("undo-bar");
  await expect(undo).toContainText("Site regenerated", { timeout: 45_000 });
  await expect(headline(page)).not.toHaveText("Our own headline");
  await shot(page, "undo-bar");
  await undo.getByRole("button", { name: "Undo" }).click();
  await expect(headline(page)).toHaveText("Our own headline");

  // The history says what each version changed, newest first; the first one comes back in two clicks.
  await page.getByRole("button", { name: "History", exact: true }).click();
  const history = page.getByTestId("history-panel");
  await expect(history.getByTestId("history-version")).toHaveCount(4);
  await expect(history.getByTestId("history-version").first()).toContainText(/Restored from \w+/);
  await expect(history.getByTestId("history-version").first()).toContainText("Current");
  await expect(history.getByTestId("history-version").nth(1)).toContainText("Site regenerated");
  await expect(history.getByTestId("history-version").nth(2)).toContainText("Headline changed");
  await expect(history.getByTestId("history-version").nth(3)).toContainText("Written by May");
  await shot(page, "history-panel");
  const first = history.locator('[data-kind="generated"]');
  await first.getByRole("button", { name: /^Restore/ }).click();
  await expect(first.getByText("This version becomes the newest.")).toBeVisible();
  await first.getByRole("button", { name: "Yes, restore" }).click();
  await expect(history).toBeHidden();
  await expect(headline(page)).toHaveText(written);

  // Publishing records the live version; an edit after it shows "Unpublished changes" until the next publish.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("button", { name: "Republish" })).toBeVisible();
  await expect(page.getByTestId("unpublished-changes")).toBeHidden();
  await setHeadline(page, "After publishing");
  await expectSaved(page);
  await expect(page.getByTestId("unpublished-changes")).toBeVisible();
  await page.getByTestId("unpublished-changes").scrollIntoViewIfNeeded();
  await shot(page, "unpublished-changes");
  await page.getByRole("button", { name: "Republish" }).click();
  await expect(page.getByTestId("unpublished-changes")).toBeHidden();
});

test("leaving with unsaved edits asks, saved edits survive a reload, and unsaved ones are kept on the device", async ({ page, context }) => {
  test.setTimeout(120_000);
  const editor = await editorOfNewSite(page, "Loaf Leaving");

  // In-app navigation with an edit not yet saved asks; staying lets it save.
  await setHeadline(page, "Not lost");
  await page.getByRole("link", { name: "← Projects" }).click();
  const leave = page.getByTestId("leave-dialog");
  await expect(leave.getByRole("heading", { name: "Leave without saving?" })).toBeVisible();
  await shot(page, "leave-dialog");
  await leave.getByRole("button", { name: "Stay and save" }).click();
  await expect(page).toHaveURL(new RegExp(`${editor}$`));
  await expectSaved(page);

  // A reload shows the saved edit.
  await page.reload();
  await expect(headline(page)).toHaveText("Not lost");

  // With nothing unsaved, leaving does not ask.
  await page.getByRole("link", { name: "← Projects" }).click();
  await expect(page).toHaveURL(/\/u\/dashboard$/);

  // Closing the tab with an unsaved edit asks through the browser.
  await page.goto(editor);
  await setHeadline(page, "Closing too soon");
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await expectSaved(page);

  // Offline: the save cannot reach the server, the editor says so and keeps the edit; the window closes anyway.
  await page.route(/\/api\/v1\/projects\/\d+$/, (route) => (route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.continue()));
  await setHeadline(page, "Kept on this device");
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "failed", { timeout: 15_000 });
  await expect(page.getByTestId("save-status")).toContainText("Not saved");
  await page.close();

  // The next visit offers the edit back; it then saves.
  const again = await context.newPage();
  await again.goto(editor);
  const kept = again.getByTestId("kept-edits-bar");
  await expect(kept).toBeVisible();
  await shot(again, "kept-edits");
  await kept.getByRole("button", { name: "Bring them back" }).click();
  await expect(headline(again)).toHaveText("Kept on this device");
  await expectSaved(again);
  await again.reload();
  await expect(headline(again)).toHaveText("Kept on this device");
  await expect(again.getByTestId("kept-edits-bar")).toBeHidden();
});

test("two tabs: a stale save is refused and the owner keeps a copy or loads the newest", async ({ page, context }) => {
  test.setTimeout(120_000);
  const editor = await editorOfNewSite(page, "Loaf Tabs");
  const second = await context.newPage();
  await second.goto(editor);

  await setHeadline(page, "From the first tab");
  await expectSaved(page);

  // The second tab still works from the version before: its save is refused, and it asks.
  await setHeadline(second, "From the second tab");
  const stale = second.getByTestId("stale-dialog");
  await expect(stale.getByRole("heading", { name: "This site changed somewhere else" })).toBeVisible({ timeout: 15_000 });
  await expect(second.getByTestId("save-status")).toHaveAttribute("data-state", "stale");
  await shot(second, "stale-dialog");
  await stale.getByRole("button", { name: "Keep my version" }).click();
  await expectSaved(second);

  // Both tabs' work is in the history.
  await second.getByRole("button", { name: "History", exact: true }).click();
  const versions = second.getByTestId("history-panel").getByTestId("history-version");
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText("From the second tab");
  await expect(versions.nth(1)).toContainText("From the first tab");
  await second.getByTestId("history-panel").getByRole("button", { name: "Close" }).click();

  // The first tab is now the stale one: it loads the newest version instead.
  await setHeadline(page, "First tab again");
  const staleFirst = page.getByTestId("stale-dialog");
  await expect(staleFirst).toBeVisible({ timeout: 15_000 });
  await staleFirst.getByRole("button", { name: "Load the newest version" }).click();
  await expect(headline(page)).toHaveText("From the second tab");
  await expectSaved(page);
});

import { expect, test, type Page } from "@playwright/test";
import { answer, signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";

// docs/decisions/0510-the-owner-confirms-what-may-understood.md: after the template, May shows what it understood and
// writes nothing until the owner confirms or skips.

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

async function reachTheCard(page: Page, { business, location, name }: { business: string; location: string; name: string }) {
  await signUpAndConfirm(page, uniqueEmail("understood"));
  await answer(page, "What do you want to build?", business);
  await answer(page, "Do you want specific a location?", location);
  await answer(page, "What's your project name?", name);
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: "Apply Fresh Garden" }).click();
  const card = page.getByTestId("understood-card");
  await expect(card.getByRole("heading", { name: "Here’s what I understood" })).toBeVisible({ timeout: 15_000 });
  return card;
}

test("the card shows the trade, the language and every fact read; the owner changes the trade, removes a fact and confirms", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const card = await reachTheCard(page, { business: "A vegan bakery, everything is 100% plant-based", location: "Austin, Texas", name: "Green Crumb" });
  // Nothing is written while the card waits.
  await expect(page.getByTestId("generation-panel")).toHaveCount(0);
  const trade = card.getByRole("combobox", { name: "Kind of business" });
  await expect(trade).toHaveValue("Bakery");
  await expect(card.getByLabel("Language of your site")).toHaveValue("en");

  // A message at the final step is read while the card is open: its phone and email fill the fields.
  await answer(page, "We're preparing your content.", "Call us on (512) 555-0147 or write to hello@greencrumb.example");
  await expect(card.getByLabel("Phone")).toHaveValue(/512\D*555\D*0147/);
  await expect(card.getByLabel("Email")).toHaveValue("hello@greencrumb.example");
  await expect(page.getByTestId("user-bubble").filter({ hasText: "hello@greencrumb.example" })).toBeVisible();

  // Change the trade with the keyboard: search, arrow down, Enter.
  await trade.click();
  await trade.fill("cake");
  await expect(card.getByRole("listbox")).toBeVisible();
  await expect(card.getByRole("option").first()).toContainText(/cake/i);
  await trade.press("Enter");
  await expect(trade).toHaveValue(/cake/i);
  await expect(card.getByRole("listbox")).toHaveCount(0);

  // Remove a fact: the email goes; the phone stays.
  await card.getByLabel("Email").fill("");
  await card.screenshot({ path: testInfo.outputPath("understood-card.png") });
  await card.getByRole("button", { name: "Confirm and write my site" }).click();

  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  // The confirmed facts are the site's: the details card is not asked again.
  await expect(panel.getByTestId("facts-card")).toHaveCount(0);
  await panel.getByRole("button", { name: "Publish" }).click();
  await expect(panel.getByText("Your site is live.")).toBeVisible({ timeout: 20_000 });
  const address = await panel.getByRole("link", { name: /\/s\// }).getAttribute("href");
  const site = await page.request.get(address!);
  const html = await site.text();
  expect(html).toContain('href="tel:+15125550147"');
  expect(html).not.toContain("hello@greencrumb.example");
});

test("Skip writes the site from May's reading; a refused answer keeps the card and says why", async ({ page }) => {
  test.setTimeout(120_000);
  const card = await reachTheCard(page, { business: "Emergency plumber, burst pipes and boilers", location: "Phoenix, AZ", name: "Desert Flow" });
  // A plumber's customers look for a phone first: the prompt opens the field.
  const prompts = card.getByTestId("missing-prompts");
  await expect(prompts).toContainText("plumber");
  await prompts.getByRole("button", { name: "+ Phone number" }).click();
  await expect(card.getByLabel("Phone")).toBeFocused();

  // The server refuses once: the card stays, with the reason, and nothing is written.
  let refuse = true;
  await page.route("**/api/v1/chat/understanding", (route) =>
    refuse ? route.fulfill({ status: 503, json: { data: null, error: { status: 503, name: "ServiceUnavailableError", message: "May is busy. Please try again in a moment.", details: {} } } }) : route.continue(),
  );
  await card.getByRole("button", { name: "Skip" }).click();
  await expect(card.getByRole("alert")).toContainText("May is busy");
  await expect(page.getByTestId("generation-panel")).toHaveCount(0);
  refuse = false;
  await card.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByTestId("generation-panel").getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
});

test("a fact the owner typed wrong is refused before anything is sent", async ({ page }) => {
  test.setTimeout(90_000);
  const card = await reachTheCard(page, { business: "Dog grooming salon", location: "Leeds", name: "Fluff & Co" });
  await card.getByLabel("Phone").fill("call me maybe");
  await card.getByRole("button", { name: "Confirm and write my site" }).click();
  await expect(card.getByRole("alert").first()).toBeVisible();
  await expect(card.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("generation-panel")).toHaveCount(0);
});

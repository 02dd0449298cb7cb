import { expect, test } from "@playwright/test";
import { answer, signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";
import { publishedSite } from "./site-setup";

// docs/decisions/0542-suggestions-in-the-understood-card-and-editor.md: the trade's usual services are one-tap
// suggestions in "Here's what I understood" and in the editor's services section; only a tapped one reaches the site.

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

test("a suggestion tapped in the understood card is on the published site; the others are not", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page, uniqueEmail("suggest"));
  await answer(page, "What do you want to build?", "Emergency plumber in Leeds");
  await answer(page, "Do you want specific a location?", "Leeds, UK");
  await answer(page, "What's your project name?", "Desert Flow");
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: "Apply Fresh Garden" }).click();
  const card = page.getByTestId("understood-card");
  await expect(card.getByRole("heading", { name: "Here’s what I understood" })).toBeVisible({ timeout: 15_000 });

  const offered = card.getByRole("list", { name: "Suggested services" });
  const boiler = offered.getByRole("button", { name: "Add Boiler service" });
  await expect(boiler).toBeVisible();
  await expect(offered.getByRole("button", { name: "Add Bathroom fitting" })).toBeVisible();
  // With the keyboard: the suggestion is a button.
  await boiler.focus();
  await page.keyboard.press("Enter");
  // Now the owner's: a service row they can edit, and no longer offered.
  await expect(card.getByTestId("service-row").getByLabel("Name")).toHaveValue("Boiler service");
  await expect(offered.getByRole("button", { name: "Add Boiler service" })).toHaveCount(0);
  await card.getByTestId("service-row").getByLabel("Price").fill("£120");
  await card.getByTestId("service-suggestions").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("understood-suggestions.png") });

  await card.getByRole("button", { name: "Confirm and write my site" }).click();
  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  await panel.getByRole("button", { name: "Publish" }).click();
  await expect(panel.getByText("Your site is live.")).toBeVisible({ timeout: 20_000 });
  const address = await panel.getByRole("link", { name: /\/s\// }).getAttribute("href");
  const html = await (await page.request.get(address!)).text();
  expect(html).toContain("Boiler service");
  expect(html).toContain("£120");
  expect(html).not.toContain("Bathroom fitting");
  expect(html).not.toContain("Blocked drains");
});

test("a suggestion added in the editor's services section joins the owner's services", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page, uniqueEmail("suggest-editor"));
  const site = await publishedSite(page, "Loaf Lane");
  await page.goto(`/u/projects/${site.id}`);
  const canvas = page.frameLocator('[data-testid="editor-canvas"]');
  const services = canvas.locator('[data-section-type="services"]');
  await services.click({ position: { x: 5, y: 5 } });
  const panel = page.getByTestId("section-panel");
  const offered = panel.getByRole("list", { name: "Suggested services" });
  await expect(offered.getByRole("button", { name: "Add Butter croissant" })).toBeVisible();
  const before = await services.locator("h3").allTextContents();
  expect(before).not.toContain("Butter croissant");
  await offered.getByRole("button", { name: "Add Butter croissant" }).click();
  // Added to what was there, not instead of it.
  await expect(services.locator("h3")).toHaveText([...before, "Butter croissant"]);
  await expect(offered.getByRole("button", { name: "Add Butter croissant" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("editor-suggestions.png") });

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  // Stored as the owner's fact, as if typed in Details.
  await page.getByRole("tab", { name: "Details" }).click();
  await expect(page.getByTestId("service-row").getByLabel("Name").last()).toHaveValue("Butter croissant");
});

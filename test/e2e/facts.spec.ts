import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress, answer, skipUnderstood } from "./helpers";

// docs/decisions/0500-owner-facts-and-nothing-invented.md: the owner's facts, collected after generation
// and in the editor, are the only facts a published site states.

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

async function generate(page: Page, business: string, name: string) {
  await signUpAndConfirm(page, uniqueEmail("facts"));
  await answer(page, "What do you want to build?", business);
  await answer(page, "Do you want specific a location?", "Leeds");
  await answer(page, "What's your project name?", name);
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: "Apply Classic Professional" }).click();
  await skipUnderstood(page);
  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  return panel;
}

test("the Business details card after generation: suggestions, presets, 'we come to you', and a review needs a name", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const panel = await generate(page, "Mobile dog grooming in Leeds", "Fluff Van");
  const card = panel.getByTestId("facts-card");
  await expect(card.getByRole("heading", { name: "Business details" })).toBeVisible();

  await card.getByRole("radio", { name: "We come to you" }).click();
  await expect(card.getByRole("radio", { name: "We come to you" })).toHaveAttribute("aria-checked", "true");
  // A mobile business has no address to give.
  await expect(card.getByLabel("Address")).toHaveCount(0);
  await card.getByLabel("Area you serve").fill("Leeds and nearby");
  await card.getByLabel("Phone").fill("+44 113 496 0123");
  // The trade's usual services as chips: one tick adds it, its price stays empty unless written.
  const chip = card.getByRole("group", { name: "Services or products" }).getByRole("list", { name: "Suggested services" }).getByRole("button", { name: /^Add / }).first();
  const service = (await chip.getAttribute("aria-label"))!.replace(/^Add /, "");
  await chip.click();
  await expect(card.getByTestId("service-row").getByLabel("Name")).toHaveValue(service);
  await card.getByTestId("service-row").getByLabel("Price").fill("£45");
  await card.getByRole("button", { name: "Weekdays 9–5" }).click();
  await expect(card.getByTestId("hours-row")).toHaveCount(2);
  await card.getByRole("button", { name: "Remove hours row 2" }).click();
  await expect(card.getByTestId("hours-row")).toHaveCount(1);

  // The error path: a review without the customer's name is refused, by name.
  await card.getByRole("button", { name: "Add a review" }).click();
  await card.getByLabel("What they said").fill("Our spaniel came back calm and fluffy, and the van was spotless.");
  await card.getByRole("button", { name: "Save details" }).click();
  await expect(card.getByText("Every review needs the customer's name (or remove it).")).toBeVisible();
  await expect(card.getByLabel("Their name")).toHaveAttribute("aria-invalid", "true");
  await testInfo.attach("facts-card", { body: await card.screenshot(), contentType: "image/png" });
  await card.getByLabel("Their name").fill("Priya K.");
  await card.getByLabel("Where (optional)").fill("Google");
  await card.getByRole("button", { name: "Save details" }).click();
  await expect(panel.getByText("Your details are on your site.")).toBeVisible();
  await expect(card).toHaveCount(0);

  // Published: exactly the facts given, nothing invented, no invitation to premises.
  await panel.getByRole("button", { name: "Publish" }).click();
  const live = panel.getByRole("link", { name: /\/s\/fluff-van/ });
  await expect(live).toBeVisible();
  const visitor = await context.newPage();
  await visitor.goto((await live.getAttribute("href"))!);
  const text = await visitor.locator("main").innerText();
  // The hours are data, written as the page's locale writes them ("09:00 – 17:00" in Britain, "9:00 AM – 5:00 PM" in the US).
  expect(text).toContain("Mon – Fri");
  expect(text).toMatch(/0?9:00 – 17:00|9:00 AM – 5:00 PM/);
  for (const fact of ["+44 113 496 0123", service, "£45", "Our spaniel came back calm and fluffy", "Priya K.", "Leeds and nearby"]) expect(text).toContain(fact);
  expect(text).not.toMatch(/drop by|visit us|find us|walk-ins|licensed|insured|award/i);
  expect(text.match(/£\s?\d+/g)).toEqual(["£45"]);
});

test("the editor's Business details: every field can be emptied and every item removed, incomplete ones are named, held sections are invitations", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const panel = await generate(page, "A bakery with sourdough and cinnamon buns", "Leeds Loaf");
  await panel.getByTestId("facts-card").getByRole("button", { name: "Skip for now" }).click();
  await panel.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leeds Loaf" })).toBeVisible();

  // Without reviews or hours, those sections are invitations in the editor, never on the site.
  const frame = page.frameLocator('[data-testid="editor-canvas"]');
  await expect(frame.getByText("Add your customers' reviews")).toBeVisible();
  await frame.locator('[data-section-type="testimonials"]').click({ position: { x: 5, y: 5 } });
  const reviews = page.getByTestId("section-panel");
  await expect(reviews.getByTestId("hold-note")).toContainText("Add your customers' reviews");

  await reviews.getByRole("button", { name: "Add them" }).click();
  const details = page.getByRole("tabpanel");
  await expect(details.getByTestId("facts-fields")).toBeVisible();
  await details.getByRole("button", { name: "Add a number" }).click();
  await details.getByTestId("number-row").getByLabel("Number", { exact: true }).fill("12");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Some details are incomplete" })).toBeVisible();
  await expect(details.getByText("Every number needs a value and what it counts (or remove it).")).toBeVisible();
  await testInfo.attach("editor-details-error", { body: await page.screenshot(), contentType: "image/png" });

  // Remove the incomplete number, give hours and a phone, then empty the phone again: all saved.
  await details.getByRole("button", { name: "Remove number 1" }).click();
  await details.getByRole("button", { name: "Every day" }).click();
  await details.getByLabel("Phone").fill("+44 113 496 0999");
  await details.getByLabel("Phone").fill("");
  await details.getByRole("button", { name: "Add a claim" }).click();
  await details.getByLabel("Claim 1", { exact: true }).fill("Organic flour only");
  await details.getByRole("button", { name: "Remove claim 1" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect(frame.locator(".hours")).toContainText("Every day");

  // A list item of a section can be removed too.
  await frame.locator('[data-section-type="services"]').click({ position: { x: 5, y: 5 } });
  const services = page.getByTestId("list-editor").filter({ hasText: "Services" }).getByRole("listitem");
  const before = await services.count();
  await services.first().getByRole("button", { name: /^Remove / }).click();
  await expect(services).toHaveCount(before - 1);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await testInfo.attach("editor-saved", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
});

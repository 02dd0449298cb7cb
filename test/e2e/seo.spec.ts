import { expect, test } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";
import { publishedSite } from "./site-setup";

// docs/decisions/0873-seo-panel.md: the owner sets how search engines show the site.

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

test("the SEO panel: title and description saved with the site, an empty title refused, hide from search engines", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signUpAndConfirm(page, uniqueEmail("seo"));
  const site = await publishedSite(page, "Loaf Lane");
  await page.goto(`/u/projects/${site.id}`);
  await page.getByRole("tab", { name: "Details" }).click();
  const panel = page.getByTestId("seo-panel");
  await expect(panel.getByRole("heading", { name: "Search engines" })).toBeVisible();

  // The error path: an empty title is named and nothing is sent.
  await panel.getByLabel("Title").fill("");
  await expect(panel.getByText("Your site needs a title for search results.")).toBeVisible();
  await expect(panel.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");

  await panel.getByLabel("Title").fill("Loaf Lane · Sourdough bakery in Porto");
  await panel.getByLabel("Description").fill("Rye, sourdough and pastries baked before sunrise, six days a week.");
  await expect(panel.getByRole("figure", { name: "Search result preview" })).toContainText("Loaf Lane · Sourdough bakery in Porto");
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("seo-panel.png") });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.getByRole("button", { name: "Republish" }).click();
  await expect(page.getByRole("button", { name: "Republish" })).toBeEnabled();

  const live = await page.request.get(`/s/${site.slug}`);
  const html = await live.text();
  expect(html).toContain("<title>Loaf Lane · Sourdough bakery in Porto</title>");
  expect(html).toContain('content="Rye, sourdough and pastries baked before sunrise, six days a week."');

  // Hiding applies at once: robots.txt disallows the site.
  await page.getByRole("tab", { name: "Details" }).click();
  // The box follows the saved setting, so it shows the tick once the change is stored.
  await panel.getByRole("checkbox", { name: /Hide from search engines/ }).click();
  await expect(panel.getByRole("checkbox", { name: /Hide from search engines/ })).toBeChecked();
  await expect.poll(async () => (await page.request.get(`/s/${site.slug}/robots.txt`)).text()).toContain("Disallow: /s/");
});

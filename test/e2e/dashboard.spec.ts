import { expect, test } from "@playwright/test";
import { newSiteInEditor, useOwnClientAddress } from "./helpers";

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

test("deleting a site asks first: Escape keeps it and gives focus back, Delete removes it", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await newSiteInEditor(page, { emailPrefix: "delete", business: "A neighbourhood bakery with sourdough", name: "Crumb Corner" });
  await page.goto("/u/dashboard");
  const card = page.getByTestId("project-card").filter({ hasText: "Crumb Corner" });
  const deleteButton = card.getByRole("button", { name: "Delete" });

  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: "Delete Crumb Corner?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath(`delete-dialog-${testInfo.project.name}.png`) });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(card).toBeVisible();

  // Opens again after a close, and the answer deletes the site.
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("project-card").filter({ hasText: "Crumb Corner" })).toHaveCount(0);
});

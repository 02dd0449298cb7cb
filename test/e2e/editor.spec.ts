import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress, answer, skipUnderstood } from "./helpers";

// docs/decisions/0811-editing-on-the-canvas.md and 0810-editor-v2-pages-and-structure.md: the owner edits
// the site where it stands, reshapes it, adds a page, and the published pages stay script-free.

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

async function openEditor(page: Page, name: string) {
  await signUpAndConfirm(page, uniqueEmail("editor"));
  await answer(page, "What do you want to build?", "A bakery with sourdough, pastries and coffee");
  await answer(page, "Do you want specific a location?", "Lisbon");
  await answer(page, "What's your project name?", name);
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: "Apply Warm Editorial" }).click();
  await skipUnderstood(page);
  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  await panel.getByTestId("facts-card").getByRole("button", { name: "Skip for now" }).click();
  await panel.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

const sectionTypes = (page: Page) => page.frameLocator('[data-testid="editor-canvas"]').locator("[data-section-type]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section-type")));

test("edit on the page, undo and redo, add a menu, reorder, remove a list item, hide a section, add a page, publish", async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  const name = `Crumb ${testInfo.project.name}`;
  await openEditor(page, name);
  const canvas = page.frameLocator('[data-testid="editor-canvas"]');
  const shot = async (label: string) => page.screenshot({ path: testInfo.outputPath(`${label}.png`), fullPage: false });

  // A headline, edited where it stands.
  const headline = canvas.getByRole("textbox", { name: "Header · Headline" });
  const original = (await headline.textContent())!;
  await headline.click();
  await headline.fill("Bread worth waking up for");
  await headline.press("Escape");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await expect(canvas.locator("h1")).toHaveText("Bread worth waking up for");
  await shot("editor-edited");

  // Undo and redo with the keyboard, then Tab from one text to the next.
  await page.keyboard.press("ControlOrMeta+z");
  await expect(canvas.locator("h1")).toHaveText(original);
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect(canvas.locator("h1")).toHaveText("Bread worth waking up for");
  await headline.click();
  await headline.press("Tab");
  await expect(canvas.getByRole("textbox", { name: "Header · Subheadline" })).toBeFocused();
  await page.keyboard.press("Escape");

  // An empty headline is refused: the old one comes back.
  await headline.click();
  await headline.fill("");
  await headline.press("Escape");
  await expect(canvas.locator("h1")).toHaveText("Bread worth waking up for");
  await expect(page.getByTestId("editor-notice")).toContainText("cannot be empty");

  // A menu from the library: an invitation until it has a dish.
  await canvas.getByRole("button", { name: "+ Add a section" }).click();
  const library = page.getByRole("dialog", { name: "Add a section" });
  await expect(library.getByTestId("library-menu")).toBeVisible();
  await shot("library");
  await library.getByTestId("library-menu").click();
  await expect(library).toBeHidden();
  const menu = canvas.locator('[data-section-type="menu"]');
  await expect(menu).toContainText("Add your menu or price list");
  const sectionPanel = page.getByTestId("section-panel");
  await sectionPanel.getByRole("button", { name: "+ Add group" }).click();
  await sectionPanel.getByRole("button", { name: "+ Add item" }).click();
  const dish = canvas.getByRole("textbox", { name: "Menu · Groups 1 items 1 name" });
  await dish.click();
  await dish.fill("Pastel de nata");
  await dish.press("Enter");
  await sectionPanel.getByLabel("Groups 1 · Items 1 · Price").fill("€1.50");
  await sectionPanel.getByRole("group", { name: "Dietary marks for Pastel de nata" }).getByRole("button", { name: "Vegetarian" }).click();
  await expect(menu).toContainText("€1.50");
  await expect(menu.locator(".tags")).toHaveText("Vegetarian");
  await expect(menu).not.toContainText("Add your menu or price list");

  // Reorder: the menu goes up past the contact section.
  const before = await sectionTypes(page);
  await menu.click({ position: { x: 5, y: 5 } });
  await menu.getByRole("button", { name: "Move Menu up" }).click();
  const after = await sectionTypes(page);
  const at = before.indexOf("menu");
  expect(after[at - 1]).toBe("menu");
  expect(after[at]).toBe(before[at - 1]);

  // Remove one service from the services list.
  const services = canvas.locator('[data-section-type="services"]');
  await services.click({ position: { x: 5, y: 5 } });
  const items = page.getByTestId("list-editor").filter({ hasText: "Services" }).getByRole("listitem");
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  const firstService = (await services.locator("h3").first().textContent())!;
  await items.first().getByRole("button", { name: /^Remove / }).click();
  await expect(items).toHaveCount(count - 1);
  await expect(services.locator("h3")).toHaveCount(count - 1);
  await expect(services.locator("h3").first()).not.toHaveText(firstService);

  // Hide the gallery: still in the editor, marked, not on the site.
  const gallery = canvas.locator('[data-section-type="gallery"]');
  await gallery.click({ position: { x: 5, y: 5 } });
  await gallery.getByRole("button", { name: "Hide" }).click();
  await expect(gallery.getByText("This section is not on your published site.")).toBeVisible();
  await shot("editor-structure");

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  // An About page, shown on the canvas, in the navigation.
  await page.getByRole("tab", { name: "Pages" }).click();
  await page.getByTestId("pages-panel").getByRole("button", { name: "+ About" }).click();
  await expect(page.getByRole("heading", { name: /^About/ })).toBeVisible();
  await expect(canvas.locator(".site-nav")).toContainText("About");
  // A reserved address is refused with a reason.
  await page.getByLabel("Add a page").fill("Sitemap");
  await page.getByRole("button", { name: "Add page" }).click();
  await expect(page.getByTestId("pages-panel").getByRole("alert")).toContainText("taken by the site itself");
  await shot("editor-pages");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  const live = page.getByRole("link", { name: /\/s\/crumb-/ });
  await expect(live).toBeVisible();
  const visitor = await context.newPage();
  await visitor.goto((await live.getAttribute("href"))!);
  await expect(visitor.locator("h1")).toHaveText("Bread worth waking up for");
  await expect(visitor.locator(".s-menu")).toContainText("Pastel de nata");
  await expect(visitor.locator(".s-gallery")).toHaveCount(0);
  expect(await visitor.locator("script:not([type='application/ld+json'])").count()).toBe(0);
  await visitor.screenshot({ path: testInfo.outputPath("published-home.png"), fullPage: true });
  // On a phone the links fold under the menu button: open it first.
  const fold = visitor.locator(".nav-fold summary");
  if (await fold.isVisible()) await fold.click();
  await visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(visitor).toHaveURL(/\/s\/crumb-[a-z0-9-]+\/about$/);
  // On a phone the links fold under the menu button; the current page is marked in both lists.
  await expect(visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", includeHidden: true }).first()).toHaveAttribute("aria-current", "page");
  expect(await visitor.locator("script:not([type='application/ld+json'])").count()).toBe(0);
  await visitor.screenshot({ path: testInfo.outputPath("published-about.png"), fullPage: true });
});

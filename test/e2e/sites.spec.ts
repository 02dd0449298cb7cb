import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress, answer, skipUnderstood } from "./helpers";

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

test("from the chat to a published site that receives a message", async ({ page, context }) => {
  // The longest journey in the suite: signup, five answers, generation, editing, publishing, a visitor.
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail("site");
  await signUpAndConfirm(page, ownerEmail);
  await answer(page, "What do you want to build?", "A family bakery with sourdough, pastries and weekend brunch");
  await answer(page, "Do you want specific a location?", "Porto, Portugal");
  await answer(page, "What's your project name?", "Rise & Crumb");
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  await page.getByRole("button", { name: "Apply Warm Editorial" }).click();
  await skipUnderstood(page);

  // Generation shows its stages, then offers what to do next.
  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByRole("list", { name: "Generation progress" }).getByRole("listitem")).toHaveCount(5);
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  await expect(panel.locator('[data-stage="ready"]')).toHaveAttribute("data-state", "done");
  await expect(panel.getByRole("link", { name: "Open in Dashboard" })).toBeVisible();

  await panel.getByRole("link", { name: "Open in Dashboard" }).click();
  const card = page.getByTestId("project-card").filter({ hasText: "Rise & Crumb" });
  await expect(card.getByTestId("project-status")).toHaveText("Ready");
  await expect(card.getByText("Bakery")).toBeVisible();
  await card.getByRole("link", { name: "Preview" }).click();

  // The editor: change the headline where it stands, save, publish.
  await expect(page.getByRole("heading", { level: 1, name: "Rise & Crumb" })).toBeVisible();
  const canvas = page.frameLocator('[data-testid="editor-canvas"]');
  const headline = canvas.getByRole("textbox", { name: "Header · Headline" });
  await headline.click();
  await headline.fill("Sunrise sourdough, Porto style");
  await headline.press("Escape");
  await expect(canvas.locator("h1")).toHaveText("Sunrise sourdough, Porto style");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  const previewFrame = page.getByTestId("editor-canvas");
  const desktopWidth = (await previewFrame.boundingBox())!.width;
  await page.getByRole("button", { name: "Phone" }).click();
  await expect.poll(async () => (await previewFrame.boundingBox())!.width).toBeLessThanOrEqual(390);
  if (desktopWidth > 400) expect((await previewFrame.boundingBox())!.width).toBe(390);

  await page.getByRole("button", { name: "Publish" }).click();
  const live = page.getByRole("link", { name: /\/s\/rise-and-crumb(-\d+)?$/ });
  await expect(live).toBeVisible();

  // The public site, as a visitor sees it: no scripts (only the JSON-LD data block, which the CSP lets be), the edited headline, a working contact form.
  const visitor = await context.newPage();
  const refused: string[] = [];
  visitor.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  // Earlier runs may own rise-and-crumb already (collisions get a suffix), so follow the link shown.
  await visitor.goto((await live.getAttribute("href"))!);
  await expect(visitor.locator("h1")).toHaveText("Sunrise sourdough, Porto style");
  expect(await visitor.locator("script").count()).toBe(1);
  await expect(visitor.locator('script[type="application/ld+json"]')).toHaveCount(1);
  expect(JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent())!)).toMatchObject({ "@type": "Bakery", name: "Rise & Crumb" });
  await visitor.getByLabel(/name/i).first().fill("Ana Costa");
  await visitor.getByLabel(/email/i).first().fill("ana@example.com");
  await visitor.getByLabel(/phone/i).fill("+351 912 345 678");
  await visitor.getByLabel(/message/i).first().fill("Do you bake rye on Sundays?");
  await visitor.getByRole("button", { name: /send/i }).click();
  await expect(visitor.getByText("Thank you! Your message has been sent.")).toBeVisible();
  // The thank-you page is in the site's own look, with the way back.
  await expect(visitor.locator("header.site-header")).toContainText("Rise & Crumb");
  await expect(visitor.getByRole("link", { name: "Back to the site" })).toBeVisible();
  await visitor.screenshot({ path: test.info().outputPath("thank-you.png"), fullPage: true });
  expect(refused).toEqual([]);
  // The owner's email is in the dev outbox, replying to the visitor.
  const outbox = await context.newPage();
  await outbox.goto("/dev/outbox");
  // Its own mail, by recipient: other tests' mails may be newer, and only the newest is open.
  const ownerMail = outbox.locator("li > details").filter({ has: outbox.locator("summary").filter({ hasText: "New message from Ana Costa on Rise & Crumb" }).filter({ hasText: ownerEmail }) });
  await expect(ownerMail).toHaveCount(1);
  await ownerMail.evaluate((mail: HTMLDetailsElement) => (mail.open = true));
  await expect(ownerMail.getByText("Reply to ana@example.com").first()).toBeVisible();
  await outbox.close();

  await page.reload();
  await expect(page.getByTestId("site-message")).toContainText("Do you bake rye on Sundays?");
  await expect(page.getByTestId("site-message").getByRole("link", { name: "+351 912 345 678" })).toHaveAttribute("href", "tel:+351912345678");
  await expect(page.getByRole("button", { name: /Notifications, \d+ unread/ })).toBeVisible();

  // The inbox: unread until marked, the owner can mark spam and take it back, and export CSV.
  const message = page.getByTestId("site-message").filter({ hasText: "Do you bake rye on Sundays?" });
  await expect(message).toHaveAttribute("data-read", "false");
  await message.getByRole("button", { name: "Mark read" }).click();
  await expect(message).toHaveAttribute("data-read", "true");
  await message.getByRole("button", { name: "Spam", exact: true }).click();
  await expect(message).toHaveCount(0);
  await page.getByRole("link", { name: /^Spam \(1\)/ }).click();
  const spam = page.getByTestId("site-message").filter({ hasText: "Do you bake rye on Sundays?" });
  await expect(spam).toBeVisible();
  await page.locator("#messages").screenshot({ path: test.info().outputPath("spam-folder.png") });
  await spam.getByRole("button", { name: "Not spam" }).click();
  await expect(spam).toHaveCount(0);
  await page.getByRole("link", { name: /^Inbox \(1\)/ }).click();
  await expect(page.getByTestId("site-message").filter({ hasText: "Do you bake rye on Sundays?" })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain("received_at,name,email,phone,message,folder,read,spam_score");
  expect(csv).toContain("Ana Costa,ana@example.com,'+351 912 345 678,Do you bake rye on Sundays?,inbox,yes,");
});

test("the chat rides out failed progress checks, and Try again repeats what failed", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndConfirm(page, uniqueEmail("flaky"));
  // The template's save fails, so May has nothing to read yet: the chat says so, and waits.
  let failSaves = false;
  await page.route("**/api/v1/chat", (route) => (failSaves && route.request().method() === "PUT" ? route.abort("connectionreset") : route.continue()));
  // Progress checks first answer 404 (the panel asks at once), later they fail twice on the network (it retries alone).
  let progress: "missing" | "flaky" = "missing";
  let networkFailures = 0;
  await page.route(/\/api\/v1\/projects\/\d+$/, async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    if (progress === "missing") {
      return route.fulfill({ status: 404, json: { data: null, error: { status: 404, name: "NotFoundError", message: "Project not found", details: {} } } });
    }
    if (networkFailures < 2) {
      networkFailures += 1;
      return route.abort("connectionreset");
    }
    return route.continue();
  });
  await answer(page, "What do you want to build?", "A bicycle repair workshop with rentals");
  await answer(page, "Do you want specific a location?", "Utrecht, Netherlands");
  await answer(page, "What's your project name?", "Spoke & Chain");
  await expect(page.getByTestId("assistant-bubble").filter({ hasText: "Please choose a template" }).locator("[data-typing-complete]")).toHaveAttribute("data-typing-complete", "true");
  failSaves = true;
  await page.getByRole("button", { name: /^Apply / }).first().click();

  await expect(page.getByRole("status").filter({ hasText: "couldn't save your latest answer" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Reading your answers" })).toBeVisible();
  await expect(page.getByTestId("generation-panel")).toHaveCount(0);
  failSaves = false;
  // Back online: the answers are saved again, May's reading arrives, and nothing is written before the owner answers.
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await skipUnderstood(page);
  // Generation starts, and the first progress check is refused.
  const panel = page.getByTestId("generation-panel");
  await expect(panel.getByRole("alert")).toContainText("Project not found");
  progress = "flaky";
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect(panel.getByText("Your site is ready.")).toBeVisible({ timeout: 45_000 });
  expect(networkFailures).toBe(2);
  await expect(panel.getByRole("alert")).toHaveCount(0);
});

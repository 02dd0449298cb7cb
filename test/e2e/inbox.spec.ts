import { expect, test } from "@playwright/test";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress, linkFromOutbox } from "./helpers";
import { publishedSite, visitorWrites } from "./site-setup";

// docs/decisions/0870-inbox-delete-undo-search-reply.md and 0871-times-in-the-owners-time-zone.md: the owner
// searches, deletes with undo and replies from the project page; times follow the browser's time zone.

test.use({ timezoneId: "America/New_York" });

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

test("the owner searches, deletes with undo and replies; times are in the browser's time zone", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page, uniqueEmail("inbox"));
  const site = await publishedSite(page, "Crumb & Co");
  const visitor = `ana.${Date.now().toString(36)}@example.com`;
  await visitorWrites(page.request, site.slug, { name: "Ana Costa", email: visitor, message: "Do you bake rye on Sundays?" });
  await visitorWrites(page.request, site.slug, { name: "Rui Lopes", email: "rui@example.com", message: "Croissants for twenty people on Friday?" });

  await page.goto(`/u/projects/${site.id}#messages`);
  const inbox = page.locator("#messages");
  await expect(inbox.getByTestId("site-message")).toHaveCount(2);
  // The browser's zone is stored on the account, and the times follow it.
  await expect(inbox.getByTestId("inbox-time-zone")).toHaveText("Times are shown in America/New York time.");
  const shownTime = await inbox.getByTestId("message-time").first().textContent();
  const isoTime = await inbox.getByTestId("message-time").first().getAttribute("datetime");
  expect(shownTime).toBe(new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" }).format(new Date(isoTime!)));

  // Search, then a search that finds nothing, then clear it.
  await inbox.getByRole("searchbox", { name: "Search messages" }).fill("RYE");
  await inbox.getByRole("button", { name: "Search" }).click();
  await expect(inbox.getByRole("status").filter({ hasText: "1 message in Inbox match “RYE”." })).toBeVisible();
  await expect(inbox.getByTestId("site-message")).toHaveCount(1);
  await expect(inbox.getByTestId("site-message")).toContainText("Ana Costa");
  await inbox.getByRole("searchbox", { name: "Search messages" }).fill("baguette");
  await inbox.getByRole("searchbox", { name: "Search messages" }).press("Enter");
  await expect(inbox.getByText("No messages in Inbox match “baguette”.")).toBeVisible();
  await expect(inbox.getByTestId("site-message")).toHaveCount(0);
  await inbox.getByRole("link", { name: "Clear search" }).click();
  await expect(inbox.getByTestId("site-message")).toHaveCount(2);

  // Delete, undo, then delete for good.
  const rui = inbox.getByTestId("site-message").filter({ hasText: "Rui Lopes" });
  await rui.getByRole("button", { name: "Delete" }).click();
  await expect(rui).toHaveCount(0);
  const note = page.getByTestId("undo-delete");
  await expect(note).toContainText("Message from Rui Lopes deleted.");
  await expect(inbox.getByRole("link", { name: /^Inbox \(1\)/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("inbox-undo.png") });
  await note.getByRole("button", { name: "Undo" }).click();
  await expect(rui).toBeVisible();
  await expect(note).toHaveCount(0);
  await expect(inbox.getByRole("link", { name: /^Inbox \(2\)/ })).toBeVisible();
  await rui.getByRole("button", { name: "Delete" }).click();
  await expect(rui).toHaveCount(0);
  // The card hides while the delete is on its way; the folder's count comes from the server once it is stored.
  await expect(inbox.getByRole("link", { name: /^Inbox \(1\)/ })).toBeVisible();
  await page.reload();
  await expect(inbox.getByTestId("site-message")).toHaveCount(1);

  // Reply: an empty reply cannot be sent; a written one waits until the visitor confirms their address, which a
  // mail of May's own words asks them to (docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md).
  const ana = inbox.getByTestId("site-message").filter({ hasText: "Ana Costa" });
  await ana.getByRole("button", { name: "Reply" }).click();
  const box = ana.getByRole("textbox", { name: /Reply to Ana Costa/ });
  await expect(box).toBeFocused();
  await expect(ana.getByRole("button", { name: "Send reply" })).toBeDisabled();
  await box.fill("Yes! Every Sunday from 8:00. Shall we keep two loaves for you?");
  await page.screenshot({ path: testInfo.outputPath("inbox-reply.png"), fullPage: true });
  await ana.getByRole("button", { name: "Send reply" }).click();
  const reply = ana.getByTestId("message-reply");
  await expect(reply).toContainText("Yes! Every Sunday from 8:00.");
  await expect(reply).toHaveAttribute("data-status", "waiting");
  await expect(reply).toContainText("Waiting for Ana Costa to confirm their address");
  await expect(box).toHaveCount(0);
  await expect(ana).toHaveAttribute("data-read", "true");
  await inbox.screenshot({ path: testInfo.outputPath("inbox.png") });

  // The visitor's mail: our words and a link, nothing of the owner's.
  const visitorPage = await page.context().newPage();
  await visitorPage.goto("/dev/outbox");
  const toVisitor = visitorPage.locator("li").filter({ hasText: visitor }).filter({ hasText: "Confirm your address to receive an answer" });
  await expect(toVisitor).toHaveCount(1);
  await expect(toVisitor).not.toContainText("Every Sunday");
  await expect(toVisitor).not.toContainText("Crumb & Co");
  await expect(visitorPage.locator("li").filter({ hasText: visitor }).filter({ hasText: "Re: your message" })).toHaveCount(0);
  // Read from the outbox's HTML: with other tests mailing at the same time, this message may not be the newest
  // (only the newest is open on the page).
  await visitorPage.goto(await linkFromOutbox(page.request, visitor, "/reply-confirmation"));
  await expect(visitorPage.getByText("Crumb & Co answered the message sent from")).toBeVisible();
  await visitorPage.screenshot({ path: testInfo.outputPath("reply-confirmation.png") });
  await visitorPage.getByRole("button", { name: "Send me the answer" }).click();
  await expect(visitorPage.getByRole("status").filter({ hasText: "on its way" })).toHaveText(`The answer from Crumb & Co is on its way to ${visitor}.`);

  await visitorPage.goto("/dev/outbox");
  const mail = visitorPage.locator("li").filter({ hasText: visitor }).filter({ hasText: "Re: your message to Crumb & Co" });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText("Yes! Every Sunday from 8:00.");
  await expect(mail).toContainText("> Do you bake rye on Sundays?");
  await visitorPage.close();
  await page.reload();
  await expect(reply).toHaveAttribute("data-status", "sent");
  await expect(reply).toContainText("You replied");
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { answerCurrentStep, initialConversation, type Conversation } from "../../core/chat/conversation";
import { signUpAndConfirm, uniqueEmail, useOwnClientAddress } from "./helpers";

// docs/decisions/0870-inbox-delete-undo-search-reply.md and 0871-times-in-the-owners-time-zone.md: the owner
// searches, deletes with undo and replies from the project page; times follow the browser's time zone.

test.use({ timezoneId: "America/New_York" });

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** A published site for the signed-in owner, made through the API as the chat would (the chat itself is sites.spec.ts's). */
async function publishedSite(page: Page, name: string): Promise<{ id: number; slug: string }> {
  const api = page.request;
  const origin = new URL(page.url()).origin;
  const headers = { origin, "content-type": "application/json" };
  let steps: Conversation = initialConversation();
  for (const text of ["A neighbourhood bakery with sourdough and rye", "Porto, Portugal", name, "warm-editorial"]) {
    const result = answerCurrentStep(steps, text, Date.now());
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  }
  const current = (await (await api.get("/api/v1/chat")).json()) as { data: { version: number } };
  expect((await api.put("/api/v1/chat", { headers, data: { steps, version: current.data.version } })).status()).toBe(200);
  const created = await api.post("/api/v1/projects", { headers, data: {} });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number; slug: string } };
  await expect.poll(async () => ((await (await api.get(`/api/v1/projects/${data.id}`)).json()) as { data: { status: string } }).data.status, { timeout: 45_000 }).toBe("ready");
  expect((await api.post(`/api/v1/projects/${data.id}/publish`, { headers, data: {} })).status()).toBe(200);
  return data;
}

/** A visitor's message, as the published page's form posts it (a served time a minute ago: a person, not a bot). */
async function visitorWrites(api: APIRequestContext, slug: string, fields: Record<string, string>) {
  const response = await api.post(`/api/v1/sites/${slug}/messages`, { form: { ...fields, started_at: String(Date.now() - 60_000) }, headers: { "cf-connecting-ip": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  expect(response.status()).toBe(200);
}

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
  await page.reload();
  await expect(inbox.getByTestId("site-message")).toHaveCount(1);

  // Reply: an empty reply cannot be sent; a written one is mailed to the visitor and shown on the message.
  const ana = inbox.getByTestId("site-message").filter({ hasText: "Ana Costa" });
  await ana.getByRole("button", { name: "Reply" }).click();
  const box = ana.getByRole("textbox", { name: /Reply to Ana Costa/ });
  await expect(box).toBeFocused();
  await expect(ana.getByRole("button", { name: "Send reply" })).toBeDisabled();
  await box.fill("Yes! Every Sunday from 8:00. Shall we keep two loaves for you?");
  await page.screenshot({ path: testInfo.outputPath("inbox-reply.png"), fullPage: true });
  await ana.getByRole("button", { name: "Send reply" }).click();
  await expect(ana.getByTestId("message-reply")).toContainText("Yes! Every Sunday from 8:00.");
  await expect(ana.getByTestId("message-reply")).toContainText("You replied");
  await expect(box).toHaveCount(0);
  await expect(ana).toHaveAttribute("data-read", "true");
  await inbox.screenshot({ path: testInfo.outputPath("inbox.png") });

  const outbox = await page.context().newPage();
  await outbox.goto("/dev/outbox");
  const mail = outbox.locator("li").filter({ hasText: visitor }).filter({ hasText: "Re: your message to Crumb & Co" });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText("Yes! Every Sunday from 8:00.");
  await expect(mail).toContainText("> Do you bake rye on Sundays?");
  await outbox.close();
});

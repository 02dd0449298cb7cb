import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REPLIES_ALL_ACCOUNTS_PER_HOUR } from "@core/projects/inbox";
import { call, expectError } from "../accounts/helpers";
import { form, page } from "../security/helpers";
import { publishedSite, sendMessage } from "./helpers";

// docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md

interface MessageView {
  id: number;
  email: string;
  replies: { body: string; sentAt: string; status: "sent" | "waiting" }[];
}

async function list(projectId: number, jwt: string): Promise<MessageView[]> {
  const response = await call(`/projects/${projectId}/messages?folder=inbox`, { jwt });
  expect(response.status).toBe(200);
  return (await response.json<{ data: MessageView[] }>()).data;
}

async function outbox(to: string) {
  const { results } = await env.DB.prepare('SELECT * FROM mail_outbox WHERE "to" = ? ORDER BY id').bind(to).all<{ subject: string; text: string; html: string; reply_to: string | null }>();
  return results;
}

const reply = (projectId: number, messageId: number, jwt: string, body: string) => call(`/projects/${projectId}/messages/${messageId}/replies`, { jwt, json: { body } });

/** The token of the confirmation link in a confirmation email. */
function tokenIn(text: string): string {
  const match = /\/reply-confirmation\?token=([A-Za-z0-9_-]{20,})/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

/** The visitor presses the confirmation page's button (a same-origin form post). */
const confirmOnScreen = (token: string) => call(page("/reply-confirmation"), { method: "POST", rawBody: form({ token }).rawBody, headers: { ...form({}).headers, origin: "http://localhost" } });

afterEach(() => vi.restoreAllMocks());

describe("a reply goes only to an address the visitor confirmed", () => {
  it("an owner's reply to an address nobody confirmed waits; the address gets May's fixed text only, never the owner's words", async () => {
    const { jwt, project } = await publishedSite({ name: "Relay Attempt" });
    // The owner posts their own form with a stranger's address, then answers it with a sales pitch.
    await sendMessage(project.slug, { name: "Stranger", email: "stranger@example.com", message: "Hello" });
    const [message] = await list(project.id, jwt);
    const sent = await reply(project.id, message!.id, jwt, "Cheap watches at https://watches.example.test, 90% off!");
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect((await sent.json<{ data: MessageView }>()).data.replies).toEqual([{ body: "Cheap watches at https://watches.example.test, 90% off!", sentAt: expect.any(String), status: "waiting" }]);

    const mails = await outbox("stranger@example.com");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("Confirm your address to receive an answer");
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toContain("watches");
      expect(part).not.toContain("Relay Attempt");
      expect(part).not.toContain("Hello");
    }
    expect(mail!.reply_to).toBeNull();
    tokenIn(mail!.text);

    // A second reply while the first waits mails nobody again.
    expect((await reply(project.id, message!.id, jwt, "Still 90% off")).status).toBe(201);
    expect(await outbox("stranger@example.com")).toHaveLength(1);
    expect((await list(project.id, jwt))[0]!.replies.map((item) => item.status)).toEqual(["waiting", "waiting"]);
  });

  it("the visitor's confirmation (a button, not the link alone) sends the waiting replies; later replies to that address go at once", async () => {
    const { jwt, person, project } = await publishedSite({ name: "Honest Crumb" });
    await sendMessage(project.slug, { name: "Ana", email: "ana.confirms@example.com", message: "Do you bake rye?" });
    const [message] = await list(project.id, jwt);
    expect((await reply(project.id, message!.id, jwt, "Yes, on Sundays.")).status).toBe(201);
    const token = tokenIn((await outbox("ana.confirms@example.com"))[0]!.text);

    // Opening the link (as a mail scanner would) shows the question and confirms nothing.
    const opened = await call(page(`/reply-confirmation?token=${token}`));
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain("Honest Crumb");
    expect(html).toContain("Send me the answer");
    expect(await outbox("ana.confirms@example.com")).toHaveLength(1);

    const confirmed = await confirmOnScreen(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("on its way");
    const mails = await outbox("ana.confirms@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Re: your message to Honest Crumb");
    expect(mails[1]!.text).toContain("Yes, on Sundays.");
    expect(mails[1]!.reply_to).toBe(person.email);
    expect((await list(project.id, jwt))[0]!.replies.map((item) => item.status)).toEqual(["sent"]);

    // The link is spent; the next reply, and a reply to a later message from the same address, go at once.
    const again = await confirmOnScreen(token);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This link has been used or has expired.");
    expect((await reply(project.id, message!.id, jwt, "We open at 8.")).status).toBe(201);
    await sendMessage(project.slug, { name: "Ana", email: "Ana.Confirms@example.com", message: "And croissants?" });
    const [later] = await list(project.id, jwt);
    const answered = await reply(project.id, later!.id, jwt, "Every day.");
    expect((await answered.json<{ data: MessageView }>()).data.replies.map((item) => item.status)).toEqual(["sent"]);
    expect((await outbox("ana.confirms@example.com")).map((mail) => mail.subject)).toEqual([
      "Confirm your address to receive an answer",
      "Re: your message to Honest Crumb",
      "Re: your message to Honest Crumb",
    ]);
    expect(await outbox("Ana.Confirms@example.com")).toHaveLength(1);
  });

  it("writes to the visitor in the site's language, not the owner's (docs/operations.md, Email)", async () => {
    const { jwt, person, project } = await publishedSite({ name: "Arabic Crumb" });
    await env.DB.prepare("UPDATE users SET language = 'pt' WHERE email = ?").bind(person.email).run();
    await env.DB.prepare("UPDATE projects SET document = json_set(document, '$.language', 'ar') WHERE id = ?").bind(project.id).run();
    await sendMessage(project.slug, { name: "Layla", email: "layla.ar@example.com", message: "هل تخبزون يوم الأحد؟" });
    const [message] = await list(project.id, jwt);
    expect((await reply(project.id, message!.id, jwt, "نعم، كل أحد.")).status).toBe(201);
    const [confirmation] = await outbox("layla.ar@example.com");
    expect(confirmation!.subject).toBe("أكّد عنوانك لتتلقى الرد");
    expect(confirmation!.html).toContain('<html lang="ar" dir="rtl">');
    expect((await confirmOnScreen(tokenIn(confirmation!.text))).status).toBe(200);
    const answer = (await outbox("layla.ar@example.com"))[1]!;
    expect(answer.subject).toBe("رد: رسالتك إلى Arabic Crumb");
    expect(answer.text).toContain("نعم، كل أحد.");
    expect(answer.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("refuses a made-up, expired or deleted message's link, and answers the page without a token", async () => {
    const { jwt, project } = await publishedSite({ name: "Expiring Crumb" });
    await sendMessage(project.slug, { name: "Rui", email: "rui.expires@example.com", message: "Hi" });
    const [message] = await list(project.id, jwt);
    await reply(project.id, message!.id, jwt, "Hello Rui");
    const token = tokenIn((await outbox("rui.expires@example.com"))[0]!.text);

    for (const bad of ["", "x", "A".repeat(43)]) {
      const response = await confirmOnScreen(bad);
      expect(response.status, bad).toBe(400);
    }
    expect((await call(page("/reply-confirmation"))).status).toBe(200);
    expect(await (await call(page("/reply-confirmation?token=nothing"))).text()).toContain("This link has been used or has expired.");

    await env.DB.prepare("UPDATE site_messages SET confirmation_sent_at = ? WHERE id = ?").bind(Date.now() - 8 * 24 * 60 * 60 * 1000, message!.id).run();
    expect((await confirmOnScreen(token)).status).toBe(400);
    expect(await outbox("rui.expires@example.com")).toHaveLength(1);

    // An expired link: the next reply sends a new confirmation (one per week at most).
    expect((await reply(project.id, message!.id, jwt, "Hello again")).status).toBe(201);
    const fresh = tokenIn((await outbox("rui.expires@example.com"))[1]!.text);
    await call(`/projects/${project.id}/messages/${message!.id}`, { method: "DELETE", jwt });
    expect((await confirmOnScreen(fresh)).status).toBe(400);
  });

  it("says so when the confirmation cannot be mailed, and records nothing", async () => {
    const { jwt, project } = await publishedSite({ name: "Down Crumb" });
    await sendMessage(project.slug, { name: "Ana", email: "ana.down@example.com", message: "Hello" });
    const [message] = await list(project.id, jwt);
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("down", { status: 500 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call(`/projects/${project.id}/messages/${message!.id}/replies`, { jwt, json: { body: "Hi" }, env: { MAIL_TRANSPORT: "resend", MAIL_API_KEY: "test-key" } });
    await expectError(response, 503, "ServiceUnavailableError", "Your reply could not be sent just now. Please try again in a minute.");
    vi.restoreAllMocks();
    expect((await list(project.id, jwt))[0]!.replies).toEqual([]);
  });
});

describe("the circuit breaker across all accounts", () => {
  it(`refuses every account's replies once ${REPLIES_ALL_ACCOUNTS_PER_HOUR} went out in an hour, and tells the operator`, async () => {
    expect(REPLIES_ALL_ACCOUNTS_PER_HOUR).toBeGreaterThanOrEqual(10 * 100);
    const busy = await publishedSite({ name: "Busy Crumb" });
    await sendMessage(busy.project.slug, { name: "Ana", email: "ana.busy@example.com", message: "Hello" });
    const [busyMessage] = await list(busy.project.id, busy.jwt);
    const owner = await env.DB.prepare("SELECT user_id FROM projects WHERE id = ?").bind(busy.project.id).first<{ user_id: number }>();
    // Many accounts' replies of the last hour, spread over the hour (the per-account count is not what trips here).
    const now = Date.now();
    const rows = Array.from({ length: REPLIES_ALL_ACCOUNTS_PER_HOUR }, (_, i) => `(${busyMessage!.id}, ${owner!.user_id}, 'old', ${now - 3_000_000 + i}, ${now - 3_000_000 + i})`).join(",");
    await env.DB.prepare(`INSERT INTO site_message_replies (message_id, user_id, body, created_at, sent_at) VALUES ${rows}`).run();

    const quiet = await publishedSite({ name: "Quiet Crumb" });
    await sendMessage(quiet.project.slug, { name: "Rui", email: "rui.quiet@example.com", message: "Hello" });
    const [message] = await list(quiet.project.id, quiet.jwt);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expectError(await reply(quiet.project.id, message!.id, quiet.jwt, "Hi"), 503, "ServiceUnavailableError", "Replies are paused for a short while. Please try again in an hour.");
    expect(logged.mock.calls.map((args) => String(args[0])).join("\n")).toMatch(new RegExp(`\\[replies\\] circuit breaker open: \\d+ replies in the last hour across all accounts \\(limit ${REPLIES_ALL_ACCOUNTS_PER_HOUR}\\)`));
    expect(await outbox("rui.quiet@example.com")).toHaveLength(0);

    // An hour later the count has fallen and replies go again.
    await env.DB.prepare("UPDATE site_message_replies SET created_at = created_at - 3600000 WHERE body = 'old'").run();
    expect((await reply(quiet.project.id, message!.id, quiet.jwt, "Hi")).status).toBe(201);
  });
});

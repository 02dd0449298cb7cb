import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../../../workers/entry";
import { INBOX_MESSAGES, MESSAGE_UNDO_WINDOW_MS, REPLIES_PER_DAY } from "@core/projects/inbox";
import { englishText } from "@server/platform";
import { shownTimeZone, timeZoneSchema } from "@core/time-zone";
import { parseProjectIntent } from "@core/projects/intents";
import { call, expectError } from "../accounts/helpers";
import { publishedSite, sendMessage } from "./helpers";

interface MessageView {
  id: number;
  name: string;
  email: string;
  message: string;
  read: boolean;
  replies: { body: string; sentAt: string }[];
}

async function list(projectId: number, jwt: string, query = "folder=inbox"): Promise<MessageView[]> {
  const response = await call(`/projects/${projectId}/messages?${query}`, { jwt });
  expect(response.status).toBe(200);
  return (await response.json<{ data: MessageView[] }>()).data;
}

/** As if the visitor had confirmed their address through the link May mailed them (reply-confirmation.test.ts walks that). */
async function visitorConfirmed(email: string) {
  await env.DB.prepare("UPDATE site_messages SET email_confirmed_at = ? WHERE email = ?").bind(Date.now(), email).run();
}

async function runCron(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "* * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function outbox(to: string) {
  const { results } = await env.DB.prepare('SELECT * FROM mail_outbox WHERE "to" = ? ORDER BY id').bind(to).all<{ subject: string; text: string; html: string; reply_to: string | null }>();
  return results;
}

describe("delete with undo (docs/decisions/0870-inbox-delete-undo-search-reply.md)", () => {
  it("hides a deleted message at once, brings it back within the window, and the cron purges it after", async () => {
    const { jwt, project } = await publishedSite({ name: "Undo Crumb" });
    await sendMessage(project.slug, { name: "Ana", email: "ana@example.com", message: "Rye on Sundays?" });
    await sendMessage(project.slug, { name: "Rui", email: "rui@example.com", message: "Gluten-free?" });
    const [rui, ana] = await list(project.id, jwt);
    expect(rui!.name).toBe("Rui");

    expect((await call(`/projects/${project.id}/messages/${ana!.id}`, { method: "DELETE", jwt })).status).toBe(200);
    expect((await list(project.id, jwt)).map((m) => m.name)).toEqual(["Rui"]);
    const counts = await env.DB.prepare("SELECT count(*) AS n FROM site_messages WHERE project_id = ?").bind(project.id).first<{ n: number }>();
    expect(counts!.n).toBe(2);
    // Not in the CSV while deleted; no marks on a deleted message.
    expect(await (await call(`/projects/${project.id}/messages.csv`, { jwt })).text()).not.toContain("Rye on Sundays?");
    expect((await call(`/projects/${project.id}/messages/${ana!.id}`, { method: "PUT", jwt, json: { read: true } })).status).toBe(404);

    // Undo, through the screens' intent door's schema and the API.
    expect(parseProjectIntent({ intent: "message", messageId: ana!.id, deleted: false }).ok).toBe(true);
    const undone = await call(`/projects/${project.id}/messages/${ana!.id}`, { method: "PUT", jwt, json: { deleted: false } });
    expect(undone.status).toBe(200);
    expect((await list(project.id, jwt)).map((m) => m.name)).toEqual(["Rui", "Ana"]);

    // Deleted again (with a reply on it), the cron run inside the window keeps it; one after the window purges it with its reply, and undo says so.
    expect((await call(`/projects/${project.id}/messages/${ana!.id}/replies`, { jwt, json: { body: "Yes, rye on Sundays." } })).status).toBe(201);
    await call(`/projects/${project.id}/messages/${ana!.id}`, { method: "DELETE", jwt });
    await runCron(Date.now());
    expect(await env.DB.prepare("SELECT id FROM site_messages WHERE id = ?").bind(ana!.id).first()).not.toBeNull();
    await env.DB.prepare("UPDATE site_messages SET deleted_at = ? WHERE id = ?").bind(Date.now() - MESSAGE_UNDO_WINDOW_MS - 1000, ana!.id).run();
    await expectError(await call(`/projects/${project.id}/messages/${ana!.id}`, { method: "PUT", jwt, json: { deleted: false } }), 400, "ValidationError", englishText(INBOX_MESSAGES.tooLateToUndo));
    await runCron(Date.now());
    expect(await env.DB.prepare("SELECT id FROM site_messages WHERE id = ?").bind(ana!.id).first()).toBeNull();
    expect(await env.DB.prepare("SELECT id FROM site_message_replies WHERE message_id = ?").bind(ana!.id).first()).toBeNull();
    expect((await call(`/projects/${project.id}/messages/${ana!.id}`, { method: "PUT", jwt, json: { deleted: false } })).status).toBe(404);
    expect((await list(project.id, jwt)).map((m) => m.name)).toEqual(["Rui"]);
  });

  it("refuses another owner's message and a delete without a session", async () => {
    const { jwt, project } = await publishedSite({ name: "Mine Crumb" });
    await sendMessage(project.slug, { name: "Ana", email: "ana@example.com", message: "Hello" });
    const [message] = await list(project.id, jwt);
    const stranger = await publishedSite({ name: "Their Crumb" });
    expect((await call(`/projects/${stranger.project.id}/messages/${message!.id}`, { method: "DELETE", jwt: stranger.jwt })).status).toBe(404);
    expect((await call(`/projects/${project.id}/messages/${message!.id}`, { method: "DELETE" })).status).toBe(403);
    expect(await list(project.id, jwt)).toHaveLength(1);
  });
});

describe("search", () => {
  it("finds text in the name, email or message, case-insensitively, with % and _ taken literally", async () => {
    const { jwt, project } = await publishedSite({ name: "Search Crumb" });
    await sendMessage(project.slug, { name: "Ana Costa", email: "ana@example.com", message: "Do you bake RYE on Sundays?" });
    await sendMessage(project.slug, { name: "Rui", email: "rui.rye@example.org", message: "Croissants for 20 people" });
    await sendMessage(project.slug, { name: "Inês", email: "ines@example.com", message: "100% wholemeal, please" });
    const names = async (q: string, folder = "inbox") => (await list(project.id, jwt, `folder=${folder}&q=${encodeURIComponent(q)}`)).map((m) => m.name).sort();
    expect(await names("rye")).toEqual(["Ana Costa", "Rui"]);
    expect(await names("COSTA")).toEqual(["Ana Costa"]);
    expect(await names("example.org")).toEqual(["Rui"]);
    expect(await names("100%")).toEqual(["Inês"]);
    expect(await names("0%")).toEqual(["Inês"]);
    expect(await names("%")).toEqual(["Inês"]);
    expect(await names("_")).toEqual([]);
    expect(await names("nothing like it")).toEqual([]);
    expect(await names("rye", "archived")).toEqual([]);
    expect(await names("   ")).toHaveLength(3);
  });
});

describe("replies from the app", () => {
  it("mails the visitor with reply-to the owner, quotes their message, and records the reply on it", async () => {
    const { jwt, person, project } = await publishedSite({ name: "Reply Crumb" });
    await sendMessage(project.slug, { name: "Ana", email: "ana.reply@example.com", message: "Do you bake rye?\n<b>Two</b>" });
    await visitorConfirmed("ana.reply@example.com");
    const [message] = await list(project.id, jwt);
    const sent = await call(`/projects/${project.id}/messages/${message!.id}/replies`, { jwt, json: { body: "Yes, every Sunday from 8:00.\nSee you <soon>" } });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const view = (await sent.json<{ data: MessageView }>()).data;
    expect(view.read).toBe(true);
    expect(view.replies).toEqual([{ body: "Yes, every Sunday from 8:00.\nSee you <soon>", sentAt: expect.any(String), status: "sent" }]);
    expect((await list(project.id, jwt))[0]!.replies).toHaveLength(1);

    const [mail] = await outbox("ana.reply@example.com");
    expect(mail!.subject).toBe("Re: your message to Reply Crumb");
    expect(mail!.reply_to).toBe(person.email);
    expect(mail!.text).toContain("Yes, every Sunday from 8:00.");
    expect(mail!.text).toContain("> Do you bake rye?");
    expect(mail!.text).toContain("(UTC)");
    expect(mail!.html).toContain("See you &lt;soon&gt;");
    expect(mail!.html).toContain("&lt;b&gt;Two&lt;/b&gt;");
    expect(mail!.html).not.toContain("<soon>");
  });

  it("refuses an empty reply, a message in Spam, an unconfirmed owner, and stops at the daily count", async () => {
    const { jwt, project } = await publishedSite({ name: "Refusing Crumb" });
    await sendMessage(project.slug, { name: "Ana", email: "ana@example.com", message: "Hello" });
    const [message] = await list(project.id, jwt);
    const reply = (body: unknown) => call(`/projects/${project.id}/messages/${message!.id}/replies`, { jwt, json: { body } });
    expect((await reply("   ")).status).toBe(400);
    expect(parseProjectIntent({ intent: "reply", messageId: message!.id, body: "" })).toEqual({ ok: false, error: INBOX_MESSAGES.emptyReply });

    await call(`/projects/${project.id}/messages/${message!.id}`, { method: "PUT", jwt, json: { spam: true } });
    await expectError(await reply("Hi"), 400, "ValidationError", "Move the message out of Spam before replying.");
    await call(`/projects/${project.id}/messages/${message!.id}`, { method: "PUT", jwt, json: { spam: false } });

    const owner = await env.DB.prepare("SELECT user_id FROM projects WHERE id = ?").bind(project.id).first<{ user_id: number }>();
    await env.DB.prepare("UPDATE users SET confirmed = 0 WHERE id = ?").bind(owner!.user_id).run();
    // Only possible with EMAIL_CONFIRMATION off: otherwise an unconfirmed account is not signed in at all.
    const unconfirmed = await call(`/projects/${project.id}/messages/${message!.id}/replies`, { jwt, json: { body: "Hi" }, env: { EMAIL_CONFIRMATION: "false" } });
    await expectError(unconfirmed, 400, "ApplicationError", "Confirm your email address first: your replies go out with it as the address visitors answer.");
    await env.DB.prepare("UPDATE users SET confirmed = 1 WHERE id = ?").bind(owner!.user_id).run();

    // The day's count is kept in D1 (the limiter only counts a minute).
    const day = Date.now() - 60 * 60 * 1000;
    const rows = Array.from({ length: REPLIES_PER_DAY }, () => `(${message!.id}, ${owner!.user_id}, 'old', ${day})`).join(",");
    await env.DB.prepare(`INSERT INTO site_message_replies (message_id, user_id, body, created_at) VALUES ${rows}`).run();
    await expectError(await reply("Hi"), 429, "RateLimitError", "You have sent a lot of replies today. Please try again tomorrow.");
  });

  it("is limited per account each minute", async () => {
    const { jwt, project } = await publishedSite({ name: "Busy Crumb" });
    await sendMessage(project.slug, { name: "Ana", email: "ana@example.com", message: "Hello" });
    const [message] = await list(project.id, jwt);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(`/projects/${project.id}/messages/${message!.id}/replies`, { jwt, json: { body: `Reply ${i}` } })).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("says so when the mail provider fails, and records nothing", async () => {
    const { jwt, project } = await publishedSite({ name: "Failing Crumb" });
    await sendMessage(project.slug, { name: "Ana", email: "ana@example.com", message: "Hello" });
    const [message] = await list(project.id, jwt);
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("down", { status: 500 }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await call(`/projects/${project.id}/messages/${message!.id}/replies`, { jwt, json: { body: "Hi" }, env: { MAIL_TRANSPORT: "resend", MAIL_API_KEY: "test-key" } });
      await expectError(response, 503, "ServiceUnavailableError", "Your reply could not be sent just now. Please try again in a minute.");
      expect(logged).toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
    expect((await list(project.id, jwt))[0]!.replies).toEqual([]);
  });
});

describe("the owner's time zone (docs/decisions/0871-times-in-the-owners-time-zone.md)", () => {
  it("is stored through a checked route and used for times", async () => {
    const { jwt, person, project } = await publishedSite({ name: "Zone Crumb" });
    const put = (json: unknown, who: string | null = jwt) => call("/users/me/time-zone", { method: "PUT", jwt: who ?? undefined, json });
    expect((await put({ timeZone: "Europe/Lisbon" })).status).toBe(200);
    for (const bad of ["Mars/Olympus", "", "Europe/Lisbon<script>", 42, "x".repeat(65)]) expect((await put({ timeZone: bad })).status, String(bad)).toBe(400);
    expect((await put({ timeZone: "UTC" }, null)).status).toBe(403);
    const stored = await env.DB.prepare("SELECT time_zone FROM users WHERE id = (SELECT user_id FROM projects WHERE id = ?)").bind(project.id).first<{ time_zone: string }>();
    expect(stored!.time_zone).toBe("Europe/Lisbon");

    // The lead email gives the time in the owner's zone, and a reply quotes the visitor's time in it.
    await sendMessage(project.slug, { name: "Ana", email: "ana.zone@example.com", message: "Hello" });
    await visitorConfirmed("ana.zone@example.com");
    const lead = (await outbox(person.email)).find((mail) => mail.subject.startsWith("New message"));
    expect(lead!.text).toMatch(/Received: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Europe\/Lisbon time\)/);
    const [message] = await list(project.id, jwt);
    expect((await call(`/projects/${project.id}/messages/${message!.id}/replies`, { jwt, json: { body: "Hi" } })).status).toBe(201);
    const [mail] = await outbox("ana.zone@example.com");
    expect(mail!.text).toContain("(Europe/Lisbon time)");
  });

  it("shows an unknown zone as UTC and knows zones from names", () => {
    expect(shownTimeZone("Europe/Lisbon")).toBe("Europe/Lisbon");
    expect(shownTimeZone(null)).toBe("UTC");
    expect(shownTimeZone("Not/AZone")).toBe("UTC");
    expect(timeZoneSchema.safeParse("America/Argentina/Buenos_Aires").success).toBe(true);
    expect(timeZoneSchema.safeParse("Etc/GMT+3").success).toBe(true);
  });
});

import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../../workers/entry";
import { call } from "../accounts/helpers";
import { publishedSite, sendMessage } from "./helpers";

interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  html: string;
  reply_to: string | null;
}

async function outbox(to: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare('SELECT * FROM mail_outbox WHERE "to" = ? ORDER BY id').bind(to).all<OutboxRow>();
  return results;
}

/** Runs the Worker's Cron Trigger handler in workerd, as miniflare does each minute, at a given time. */
async function runCron(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "* * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("leads by email (docs/decisions/0700-leads-by-email-and-a-digest.md)", () => {
  it("emails the owner about one message, with the visitor's details and reply-to set to the visitor", async () => {
    const { person, project } = await publishedSite();
    const response = await sendMessage(project.slug, { name: "Ana Sousa", email: "ana@example.com", phone: "+351 912 345 678", message: "Do you bake rye on Sundays?\n<b>Two loaves</b>" });
    expect(response.status).toBe(200);
    const mails = await outbox(person.email);
    const leads = mails.filter((mail) => mail.subject.includes("New message"));
    expect(leads).toHaveLength(1);
    const [lead] = leads;
    expect(lead!.reply_to).toBe("ana@example.com");
    expect(lead!.subject).toBe("New message from Ana Sousa on Rise & Crumb");
    for (const part of ["Ana Sousa", "ana@example.com", "+351 912 345 678", "Do you bake rye on Sundays?", `/u/projects/${project.id}#messages`]) expect(lead!.text).toContain(part);
    expect(lead!.html).toContain("&lt;b&gt;Two loaves&lt;/b&gt;");
    expect(lead!.html).not.toContain("<b>Two loaves");
  });

  it("writes to the owner in their account's language and time zone (docs/operations.md, Email)", async () => {
    const { person, project } = await publishedSite();
    await env.DB.prepare("UPDATE users SET language = 'pt', time_zone = 'Europe/Lisbon' WHERE email = ?").bind(person.email).run();
    expect((await sendMessage(project.slug, { name: "Ana Sousa", email: "ana@example.com", message: "Têm pão de centeio?" })).status).toBe(200);
    const [lead] = await outbox(person.email).then((mails) => mails.filter((mail) => mail.subject.startsWith("Nova mensagem")));
    expect(lead!.subject).toBe("Nova mensagem de Ana Sousa em Rise & Crumb");
    expect(lead!.text).toMatch(/Recebida: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(hora de Europe\/Lisbon\)/);
    expect(lead!.html).toContain('<html lang="pt" dir="ltr">');
  });

  it("sends at most one email a minute: three messages are one email now and a digest of the other two from the scheduled run", async () => {
    const { person, project } = await publishedSite();
    for (const [name, email] of [["First", "one@example.com"], ["Second", "two@example.com"], ["Third", "three@example.com"]] as const) {
      expect((await sendMessage(project.slug, { name, email, message: `Hello from ${name}` })).status).toBe(200);
    }
    const leadMails = async () => (await outbox(person.email)).filter((mail) => mail.text.includes("contact form"));
    expect(await leadMails()).toHaveLength(1);
    expect((await leadMails())[0]!.reply_to).toBe("one@example.com");

    // Within the minute the scheduled run sends nothing; after it, one digest of the rest.
    await runCron(Date.now() + 10_000);
    expect(await leadMails()).toHaveLength(1);
    await runCron(Date.now() + 61_000);
    const mails = await leadMails();
    expect(mails).toHaveLength(2);
    const digest = mails[1]!;
    expect(digest.subject).toBe("2 new messages on Rise & Crumb");
    expect(digest.text).toContain("Hello from Second");
    expect(digest.text).toContain("Hello from Third");
    expect(digest.text).not.toContain("Hello from First");
    // Two visitors: no single reply-to; each address is in the email.
    expect(digest.reply_to).toBeNull();
    expect(digest.text).toContain("two@example.com");

    // Nothing is sent twice.
    await runCron(Date.now() + 200_000);
    expect(await leadMails()).toHaveLength(2);
  });

  it("sends nothing when the owner turned email alerts off, and still keeps the message", async () => {
    const { jwt, person, project } = await publishedSite();
    const off = await call(`/projects/${project.id}/settings`, { method: "PUT", jwt, json: { emailLeads: false } });
    expect(off.status, await off.clone().text()).toBe(200);
    expect((await off.json<{ data: { settings: { emailLeads: boolean } } }>()).data.settings.emailLeads).toBe(false);
    expect((await sendMessage(project.slug, { name: "Ana", email: "ana@example.com", message: "Anyone there?" })).status).toBe(200);
    await runCron(Date.now() + 120_000);
    expect((await outbox(person.email)).filter((mail) => mail.text.includes("contact form"))).toHaveLength(0);
    const messages = await (await call(`/projects/${project.id}/messages`, { jwt })).json<{ data: { message: string }[] }>();
    expect(messages.data.map((message) => message.message)).toEqual(["Anyone there?"]);
  });

  it("is on by default for a new project", async () => {
    const { jwt, project } = await publishedSite();
    const detail = await (await call(`/projects/${project.id}`, { jwt })).json<{ data: { settings: { emailLeads: boolean } } }>();
    expect(detail.data.settings).toEqual({ emailLeads: true, hideFromSearch: false });
    expect((await call(`/projects/${project.id}/settings`, { method: "PUT", jwt, json: {} })).status).toBe(400);
  });
});

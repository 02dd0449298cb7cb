import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "@core/csv";
import { FORM_STARTED_FIELD, SPAM_THRESHOLD } from "@core/forms/spam";
import { parseProjectIntent } from "@core/projects/intents";
import { call } from "../accounts/helpers";
import { publishedSite, sendMessage } from "./helpers";

interface MessageView {
  id: number;
  name: string;
  message: string;
  read: boolean;
  archived: boolean;
  spam: boolean;
  spamScore: number;
}

describe("CSV export", () => {
  it("escapes cells against spreadsheet formulas and quotes what needs quoting", () => {
    expect(csvCell("=HYPERLINK(\"http://evil.example\",\"x\")")).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvCell("a, b\nc")).toBe('"a, b\nc"');
    expect(csvCell(null)).toBe("");
    expect(toCsv([["a", "b"], [1, "x"]])).toBe("a,b\r\n1,x\r\n");
  });
});

describe("the owner's inbox", () => {
  it("sends spam to the Spam folder: no bell, no email; the owner can move it back", async () => {
    const { jwt, person, project } = await publishedSite({ name: "Spam Crumb" });
    // The served page carries the time it was served, signed, for time-to-submit (core/forms/spam.test.ts scores it).
    const page = await (await call(`http://localhost/s/${project.slug}`)).text();
    const started = new RegExp(`<input type="hidden" name="${FORM_STARTED_FIELD}" value="(\\d+\\.[\\w-]{43})">`).exec(page);
    expect(started).not.toBeNull();
    const fast = await sendMessage(project.slug, { name: "Cheap SEO", email: "seo@example.com", message: "Backlinks! http://a.example http://b.example", [FORM_STARTED_FIELD]: started![1]! });
    expect(fast.status).toBe(200);
    expect(await fast.text()).toContain("Thank you! Your message has been sent.");

    const list = async (folder: string) => (await (await call(`/projects/${project.id}/messages?folder=${folder}`, { jwt })).json<{ data: MessageView[] }>()).data;
    expect(await list("inbox")).toEqual([]);
    const [spam] = await list("spam");
    expect(spam).toMatchObject({ name: "Cheap SEO", spam: true });
    expect(spam!.spamScore).toBeGreaterThanOrEqual(SPAM_THRESHOLD);
    const { results } = await env.DB.prepare('SELECT subject FROM mail_outbox WHERE "to" = ? AND subject LIKE ?').bind(person.email, "%message%").all();
    expect(results).toEqual([]);
    const notes = await (await call("/notifications", { jwt })).json<{ items: { kind: string }[] }>();
    expect(notes.items.filter((item) => item.kind === "message_received")).toEqual([]);

    const back = await call(`/projects/${project.id}/messages/${spam!.id}`, { method: "PUT", jwt, json: { spam: false } });
    expect(back.status).toBe(200);
    expect((await list("inbox")).map((message) => message.name)).toEqual(["Cheap SEO"]);
    expect(await list("spam")).toEqual([]);
  });

  it("marks messages read and unread, archives them, and refuses another project's message", async () => {
    const { jwt, project } = await publishedSite({ name: "Inbox Crumb" });
    await sendMessage(project.slug, { name: "Ana", email: "ana@example.com", message: "Rye on Sundays?" });
    const inbox = async (folder = "inbox") => (await (await call(`/projects/${project.id}/messages?folder=${folder}`, { jwt })).json<{ data: MessageView[] }>()).data;
    const [message] = await inbox();
    expect(message).toMatchObject({ read: false, archived: false, spam: false });
    const put = (json: unknown, id = message!.id, who = jwt) => call(`/projects/${project.id}/messages/${id}`, { method: "PUT", jwt: who, json });
    expect((await (await put({ read: true })).json<{ data: MessageView }>()).data.read).toBe(true);
    expect((await (await put({ read: false })).json<{ data: MessageView }>()).data.read).toBe(false);
    await put({ archived: true });
    expect(await inbox()).toEqual([]);
    expect((await inbox("archived")).map((m) => m.id)).toEqual([message!.id]);
    expect((await put({})).status).toBe(400);
    expect((await put({ read: true }, 999_999)).status).toBe(404);
    const stranger = await publishedSite({ name: "Other Crumb" });
    expect((await call(`/projects/${stranger.project.id}/messages/${message!.id}`, { method: "PUT", jwt: stranger.jwt, json: { read: true } })).status).toBe(404);
    // The screens' door takes the same marks.
    expect(parseProjectIntent({ intent: "message", messageId: message!.id, archived: false }).ok).toBe(true);
  });

  it("exports every message as CSV, with formula cells neutralised", async () => {
    const { jwt, project } = await publishedSite({ name: "Csv Crumb" });
    await sendMessage(project.slug, { name: "=HYPERLINK(\"http://evil.example\")", email: "eve@example.com", message: "@SUM(1+1), and\na new line" });
    const response = await call(`/projects/${project.id}/messages.csv`, { jwt });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${project.slug}-messages.csv"`);
    const csv = await response.text();
    expect(csv.startsWith("received_at,name,email,phone,message,folder,read,spam_score\r\n")).toBe(true);
    // The line break stays inside its quoted cell (a form post sends it as CRLF); a link in the name made it spam, still exported.
    expect(csv).toMatch(/\r\n[0-9TZ:.-]+,"'=HYPERLINK\(""http:\/\/evil\.example""\)",eve@example\.com,,"'@SUM\(1\+1\), and\r?\na new line",spam,no,\d+\r\n$/);
    expect((await call(`/projects/${project.id}/messages.csv`)).status).toBe(403);
  });
});

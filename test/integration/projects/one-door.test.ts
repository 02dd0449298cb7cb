import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@core/constants";
import { englishText } from "@server/platform";
import { INTENT_MESSAGES } from "@core/projects/intents";
import { INBOX_MESSAGES } from "@core/projects/inbox";
import { call, expectError, signedUpUser } from "../accounts/helpers";
import { publishedSite, sendMessage } from "../leads/helpers";
import { logInOnScreen, page } from "../security/helpers";

// docs/decisions/0300-one-door-per-project-action.md: every project write, the inbox's included, is one intent
// run by one runner that applies the limits; the screens find the person's project with one helper and read
// their bodies with one reader; a project that is not the person's is 404 on every door.

/** A rate limiter that always says no, as one does mid-flood. */
const refusing = { limit: async () => ({ success: false }) } as RateLimit;

/** A rate limiter that says yes and writes down every key it was asked about. */
function recording(keys: string[]): RateLimit {
  return { limit: async ({ key }: { key: string }) => (keys.push(key), { success: true }) } as RateLimit;
}

/** An owner with a published site, one visitor's message in its inbox, a JWT and a screen session. */
async function ownerWithMessage(name: string) {
  const owner = await publishedSite({ name });
  expect((await sendMessage(owner.project.slug, { name: "Ana", email: `ana.${owner.project.id}@example.com`, message: "Do you bake on Sundays?" })).status).toBe(200);
  const inbox = await (await call(`/projects/${owner.project.id}/messages`, { jwt: owner.jwt })).json<{ data: { id: number }[] }>();
  const { cookie } = await logInOnScreen(owner.person.email, owner.person.password);
  expect(cookie).toMatch(/^may_session=./);
  return { ...owner, cookie, messageId: inbox.data[0]!.id };
}

/** The editor's JSON intents (its inbox's too), as its fetchers post them. */
const editor = (cookie: string, id: number | string, body: unknown, options: { raw?: boolean; env?: Record<string, unknown> } = {}) =>
  call(page(`/u/projects/${id}.data`), { method: "POST", rawBody: options.raw ? String(body) : JSON.stringify(body), headers: { cookie, "content-type": "application/json" }, env: options.env ?? {} });

/** The dashboard card's form, as its fetcher posts it. */
const dashboard = (cookie: string, fields: Record<string, string>) =>
  call(page("/u/dashboard.data"), { method: "POST", rawBody: new URLSearchParams(fields), headers: { cookie, "content-type": "application/x-www-form-urlencoded" } });

async function storedMessage(id: number) {
  return env.DB.prepare("SELECT read_at, archived_at, spam, deleted_at FROM site_messages WHERE id = ?").bind(id).first<{ read_at: number | null; archived_at: number | null; spam: number; deleted_at: number | null }>();
}

describe("the inbox's writes go through the runner", () => {
  it("a mark or a delete refused by the write limit is a 429 on the API and on the page, and changes nothing", async () => {
    const { jwt, cookie, project, messageId } = await ownerWithMessage("Limited Inbox");
    const before = await storedMessage(messageId);
    const limited = { WRITE_RATE_LIMITER: refusing };
    await expectError(await call(`/projects/${project.id}/messages/${messageId}`, { method: "PUT", jwt, json: { read: true }, env: limited }), 429, "RateLimitError", englishText("common.error.tooManyWrites"));
    await expectError(await call(`/projects/${project.id}/messages/${messageId}`, { method: "DELETE", jwt, env: limited }), 429, "RateLimitError", englishText("common.error.tooManyWrites"));
    for (const marks of [{ read: true }, { deleted: true }]) {
      const screen = await editor(cookie, project.id, { intent: "message", messageId, ...marks }, { env: limited });
      expect(screen.status, JSON.stringify(marks)).toBe(429);
      // The action answers the key; the editor shows it in its reader's language.
      expect(await screen.text()).toContain("common.error.tooManyWrites");
    }
    expect(await storedMessage(messageId)).toEqual(before);
  });

  it("a mark counts once in the account's write bucket, whichever door it came through; a reply does not", async () => {
    const { jwt, cookie, person, project, messageId } = await ownerWithMessage("Counted Inbox");
    const keys: string[] = [];
    const counting = { WRITE_RATE_LIMITER: recording(keys) };
    const marked = await call(`/projects/${project.id}/messages/${messageId}`, { method: "PUT", jwt, json: { read: true }, env: counting });
    expect(marked.status).toBe(200);
    expect((await marked.json<{ data: { id: number; read: boolean } }>()).data).toMatchObject({ id: messageId, read: true });
    expect((await editor(cookie, project.id, { intent: "message", messageId, archived: true }, { env: counting })).status).toBe(200);
    expect((await call(`/projects/${project.id}/messages/${messageId}`, { method: "DELETE", jwt, env: counting })).status).toBe(200);
    expect((await call(`/projects/${project.id}/messages/${messageId}`, { method: "PUT", jwt, json: { deleted: false }, env: counting })).status).toBe(200);
    expect(keys).toEqual(Array(4).fill(`writes:for:${person.email.toLowerCase()}`));

    const replied = await call(`/projects/${project.id}/messages/${messageId}/replies`, { jwt, json: { body: "Yes, from 8 until noon." }, env: counting });
    expect(replied.status).toBe(201);
    expect((await replied.json<{ data: { id: number; replies: { body: string }[] } }>()).data).toMatchObject({ id: messageId, replies: [{ body: "Yes, from 8 until noon." }] });
    expect((await editor(cookie, project.id, { intent: "reply", messageId, body: "And on Mondays." }, { env: counting })).status).toBe(200);
    expect(keys).toHaveLength(4);
  });

  it("a reply refused by its own limiter is a 429 on both doors, after the checks on the message", async () => {
    const { jwt, cookie, project, messageId } = await ownerWithMessage("Quiet Inbox");
    const limited = { REPLY_RATE_LIMITER: refusing };
    await expectError(await call(`/projects/${project.id}/messages/${messageId}/replies`, { jwt, json: { body: "Hi" }, env: limited }), 429, "RateLimitError", AUTH_MESSAGES.tooManyRequests);
    const screen = await editor(cookie, project.id, { intent: "reply", messageId, body: "Hi" }, { env: limited });
    expect(screen.status).toBe(429);
    expect(await screen.text()).toContain(AUTH_MESSAGES.tooManyRequests);
    // A message that is not there is a 404 before any limit is asked.
    expect((await call(`/projects/${project.id}/messages/999999999/replies`, { jwt, json: { body: "Hi" }, env: limited })).status).toBe(404);
    expect((await editor(cookie, project.id, { intent: "reply", messageId: 999999999, body: "Hi" }, { env: limited })).status).toBe(404);
    const replies = await env.DB.prepare("SELECT count(*) AS n FROM site_message_replies WHERE message_id = ?").bind(messageId).first<{ n: number }>();
    expect(replies!.n).toBe(0);
  });
});

describe("a project that is not the person's", () => {
  it("is 404 on every door, the API's, the dashboard's, the project page's and its preview's, and nothing changes", async () => {
    const owner = await ownerWithMessage("Not Yours");
    const stranger = await signedUpUser();
    const { cookie } = await logInOnScreen(stranger.person.email, stranger.person.password);
    const id = owner.project.id;
    const before = { message: await storedMessage(owner.messageId), project: await env.DB.prepare("SELECT name, status, published_at FROM projects WHERE id = ?").bind(id).first() };

    const api: [string, string, unknown?][] = [
      ["GET", `/projects/${id}`],
      ["PUT", `/projects/${id}`, { name: "Mine Now" }],
      ["DELETE", `/projects/${id}`],
      ["POST", `/projects/${id}/publish`, {}],
      ["POST", `/projects/${id}/unpublish`, {}],
      ["POST", `/projects/${id}/generate`, {}],
      ["PUT", `/projects/${id}/settings`, { emailLeads: false }],
      ["GET", `/projects/${id}/versions`],
      ["GET", `/projects/${id}/messages`],
      ["GET", `/projects/${id}/messages.csv`],
      ["PUT", `/projects/${id}/messages/${owner.messageId}`, { read: true }],
      ["DELETE", `/projects/${id}/messages/${owner.messageId}`],
      ["POST", `/projects/${id}/messages/${owner.messageId}/replies`, { body: "Hi" }],
      ["GET", `/projects/${id}/html`],
      ["GET", `/projects/${id}/export`],
      ["GET", `/projects/${id}/analytics`],
      ["GET", `/projects/${id}/domains`],
      ["POST", `/projects/${id}/domains`, { hostname: "shop.example.com" }],
      ["DELETE", `/projects/${id}/domains/shop.example.com`],
    ];
    for (const [method, path, json] of api) {
      await expectError(await call(path, { method, jwt: stranger.jwt, ...(json === undefined ? {} : { json }) }), 404, "NotFoundError", "Not Found");
    }

    for (const intent of [{ intent: "publish" }, { intent: "delete" }, { intent: "rename", name: "Mine Now" }, { intent: "message", messageId: owner.messageId, read: true }, { intent: "reply", messageId: owner.messageId, body: "Hi" }]) {
      expect((await editor(cookie, id, intent)).status, `editor ${intent.intent}`).toBe(404);
    }
    // Whatever the body: the project is looked up first.
    expect((await editor(cookie, id, "{not json", { raw: true })).status).toBe(404);
    for (const intent of ["publish", "unpublish", "delete", "regenerate"]) {
      expect((await dashboard(cookie, { projectId: String(id), intent })).status, `dashboard ${intent}`).toBe(404);
    }
    expect((await dashboard(cookie, { projectId: String(id), intent: "rename", name: "Mine Now" })).status).toBe(404);
    expect((await call(page(`/u/projects/${id}`), { headers: { cookie } })).status).toBe(404);
    expect((await call(page(`/u/projects/${id}/render`), { headers: { cookie } })).status).toBe(404);
    expect((await call(page(`/u/projects/${id}/render`), { method: "POST", json: {}, headers: { cookie } })).status).toBe(404);

    expect({ message: await storedMessage(owner.messageId), project: await env.DB.prepare("SELECT name, status, published_at FROM projects WHERE id = ?").bind(id).first() }).toEqual(before);
    // The owner's own doors still open.
    expect((await editor(owner.cookie, id, { intent: "message", messageId: owner.messageId, read: true })).status).toBe(200);
    expect((await call(page(`/u/projects/${id}`), { headers: { cookie: owner.cookie } })).status).toBe(200);
  });
});

describe("the screens' project bodies (one reader)", () => {
  it("a body the page cannot read is the 400 page; a readable one that is not an intent a 400 with words; the API keeps its envelope", async () => {
    const { jwt, cookie, project, messageId } = await ownerWithMessage("Unreadable");
    const notJson = await editor(cookie, project.id, "{not json", { raw: true });
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).toContain(INTENT_MESSAGES.notJson);
    for (const [body, type] of [["hello", "text/plain"], ["--x\r\nnope", "multipart/form-data; boundary=y"], [JSON.stringify({ intent: "publish", projectId: String(project.id) }), "application/json"]] as const) {
      const response = await call(page("/u/dashboard.data"), { method: "POST", rawBody: body, headers: { cookie, "content-type": type } });
      expect(response.status, type).toBe(400);
    }
    const bad = await editor(cookie, project.id, { intent: "reply", messageId, body: "   " });
    expect(bad.status).toBe(400);
    // The screen's words travel as a message key (docs/decisions/0900-may-speaks-the-owners-language.md).
    expect(await bad.text()).toContain(INBOX_MESSAGES.emptyReply);
    await expectError(await call(`/projects/${project.id}/messages/${messageId}`, { method: "PUT", jwt, rawBody: "{not json", headers: { "content-type": "application/json" } }), 400, "ValidationError", AUTH_MESSAGES.malformedJson);
    await expectError(await call(`/projects/${project.id}/messages/${messageId}`, { method: "PUT", jwt, json: {} }), 400, "ValidationError", "Nothing to change.");
  });
});

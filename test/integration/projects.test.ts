import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { answerCurrentStep, initialConversation, type Conversation } from "@core/chat/conversation";
import storedV1 from "@core/sites/fixtures/site-document-v1.json";
import { siteDocumentSchema, type SiteDocument } from "@core/sites/site-document";
import { SITE_DOCUMENT_VERSION } from "@core/sites/site-document-constants";
import { storedSiteDocumentSchema } from "@core/sites/site-document-upgrade";
import { suggestionAnswerSchema } from "@core/ai/suggestion";
import { savedConversationAnswerSchema } from "@core/chat/sync-schema";
import { projectAnswerSchema } from "@core/projects/schemas";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import { fromHtml } from "hast-util-from-html";
import { servedCopies } from "@server/public-site/served-copies";
import { call, expectError, makeAdmin, signedUpUser, uniqueIp } from "./accounts/helpers";
import { awayFromWindowEdge } from "./rate-limit-window";
import { fakeModelServer, MODEL_SERVER } from "./ai/helpers";

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** Parses a page the way a browser would: its elements, and all of its visible text. */
function parsePage(html: string) {
  const elements: HastNode[] = [];
  let text = "";
  const walk = (node: HastNode) => {
    if (node.type === "element") elements.push(node);
    if (node.type === "text") text += node.value ?? "";
    node.children?.forEach(walk);
  };
  walk(fromHtml(html) as unknown as HastNode);
  return { elements, text };
}

interface ProjectBody {
  data: {
    id: number;
    name: string;
    slug: string;
    status: string;
    stage: string | null;
    writer: string | null;
    published: boolean;
    publicPath: string;
    businessKind: string;
    document: SiteDocument | null;
  };
}

async function finishConversation(jwt: string, name = "Rise & Crumb", template = "warm-editorial") {
  let steps: Conversation = initialConversation();
  for (const text of ["A neighbourhood bakery with sourdough and weekend brunch", "Porto, Portugal", name, template]) {
    const result = answerCurrentStep(steps, text, Date.now());
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  }
  const current = await (await call("/chat", { jwt })).json<{ data: { version: number } }>();
  expect((await call("/chat", { method: "PUT", jwt, json: { steps, version: current.data.version } })).status).toBe(200);
}

/** Signs up, answers the chat and generates a site (the generation runs in waitUntil, which `call` awaits). */
async function generatedProject(name?: string, settings: Record<string, unknown> = {}) {
  const account = await signedUpUser();
  await finishConversation(account.jwt, name);
  const created = await call("/projects", { method: "POST", jwt: account.jwt, json: {}, env: settings });
  expect(created.status, await created.clone().text()).toBe(201);
  const { data } = await created.json<ProjectBody>();
  const project = (await (await call(`/projects/${data.id}`, { jwt: account.jwt })).json<ProjectBody>()).data;
  return { ...account, project };
}

describe("projects from the chat", () => {
  it("generate a complete, valid site and tell the owner it is ready", async () => {
    const { jwt, project } = await generatedProject();
    // The test files share one database (docs/performance.md), so another file's "Rise & Crumb" may hold the plain slug already.
    expect(project).toMatchObject({ name: "Rise & Crumb", slug: expect.stringMatching(/^rise-and-crumb(-\d+)?$/), status: "ready", stage: null, writer: "built-in", businessKind: "BAKERY", published: false });
    expect(siteDocumentSchema.safeParse(project.document).success).toBe(true);
    expect(project.document?.name).toBe("Rise & Crumb");
    const list = await (await call("/notifications", { jwt })).json<{ items: { kind: string; link: string }[] }>();
    expect(list.items[0]).toMatchObject({ kind: "site_ready", link: `/u/projects/${project.id}` });
  });

  it("say the site was written offline when the AI provider refused the key", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const seen = fakeModelServer([() => Response.json({ error: { message: "Incorrect API key" } }, { status: 401 })]);
    const { project } = await generatedProject(undefined, MODEL_SERVER);
    vi.restoreAllMocks();
    expect(project).toMatchObject({ status: "ready", writer: "built-in", error: "Written offline because the AI provider refused the key." });
    expect(siteDocumentSchema.safeParse(project.document).success).toBe(true);
    // One request per task, none retried (the testimonials are the owner's reviews: no task).
    expect(seen).toHaveLength(7);
    expect(warn).toHaveBeenCalled();
  });

  it("need the conversation answered up to the final step", async () => {
    const { jwt } = await signedUpUser();
    await expectError(await call("/projects", { method: "POST", jwt, json: {} }), 400, "ValidationError", "Answer the questions in the chat first: what you want to build, where, its name and a template.");
  });

  it("get unique addresses from their names, kept by renames and regenerations", async () => {
    const first = await generatedProject("Twin Oaks Dental");
    const second = await generatedProject("Twin Oaks Dental");
    expect(first.project.slug).toBe("twin-oaks-dental");
    expect(second.project.slug).toBe("twin-oaks-dental-2");
    const renamed = await call(`/projects/${second.project.id}`, { method: "PUT", jwt: second.jwt, json: { name: "Twin Oaks Family Dental" } });
    expect((await renamed.json<ProjectBody>()).data).toMatchObject({ name: "Twin Oaks Family Dental", slug: "twin-oaks-dental-2" });
    const regenerated = await call(`/projects/${second.project.id}/generate`, { method: "POST", jwt: second.jwt, json: {} });
    expect(regenerated.status).toBe(202);
    const after = (await (await call(`/projects/${second.project.id}`, { jwt: second.jwt })).json<ProjectBody>()).data;
    expect(after).toMatchObject({ slug: "twin-oaks-dental-2", status: "ready" });
  });

  it("are invisible to anyone but their owner (404), while an admin may read them", async () => {
    const { project } = await generatedProject();
    const stranger = await signedUpUser();
    for (const [method, path] of [["GET", ""], ["PUT", ""], ["DELETE", ""], ["POST", "/publish"], ["POST", "/generate"], ["GET", "/messages"], ["GET", "/html"]] as const) {
      const response = await call(`/projects/${project.id}${path}`, { method, jwt: stranger.jwt, ...(method === "GET" || method === "DELETE" ? {} : { json: { name: "Mine now" } }) });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const admin = await signedUpUser();
    await makeAdmin(admin.user.id);
    expect((await call(`/projects/${project.id}`, { jwt: admin.jwt })).status).toBe(200);
    const list = await (await call("/projects", { jwt: stranger.jwt })).json<{ data: unknown[] }>();
    expect(list.data).toEqual([]);
  });

  it("refuse an edited site that breaks the schema, keeping the saved one", async () => {
    const { jwt, project } = await generatedProject();
    const broken = { ...project.document, sections: [] };
    expect((await call(`/projects/${project.id}`, { method: "PUT", jwt, json: { document: broken } })).status).toBe(400);
    const kept = (await (await call(`/projects/${project.id}`, { jwt })).json<ProjectBody>()).data;
    expect(kept.document?.sections.length).toBeGreaterThan(3);
  });

  it("report a generation that never finished as failed, never 'generating' forever", async () => {
    const { jwt, project } = await generatedProject();
    await env.DB.prepare("UPDATE projects SET status = 'generating', generation_started_at = ? WHERE id = ?").bind(Date.now() - 10 * 60 * 1000, project.id).run();
    const settled = (await (await call(`/projects/${project.id}`, { jwt })).json<ProjectBody & { data: { error: string } }>()).data;
    expect(settled.status).toBe("ready");
    expect(settled.error).toMatch(/took too long/);
  });

  it("regenerate one section and keep the rest", async () => {
    const { jwt, project } = await generatedProject();
    const target = project.document!.sections.find((section) => section.type === "about") ?? project.document!.sections[1]!;
    const response = await call(`/projects/${project.id}/sections/${target.id}/regenerate`, { method: "POST", jwt, json: {} });
    expect(response.status).toBe(200);
    const after = (await response.json<ProjectBody>()).data.document!;
    expect(after.sections.map((section) => section.id)).toEqual(project.document!.sections.map((section) => section.id));
    expect((await call(`/projects/${project.id}/sections/nope/regenerate`, { method: "POST", jwt, json: {} })).status).toBe(404);
  });
});

describe("publishing", () => {
  it("serves the page from KV, falls back to D1 and refills KV, answers 304 to a matching ETag", async () => {
    const { jwt, project } = await generatedProject();
    const published = await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} });
    expect((await published.json<ProjectBody>()).data).toMatchObject({ status: "published", published: true });

    const first = await call(`http://localhost/s/${project.slug}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-may-source")).toBe("kv");
    expect(first.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = parsePage(await first.text());
    expect(page.text).toContain("Rise & Crumb");
    // The one script element is the JSON-LD data block (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md), never run.
    expect(page.elements.filter((element) => element.tagName === "script").map((element) => element.properties?.type)).toEqual(["application/ld+json"]);

    const second = await call(`http://localhost/s/${project.slug}`);
    expect(second.headers.get("x-may-source")).toBe("memory");
    // KV's copy gone, as it is for an isolate that keeps none in memory (docs/decisions/0887-published-pages-kept-in-memory-for-seconds.md).
    await env.CACHE.delete(`site:v1:${project.slug}`);
    servedCopies.forgetSite(project.slug);
    const fromD1 = await call(`http://localhost/s/${project.slug}`);
    expect(fromD1.headers.get("x-may-source")).toBe("d1");
    const refilled = await call(`http://localhost/s/${project.slug}/`);
    expect(refilled.headers.get("x-may-source")).toBe("kv");

    const etag = first.headers.get("etag")!;
    const notModified = await call(`http://localhost/s/${project.slug}`, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
  });

  it("republishes at the same address and unpublishes to a 404", async () => {
    const { jwt, project } = await generatedProject();
    await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} });
    const document = structuredClone(project.document!);
    const hero = document.sections.find((section) => section.type === "hero");
    if (hero?.type !== "hero") throw new Error("no hero");
    hero.headline = "Fresh loaves every single morning";
    await call(`/projects/${project.id}`, { method: "PUT", jwt, json: { document } });
    await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} });
    expect(await (await call(`http://localhost/s/${project.slug}`)).text()).toContain("Fresh loaves every single morning");

    await call(`/projects/${project.id}/unpublish`, { method: "POST", jwt, json: {} });
    const gone = await call(`http://localhost/s/${project.slug}`);
    expect(gone.status).toBe(404);
    expect(await env.CACHE.get(`site:v1:${project.slug}`)).toBeNull();
  });

  it("escapes a hostile project name everywhere on the published page", async () => {
    const { jwt, project } = await generatedProject('<script>alert(1)</script>"><img src=x onerror=alert(2)>');
    await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} });
    const page = parsePage(await (await call(`http://localhost/s/${project.slug}`)).text());
    // The name is text on the page, never markup: no script element, no event handler attribute anywhere.
    expect(page.text).toContain("<script>alert(1)</script>");
    // The one script element is the JSON-LD data block (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md), never run.
    expect(page.elements.filter((element) => element.tagName === "script").map((element) => element.properties?.type)).toEqual(["application/ld+json"]);
    const handlers = page.elements.flatMap((element) => Object.keys(element.properties ?? {}).filter((name) => /^on/i.test(name)));
    expect(handlers).toEqual([]);
  });

  it("read, publish and save a site stored in the first version of the document", async () => {
    const { jwt, project } = await generatedProject();
    await env.DB.prepare("UPDATE projects SET document = ? WHERE id = ?").bind(JSON.stringify(storedV1), project.id).run();
    const { version: _version, ...content } = storedV1;
    const read = (await (await call(`/projects/${project.id}`, { jwt })).json<ProjectBody>()).data;
    expect(read.document).toEqual(storedSiteDocumentSchema.parse(content));
    expect(read.document?.schemaVersion).toBe(SITE_DOCUMENT_VERSION);

    await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} });
    const page = parsePage(await (await call(`http://localhost/s/${project.slug}`)).text());
    const hero = storedV1.sections[0] as { headline: string };
    expect(page.elements.find((element) => element.tagName === "h1")?.children?.[0]?.value).toBe(hero.headline);
    expect(page.text).toContain("Golden Crumb");

    // An editor opened before the upgrade saves the old version; it is stored as the current one.
    expect((await call(`/projects/${project.id}`, { method: "PUT", jwt, json: { document: storedV1 } })).status).toBe(200);
    const row = await env.DB.prepare("SELECT document FROM projects WHERE id = ?").bind(project.id).first<{ document: string }>();
    expect(JSON.parse(row!.document)).toEqual(storedSiteDocumentSchema.parse(content));
  });

  it("offers the rendered page as a download", async () => {
    const { jwt, project } = await generatedProject();
    const response = await call(`/projects/${project.id}/html`, { jwt });
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${project.slug}.html"`);
    expect(await response.text()).toMatch(/^<!doctype html>/i);
  });

  it("deleting a project takes its site down", async () => {
    const { jwt, project } = await generatedProject();
    await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} });
    expect((await call(`/projects/${project.id}`, { method: "DELETE", jwt })).status).toBe(200);
    expect((await call(`http://localhost/s/${project.slug}`)).status).toBe(404);
    expect((await call(`/projects/${project.id}`, { jwt })).status).toBe(404);
  });
});

describe("a published site's contact form", () => {
  async function publishedSite() {
    const owner = await generatedProject();
    await call(`/projects/${owner.project.id}/publish`, { method: "POST", jwt: owner.jwt, json: {} });
    return owner;
  }
  const form = (fields: Record<string, string>, ip = uniqueIp()) => ({
    method: "POST",
    ip,
    rawBody: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

  it("stores a message, thanks the visitor and tells the owner", async () => {
    const { jwt, project } = await publishedSite();
    const response = await call(`/sites/${project.slug}/messages`, form({ name: "Ana", email: "ana@example.com", message: "Do you bake rye on Sundays?" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you! Your message has been sent.");
    const messages = await (await call(`/projects/${project.id}/messages`, { jwt })).json<{ data: { name: string; message: string }[] }>();
    expect(messages.data).toEqual([expect.objectContaining({ name: "Ana", message: "Do you bake rye on Sundays?" })]);
    const notes = await (await call("/notifications", { jwt })).json<{ items: { kind: string }[] }>();
    expect(notes.items[0]?.kind).toBe("message_received");
  });

  it("takes an optional phone number for a call back, and refuses one that is not a number", async () => {
    const { jwt, project } = await publishedSite();
    const send = (phone: string, name: string) => call(`/sites/${project.slug}/messages`, form({ name, email: "ana@example.com", phone, message: "Can you fix a leaking tap?" }));
    expect((await send("+351 (912) 345-678", "With phone")).status).toBe(200);
    expect((await send("", "Without phone")).status).toBe(200);
    for (const bad of ["call me", "12345", "+351 912 345 678 ext. 9", "9".repeat(41)]) {
      const refused = await send(bad, "Refused");
      expect(refused.status, bad).toBe(400);
      expect(await refused.text()).toContain("Please enter a valid phone number.");
    }
    const messages = await (await call(`/projects/${project.id}/messages`, { jwt })).json<{ data: { name: string; phone: string | null }[] }>();
    expect(messages.data.map(({ name, phone }) => ({ name, phone }))).toEqual([
      { name: "Without phone", phone: null },
      { name: "With phone", phone: "+351 (912) 345-678" },
    ]);
  });

  it("refuses invalid input and unpublished sites, and quietly drops a filled honeypot", async () => {
    const { jwt, project } = await publishedSite();
    expect((await call(`/sites/${project.slug}/messages`, form({ name: "", email: "nope", message: "" }))).status).toBe(400);
    expect((await call(`/sites/no-such-site/messages`, form({ name: "A", email: "a@example.com", message: "Hi" }))).status).toBe(404);
    const bot = await call(`/sites/${project.slug}/messages`, form({ name: "Bot", email: "bot@example.com", message: "Buy", company_website: "x" }));
    expect(bot.status).toBe(200);
    const json = await call(`/sites/${project.slug}/messages`, { json: { name: "Jo", email: "jo@example.com", message: "By API" } });
    expect(await json.json()).toEqual({ data: { sent: true } });
    const messages = await (await call(`/projects/${project.id}/messages`, { jwt })).json<{ data: { name: string }[] }>();
    expect(messages.data.map((message) => message.name)).toEqual(["Jo"]);
  });

  it("limits each visitor to 5 messages a minute", async () => {
    const { project } = await publishedSite();
    await awayFromWindowEdge();
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(`/sites/${project.slug}/messages`, form({ name: "N", email: "n@example.com", message: `m${i}` }, ip))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("the screens' project actions (one intent schema, one runner)", () => {
  /** A project generated through the API, and a session cookie from the login form a person uses. */
  async function onScreen(name?: string) {
    const owner = await generatedProject(name);
    const form = new URLSearchParams({ identifier: owner.person.email, password: owner.person.password });
    const signedIn = await call("http://localhost/login", { method: "POST", rawBody: form, headers: { "content-type": "application/x-www-form-urlencoded" } });
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^may_session=/);
    return { ...owner, cookie };
  }
  /** The dashboard card's form, as a fetcher posts it (React Router's data request). */
  const dashboard = (cookie: string, fields: Record<string, string>) =>
    call("http://localhost/u/dashboard.data", { method: "POST", rawBody: new URLSearchParams(fields), headers: { cookie, "content-type": "application/x-www-form-urlencoded" } });
  /** The editor's JSON intents, as its fetcher posts them. */
  const editor = (cookie: string, id: number | string, body: unknown, raw = false) =>
    call(`http://localhost/u/projects/${id}.data`, { method: "POST", rawBody: raw ? String(body) : JSON.stringify(body), headers: { cookie, "content-type": "application/json" } });
  const read = async (jwt: string, id: number) => (await (await call(`/projects/${id}`, { jwt })).json<ProjectBody>()).data;

  it("dashboard: publish, unpublish, rename, regenerate and delete run through the form's fields", async () => {
    const { jwt, cookie, project } = await onScreen();
    const id = String(project.id);
    expect((await dashboard(cookie, { projectId: id, intent: "publish" })).status).toBe(200);
    expect(await read(jwt, project.id)).toMatchObject({ status: "published", published: true });
    expect((await dashboard(cookie, { projectId: id, intent: "unpublish" })).status).toBe(200);
    expect(await read(jwt, project.id)).toMatchObject({ status: "ready", published: false });
    expect((await dashboard(cookie, { projectId: id, intent: "rename", name: "  Crumb & Co  " })).status).toBe(200);
    expect(await read(jwt, project.id)).toMatchObject({ name: "Crumb & Co", slug: project.slug });
    expect((await dashboard(cookie, { projectId: id, intent: "regenerate" })).status).toBe(200);
    expect(await read(jwt, project.id)).toMatchObject({ status: "ready", writer: "built-in" });
    expect((await dashboard(cookie, { projectId: id, intent: "delete" })).status).toBe(200);
    expect((await call(`/projects/${project.id}`, { jwt })).status).toBe(404);
  });

  it("dashboard: a bad form is a 400 with words, someone else's project a 404", async () => {
    const { jwt, cookie, project } = await onScreen();
    const id = String(project.id);
    const cases: [Record<string, string>, number, string][] = [
      [{ projectId: id, intent: "rename", name: "   " }, 400, "common.project.nameRequired"],
      [{ projectId: id, intent: "rename", name: "x".repeat(81) }, 400, "common.project.nameTooLong"],
      [{ projectId: id, intent: "launch" }, 400, "common.error.unknownAction"],
      [{ projectId: id }, 400, "common.error.unknownAction"],
      [{ projectId: id, intent: "save", document: "{}" }, 400, "editor.intent.badDocument"],
      // The screens' own words travel as message keys, shown in the reader's language (docs/decisions/0900-may-speaks-the-owners-language.md).
      [{ projectId: "abc", intent: "publish" }, 400, "dashboard.noProject"],
      [{ intent: "publish" }, 400, "dashboard.noProject"],
    ];
    for (const [fields, status, words] of cases) {
      const response = await dashboard(cookie, fields);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      expect(await response.text(), JSON.stringify(fields)).toContain(words);
    }
    expect(await read(jwt, project.id)).toMatchObject({ name: project.name, status: "ready" });

    const stranger = await onScreen("Someone Else");
    for (const intent of ["publish", "delete", "regenerate"]) {
      expect((await dashboard(stranger.cookie, { projectId: id, intent })).status, intent).toBe(404);
    }
    expect((await dashboard(stranger.cookie, { projectId: "999999999", intent: "publish" })).status).toBe(404);
    expect(await read(jwt, project.id)).toMatchObject({ status: "ready", published: false });
  });

  it("editor: save, regenerate-section, publish, unpublish and regenerate run from its JSON", async () => {
    const { jwt, cookie, project } = await onScreen();
    const document = structuredClone(project.document!);
    const hero = document.sections.find((section) => section.type === "hero");
    if (hero?.type !== "hero") throw new Error("no hero");
    hero.headline = "Warm bread before eight";
    const saved = await editor(cookie, project.id, { intent: "save", document });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("ready");
    const afterSave = await read(jwt, project.id);
    expect(afterSave.document?.sections.find((section) => section.type === "hero")).toMatchObject({ headline: "Warm bread before eight" });

    const about = afterSave.document!.sections.find((section) => section.type === "about") ?? afterSave.document!.sections[1]!;
    expect((await editor(cookie, project.id, { intent: "regenerate-section", sectionId: about.id })).status).toBe(200);
    expect((await read(jwt, project.id)).document?.sections.map((section) => section.id)).toEqual(afterSave.document!.sections.map((section) => section.id));

    expect((await editor(cookie, project.id, { intent: "publish" })).status).toBe(200);
    expect(await read(jwt, project.id)).toMatchObject({ status: "published" });
    expect((await editor(cookie, project.id, { intent: "unpublish" })).status).toBe(200);
    expect(await read(jwt, project.id)).toMatchObject({ status: "ready", published: false });
    expect((await editor(cookie, project.id, { intent: "regenerate" })).status).toBe(200);
    expect(await read(jwt, project.id)).toMatchObject({ status: "ready" });
  });

  it("editor: a body that is not JSON, an unknown intent or a broken document is a 400; a foreign or non-numeric id a 404", async () => {
    const { jwt, cookie, project } = await onScreen();
    const cases: [unknown, boolean, number, string][] = [
      // The screens' own words travel as message keys, shown in the reader's language.
      ["{not json", true, 400, "common.error.notJson"],
      [{ intent: "launch" }, false, 400, "common.error.unknownAction"],
      [{ document: project.document }, false, 400, "common.error.unknownAction"],
      [[1, 2, 3], false, 400, "common.error.unknownAction"],
      [null, false, 400, "common.error.unknownAction"],
      [{ intent: "save", document: { ...project.document, sections: [] } }, false, 400, "editor.intent.badDocument"],
      [{ intent: "save" }, false, 400, "editor.intent.badDocument"],
      [{ intent: "regenerate-section", sectionId: "Not A Section!" }, false, 400, "editor.intent.badSection"],
      [{ intent: "regenerate-section", sectionId: "nope" }, false, 404, PROJECT_MESSAGES.unknownSection],
    ];
    for (const [body, raw, status, words] of cases) {
      const response = await editor(cookie, project.id, body, raw);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.text(), JSON.stringify(body)).toContain(words);
    }
    expect((await read(jwt, project.id)).document).toEqual(project.document);

    const stranger = await onScreen("Someone Else");
    expect((await editor(stranger.cookie, project.id, { intent: "publish" })).status).toBe(404);
    expect((await editor(stranger.cookie, project.id, "{not json", true)).status).toBe(404);
    expect((await editor(cookie, "abc", { intent: "publish" })).status).toBe(404);
    // The page itself: the 404 page, not an error.
    expect((await call(`http://localhost/u/projects/${project.id}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await call("http://localhost/u/projects/abc", { headers: { cookie } })).status).toBe(404);
    expect((await call(`http://localhost/u/projects/${project.id}`, { headers: { cookie } })).status).toBe(200);
    expect(await read(jwt, project.id)).toMatchObject({ status: "ready", published: false });
  });
});

describe("the browser's answer schemas (app/lib/api-client.ts checks every answer with one)", () => {
  it("accept what the API really answers to the chat's calls", async () => {
    const account = await signedUpUser();
    let steps: Conversation = initialConversation();
    for (const text of ["A bike repair shop", "Lyon", "Chain Reaction", "warm-editorial"]) {
      const result = answerCurrentStep(steps, text, Date.now());
      if (!result.ok) throw new Error(result.reason);
      steps = result.steps;
    }
    const saved = await call("/chat", { method: "PUT", jwt: account.jwt, json: { steps, version: 0 } });
    expect(savedConversationAnswerSchema.safeParse(await saved.json()).error).toBeUndefined();
    const suggested = await call("/ai/suggest-input-content", { method: "POST", jwt: account.jwt, json: { prompt: "bike repair" } });
    expect(suggestionAnswerSchema.safeParse(await suggested.json()).error).toBeUndefined();

    const created = await call("/projects", { method: "POST", jwt: account.jwt, json: {} });
    const { data } = projectAnswerSchema.parse(await created.json());
    for (const [method, path] of [["GET", ""], ["POST", "/publish"], ["POST", "/generate"]] as const) {
      const response = await call(`/projects/${data.id}${path}`, { method, jwt: account.jwt, ...(method === "POST" ? { json: {} } : {}) });
      expect(projectAnswerSchema.safeParse(await response.json()).error, `${method} ${path}`).toBeUndefined();
    }
  });
});

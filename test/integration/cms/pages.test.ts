import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CMS_MESSAGES, MESSAGES, QUERY_STRING_LIMITS } from "@core/constants";
import { localEntries, resolveEntry } from "@server/cms/local-source";
import { cmsPath } from "@server/cms/page";
import { cmsModeFromQuery, parseQueryString } from "@server/cms/query";
import { awayFromWindowEdge } from "../rate-limit-window";
import { BUILDER, builderResults, fakeBuilder, page, previewTokenParam } from "./helpers";

afterEach(() => vi.restoreAllMocks());

const LOCAL_PAGES = { "/pricing": "Pricing · May", "/features": "Features · May", "/contact": "Contact · May" };

/** Every component name used anywhere in a local page's blocks (options that hold blocks included). */
function componentNames(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => componentNames(item, names));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const name = (record.component as { name?: unknown } | undefined)?.name;
    if (typeof name === "string") names.add(name);
    Object.values(record).forEach((item) => componentNames(item, names));
  }
  return names;
}

async function submissions(path: string) {
  const { results } = await env.DB.prepare("SELECT form_id, form_name, fields FROM cms_form_submissions WHERE path = ? ORDER BY id").bind(path).all<{ form_id: string; form_name: string; fields: string }>();
  return results.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> }));
}

describe("local CMS pages", () => {
  it.each(Object.entries(LOCAL_PAGES))("%s renders with its title, description and the marketing frame", async (path, title) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
    expect(html).toContain('aria-label="May home"');
    expect(html).toMatch(/<footer[^>]*>[\s\S]*Privacy Policy/);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  });

  it("together use every block type, and every local file is a valid, published or draft entry", () => {
    const entries = localEntries();
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const published = entries.filter((entry) => entry.published === "published");
    const used = componentNames(published.map((entry) => entry.data.blocks));
    for (const name of ["Core:Section", "Columns", "Image", "Text", "Core:Button", "Video", "Embed", "Form:Form", "Form:Input", "Form:Select", "Form:TextArea", "Form:SubmitButton", "Form:Label"]) {
      expect(used, name).toContain(name);
    }
  });

  it("ship no JavaScript unless they have a form: /contact hydrates, /pricing and /features do not", async () => {
    for (const path of ["/pricing", "/features"]) expect((await page(path)).html, path).not.toMatch(/<script\b/i);
    expect((await page("/contact")).html).toMatch(/<script\b/i);
  });

  it("serve the same page at a trailing slash", async () => {
    expect((await page("/pricing/")).html).toContain("<title>Pricing · May</title>");
  });

  it("keep drafts out of the live site and show them in preview", async () => {
    expect((await page("/authoring/blocks")).status).toBe(404);
    const preview = await page(`/authoring/blocks?preview=true&${await previewTokenParam()}`);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain("Block reference");
    expect(preview.html).toContain('<meta name="robots" content="noindex"/>');
    expect(preview.html).toContain(CMS_MESSAGES.invalidEmbedUrl);
    expect(preview.html).toContain(CMS_MESSAGES.embedFailed);
  });

  it("resolve like Builder's API: published entries targeted by urlPath, highest priority first", () => {
    const query = (value: string) => [{ property: "urlPath", operator: "is", value }];
    const entries = [
      { id: "low", published: "published", priority: -5, query: query("/a"), data: {} },
      { id: "high", published: "published", priority: 3, query: query("/a"), data: {} },
      { id: "draft", published: "draft", priority: 9, query: query("/a"), data: {} },
      { id: "archived", published: "archived", query: query("/b"), data: {} },
    ];
    expect(resolveEntry(entries, "/a", false)?.id).toBe("high");
    expect(resolveEntry(entries, "/a", true)?.id).toBe("draft");
    expect(resolveEntry(entries, "/b", true)).toBeNull();
    expect(resolveEntry(entries, "/c", false)).toBeNull();
  });
});

describe("the catch-all route", () => {
  it("gives a random path the 404 page with status 404 and no JavaScript", async () => {
    const { status, html } = await page(`/no-such-page-${crypto.randomUUID()}`);
    expect(status).toBe(404);
    expect(html).toContain(MESSAGES.pageNotFound);
    expect(html).toContain(`<title>${MESSAGES.pageNotFound} · May</title>`);
    expect(html).not.toMatch(/<script\b/i);
  });

  it("refuses paths too long to be a page without asking the source", async () => {
    const seen = fakeBuilder(() => Response.json({ results: [] }));
    expect((await page(`/${"a".repeat(600)}`, { env: BUILDER })).status).toBe(404);
    expect(seen).toHaveLength(0);
    expect(cmsPath("/a/b/")).toBe("/a/b");
    expect(cmsPath("/")).toBe("/");
  });

  it("shows an empty, editable canvas instead of the 404 page in preview and editing", async () => {
    for (const query of ["?preview=page", "?builder.preview=page", "?__builder_editing__=true"]) {
      const { status, html, response } = await page(`/coming-soon${query}&${await previewTokenParam()}`);
      expect(status, query).toBe(200);
      expect(html, query).toContain(CMS_MESSAGES.emptyCanvasTitle);
      expect(html, query).toContain("/coming-soon");
      expect(response.headers.get("cache-control"), query).toBe("no-store");
    }
    expect((await page(`/coming-soon?preview=false&${await previewTokenParam()}`)).status).toBe(404);
  });

  it("answers a POST that is not a form submission with 405", async () => {
    const { status, html } = await page("/pricing", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(status).toBe(405);
    expect(html).toContain(MESSAGES.methodNotAllowed);
  });
});

describe("the preview page", () => {
  it("/preview/page lists the local pages, drafts marked", async () => {
    const { status, html } = await page(`/preview/page?${await previewTokenParam()}`);
    expect(status).toBe(200);
    for (const path of ["/pricing", "/features", "/contact", "/authoring/blocks"]) expect(html).toContain(`/preview/page?path=${encodeURIComponent(path)}`);
    expect(html).toContain("Draft");
  });

  it("/preview/page?path= renders the page fresh from the source, drafts included, never cached", async () => {
    const token = await previewTokenParam();
    const found = await page(`/preview/page?path=/authoring/blocks&${token}`);
    expect(found.status).toBe(200);
    expect(found.response.headers.get("x-cms-cache")).toBe("bypass");
    expect(found.html).toContain("Block reference");
    expect(found.html).toContain(CMS_MESSAGES.formPreviewOnly);
    const empty = await page(`/preview/page?path=/not-written-yet&${token}`);
    expect(empty.status).toBe(200);
    expect(empty.html).toContain(CMS_MESSAGES.emptyCanvasTitle);
  });
});

describe("form blocks", () => {
  const contactForm = async () => {
    const html = (await page("/contact")).html;
    const formId = /name="_cms_form" value="([^"]+)"/.exec(html)?.[1];
    expect(formId).toBeTruthy();
    return formId!;
  };
  const fields = (formId: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({ _cms_form: formId, name: "Ana Ribeiro", email: "ana@example.com", topic: "publishing", message: "Can I use my own domain?", ...extra });

  it("without JavaScript: a POST stores the submission in D1 and the page comes back in the success state", async () => {
    const formId = await contactForm();
    const { status, html } = await page("/contact", { method: "POST", body: fields(formId, { unexpected: "ignored" }) });
    expect(status).toBe(200);
    expect(html).toContain('data-form-state="success"');
    expect(html).toContain(CMS_MESSAGES.formSuccess);
    const rows = await submissions("/contact");
    expect(rows.at(-1)).toEqual({ form_id: formId, form_name: "Contact", fields: { name: "Ana Ribeiro", email: "ana@example.com", topic: "publishing", message: "Can I use my own domain?" } });
  });

  it("with JavaScript: the fetcher's data request to {path}.data stores the submission too", async () => {
    const formId = await contactForm();
    const before = (await submissions("/contact")).length;
    const { status, html } = await page("/contact.data", { method: "POST", body: fields(formId) });
    expect(status).toBe(200);
    expect(html).toContain(formId);
    expect(await submissions("/contact")).toHaveLength(before + 1);
    // A client navigation's data request reads the same page.
    expect((await page("/pricing.data")).html).toContain("Pricing · May");
  });

  it("refuses a missing required field, a bad email or a choice that is not offered, with docs/product.md's message", async () => {
    const formId = await contactForm();
    const before = (await submissions("/contact")).length;
    const bad: Record<string, string>[] = [{ email: "" }, { email: "not-an-email" }, { topic: "free-money" }, { message: "x".repeat(6000) }];
    for (const extra of bad) {
      const { status, html } = await page("/contact", { method: "POST", body: fields(formId, extra) });
      expect(status, JSON.stringify(extra)).toBe(400);
      expect(html).toContain('data-form-state="error"');
      expect(html).toContain(MESSAGES.formSubmissionError.replace("'", "&#x27;"));
    }
    expect(await submissions("/contact")).toHaveLength(before);
  });

  it("refuses a form id that is not on the page, and a form on a page that does not exist", async () => {
    expect((await page("/contact", { method: "POST", body: fields("builder-nope") })).status).toBe(404);
    expect((await page("/nowhere", { method: "POST", body: fields("builder-nope") })).status).toBe(404);
  });

  it("takes five submissions a minute from one address, then refuses with 429 and stores nothing", async () => {
    await awayFromWindowEdge();
    const formId = await contactForm();
    const before = (await submissions("/contact")).length;
    const from = { "cf-connecting-ip": "10.61.0.1" };
    for (let i = 0; i < 5; i++) expect((await page("/contact", { method: "POST", body: fields(formId), headers: from })).status).toBe(200);
    const refused = await page("/contact", { method: "POST", body: fields(formId), headers: from });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain('data-form-state="error"');
    expect(await submissions("/contact")).toHaveLength(before + 5);
    // Another address still gets through.
    expect((await page("/contact", { method: "POST", body: fields(formId), headers: { "cf-connecting-ip": "10.61.0.2" } })).status).toBe(200);
  });

  it("thanks and drops a submission whose honeypot is filled", async () => {
    const formId = await contactForm();
    const before = (await submissions("/contact")).length;
    const { html } = await page("/contact", { method: "POST", body: fields(formId, { company_website: "https://spam.example" }) });
    expect(html).toContain('data-form-state="success"');
    expect(await submissions("/contact")).toHaveLength(before);
  });

  it("with CMS_SOURCE=builder, posts to Builder's form-submit with apiKey, to and name instead of storing", async () => {
    const path = "/builder-contact";
    const formBlock = {
      id: "builder-f1",
      component: { name: "Form:Form", options: { name: "Say hi", sendSubmissionsTo: "email", sendSubmissionsToEmail: "hello@may.example" } },
      children: [{ id: "builder-f2", component: { name: "Form:Input", options: { name: "email", type: "email", required: true } } }],
    };
    let status = 200;
    const seen = fakeBuilder((request) => (new URL(request.url).hostname === "builder.io" ? new Response("ok", { status }) : builderResults(path, [formBlock])));
    const sent = await page(path, { method: "POST", body: new URLSearchParams({ _cms_form: "builder-f1", email: "ana@example.com" }), env: BUILDER });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('data-form-state="success"');
    const submit = seen.find((request) => request.url.hostname === "builder.io")!;
    expect(submit.method).toBe("POST");
    expect(`${submit.url.origin}${submit.url.pathname}`).toBe("https://builder.io/api/v1/form-submit");
    expect(submit.url.searchParams.get("apiKey")).toBe(BUILDER.CMS_API_KEY);
    expect(atob(submit.url.searchParams.get("to")!)).toBe("hello@may.example");
    expect(submit.url.searchParams.get("name")).toBe("Say hi");
    const body = await submit.request.formData();
    expect(body.get("email")).toBe("ana@example.com");
    expect(await submissions(path)).toHaveLength(0);

    vi.spyOn(console, "warn").mockImplementation(() => {});
    status = 500;
    const failed = await page(path, { method: "POST", body: new URLSearchParams({ _cms_form: "builder-f1", email: "ana@example.com" }), env: BUILDER });
    expect(failed.status).toBe(502);
    expect(failed.html).toContain('data-form-state="error"');
  });
});

describe("query strings", () => {
  it("are parsed with depth 5, 20 array items and 1000 parameters", () => {
    expect(QUERY_STRING_LIMITS).toEqual({ depth: 5, arrayLimit: 20, parameterLimit: 1000 });
    const deep = parseQueryString("?a[b][c][d][e][f][g][h]=1") as Record<string, unknown>;
    expect(JSON.stringify(deep)).toBe('{"a":{"b":{"c":{"d":{"e":{"f":{"[g][h]":"1"}}}}}}}');
    const list = parseQueryString(`x[25]=a`) as { x: unknown };
    expect(Array.isArray(list.x)).toBe(false);
    expect(Array.isArray((parseQueryString("x[19]=a") as { x: unknown }).x)).toBe(true);
    const many = Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join("&");
    expect(Object.keys(parseQueryString(many))).toHaveLength(1000);
  });

  it("decide the mode: live, preview or editing", () => {
    expect(cmsModeFromQuery("")).toBe("live");
    expect(cmsModeFromQuery("?preview=page")).toBe("preview");
    expect(cmsModeFromQuery("?builder.preview=page")).toBe("preview");
    expect(cmsModeFromQuery("?preview=true&__builder_editing__=true")).toBe("editing");
    expect(cmsModeFromQuery("?preview=0")).toBe("live");
  });
});

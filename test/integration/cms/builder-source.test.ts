import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { builderContentUrl, builderSource } from "@server/cms/builder-source";
import { lookUp } from "@server/cms/sources";
import { CmsSourceError } from "@server/cms/source";
import { BUILDER, builderResults, fakeBuilder, LOCAL_BUILDER, never, page, textBlock, uniquePath } from "./helpers";
import { contentSourceFor } from "@server/cms/sources";

afterEach(() => vi.restoreAllMocks());

describe("the Builder content source, against a fake content API", () => {
  it("asks for model page, one entry, targeted by urlPath, with the API key", async () => {
    const seen = fakeBuilder(() => builderResults("/about-us", [textBlock("builder-a1", "<p>Hello</p>")]));
    const entry = await lookUp(builderSource("key-123"), "/about-us", false, 1000);
    expect(entry?.data.title).toBe("Title of /about-us");
    expect(seen).toHaveLength(1);
    const { url } = seen[0]!;
    expect(`${url.origin}${url.pathname}`).toBe("https://cdn.builder.io/api/v3/content/page");
    expect(url.searchParams.get("apiKey")).toBe("key-123");
    expect(url.searchParams.get("limit")).toBe("1");
    expect(JSON.parse(url.searchParams.get("userAttributes") ?? "{}")).toEqual({ urlPath: "/about-us" });
    expect(url.searchParams.has("cachebust")).toBe(false);
  });

  it("asks past Builder's caches, drafts included, for a preview", () => {
    const url = new URL(builderContentUrl("k", "/x", true));
    expect(url.searchParams.get("cachebust")).toBe("true");
    expect(url.searchParams.get("includeUnpublished")).toBe("true");
  });

  it("reads empty results as no page", async () => {
    fakeBuilder(() => Response.json({ results: [] }));
    expect(await lookUp(builderSource("k"), "/nothing", false, 1000)).toBeNull();
  });

  it("reports a 500 as the source failing, not as no page", async () => {
    fakeBuilder(() => new Response("upstream exploded", { status: 500 }));
    await expect(lookUp(builderSource("k"), "/x", false, 1000)).rejects.toThrow(CmsSourceError);
    await expect(lookUp(builderSource("k"), "/x", false, 1000)).rejects.toThrow(/HTTP 500/);
  });

  it("reports an answer without a results list, or an entry without data, as the source failing", async () => {
    fakeBuilder(() => Response.json({ message: "bad key" }));
    await expect(lookUp(builderSource("k"), "/x", false, 1000)).rejects.toThrow(/no results/);
    vi.restoreAllMocks();
    fakeBuilder(() => Response.json({ results: [{ id: "1" }] }));
    await expect(lookUp(builderSource("k"), "/x", false, 1000)).rejects.toThrow(/no data/);
  });

  it("gives up on a slow source at the deadline", async () => {
    fakeBuilder(never);
    const started = Date.now();
    await expect(lookUp(builderSource("k"), "/x", false, 50)).rejects.toThrow(/no answer within 50 ms/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("fails without an API key, without calling anyone", async () => {
    const seen = fakeBuilder(() => Response.json({ results: [] }));
    await expect(lookUp(builderSource(""), "/x", false, 1000)).rejects.toThrow(/CMS_API_KEY is not set/);
    expect(seen).toHaveLength(0);
  });
});

describe("CMS_SOURCE=builder through the Worker", () => {
  it("renders a found page with its title and description", async () => {
    const path = uniquePath("/from-builder");
    fakeBuilder(() => builderResults(path, [textBlock("builder-b1", "<h1>Built in Builder</h1>")], { title: "Builder page", description: "Made elsewhere" }));
    const { status, html } = await page(path, { env: BUILDER });
    expect(status).toBe(200);
    expect(html).toContain("<title>Builder page</title>");
    expect(html).toContain('<meta name="description" content="Made elsewhere"/>');
    expect(html).toContain("<h1>Built in Builder</h1>");
  });

  it("gives the 404 page for empty results", async () => {
    const path = uniquePath("/builder-empty");
    fakeBuilder(() => Response.json({ results: [] }));
    const { status, html } = await page(path, { env: BUILDER });
    expect(status).toBe(404);
    expect(html).toContain("Page not found");
  });

  it("gives a clear 503 page when the source answers 500 and nothing is cached", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const path = uniquePath("/builder-down");
    fakeBuilder(() => new Response("no", { status: 500 }));
    const { status, html, response } = await page(path, { env: BUILDER });
    expect(status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(html).toContain("This page is taking a break");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`builder source failed for ${path} and nothing is cached: Builder answered HTTP 500`));
  });

  it("gives the 503 page when the source is slower than CMS_TIMEOUT_MS", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const path = uniquePath("/builder-slow");
    fakeBuilder(never);
    const { status } = await page(path, { env: { ...BUILDER, CMS_TIMEOUT_MS: "50" } });
    expect(status).toBe(503);
  });

  it("answers 503, never a crash, when CMS_SOURCE=builder has no key", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { status } = await page(uniquePath("/no-key"), { env: { CMS_SOURCE: "builder", CMS_API_KEY: "" } });
    expect(status).toBe(503);
  });

  it("keys the cache by source: a local page is not served from Builder's copy", async () => {
    fakeBuilder(() => builderResults("/pricing", [textBlock("builder-p1", "<p>Builder pricing</p>")]));
    expect((await page("/pricing", { env: BUILDER })).html).toContain("Builder pricing");
    expect((await page("/pricing")).html).not.toContain("Builder pricing");
    expect(env.CMS_SOURCE).toBe("local");
  });
});

describe("Builder's URLs are settings: CMS_API_BASE_URL and CMS_FORM_SUBMIT_URL", () => {
  it("asks the content API at CMS_API_BASE_URL (a trailing slash is dropped), and Builder's own URL by default", async () => {
    const seen = fakeBuilder(() => builderResults("/local", [textBlock("builder-l1", "<p>From the fake</p>")]));
    expect((await lookUp(contentSourceFor({ ...env, ...LOCAL_BUILDER }), "/local", false, 1000))?.data.title).toBe("Title of /local");
    expect(`${seen[0]!.url.origin}${seen[0]!.url.pathname}`).toBe("http://builder.test/api/v3/content/page");
    expect(seen[0]!.url.searchParams.get("apiKey")).toBe("test-public-key");
    await lookUp(contentSourceFor({ ...env, ...BUILDER }), "/local", false, 1000);
    expect(`${seen[1]!.url.origin}${seen[1]!.url.pathname}`).toBe("https://cdn.builder.io/api/v3/content/page");
  });

  it("renders a page through the Worker from the fake at CMS_API_BASE_URL", async () => {
    const path = uniquePath("/from-local-builder");
    const seen = fakeBuilder(() => builderResults(path, [textBlock("builder-l2", "<h1>Served by a local fake</h1>")]));
    const { status, html } = await page(path, { env: LOCAL_BUILDER });
    expect(status).toBe(200);
    expect(html).toContain("<h1>Served by a local fake</h1>");
    expect(seen.every((request) => request.url.hostname === "builder.test")).toBe(true);
  });

  it("renders Builder's linkUrl, Video children, block spans and page breakpoints as the fake at CMS_API_BASE_URL serves them", async () => {
    const path = uniquePath("/builder-gaps");
    const element = (id: string, name: string, options: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ "@type": "@builder.io/sdk:Element", id, component: { name, options }, ...extra });
    const blocks = [
      element("builder-g1", "Text", { text: "<p>Read the story</p>" }, { linkUrl: "/about" }),
      element("builder-g2", "Video", { video: "https://cdn.builder.io/o/assets%2Fv.mp4", autoPlay: true }, { linkUrl: "/watch", children: [element("builder-g3", "Text", { text: "<h2>Over the video</h2>" })] }),
      element("builder-g4", "Text", { text: '<p><span style="display: block;">First line</span><span style="display:block">Second line</span></p>' }, { responsiveStyles: { large: { color: "red" }, medium: { color: "green" }, small: { color: "blue" } } }),
    ];
    fakeBuilder(() =>
      Response.json({
        results: [
          {
            id: "entry-gaps",
            name: "Gaps",
            published: "published",
            query: [{ "@type": "@builder.io/core:Query", property: "urlPath", operator: "is", value: path }],
            data: { title: "Gaps", description: "Builder-shaped content", blocks },
            meta: { breakpoints: { small: 500, medium: 800 } },
          },
        ],
      }),
    );
    const { status, html } = await page(path, { env: LOCAL_BUILDER });
    expect(status).toBe(200);
    expect(html).toMatch(/<a [^>]*href="\/about"[^>]*>(?:(?!<\/a>).)*Read the story/s);
    expect(html).toMatch(/<a [^>]*href="\/watch"[^>]*>(?:(?!<\/a>).)*<h2>Over the video<\/h2>/s);
    expect(html).toContain('<span style="display:block">First line</span><span style="display:block">Second line</span>');
    expect(html).toContain("@media (max-width: 800px){.builder-g4{color:green}}");
    expect(html).toContain("@media (max-width: 500px){.builder-g4{color:blue}}");
  });

  it("posts form submissions to CMS_FORM_SUBMIT_URL", async () => {
    const path = uniquePath("/local-builder-contact");
    const formBlock = {
      id: "builder-lf1",
      component: { name: "Form:Form", options: { name: "Say hi", sendSubmissionsTo: "email", sendSubmissionsToEmail: "hello@may.example" } },
      children: [{ id: "builder-lf2", component: { name: "Form:Input", options: { name: "email", type: "email", required: true } } }],
    };
    const seen = fakeBuilder((request) => (new URL(request.url).pathname === "/api/v1/form-submit" ? new Response("ok") : builderResults(path, [formBlock])));
    const sent = await page(path, { method: "POST", body: new URLSearchParams({ _cms_form: "builder-lf1", email: "ana@example.com" }), env: LOCAL_BUILDER });
    expect(sent.status).toBe(200);
    const submit = seen.find((request) => request.method === "POST")!;
    expect(`${submit.url.origin}${submit.url.pathname}`).toBe("http://builder.test/api/v1/form-submit");
    expect(atob(submit.url.searchParams.get("to")!)).toBe("hello@may.example");
  });

  it("refuses a relative URL, or http outside development, as the source failing (503), calling no one", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const seen = fakeBuilder(() => Response.json({ results: [] }));
    await expect(lookUp(contentSourceFor({ ...env, ...BUILDER, CMS_API_BASE_URL: "/api/v3/content" }), "/x", false, 1000)).rejects.toThrow(/CMS_API_BASE_URL is not an absolute URL/);
    await expect(lookUp(contentSourceFor({ ...env, ...LOCAL_BUILDER, ENVIRONMENT: "production" }), "/x", false, 1000)).rejects.toThrow(/CMS_API_BASE_URL must be an https URL/);
    expect((await page(uniquePath("/bad-base"), { env: { ...BUILDER, CMS_API_BASE_URL: "not a url" } })).status).toBe(503);
    expect(seen).toHaveLength(0);
  });
});

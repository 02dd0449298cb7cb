import { describe, expect, it } from "vitest";
import { seoErrors } from "~/components/seo/seo-errors";
import { call } from "../accounts/helpers";
import { publishedSite } from "./helpers";

// docs/decisions/0873-seo-panel.md: the owner's title and description reach the published page's head.

interface Detail {
  document: { seo: { title: string; description: string } } & Record<string, unknown>;
}

describe("the SEO panel", () => {
  it("names what is missing, in the document's own limits", () => {
    expect(seoErrors({ title: "Rise & Crumb · Porto bakery", description: "Sourdough every morning." })).toEqual({});
    expect(seoErrors({ title: "  ", description: "x".repeat(161) })).toEqual({ title: "editor.seo.error.title", description: "editor.seo.error.description" });
  });

  it("puts the owner's title and description in the published page's head, escaped, and refuses an empty title", async () => {
    const { jwt, project } = await publishedSite({ name: "Seo Crumb" });
    const detail = (await (await call(`/projects/${project.id}`, { jwt })).json<{ data: Detail }>()).data;
    const seo = { title: "Seo Crumb <bakery> in Porto", description: "Rye & sourdough, baked before sunrise." };
    const saved = await call(`/projects/${project.id}`, { method: "PUT", jwt, json: { document: { ...detail.document, seo } } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} })).status).toBe(200);
    const html = await (await call(`http://localhost/s/${project.slug}`)).text();
    expect(html).toContain("<title>Seo Crumb &lt;bakery&gt; in Porto</title>");
    expect(html).toContain('<meta name="description" content="Rye &amp; sourdough, baked before sunrise."/>');
    expect(html).toContain('<meta property="og:title" content="Seo Crumb &lt;bakery&gt; in Porto"/>');
    const empty = await call(`/projects/${project.id}`, { method: "PUT", jwt, json: { document: { ...detail.document, seo: { ...seo, title: "" } } } });
    expect(empty.status).toBe(400);
  });
});

import { describe, expect, it } from "vitest";
import { call, uniqueIp } from "../accounts/helpers";
import { awayFromWindowEdge } from "../rate-limit-window";
import { htmlProblems } from "../sites/validator";
import { publishedSite, sendMessage } from "./helpers";
import { visitorPage } from "@server/public-site/visitor-pages";

/** The published page's stylesheet: the visitor's page must carry the very same one. */
async function siteStyle(slug: string): Promise<string> {
  const html = await (await call(`http://localhost/s/${slug}`)).text();
  return /<style>[\s\S]*?<\/style>/.exec(html)![0];
}

describe("visitor pages in the site's own look (docs/decisions/0702-visitor-pages-in-the-sites-look.md)", () => {
  it("thank the visitor on a page with the site's stylesheet, header and footer, and a link back", async () => {
    const { project } = await publishedSite({ name: "Golden Crumb" });
    const response = await sendMessage(project.slug, { name: "Ana", email: "ana@example.com", message: "Rye on Sundays?" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/);
    const html = await response.text();
    expect(html).toContain(await siteStyle(project.slug));
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<footer class="site-footer">');
    expect(html).toContain("Golden Crumb");
    expect(html).toContain("Thank you! Your message has been sent.");
    expect(html).toContain(`<a class="btn btn-primary" href="http://localhost:5173/s/${project.slug}">Back to the site</a>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The header's section links lead into the site, not to this page.
    expect(html).not.toMatch(/href="#/);
    expect(html).not.toContain("<form");
    expect(await htmlProblems(html)).toEqual([]);
  });

  it("show a refused message the same way, with the form filled in with what the visitor typed", async () => {
    const { project } = await publishedSite({ name: "Golden Crumb" });
    const typed = { name: 'Ana "&" Co', email: "not-an-address", phone: "", message: "</textarea><script>alert(1)</script> Two loaves" };
    const response = await sendMessage(project.slug, typed);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(await siteStyle(project.slug));
    expect(html).toContain("Your message was not sent");
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain('value="Ana &quot;&amp;&quot; Co"');
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt; Two loaves</textarea>");
    expect(html).not.toContain("<script");
    // The same form as the published page, attribute for attribute (React writes the action first).
    expect(html).toContain(`<form class="form" action="/api/v1/sites/${project.slug}/messages" method="post">`);
    expect(await htmlProblems(html)).toEqual([]);
  });

  it("show the rate limit the same way, keeping what was typed", async () => {
    const { project } = await publishedSite({ name: "Busy Crumb" });
    const ip = uniqueIp();
    await awayFromWindowEdge();
    for (let i = 0; i < 5; i++) expect((await sendMessage(project.slug, { name: "N", email: "n@example.com", message: `m${i}` }, ip)).status).toBe(200);
    const limited = await sendMessage(project.slug, { name: "Nina", email: "nina@example.com", message: "Sixth try" }, ip);
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('value="Nina"');
    expect(html).toContain(">Sixth try</textarea>");
  });

  it("keep the JSON API and the neutral page for a site that is not published", async () => {
    const { project } = await publishedSite({ name: "Api Crumb" });
    const json = await call(`/sites/${project.slug}/messages`, { json: { name: "Jo", email: "jo@example.com", message: "By API" } });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ data: { sent: true } });
    const missing = await sendMessage("no-such-site", { name: "A", email: "a@example.com", message: "Hi" });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("This site is not published.");
  });

  it("write the neutral page with React: a valid page, every text escaped", async () => {
    const html = visitorPage({ title: 'Tom & "Jerry" <script>', message: "</p><b>not bold</b>", backHref: "/s/x?a=1&b=2", backLabel: "Back <home>" });
    expect(html.startsWith("<!DOCTYPE html><html lang=\"en\">")).toBe(true);
    expect(html).toContain("<title>Tom &amp; &quot;Jerry&quot; &lt;script&gt;</title>");
    expect(html).toContain("<p>&lt;/p&gt;&lt;b&gt;not bold&lt;/b&gt;</p>");
    expect(html).toContain('<a href="/s/x?a=1&amp;b=2">Back &lt;home&gt;</a>');
    expect(html).toContain('font:16px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif');
    expect(html).not.toMatch(/<script|<b>/);
    expect(await htmlProblems(html)).toEqual([]);
    expect(visitorPage({ title: "Page not found", message: "Nothing here." })).not.toContain("<a ");
  });
});


import { describe, expect, it } from "vitest";
import { call } from "../accounts/helpers";
import { publishedSite } from "./helpers";

const SITES = { SITES_DOMAIN: "sites.localhost" };

describe("published sites for search engines (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md)", () => {
  it("serve robots.txt, sitemap.xml, a canonical URL and the business's JSON-LD at /s/{slug}", async () => {
    const { project } = await publishedSite({ business: "A plumber fixing leaks and boilers", location: "Leeds", name: "Drip Fixers" });
    const page = await call(`http://localhost/s/${project.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const canonical = `http://localhost:5173/s/${project.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({ "@context": "https://schema.org", "@type": "Plumber", name: "Drip Fixers", url: canonical });
    expect(html).not.toContain('name="robots"');
    // The script is data: the site's CSP stays as strict as it was (no script-src, so nothing runs).
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/);
    expect(page.headers.get("content-security-policy")).not.toContain("script-src");

    const robots = await call(`http://localhost/s/${project.slug}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toBe(`User-agent: *\nAllow: /s/${project.slug}/\n\nSitemap: http://localhost:5173/s/${project.slug}/sitemap.xml\n`);

    const sitemap = await call(`http://localhost/s/${project.slug}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await sitemap.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain(`<loc>${canonical}</loc>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);

    expect((await call("http://localhost/s/no-such-site/robots.txt")).status).toBe(404);
    expect((await call("http://localhost/s/no-such-site/sitemap.xml")).status).toBe(404);
  });

  it("serve /robots.txt and /sitemap.xml on the site's own host", async () => {
    const { project } = await publishedSite({ name: "Host Bakery" });
    const host = `http://${project.slug}.sites.localhost`;
    const robots = await call(`${host}/robots.txt`, { env: SITES, headers: { host: `${project.slug}.sites.localhost` } });
    expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: https://${project.slug}.sites.localhost/sitemap.xml\n`);
    const sitemap = await call(`${host}/sitemap.xml`, { env: SITES, headers: { host: `${project.slug}.sites.localhost` } });
    expect(await sitemap.text()).toContain(`<loc>https://${project.slug}.sites.localhost/</loc>`);
  });

  it("hide a site from search engines when the owner asks: Disallow and no sitemap at once, noindex in the page once republished", async () => {
    const { jwt, project } = await publishedSite({ name: "Quiet Bakery" });
    const hidden = await call(`/projects/${project.id}/settings`, { method: "PUT", jwt, json: { hideFromSearch: true } });
    expect(hidden.status).toBe(200);
    expect((await hidden.json<{ data: { settings: { hideFromSearch: boolean } } }>()).data.settings).toEqual({ emailLeads: true, hideFromSearch: true });
    expect(await (await call(`http://localhost/s/${project.slug}/robots.txt`)).text()).toBe(`User-agent: *\nDisallow: /s/${project.slug}/\n`);
    expect((await call(`http://localhost/s/${project.slug}/sitemap.xml`)).status).toBe(404);

    expect((await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {} })).status).toBe(200);
    const html = await (await call(`http://localhost/s/${project.slug}`)).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

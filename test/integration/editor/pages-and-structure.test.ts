import { describe, expect, it } from "vitest";
import { type SiteDocument } from "@core/sites/site-document";
import { PAGE_MESSAGES } from "@core/sites/site-document-constants";
import { addPage, addSection, setSectionHidden } from "@core/sites/structure";
import { englishText } from "@server/platform";
import { call } from "../accounts/helpers";
import { projectFromChat } from "../leads/helpers";
import { htmlProblems } from "../sites/validator";

// docs/decisions/0810-editor-v2-pages-and-structure.md: pages, hidden sections and the new section types,
// through the one door (PUT /api/v1/projects/:id) and out to the published site.

async function ownedSite(name: string) {
  const { account, id } = await projectFromChat({ business: "A neighbourhood bakery with sourdough and weekend brunch", location: "Porto, Portugal", name });
  const read = await call(`/projects/${id}`, { jwt: account.jwt });
  const document = (await read.json<{ data: { document: SiteDocument } }>()).data.document;
  return { jwt: account.jwt, id, document };
}

const put = (id: number, jwt: string, document: unknown) => call(`/projects/${id}`, { method: "PUT", jwt, json: { document } });

describe("pages through PUT /api/v1/projects/:id", () => {
  it("refuse reserved and malformed page addresses, two pages at one address, and an eleventh page", async () => {
    const { jwt, id, document } = await ownedSite("Reserved Bakery");
    expect(document.schemaVersion).toBe(4);
    expect(document.pages).toEqual([]);
    const page = (slug: string) => ({ slug, title: "About", seo: { title: "About us", description: "Who we are." }, sections: [] });
    for (const slug of ["sitemap.xml", "robots.txt", "media", "assets", "api", "About Us", "-about", "a/b", ""]) {
      const response = await put(id, jwt, { ...document, pages: [page(slug)] });
      expect(response.status, slug).toBe(400);
      expect(JSON.stringify(await response.json()), slug).not.toContain("<");
    }
    const reserved = await put(id, jwt, { ...document, pages: [page("sitemap")] });
    expect((await reserved.json<{ error: { message: string } }>()).error.message).toContain(englishText(PAGE_MESSAGES.reserved));
    expect(englishText(PAGE_MESSAGES.reserved)).toBe("That page address is taken by the site itself. Choose another.");
    expect((await put(id, jwt, { ...document, pages: [page("about"), page("about")] })).status).toBe(400);
    const eleven = Array.from({ length: 10 }, (_, index) => page(`page-${index + 1}`));
    expect((await put(id, jwt, { ...document, pages: eleven })).status).toBe(400);
    expect((await put(id, jwt, { ...document, pages: eleven.slice(0, 9) })).status).toBe(200);
  });

  it("publish each page at /s/{slug}/{page} with the navigation between them, list them in the sitemap, and leave hidden and empty sections out", async () => {
    const { jwt, id, document } = await ownedSite("Paged Bakery");
    const about = addPage(document, "About us");
    if (!about.ok) throw new Error(about.error);
    const withMenu = addSection(about.document, "about-us", "menu")!;
    const menu = withMenu.pages[0]!.sections.find((section) => section.type === "menu")!;
    const filled: SiteDocument = {
      ...withMenu,
      pages: withMenu.pages.map((candidate) => ({
        ...candidate,
        sections: candidate.sections.map((section) => (section.id === menu.id && section.type === "menu" ? { ...section, groups: [{ name: "Pastries", items: [{ name: "<b>Pastel</b> de nata", description: "", price: "€1.50", tags: ["vegetarian" as const] }] }] } : section)),
      })),
    };
    const gallery = filled.sections.find((section) => section.type === "gallery") ?? filled.sections.find((section) => section.type === "about")!;
    const hidden = setSectionHidden(addSection(filled, null, "team")!, null, gallery.id, true)!;
    const saved = await put(id, jwt, hidden);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const published = await call(`/projects/${id}/publish`, { method: "POST", jwt, json: {} });
    expect(published.status).toBe(200);
    const slug = (await published.json<{ data: { slug: string } }>()).data.slug;

    const home = await (await call(`http://localhost/s/${slug}`)).text();
    const links = `<li><a href="/s/${slug}" aria-current="page">Home</a></li><li><a href="/s/${slug}/about-us">About us</a></li>`;
    expect(home).toContain(`<nav class="site-nav" aria-label="Main"><ul class="nav-list">${links}</ul><details class="nav-fold"><summary>Menu</summary><ul>${links}</ul></details></nav>`);
    expect(home).not.toContain(`id="${gallery.id}"`);
    // The team section has nobody in it yet: an invitation in the editor, nothing on the site.
    expect(home).not.toContain("s-team");

    const page = await call(`http://localhost/s/${slug}/about-us`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).not.toContain("script-src");
    const html = await page.text();
    expect(html).toContain(`<a href="/s/${slug}/about-us" aria-current="page">About us</a>`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:5173/s/${slug}/about-us"/>`);
    expect(html).toContain("<title>About us · Paged Bakery</title>");
    expect(html).toContain("&lt;b&gt;Pastel&lt;/b&gt; de nata");
    expect(html).toContain("<li>Vegetarian</li>");
    // The page's call to action points at the home page's contact section.
    expect(html).toMatch(new RegExp(`href="/s/${slug}#contact"`));
    // Every page has the home page's icons and share card (docs/decisions/0890-a-designed-look-without-photos.md).
    const icons = (page: string) => page.match(/<link rel="(?:icon|apple-touch-icon)"[^>]*>|<meta property="og:image"[^>]*>/g) ?? [];
    expect(icons(home).length).toBeGreaterThan(0);
    expect(icons(html)).toEqual(icons(home));
    expect(html.match(/<script/g)?.length ?? 0).toBe(1);
    expect(html).toContain('<script type="application/ld+json">');
    expect(await htmlProblems(html)).toEqual([]);
    expect((await call(`http://localhost/s/${slug}/about-us`, { headers: { "If-None-Match": page.headers.get("etag")! } })).status).toBe(304);

    // A page the site does not have: 404 in the site's own look, not "not published".
    const missing = await call(`http://localhost/s/${slug}/no-such-page`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toMatch(/<h[12]>Page not found<\/h[12]>/);
    expect(missingHtml).toContain('<header class="site-header">');
    expect(missingHtml).not.toContain("not published");
    const sitemap = await (await call(`http://localhost/s/${slug}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>http://localhost:5173/s/${slug}</loc>`);
    expect(sitemap).toContain(`<loc>http://localhost:5173/s/${slug}/about-us</loc>`);

    // On the site's own host, the pages sit at the root.
    const env = { SITES_DOMAIN: "sites.localhost" };
    const own = await call(`http://${slug}.sites.localhost/about-us`, { env, headers: { host: `${slug}.sites.localhost` } });
    expect(own.status).toBe(200);

    // Unpublished, every page goes.
    expect((await call(`/projects/${id}/unpublish`, { method: "POST", jwt, json: {} })).status).toBe(200);
    expect((await call(`http://localhost/s/${slug}/about-us`)).status).toBe(404);
  });

  it("refuse to rewrite a section the owner fills in (a menu has no writer), with words and a 400", async () => {
    const { jwt, id, document } = await ownedSite("Menu Bakery");
    const withMenu = addSection(document, null, "menu")!;
    expect((await put(id, jwt, withMenu)).status).toBe(200);
    const menuId = withMenu.sections.find((section) => section.type === "menu")!.id;
    const refused = await call(`/projects/${id}/sections/${menuId}/regenerate`, { method: "POST", jwt, json: {} });
    expect(refused.status).toBe(400);
    expect((await refused.json<{ error: { message: string } }>()).error.message).toBe("May does not rewrite this section: what it says is yours to fill in.");
  });
});

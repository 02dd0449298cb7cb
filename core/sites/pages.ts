import type { SiteDocument, SiteSection } from "./site-document";

/**
 * A site's pages as visitors get them (docs/decisions/0810-editor-v2-pages-and-structure.md): the home
 * page is the document's own sections and SEO, every other page lives at `{base}/{slug}`, and the
 * navigation lists them all once the site has more than one page.
 */

/**
 * Where a site's pages live: a root path ("/s/golden-crumb", or "" on its own host) under which each page is
 * `{root}/{slug}`, or a function naming each page's address (a download's `index.html` and `{slug}.html`).
 */
export type PageBase = string | ((slug: string | null) => string);

/** The address of a page (`slug` null for the home page). */
export function pagePath(base: PageBase, slug: string | null): string {
  if (typeof base === "function") return base(slug);
  const root = base.replace(/\/+$/, "");
  return slug === null ? root || "/" : `${root}/${slug}`;
}

export interface PageNavLink {
  label: string;
  href: string;
  current: boolean;
}

/** The navigation between pages (Home first), or null for a one-page site (its navigation links to sections). */
export function pageNavigation(document: SiteDocument, base: PageBase, current: string | null): PageNavLink[] | null {
  const pages = document.pages ?? [];
  if (pages.length === 0) return null;
  return [{ label: "Home", href: pagePath(base, null), current: current === null }, ...pages.map((page) => ({ label: page.title, href: pagePath(base, page.slug), current: current === page.slug }))];
}

/**
 * One page as a document the page renderer takes: the page's sections and SEO, the home page's footer,
 * and links to sections of the home page (`#contact`) pointed at the home page's address.
 */
export function pageDocument(document: SiteDocument, slug: string, base: PageBase): SiteDocument | null {
  const page = (document.pages ?? []).find((candidate) => candidate.slug === slug);
  if (!page) return null;
  const here = new Set(page.sections.map((section) => section.id));
  const home = new Set(document.sections.map((section) => section.id));
  const homePath = pagePath(base, null);
  const resolve = (href: string) => (href.startsWith("#") && href.length > 1 && !here.has(href.slice(1)) && home.has(href.slice(1)) ? `${homePath}${href}` : href);
  const footer = page.sections.some((section) => section.type === "footer") ? [] : document.sections.filter((section) => section.type === "footer");
  const sections = [...page.sections, ...footer].map((section): SiteSection => {
    switch (section.type) {
      case "hero":
        return { ...section, primaryCta: { ...section.primaryCta, href: resolve(section.primaryCta.href) }, ...(section.secondaryCta ? { secondaryCta: { ...section.secondaryCta, href: resolve(section.secondaryCta.href) } } : {}) };
      case "cta":
        return { ...section, button: { ...section.button, href: resolve(section.button.href) } };
      case "footer":
        return { ...section, links: section.links.map((link) => ({ ...link, href: resolve(link.href) })) };
      default:
        return section;
    }
  });
  return { ...document, seo: { ...document.seo, ...page.seo }, sections };
}

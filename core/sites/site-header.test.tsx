import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import storedV1 from "./fixtures/site-document-v1.json";
import { storedSiteDocumentSchema } from "./site-document-upgrade";
import type { SiteDocument } from "./site-document";
import { siteText } from "./i18n/site-text";
import { SiteHeader, type SiteHeaderProps } from "./site-header";

const document: SiteDocument = storedSiteDocumentSchema.parse(storedV1);
const nav = [
  { label: "Menu", href: "#services" },
  { label: "About", href: "/s/golden-crumb/about", current: true },
  { label: "Evil", href: "javascript:alert(1)" },
];
const draw = (props: Partial<SiteHeaderProps> = {}) =>
  renderToStaticMarkup(<SiteHeader document={document} sections={document.sections} nav={nav} heading={false} headerCall={false} text={siteText("en")} {...props} />);

describe("SiteHeader", () => {
  it("is the brand and the navigation, every link checked, the current page marked", () => {
    const html = draw();
    expect(html).toMatch(/^<header class="site-header"><div class="wrap head-grid"><a class="brand" href="#main">Golden Crumb<\/a><nav /);
    // The same links twice: a list for wide screens, folded under "Menu" on phones (the stylesheet shows one of the two).
    const links = '<li><a href="#services">Menu</a></li><li><a href="/s/golden-crumb/about" aria-current="page">About</a></li><li><a href="#">Evil</a></li>';
    expect(html).toContain(`<nav class="site-nav" aria-label="Main"><ul class="nav-list">${links}</ul><details class="nav-fold"><summary>Menu</summary><ul>${links}</ul></details></nav>`);
    expect(html).not.toContain('class="call"');
  });

  it("makes the site's name the page's h1 when asked", () => {
    expect(draw({ heading: true })).toMatch(/^<header class="site-header"><div class="wrap head-grid"><h1 class="brand">Golden Crumb<\/h1><nav /);
  });

  it("has the call link, in the site's language, with the contact section's phone: on wide screens in a template with one, on phones in every template", () => {
    expect(draw({ headerCall: true })).toContain('<a class="call" href="tel:+351210000000"><span class="call-long">Call <bdi dir="ltr">+351 21 000 0000</bdi></span>');
    const french = draw({ headerCall: true, text: siteText("fr") });
    expect(french).toContain('aria-label="Principal"');
    expect(french).toContain('<span class="call-long">Appeler le <bdi dir="ltr">+351 21 000 0000</bdi></span>');
    // Without a call link in its design, the template still gets the phones' button (its stylesheet shows it only there).
    const narrow = draw({ headerCall: false });
    expect(narrow).toContain('<a class="call call-narrow" href="tel:+351210000000">');
    expect(narrow).toMatch(/<span class="call-short">.*Call <bdi dir="ltr" class="vh">\+351 21 000 0000<\/bdi><\/span>/s);
    expect(draw({ headerCall: true, sections: document.sections.filter((section) => section.type !== "contact") })).not.toContain('class="call');
  });

  it("has no navigation without links", () => {
    expect(draw({ nav: [] })).not.toContain("<nav");
  });
});

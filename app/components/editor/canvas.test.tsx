import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import storedV1 from "@core/sites/fixtures/site-document-v1.json";
import { storedSiteDocumentSchema } from "@core/sites/site-document-upgrade";
import type { SiteDocument } from "@core/sites/site-document";
import { SitePage } from "@core/sites/site-page";
import { CanvasPage, type CanvasActions } from "./canvas";

const stored: SiteDocument = storedSiteDocumentSchema.parse(storedV1);
const actions: CanvasActions = { select: () => {}, commitText: () => true, undoKey: () => {}, change: () => {}, toggleHidden: () => {}, openLibrary: () => {} };
/** Every image's source, whatever its key. */
const images: Record<string, string> = new Proxy({}, { get: () => "/x.svg" });
const header = (html: string) => html.slice(html.indexOf('<header class="site-header">'), html.indexOf("</header>") + "</header>".length);

function bothHeaders(document: SiteDocument, headerCall: boolean) {
  const canvas = renderToStaticMarkup(<CanvasPage document={document} page={null} stylesheet="" images={images} headerCall={headerCall} selected={null} actions={actions} />);
  const published = renderToStaticMarkup(<SitePage document={document} template={document.template ?? "warm-editorial"} stylesheet="" themeColor="#ffffff" headerCall={headerCall} imageSrc={() => "/x.svg"} year={2031} editor />);
  return { canvas: header(canvas), published: header(published) };
}

describe("the editor's canvas", () => {
  it("draws the published page's header: its call link, its words in the site's language, its checked links", () => {
    const document: SiteDocument = { ...stored, language: "fr", sections: stored.sections.map((section) => (section.type === "footer" ? { ...section, links: [...section.links, { label: "Evil", href: "javascript:alert(1)" }] } : section)) };
    const { canvas, published } = bothHeaders(document, true);
    expect(canvas).toBe(published);
    expect(canvas).toContain('<a class="call" href="tel:+351210000000"><span class="call-long">Appeler le <bdi dir="ltr">+351 21 000 0000</bdi></span>');
    expect(canvas).toContain('aria-label="Principal"');
    expect(canvas).toContain('<a href="#">Evil</a>');
  });

  it("makes the site's name the h1 when the page does not open with a hero, as the published page does", () => {
    const document: SiteDocument = { ...stored, sections: stored.sections.filter((section) => section.type !== "hero") };
    const { canvas, published } = bothHeaders(document, false);
    expect(canvas).toBe(published);
    expect(canvas).toContain('<h1 class="brand">');
    // Without a call link in this template's design, the header has only the phones' call button.
    expect(canvas).not.toContain('class="call"');
    expect(canvas).toContain('class="call call-narrow"');
  });
});

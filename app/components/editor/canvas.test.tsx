import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import storedV1 from "@core/sites/fixtures/site-document-v1.json";
import { storedSiteDocumentSchema } from "@core/sites/site-document-upgrade";
import type { SiteDocument, SiteSection } from "@core/sites/site-document";
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

  it("fills the hero's and about section's empty slots with the gallery's photos, as the published page does", () => {
    const ids = ["a1a1a1a1a1a1a1a1a1a1a1a1", "b2b2b2b2b2b2b2b2b2b2b2b2"];
    // A new document's slots hold no illustration key; the owner put two photos in the gallery.
    const document: SiteDocument = {
      ...stored,
      sections: stored.sections.map((section): SiteSection => {
        if (section.type === "hero" || section.type === "about") return { ...section, image: { alt: "Empty slot", width: 960, height: 720 } };
        if (section.type === "gallery") return { ...section, images: section.images.map((image, index) => (index < 2 ? { ...image, key: undefined, media: ids[index], width: 1200, height: 800, alt: `Photo ${index + 1}` } : image)) };
        return section;
      }),
    };
    const media = (html: string, type: string) => {
      const start = html.indexOf(`s-${type}`);
      const end = html.indexOf("</section>", start);
      return html.slice(start, end).match(/\/media\/([0-9a-f]{24})\//)?.[1] ?? null;
    };
    const canvas = renderToStaticMarkup(<CanvasPage document={document} page={null} stylesheet="" images={images} headerCall={false} selected={null} actions={actions} />);
    const published = renderToStaticMarkup(<SitePage document={document} template={document.template ?? "warm-editorial"} stylesheet="" themeColor="#ffffff" headerCall={false} imageSrc={() => "/x.svg"} year={2031} />);
    expect(media(canvas, "hero")).toBe(ids[0]);
    expect(media(canvas, "about")).toBe(ids[1]);
    expect([media(published, "hero"), media(published, "about")]).toEqual([ids[0], ids[1]]);
    expect(canvas).toContain('class="s s-hero has-media"');

    // A hidden gallery gives no photo, in the canvas as on the page.
    const hidden: SiteDocument = { ...document, sections: document.sections.map((section) => (section.type === "gallery" ? { ...section, hidden: true } : section)) };
    const bare = renderToStaticMarkup(<CanvasPage document={hidden} page={null} stylesheet="" images={images} headerCall={false} selected={null} actions={actions} />);
    expect(media(bare, "hero")).toBeNull();
    expect(bare).toContain("type-led");
  });
});

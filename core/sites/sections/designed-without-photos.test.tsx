import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import storedV2 from "../fixtures/site-document-v2.json";
import { storedSiteDocumentSchema } from "../site-document-upgrade";
import type { SiteDocument, SiteImage, SiteSection } from "../site-document";
import { publishableDocument } from "../publishable";
import { pageDocument } from "../pages";
import { SitePage, withPhotosInSlots } from "../site-page";
import { siteText } from "../i18n/site-text";
import { SiteSectionView, type SiteContext } from "./index";
import { isolated } from "./parts";
import { formatMessage } from "../../i18n/format";
import editorEnglish from "../../../content/app-messages/editor/en.json" with { type: "json" };

const document: SiteDocument = storedSiteDocumentSchema.parse(storedV2);
const site = (overrides: Partial<SiteContext> = {}): SiteContext => ({ document, imageSrc: (image) => `data:image/svg+xml,${image.key}`, formAction: null, heroHeadline: true, text: siteText("en"), ...overrides });
const section = <T extends SiteSection["type"]>(type: T) => document.sections.find((candidate) => candidate.type === type) as Extract<SiteSection, { type: T }>;
const photo = <T extends SiteImage>(image: T, media: string): T => ({ ...image, media, width: 1200, height: 800, alt: `Photo ${media.slice(0, 2)}` });
const IDS = ["a1a1a1a1a1a1a1a1a1a1a1a1", "b2b2b2b2b2b2b2b2b2b2b2b2", "c3c3c3c3c3c3c3c3c3c3c3c3"];
/** The editor's notes in English, as May's message files word them. */
const ENGLISH = { language: "en", dir: "ltr" as const, t: (key: string, values?: Record<string, string>) => formatMessage((editorEnglish as Record<string, string>)[key]!, "en", values) };
const page = (doc: SiteDocument, editor = false) =>
  renderToStaticMarkup(<SitePage document={doc} template="bold-modern" stylesheet="" themeColor="#ffffff" headerCall={false} imageSrc={(image) => `data:image/svg+xml,${image.key}`} year={2031} editor={editor} editorWords={ENGLISH} />);

describe("a site without photos", () => {
  it("has a type-led hero and an about section of words: no illustration pretends to be the business", () => {
    const html = renderToStaticMarkup(
      <>
        <SiteSectionView section={section("hero")} site={site()} />
        <SiteSectionView section={section("about")} site={site()} />
      </>,
    );
    expect(section("hero").image).toBeDefined();
    expect(html).toContain('class="s s-hero type-led"');
    expect(html).toContain('class="s s-about no-media"');
    expect(html).not.toContain("<img");
  });

  it("publishes no gallery of illustrations (and no link to it); the editor shows it as an invitation to add photos", () => {
    const published = publishableDocument(document);
    expect(published.sections.some((s) => s.type === "gallery")).toBe(false);
    const html = page(published);
    expect(html).not.toContain('href="#gallery"');
    expect(html).not.toContain("<img");
    const editor = page(document, true);
    expect(editor).toContain("Add your photos");
    expect(editor).toContain('class="gallery-empty"');
  });
});

describe("a site with the owner's photos", () => {
  const gallery = section("gallery");
  const withPhotos: SiteDocument = {
    ...document,
    sections: document.sections.map((s) => (s.type === "gallery" ? { ...gallery, images: gallery.images.map((image, index) => (index < 3 ? photo(image, IDS[index]!) : image)) } : s)),
  };

  it("puts them in the hero's and the about section's slots, each photo once while there are enough", () => {
    const sections = withPhotosInSlots(withPhotos.sections);
    const hero = sections.find((s): s is Extract<SiteSection, { type: "hero" }> => s.type === "hero")!;
    const about = sections.find((s): s is Extract<SiteSection, { type: "about" }> => s.type === "about")!;
    expect(hero.image?.media).toBe(IDS[0]);
    expect(about.image?.media).toBe(IDS[1]);
    const html = page(publishableDocument(withPhotos));
    expect(html).toContain('class="s s-hero has-media"');
    expect(html).toContain(`/media/${IDS[0]}/`);
  });

  it("shows only the photos in the gallery: the illustrations beside them are left out", () => {
    const html = renderToStaticMarkup(<SiteSectionView section={withPhotos.sections.find((s) => s.type === "gallery")!} site={site()} />);
    expect(gallery.images.length).toBeGreaterThan(3);
    expect(html).toContain('class="gallery n3"');
    expect(html.match(/<img/g)).toHaveLength(3);
    expect(html).not.toContain("data:image/svg+xml");
  });

  it("leaves a document without photos as it is", () => {
    expect(withPhotosInSlots(document.sections)).toEqual(document.sections);
  });
});

describe("the header on phones", () => {
  it("folds the same links under a Menu button in the site's language (a details element, no script)", () => {
    const html = page({ ...document, language: "pt" });
    const header = html.slice(html.indexOf('<header class="site-header">'), html.indexOf("</header>"));
    expect(header).toMatch(/<nav class="site-nav" aria-label="[^"]+"><ul class="nav-list">.*<\/ul><details class="nav-fold"><summary>Menu<\/summary><ul>.*<\/ul><\/details><\/nav>/);
    const lists = [...header.matchAll(/<ul[^>]*>(.*?)<\/ul>/g)].map((match) => match[1]);
    expect(lists[0]).toBe(lists[1]);
    expect(page({ ...document, language: "ja" })).toContain("<summary>メニュー</summary>");
  });
});

describe("mixed-direction text", () => {
  const ar = { text: siteText("ar") };
  const markup = (value: string) => renderToStaticMarkup(<p>{isolated(ar, value)}</p>);

  it("isolates English inside Arabic so its brackets and punctuation keep their order", () => {
    expect(markup("نخبز كل صباح خبز Sourdough (Levain, 24h) وكعك الزبدة.")).toBe("<p>نخبز كل صباح خبز <bdi>Sourdough (Levain, 24h)</bdi> وكعك الزبدة.</p>");
    expect(markup("اطلب عبر WhatsApp: Hello, world! ثم نؤكد طلبك.")).toBe("<p>اطلب عبر <bdi>WhatsApp: Hello, world!</bdi> ثم نؤكد طلبك.</p>");
    // The full stop that ends the Arabic sentence is the sentence's, not the English word's.
    expect(markup("نخبز خبز Sourdough.")).toBe("<p>نخبز خبز <bdi>Sourdough</bdi>.</p>");
    expect(markup("Espresso Bar!")).toBe("<p><bdi>Espresso Bar!</bdi></p>");
  });

  it("keeps every character, whatever the mix (any text, any order)", () => {
    const pieces = ["مخبز", "Sourdough", "(24h)", "!", "، ", ".", "Hello, world", "٢٤", "7", " ", "?", "café"];
    for (let run = 0; run < 300; run++) {
      const value = Array.from({ length: 1 + (run % 7) }, (_, i) => pieces[(run * 7 + i * 5) % pieces.length]).join(i2(run));
      const html = renderToStaticMarkup(<p>{isolated(ar, value)}</p>);
      expect(html.replace(/<\/?bdi>/g, "").replace(/&amp;/g, "&")).toBe(`<p>${value}</p>`);
    }
  });

  it("leaves left-to-right sites' text untouched", () => {
    expect(isolated({ text: siteText("en") }, "Sourdough (Levain, 24h).")).toBe("Sourdough (Levain, 24h).");
  });
});

describe("a site's other pages", () => {
  it("keep their buttons to the home page's sections (never '#')", () => {
    const cta: SiteSection = { id: "book-now", type: "cta", heading: "Book a table", text: "", button: { label: "Get in touch", href: "#contact" } } as SiteSection;
    const doc: SiteDocument = { ...document, pages: [{ slug: "menu", title: "Menu", seo: {}, sections: [cta] }] } as SiteDocument;
    const published = publishableDocument(doc);
    const rendered = pageDocument(published, "menu", "/s/golden");
    const button = rendered?.sections.find((s) => s.type === "cta") as Extract<SiteSection, { type: "cta" }>;
    expect(button.button.href).toBe("/s/golden#contact");
  });
});

/** A separator for the property test: a space, nothing, or an Arabic comma. */
function i2(run: number): string {
  return [" ", "", "، "][run % 3]!;
}

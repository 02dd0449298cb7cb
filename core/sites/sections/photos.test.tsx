import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import storedV2 from "../fixtures/site-document-v2.json";
import { storedSiteDocumentSchema } from "../site-document-upgrade";
import type { SiteDocument, SiteImage, SiteSection } from "../site-document";
import { SiteSectionView, type SiteContext } from "./index";
import { siteText } from "../i18n/site-text";

const document: SiteDocument = storedSiteDocumentSchema.parse(storedV2);
const site = (overrides: Partial<SiteContext> = {}): SiteContext => ({ document, imageSrc: (image) => `data:image/svg+xml,${image.key}`, formAction: null, heroHeadline: true, text: siteText("en"), ...overrides });
const section = <T extends SiteSection["type"]>(type: T) => document.sections.find((candidate) => candidate.type === type) as Extract<SiteSection, { type: T }>;
const PHOTO = "0123456789abcdef01234567";
const photo = (image: SiteImage, extra: Partial<SiteImage> = {}): SiteImage => ({ ...image, media: PHOTO, width: 1200, height: 800, alt: "The counter", ...extra });

describe("a site image that is the owner's photo", () => {
  it("is the document's optional field: old documents stay valid, a bad id is refused", () => {
    expect(storedSiteDocumentSchema.safeParse(storedV2).success).toBe(true);
    const hero = section("hero");
    const withPhoto = { ...document, sections: document.sections.map((s) => (s.type === "hero" ? { ...hero, image: photo(hero.image!) } : s)) };
    expect(storedSiteDocumentSchema.safeParse(withPhoto).success).toBe(true);
    const badId = { ...document, sections: document.sections.map((s) => (s.type === "hero" ? { ...hero, image: photo(hero.image!, { media: "../../etc" }) } : s)) };
    expect(storedSiteDocumentSchema.safeParse(badId).success).toBe(false);
  });

  it("renders as WebP sizes with srcset and sizes, its focus as object-position, lazily below the hero", () => {
    const about = section("about");
    const html = renderToStaticMarkup(<SiteSectionView section={{ ...about, image: photo(about.image!, { focus: { x: 20, y: 80 } }) }} site={site()} />);
    expect(html).toContain(`<img class="media" src="/media/${PHOTO}/960.webp" srcSet="/media/${PHOTO}/480.webp 480w, /media/${PHOTO}/720.webp 720w, /media/${PHOTO}/960.webp 960w, /media/${PHOTO}/1200.webp 1200w" sizes="(max-width: 640px) calc(100vw - 40px), (max-width: 991px) calc(100vw - 56px), 500px" width="1200" height="800" alt="The counter" loading="lazy" decoding="async" style="object-position:20% 80%"/>`);
  });

  it("in the hero, loads at once with high priority, and React preloads the same srcset", () => {
    const hero = section("hero");
    const html = renderToStaticMarkup(<SiteSectionView section={{ ...hero, image: photo(hero.image!) }} site={site({ mediaBase: "https://may.example" })} />);
    expect(html).toContain(`src="https://may.example/media/${PHOTO}/960.webp"`);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html).not.toMatch(/<img [^>]*loading=/);
    expect(html).toMatch(/^<link rel="preload" as="image" [^>]*imageSrcSet="https:\/\/may.example\/media\//);
  });

  it("gallery photos ask for a tile's width: half the column on phones, a third on wide screens", () => {
    const gallery = section("gallery");
    const html = renderToStaticMarkup(<SiteSectionView section={{ ...gallery, images: gallery.images.map((image) => ({ ...photo(image), caption: image.caption })) }} site={site()} />);
    const sizes = [...html.matchAll(/sizes="([^"]+)"/g)].map((match) => match[1]);
    expect(sizes.length).toBe(gallery.images.length);
    expect(new Set(sizes)).toEqual(new Set(["(max-width: 640px) calc(50vw - 26px), (max-width: 991px) calc(50vw - 38px), 370px"]));
  });

  it("asks for the width each template's layout shows: full-bleed heroes, a wide first tile", () => {
    const hero = section("hero");
    const gallery = section("gallery");
    const render = (template: string) => {
      const withTemplate = site({ document: { ...document, template } });
      return renderToStaticMarkup(
        <>
          <SiteSectionView section={{ ...hero, image: photo(hero.image!) }} site={withTemplate} />
          <SiteSectionView section={{ ...gallery, images: gallery.images.map((image) => ({ ...photo(image), caption: image.caption })) }} site={withTemplate} />
        </>,
      );
    };
    const sizesOf = (html: string) => [...html.matchAll(/<img [^>]*sizes="([^"]+)"/g)].map((match) => match[1]);
    // A phone 412 px wide at 1.75x needs 651 px for a 372 px column: the 720 size, not 960.
    expect(sizesOf(render("warm-editorial"))[0]).toBe("(max-width: 640px) calc(100vw - 40px), (max-width: 991px) calc(100vw - 56px), 520px");
    expect(sizesOf(render("minimal-studio"))[0]).toBe("(max-width: 1200px) 100vw, 1200px");
    expect(sizesOf(render("fresh-garden"))[0]).toMatch(/, 1136px$/);
    const bold = sizesOf(render("bold-modern"));
    expect(bold[1]).toMatch(/calc\(100vw - 40px\).*, 750px$/);
    expect(bold[2]).toMatch(/calc\(50vw - 26px\).*, 370px$/);
  });
});

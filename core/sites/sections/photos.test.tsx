import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import storedV2 from "../fixtures/site-document-v2.json";
import { storedSiteDocumentSchema } from "../site-document-upgrade";
import type { SiteDocument, SiteImage, SiteSection } from "../site-document";
import { SiteSectionView, type SiteContext } from "./index";
import { siteText } from "../i18n/site-messages";

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
    expect(html).toContain(`<img class="media" src="/media/${PHOTO}/960.webp" srcSet="/media/${PHOTO}/480.webp 480w, /media/${PHOTO}/960.webp 960w, /media/${PHOTO}/1200.webp 1200w" sizes="(max-width: 991px) 100vw, 640px" width="1200" height="800" alt="The counter" loading="lazy" decoding="async" style="object-position:20% 80%"/>`);
  });

  it("in the hero, loads at once with high priority, and React preloads the same srcset", () => {
    const hero = section("hero");
    const html = renderToStaticMarkup(<SiteSectionView section={{ ...hero, image: photo(hero.image!) }} site={site({ mediaBase: "https://may.example" })} />);
    expect(html).toContain(`src="https://may.example/media/${PHOTO}/960.webp"`);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html).not.toMatch(/<img [^>]*loading=/);
    expect(html).toMatch(/^<link rel="preload" as="image" [^>]*imageSrcSet="https:\/\/may.example\/media\//);
  });

  it("gallery photos ask for a tile's width", () => {
    const gallery = section("gallery");
    const html = renderToStaticMarkup(<SiteSectionView section={{ ...gallery, images: gallery.images.map((image) => ({ ...photo(image), caption: image.caption })) }} site={site()} />);
    expect(html).toContain('sizes="(max-width: 640px) 100vw, 400px"');
  });
});

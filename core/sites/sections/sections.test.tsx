import { renderToStaticMarkup } from "react-dom/server";
import { formatMessage } from "../../i18n/format";
import editorEnglish from "../../../content/app-messages/editor/en.json" with { type: "json" };
import editorArabic from "../../../content/app-messages/editor/ar.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import storedV1 from "../fixtures/site-document-v1.json";
import { storedSiteDocumentSchema } from "../site-document-upgrade";
import type { SiteDocument, SiteSection } from "../site-document";
import { SitePage } from "../site-page";
import { siteText } from "../i18n/site-text";
import { SiteFooter, SiteSectionView, type SiteContext } from "./index";

const document: SiteDocument = storedSiteDocumentSchema.parse(storedV1);
const site = (overrides: Partial<SiteContext> = {}): SiteContext => ({ document, imageSrc: (image) => `data:image/svg+xml,${image.key}`, formAction: null, heroHeadline: true, text: siteText("en"), ...overrides });
const section = <T extends SiteSection["type"]>(type: T) => document.sections.find((candidate) => candidate.type === type) as Extract<SiteSection, { type: T }>;
const hostile = `<script>alert(1)</script>"'&`;

describe("site sections", () => {
  it("render each section type of the document, with nothing but markup and text", () => {
    for (const candidate of document.sections.filter((s) => s.type !== "footer")) {
      const html = renderToStaticMarkup(<SiteSectionView section={candidate} site={site()} />);
      expect(html, candidate.type).toMatch(new RegExp(`^<section id="${candidate.id}" class="s s-${candidate.type}[ "]`));
      expect(html, candidate.type).not.toMatch(/<script|<style|<!--| on[a-z]+=/i);
    }
  });

  it("write every string of the document as text, never as markup", () => {
    const poisoned = { ...section("hero"), eyebrow: hostile, headline: hostile, subheadline: hostile, primaryCta: { label: hostile, href: "javascript:alert(1)" } };
    const html = renderToStaticMarkup(<SiteSectionView section={poisoned} site={site()} />);
    expect(html).toContain("<h1 class=\"hero-title\">&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#x27;&amp;</h1>");
    expect(html).toContain('<a class="btn btn-primary" href="#">');
    expect(html).not.toContain("<script");
  });

  it("show the owner's photos: the hero's loads at once, the rest lazily; an illustration is not drawn", () => {
    const photo = { media: "0123456789abcdef01234567", width: 1200, height: 800 };
    const hero = section("hero");
    expect(renderToStaticMarkup(<SiteSectionView section={{ ...hero, image: { ...hero.image!, ...photo } }} site={site()} />)).toMatch(/<img class="media" src="\/media\/[0-9a-f]{24}\/960\.webp" [^>]*fetchPriority="high" decoding="async"\/>/);
    const about = section("about");
    expect(renderToStaticMarkup(<SiteSectionView section={{ ...about, image: { ...about.image!, ...photo } }} site={site()} />)).toContain(' loading="lazy"');
    expect(renderToStaticMarkup(<SiteSectionView section={hero} site={site({ imageSrc: () => "/photo.jpg" })} />)).not.toContain("<img");
  });

  it("post the contact form where the caller says, or show it disabled as a preview", () => {
    const contact = section("contact");
    const published = renderToStaticMarkup(<SiteSectionView section={contact} site={site({ formAction: "/api/v1/sites/golden-crumb/messages" })} />);
    expect(published).toContain('<form class="form" action="/api/v1/sites/golden-crumb/messages" method="post">');
    const preview = renderToStaticMarkup(<SiteSectionView section={contact} site={site()} />);
    expect(preview).toContain('<fieldset disabled="">');
    expect(preview).not.toContain("method=");
    expect(renderToStaticMarkup(<SiteSectionView section={{ ...contact, form: false }} site={site()} />)).not.toContain("<form");
  });

  it("hand each text to the editor's canvas when it asks (and write plain text otherwise)", () => {
    const hero = section("hero");
    const plain = renderToStaticMarkup(<SiteSectionView section={hero} site={site()} />);
    const seen: string[] = [];
    const editable = renderToStaticMarkup(
      <SiteSectionView
        section={hero}
        site={site({
          editText: (id, path, value) => {
            seen.push(`${id}:${path.join(".")}`);
            return <mark>{value}</mark>;
          },
        })}
      />,
    );
    expect(seen).toEqual(expect.arrayContaining([`${hero.id}:headline`, `${hero.id}:subheadline`, `${hero.id}:primaryCta.label`]));
    expect(editable).toContain(`<mark>${hero.headline}</mark>`);
    expect(plain).not.toContain("<mark>");
    expect(editable.replace(/<\/?mark>/g, "")).toBe(plain);
  });

  it("show a hidden section in the editor with a note, and an empty fact section as an invitation, in the reader's language", () => {
    const english = { language: "en", dir: "ltr" as const, t: (key: string, values?: Record<string, string>) => formatMessage((editorEnglish as Record<string, string>)[key]!, "en", values) };
    const hidden = renderToStaticMarkup(<SiteSectionView section={{ ...section("about"), hidden: true }} site={site({ editor: true, editorWords: english })} />);
    expect(hidden).toMatch(/^<div class="held is-hidden"><p class="held-note" role="note" lang="en" dir="ltr"><strong>Hidden<\/strong>/);
    const menu = renderToStaticMarkup(<SiteSectionView section={{ id: "menu", writer: "person", type: "menu", heading: "Menu", intro: "", groups: [] }} site={site({ editor: true, editorWords: english })} />);
    expect(menu).toContain("<strong>Add your menu or price list</strong>");
    // May's notes follow the reader, not the site: an Arabic reader of an English site gets them right to left.
    const arabic = { language: "ar", dir: "rtl" as const, t: (key: string, values?: Record<string, string>) => formatMessage((editorArabic as Record<string, string>)[key]!, "ar", values) };
    const confirm = renderToStaticMarkup(<SiteSectionView section={{ ...section("testimonials"), hold: "needs-confirmation" }} site={site({ editor: true, editorWords: arabic })} />);
    expect(confirm).toContain('<p class="held-note" role="note" lang="ar" dir="rtl"><strong>يحتاج إلى تأكيدك</strong> كتبت May هذه المراجعات');
  });

  it("end the page with the footer's name, links and copyright line", () => {
    const html = renderToStaticMarkup(<SiteFooter section={section("footer")} site={site()} year={2031} />);
    expect(html).toContain("<p>© 2031 <bdi>Golden Crumb</bdi> · <bdi>Lisbon</bdi></p>");
    expect(html).toContain('<nav aria-label="Footer">');
  });
});

describe("the site page", () => {
  const props = { document, template: "warm-editorial", stylesheet: "body{color:#111}", themeColor: "#ffffff", headerCall: false, imageSrc: () => "/x.svg", year: 2031 };

  it("is one document: the stylesheet it is given, no script", () => {
    const html = renderToStaticMarkup(<SitePage {...props} formAction="javascript:alert(1)" canonicalUrl={'"><script>'} />);
    expect(html).toMatch(/^<html lang="en" dir="ltr"><head><meta charSet="utf-8"\/>/);
    expect(html).toContain("<style>body{color:#111}</style>");
    expect(html).not.toMatch(/<script|rel="canonical"|method="post"/);
  });

  it("has exactly one element written from raw HTML: the generated stylesheet", () => {
    const sources = import.meta.glob(["../**/*.tsx", "!../**/*.test.tsx"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(8);
    const uses = Object.entries(sources).flatMap(([file, source]) => (source.match(/dangerouslySetInnerHTML/g) ?? []).map(() => file));
    expect(uses).toEqual(["../site-page.tsx"]);
  });
});

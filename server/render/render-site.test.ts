import { fromHtml } from "hast-util-from-html";
import { formatHoursRows } from "@core/sites/opening-hours-format";
import { upgradeHoursRow } from "@core/sites/opening-hours-rows";
import { describe, expect, it } from "vitest";
import storedV1 from "@core/sites/fixtures/site-document-v1.json";
import type { SiteDocument } from "@core/sites/site-document";
import { storedSiteDocumentSchema } from "@core/sites/site-document-upgrade";
import { confirmSection } from "@core/sites/apply-facts";
import { writeBuiltInSite } from "../generation/built-in/write-site";
import { illustrationSvg, parseImageKey } from "./images/illustration";
import { MOTIF_NAMES } from "./images/motifs";
import storedV1Page from "./fixtures/site-document-v1.html?raw";
import { renderSite } from "./render-site";

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  value?: string;
  children?: HastNode[];
}

/** A page as a browser reads it: elements, attributes and text, without the source's syntax or positions. */
function dom(html: string): unknown {
  const strip = (node: HastNode): unknown => ({ type: node.type, tagName: node.tagName, properties: node.properties, value: node.value, children: node.children?.map(strip) });
  return strip(fromHtml(html.trimEnd()) as unknown as HastNode);
}

const site = (overrides: Partial<Parameters<typeof writeBuiltInSite>[0]> = {}) =>
  writeBuiltInSite({ name: "Golden Crumb", business: "bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "warm-editorial", seed: 1, ...overrides });

describe("renderSite", () => {
  it("posts the contact form to formAction, or shows it disabled with a note in a preview", () => {
    const published = renderSite(site(), { formAction: "/api/v1/sites/golden-crumb/messages" });
    expect(published).toContain('<form class="form" action="/api/v1/sites/golden-crumb/messages" method="post">');
    expect(published).not.toContain("<fieldset disabled");
    for (const name of ["name", "email", "phone", "message", "company_website"]) expect(published).toContain(` name="${name}"`);
    // The phone is optional and says so; the rest are required.
    expect(published).toMatch(/<label for="cf-phone">Phone <span class="hint">optional<\/span><\/label><input id="cf-phone" type="tel" autoComplete="tel" maxLength="40" name="phone"\/>/);
    expect(published.match(/ required=""/g)).toHaveLength(3);
    const preview = renderSite(site());
    expect(preview).toContain('<fieldset disabled="">');
    expect(preview).toContain("This is a preview: the form works once the site is published.");
    expect(preview).not.toContain('method="post"');
    expect(renderSite(site(), { formAction: "https://app.example/api/v1/sites/golden-crumb/messages" })).toContain('action="https://app.example/api/v1/sites/golden-crumb/messages"');
  });

  it("writes the canonical link, title and description", () => {
    const html = renderSite(site(), { canonicalUrl: "https://may.example/s/golden-crumb", year: 2030 });
    expect(html).toContain('<link rel="canonical" href="https://may.example/s/golden-crumb"/>');
    expect(html).toContain('<meta property="og:url" content="https://may.example/s/golden-crumb"/>');
    expect(html).toContain("<title>Golden Crumb · Bakery in Lisbon</title>");
    expect(html).toContain("© 2030 <bdi>Golden Crumb</bdi> · <bdi>Lisbon</bdi>");
  });

  it("links a phone number and an email, and trades lead with the phone", () => {
    const plumber = site({ kind: "PLUMBER", family: "HOME_TRADES", phone: "+44 (0)20 7946 0000", email: "jobs@pipes.example", template: "classic-professional" });
    const html = renderSite(plumber);
    expect(html).toContain('<a href="tel:+4402079460000" dir="ltr">+44 (0)20 7946 0000</a>');
    expect(html).toContain('<a href="mailto:jobs@pipes.example" dir="ltr">jobs@pipes.example</a>');
    expect(html).toContain('class="s s-contact phone-first"');
    expect(html).toContain('<a class="call" href="tel:+4402079460000"><span class="call-long">Call <bdi dir="ltr">+44 (0)20 7946 0000</bdi></span>');
    expect(html).toContain('<label for="cf-message">About the job</label>');
  });

  it("navigates by the footer's links, and makes section ids unique and safe", () => {
    const doc = site();
    // The gallery holds the owner's photos (a gallery of illustrations is not published).
    // The services are the owner's (without them the section is an invitation in the editor and has no link).
    const sections = doc.sections.map((section) =>
      section.type === "gallery"
        ? { ...section, id: "main", images: section.images.map((image) => ({ ...image, media: "0123456789abcdef01234567" })) }
        : section.type === "about"
          ? { ...section, id: "main" }
          : section.type === "services"
            ? { ...section, hold: undefined, items: [{ title: "Sourdough", description: "", price: "" }] }
            : section,
    );
    const html = renderSite({ ...doc, sections } as SiteDocument);
    expect(html).toContain('<nav class="site-nav" aria-label="Main"><ul class="nav-list"><li><a href="#services">Menu</a></li>');
    expect(html).toContain('<section id="main-2" class="s s-about has-media">');
    expect(html).toContain('<section id="main-3" class="s s-gallery">');
    expect(html.match(/id="main"/g)).toHaveLength(1);
  });

  it("uses the hero's headline as the one h1, or the name when the page starts elsewhere", () => {
    const doc = site();
    expect(renderSite(doc).match(/<h1[^>]*>[^<]*<\/h1>/g)).toEqual([`<h1 class="hero-title">${(doc.sections[0] as { headline: string }).headline.replace(/'/g, "&#x27;")}</h1>`]);
    const withoutHero = { ...doc, sections: doc.sections.filter((section) => section.type !== "hero") };
    expect(renderSite(withoutHero).match(/<h1[^>]*>[^<]*<\/h1>/g)).toEqual(['<h1 class="brand">Golden Crumb</h1>']);
  });

  it("renders a stored version-1 document as the page it was published as, once the owner confirms what May wrote", () => {
    // The fixture page is what the first renderer (HTML strings) made of this document; the components
    // write the same elements, attributes and text (their syntax differs: "/>", `required=""`).
    const options = { formAction: "/api/v1/sites/golden-crumb/messages", canonicalUrl: "https://may.example/s/golden-crumb", year: 2026 };
    const upgraded = storedSiteDocumentSchema.parse(storedV1);
    const confirmed = upgraded.sections.filter((section) => section.hold === "needs-confirmation").reduce((document, section) => confirmSection(document, section.id), upgraded);
    // Since then a page also loads its font pair (the @font-face rules and the heading font's preload), and has a call
    // button in the header for phones (docs/decisions/0510-the-owner-confirms-what-may-understood.md).
    // Opening hours are rows since, written by Intl in the site's locale ("Mon – Thu", 11:00 AM): compared as rows apart.
    const hoursList = /<dl class="hours">[\s\S]*?<\/dl>/;
    const rendered = renderSite(confirmed, options);
    const withoutFonts = rendered
      .replace(/@font-face\{[^}]*\}/g, "")
      .replace(/<link rel="preload"[^>]*>/, "")
      .replace(/<a class="call call-narrow"[^>]*>.*?<\/a>/s, "")
      .replace(hoursList, "");
    expect(dom(withoutFonts)).toEqual(dom(storedV1Page.replace(hoursList, "")));
    const shownHours = formatHoursRows(confirmed.facts!.hours.map(upgradeHoursRow), "en");
    expect(hoursList.exec(rendered)?.[0]).toBe(`<dl class="hours">${shownHours.map((row) => `<div><dt>${row.days}</dt><dd>${row.time}</dd></div>`).join("")}</dl>`);
    // Until then, the reviews, the opening hours and the prices May invented are not published
    // (docs/decisions/0500-owner-facts-and-nothing-invented.md), and no link points at what is left out.
    const html = renderSite(upgraded, options);
    expect(html).not.toContain('class="quote"');
    expect(html).not.toContain('class="hours"');
    expect(html).not.toMatch(/€\s?\d/);
    expect(html).not.toMatch(/href="#(?:reviews|visit)"/);
    // The owner's preview shows them, marked.
    const preview = renderSite(upgraded, { ...options, editor: true });
    expect(preview.match(/Needs your confirmation/g)).toHaveLength(3);
    expect(preview).toContain('class="quote"');
  });

  it("renders each template with its own stylesheet", () => {
    const sheets = new Set(["warm-editorial", "bold-modern", "minimal-studio", "fresh-garden", "classic-professional", "playful-bright"].map((template) => /<style>([\s\S]*)<\/style>/.exec(renderSite({ ...site(), template }))![1]));
    expect(sheets.size).toBe(6);
    expect(renderSite({ ...site(), template: "no-such-template" })).toContain('class="t-warm-editorial');
  });
});

describe("illustrations", () => {
  it("draws every motif in four variants as an SVG of the palette's colours", () => {
    const palette = site().theme.palette;
    for (const motif of MOTIF_NAMES) {
      for (const variant of [1, 2, 3, 4]) {
        const svg = illustrationSvg(`${motif}-${variant}`, palette);
        expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 400 300'[^>]*>[\s\S]*<\/svg>$/);
        expect(svg).not.toMatch(/"|<script|href|url\(/);
        // Only the palette's colours and their mixes, as hex.
        for (const color of svg.match(/(?:fill|stroke)='([^']+)'/g) ?? []) expect(color).toMatch(/='(#[0-9a-f]{6}|none)'$/);
      }
    }
    expect(parseImageKey("bread-3")).toEqual({ motif: "bread", variant: 3 });
    expect(parseImageKey("unknown")).toEqual({ motif: "unknown", variant: 1 });
    expect(illustrationSvg("no-such-motif-2", palette)).toContain("<path");
  });
});

import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_LOGO, keepLogo, logoMarkSvg, logoSvg, siteLogoSchema, type SiteLogo } from "./logo";
import { fitLogo, LOGO_ICONS, LOGO_LAYOUTS, monogramLetters } from "./logo-marks";
import { SiteBrand } from "./logo-view";

const COLORS = { fill: "#a4432a", onFill: "#ffffff", name: "#a4432a", background: "#fbf6ee" };
const HOSTILE = `Tom & "Jerry's" <script>alert(1)</script> ]]> \u0007Café`;

/** Parses an SVG file the strict way: one root <svg> in the SVG namespace, every tag closed, no script, nothing left over. */
function parseSvg(svg: string) {
  const tree = fromHtml(svg, { fragment: true, space: "svg" });
  const roots = tree.children.filter((node) => node.type === "element");
  expect(roots).toHaveLength(1);
  expect(roots[0]).toMatchObject({ tagName: "svg" });
  expect(svg).not.toMatch(/<script|javascript:|on[a-z]+=/i);
  // Balanced: every opening tag that is not self-closed has its closing tag.
  const opened = [...svg.matchAll(/<([a-z]+)\b[^>]*?(\/?)>/g)].filter((match) => match[2] !== "/").map((match) => match[1]);
  const closed = [...svg.matchAll(/<\/([a-z]+)>/g)].map((match) => match[1]);
  expect(closed.sort()).toEqual(opened.sort());
  return roots[0]!;
}

describe("generated logos", () => {
  it("make initials from the meaningful words of a name", () => {
    expect(monogramLetters("Rise & Crumb")).toBe("RC");
    expect(monogramLetters("The Golden Crumb Bakery")).toBe("GC");
    expect(monogramLetters("bloom")).toBe("B");
    expect(monogramLetters("Élan studio")).toBe("ÉS");
    expect(monogramLetters("  ")).toBe("?");
  });

  it("write a valid SVG for every layout and icon, with the name escaped", () => {
    for (const layout of LOGO_LAYOUTS) {
      for (const icon of LOGO_ICONS) {
        const logo: SiteLogo = { kind: "generated", layout, color: "primary", icon };
        const svg = logoSvg(HOSTILE, logo, COLORS, { fontFamily: `"Fraunces", serif` });
        parseSvg(svg);
        expect(svg).toContain("Tom &amp; &quot;Jerry&#39;s&quot; &lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; Café");
        expect(svg).not.toContain("\u0007");
        parseSvg(logoMarkSvg(HOSTILE, logo, COLORS));
      }
    }
  });

  it("draw the mark with the initials or the icon, in colours that are checked hex values only", () => {
    const mark = logoMarkSvg("Rise & Crumb", DEFAULT_LOGO, COLORS);
    expect(mark).toContain('<rect width="64" height="64" rx="14" fill="#a4432a"/>');
    expect(mark).toContain('fill="#ffffff">RC</text>');
    const icon = logoMarkSvg("Rise & Crumb", { ...DEFAULT_LOGO, layout: "icon", icon: "heart" }, { ...COLORS, fill: 'red" onload="x' });
    expect(icon).not.toContain("onload");
    expect(icon).toContain('fill="#111111"');
    expect(icon).toContain("<path d=");
  });

  it("accept only the known layouts, colours and icons", () => {
    expect(siteLogoSchema.safeParse({ kind: "generated", layout: "monogram", color: "primary" }).success).toBe(true);
    expect(siteLogoSchema.safeParse({ kind: "generated", layout: "script", color: "primary" }).success).toBe(false);
    expect(siteLogoSchema.safeParse({ kind: "generated", layout: "icon", color: "#ff0000" }).success).toBe(false);
    expect(siteLogoSchema.safeParse({ kind: "media", mediaId: "x" }).success).toBe(false);
  });

  it("show in the header as the badge and the name, or the name alone", () => {
    const withMark = renderToStaticMarkup(<SiteBrand name={HOSTILE} logo={{ ...DEFAULT_LOGO, layout: "icon", icon: "cup" }} heading={false} />);
    expect(withMark).toMatch(/^<a class="brand logo logo-with-mark" href="#main"><svg class="logo-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">/);
    expect(withMark).toContain('<span class="logo-name">Tom &amp; &quot;Jerry&#x27;s&quot; &lt;script&gt;');
    expect(renderToStaticMarkup(<SiteBrand name="Bloom" logo={undefined} heading />)).toBe('<h1 class="brand">Bloom</h1>');
    expect(renderToStaticMarkup(<SiteBrand name="Bloom" logo={{ ...DEFAULT_LOGO, layout: "wordmark" }} heading />)).toBe('<h1 class="brand logo"><span class="logo-name">Bloom</span></h1>');
  });
});

describe("uploaded logos", () => {
  const ID = "0123456789abcdef01234567";

  it("are a media id of the library with optional size and name, beside the generated kind", () => {
    expect(siteLogoSchema.parse({ kind: "media", mediaId: ID })).toEqual({ kind: "media", mediaId: ID });
    expect(siteLogoSchema.safeParse({ kind: "media", mediaId: ID, width: 400, height: 100, withName: true }).success).toBe(true);
    expect(siteLogoSchema.safeParse({ kind: "media", mediaId: ID.toUpperCase() }).success).toBe(false);
    expect(siteLogoSchema.safeParse({ kind: "media", mediaId: "../../etc/passwd" }).success).toBe(false);
    expect(siteLogoSchema.safeParse({ kind: "media", mediaId: ID, width: -1 }).success).toBe(false);
    expect(siteLogoSchema.safeParse({ kind: "url", src: "https://example.com/logo.png" }).success).toBe(false);
  });

  it("show in the header as an <img> with its shape, at most 48 px tall, the name as its text", () => {
    const html = renderToStaticMarkup(<SiteBrand name={HOSTILE} logo={{ kind: "media", mediaId: ID, width: 1200, height: 300 }} heading={false} />);
    // React also hints the browser to fetch it early (a <link rel="preload"> it hoists into the page's head).
    expect(html.replace(/^<link rel="preload" as="image" href="[^"]+"\/>/, "")).toBe(`<a class="brand logo logo-with-mark logo-uploaded" href="#main"><img class="logo-image" src="/media/${ID}/480.webp" width="192" height="48" alt="Tom &amp; &quot;Jerry&#x27;s&quot; &lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; \u0007Café" decoding="async"/></a>`);
    // A small logo is served at its own width; the name beside it makes the picture decorative.
    const small = renderToStaticMarkup(<SiteBrand name="Bloom" logo={{ kind: "media", mediaId: ID, width: 120, height: 120, withName: true }} heading mediaBase="." />);
    expect(small.replace(/^<link rel="preload" as="image" href="[^"]+"\/>/, "")).toBe(`<h1 class="brand logo logo-with-mark logo-uploaded"><img class="logo-image" src="./media/${ID}/120.webp" width="48" height="48" alt="" decoding="async"/><span class="logo-name">Bloom</span></h1>`);
  });

  it("fit a box keeping their shape", () => {
    expect(fitLogo({ width: 1000, height: 250 }, { width: 420, height: 120 })).toEqual({ width: 420, height: 105 });
    expect(fitLogo({ width: 40, height: 40 }, { width: 420, height: 120 }, 2)).toEqual({ width: 80, height: 80 });
  });

  it("stay when May rewrites the site", () => {
    const uploaded: SiteLogo = { kind: "media", mediaId: ID, width: 10, height: 10 };
    const rewritten: { name: string; logo?: SiteLogo } = { name: "New" };
    expect(keepLogo({ logo: uploaded }, rewritten)).toEqual({ name: "New", logo: uploaded });
    expect(keepLogo({ logo: uploaded }, { ...rewritten, logo: DEFAULT_LOGO })).toEqual({ name: "New", logo: DEFAULT_LOGO });
    expect(keepLogo({}, rewritten)).toEqual({ name: "New" });
  });
});

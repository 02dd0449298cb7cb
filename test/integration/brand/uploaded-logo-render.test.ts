import { describe, expect, it } from "vitest";
import { SITE_TEMPLATES } from "@core/sites/themes";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { renderSite } from "@server/render/render-site";
import { htmlProblems } from "../sites/validator";

const ID = "0123456789abcdef01234567";
// An uploaded logo's site has no SVG icon (docs/decisions/0864-uploaded-logo-and-the-hero-photo-on-the-share-card.md).
const BRAND = { iconPng: "/_brand/oak/icon-32-0a1b2c3d.png", iconPngLarge: "/_brand/oak/icon-192-0a1b2c3d.png", appleTouchIcon: "/_brand/oak/apple-touch-icon-0a1b2c3d.png", shareImage: "https://example.com/_brand/oak/share-card-0a1b2c3d.png" };

describe("an uploaded logo in every template", () => {
  it.each(SITE_TEMPLATES)("%s: a valid page whose header is the logo's <img>, with or without the name", async (template) => {
    for (const withName of [false, true]) {
      const base = writeBuiltInSite({ name: "Oak & Iron", business: "Carpenter", kind: "CARPENTER", family: "HOME_TRADES", location: "Leeds", template, seed: 3 });
      const html = renderSite({ ...base, logo: { kind: "media", mediaId: ID, width: 800, height: 200, withName } }, { formAction: "/api/v1/sites/oak/messages", canonicalUrl: "https://example.com/s/oak", brand: BRAND });
      expect(await htmlProblems(html)).toEqual([]);
      const header = html.slice(html.indexOf('<header class="site-header">'), html.indexOf("</header>"));
      expect(header).toContain(`<img class="logo-image" src="/media/${ID}/480.webp" width="192" height="48" alt="${withName ? "" : "Oak &amp; Iron"}" decoding="async"/>`);
      expect(header.includes('<span class="logo-name">Oak &amp; Iron</span>')).toBe(withName);
      expect(html).toContain(".logo-image{");
      expect(html).not.toContain('type="image/svg+xml"');
      expect(html).toContain('<link rel="icon" href="/_brand/oak/icon-32-0a1b2c3d.png" sizes="32x32" type="image/png"/>');
    }
  });
});

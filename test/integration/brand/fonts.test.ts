import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FONT_PAIRS } from "@core/sites/site-document";
import { contentHash, fontFaceCss, siteFontFiles } from "@server/sites/fonts/site-fonts";
import { publishedSite } from "../leads/helpers";

const WOFF2_SIGNATURE = [0x77, 0x4f, 0x46, 0x32]; // "wOF2"

describe("site fonts", () => {
  it("every pair has its files, WOFF2 with a name that carries a hash of the bytes", () => {
    for (const pair of FONT_PAIRS) {
      const files = siteFontFiles(pair);
      expect(files.length, pair).toBeGreaterThan(0);
      for (const file of files) {
        expect([...file.bytes.slice(0, 4)]).toEqual(WOFF2_SIGNATURE);
        expect(file.fileName).toMatch(new RegExp(`-${contentHash(file.bytes)}\\.woff2$`));
        // A latin subset: tens of kilobytes, not the whole family.
        expect(file.bytes.length).toBeLessThan(60_000);
      }
    }
  });

  it("declares each face with swap and our own path, never another host", () => {
    const css = fontFaceCss("libre-baskerville-lato");
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toContain('font-family:"Libre Baskerville"');
    expect(css).toContain('font-family:"Lato"');
    expect(css.match(/font-display:swap/g)).toHaveLength(4);
    expect(css).not.toMatch(/https?:/);
    expect(css).toMatch(/src:url\(\/_fonts\/libre-baskerville-latin-700-normal-[0-9a-f]{8}\.woff2\)/);
  });

  it("serves a file with immutable caching on the app's host, and 404 for a name it does not know", async () => {
    const file = siteFontFiles("fraunces-inter")[0]!;
    const response = await exports.default.fetch(`http://localhost/_fonts/${file.fileName}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/woff2");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(file.bytes);

    const again = await exports.default.fetch(`http://localhost/_fonts/${file.fileName}`, { headers: { "If-None-Match": response.headers.get("etag")! } });
    expect(again.status).toBe(304);

    const stale = await exports.default.fetch(`http://localhost/_fonts/${file.fileName.replace(/-[0-9a-f]{8}\./, "-00000000.")}`);
    expect(stale.status).toBe(404);
    await stale.arrayBuffer();
    const other = await exports.default.fetch("http://localhost/_fonts/..%2fwrangler.woff2");
    expect(other.status).toBe(404);
    await other.arrayBuffer();
  });

  it("a published page declares, preloads and allows its pair's fonts", async () => {
    const { project } = await publishedSite({ name: "Fonts & Co" });
    const response = await exports.default.fetch(`http://localhost/s/${project.slug}`);
    const html = await response.text();
    expect(response.headers.get("content-security-policy")).toContain("font-src 'self'");
    const preload = html.match(/<link rel="preload" href="(\/_fonts\/[a-z0-9-]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/);
    expect(preload, "a preload link for the heading font").not.toBeNull();
    expect(html).toContain(`src:url(${preload![1]})`);
    const font = await exports.default.fetch(`http://localhost${preload![1]}`);
    expect(font.status).toBe(200);
    await font.arrayBuffer();
  });
});

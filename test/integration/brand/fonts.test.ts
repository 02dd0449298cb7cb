import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FONT_PAIRS } from "@core/sites/site-document-constants";
import { fontFaceCss, siteFontFaces } from "@server/render/fonts/site-fonts";
import { allStaticFontFiles } from "@server/render/fonts/font-files";
import { publishedSite } from "../leads/helpers";

// Site fonts are static assets of the Worker (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md);
// here ASSETS is the binding's fake (vitest.config.ts) that answers the files the build copies. That the real
// static assets answer them with immutable caching is checked in the browser (test/e2e/languages.spec.ts).

const WOFF2_SIGNATURE = [0x77, 0x4f, 0x46, 0x32]; // "wOF2"

async function asset(path: string): Promise<Uint8Array> {
  const response = await env.ASSETS.fetch(`https://assets.invalid/_fonts/${path}`);
  expect(response.status, path).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe("site fonts", () => {
  it("every pair has its files, WOFF2 latin subsets under a folder named by package and version", async () => {
    for (const pair of FONT_PAIRS) {
      const faces = siteFontFaces(pair);
      expect(faces.length, pair).toBeGreaterThan(0);
      for (const { file } of faces) {
        expect(file.path).toMatch(/^[a-z0-9-]+-\d+\.\d+\.\d+\/[a-z0-9-]+-latin-[a-z0-9]+-normal\.woff2$/);
        const bytes = await asset(file.path);
        expect([...bytes.slice(0, 4)]).toEqual(WOFF2_SIGNATURE);
        // A latin subset: tens of kilobytes, not the whole family.
        expect(bytes.length).toBeLessThan(60_000);
      }
    }
  });

  it("no two packages share a folder", () => {
    const folders = new Map<string, string>();
    for (const file of allStaticFontFiles()) {
      const folder = file.path.slice(0, file.path.indexOf("/"));
      expect(folders.get(folder) ?? file.packageName, folder).toBe(file.packageName);
      folders.set(folder, file.packageName);
    }
  });

  it("declares each face with swap and our own path, never another host", () => {
    const css = fontFaceCss("libre-baskerville-lato");
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toContain('font-family:"Libre Baskerville"');
    expect(css).toContain('font-family:"Lato"');
    expect(css.match(/font-display:swap/g)).toHaveLength(4);
    expect(css).not.toMatch(/https?:/);
    expect(css).toMatch(/src:url\(\/_fonts\/libre-baskerville-\d+\.\d+\.\d+\/libre-baskerville-latin-700-normal\.woff2\)/);
  });

  it("redirects the names pages published earlier point at to the same file, and 404s any other name", async () => {
    const earlier = await exports.default.fetch("http://localhost/_fonts/fraunces-latin-wght-normal-82f7d8c6.woff2", { redirect: "manual" });
    expect(earlier.status).toBe(301);
    expect(earlier.headers.get("location")).toBe(`/_fonts/${siteFontFaces("fraunces-inter")[0]!.file.path}`);
    await earlier.arrayBuffer();
    const stale = await exports.default.fetch("http://localhost/_fonts/fraunces-latin-wght-normal-00000000.woff2", { redirect: "manual" });
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
    const preload = html.match(/<link rel="preload" href="\/_fonts\/([a-z0-9.-]+\/[a-z0-9-]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/);
    expect(preload, "a preload link for the heading font").not.toBeNull();
    expect(html).toContain(`src:url(/_fonts/${preload![1]})`);
    expect([...(await asset(preload![1]!)).slice(0, 4)]).toEqual(WOFF2_SIGNATURE);
  });
});

import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "../accounts/helpers";
import { publishedSite } from "../leads/helpers";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function fetchBytes(url: string, init?: RequestInit) {
  const response = await exports.default.fetch(url, init);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

function attribute(html: string, pattern: RegExp): string {
  const match = html.match(pattern);
  expect(match, String(pattern)).not.toBeNull();
  return match![1]!.replace(/&amp;/g, "&");
}

describe("a published site's icons and share card", () => {
  it("links an SVG icon, a 32 px PNG and an apple-touch-icon, each served with the right type and size, cached for good", async () => {
    const { project } = await publishedSite({ name: "Rise & Crumb" });
    const html = await (await exports.default.fetch(`http://localhost/s/${project.slug}`)).text();

    const svgUrl = attribute(html, /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"\/>/);
    const { response: svg, bytes: svgBytes } = await fetchBytes(`http://localhost${svgUrl}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const svgText = new TextDecoder().decode(svgBytes);
    expect(svgText).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svgText).toContain(">RC</text>");

    for (const [pattern, size] of [
      [/<link rel="icon" href="([^"]+)" sizes="32x32" type="image\/png"\/>/, 32],
      [/<link rel="apple-touch-icon" href="([^"]+)"\/>/, 180],
    ] as const) {
      const { response, bytes } = await fetchBytes(`http://localhost${attribute(html, pattern)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(pngSize(bytes)).toEqual({ width: size, height: size });
    }

    // Revalidation answers 304 without the bytes.
    const again = await exports.default.fetch(`http://localhost${svgUrl}`, { headers: { "If-None-Match": svg.headers.get("etag")! } });
    expect(again.status).toBe(304);
    await again.arrayBuffer();
  });

  it("answers /favicon.ico with an icon holding 16, 32 and 48 px PNGs, on the site's path and its own host", async () => {
    const { project } = await publishedSite({ name: "Ico Test" });
    const { response, bytes } = await fetchBytes(`http://localhost/s/${project.slug}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/x-icon");
    const view = new DataView(bytes.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 3]);
    const sizes = [0, 1, 2].map((index) => {
      const entry = 6 + index * 16;
      const png = bytes.subarray(view.getUint32(entry + 12, true), view.getUint32(entry + 12, true) + view.getUint32(entry + 8, true));
      expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
      return [bytes[entry], pngSize(png).width];
    });
    expect(sizes).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);

    const host = `${project.slug}.sites.localhost`;
    const onHost = await call(`http://${host}/favicon.ico`, { env: { SITES_DOMAIN: "sites.localhost" }, headers: { host } });
    expect(onHost.status).toBe(200);
    expect(new Uint8Array(await onHost.arrayBuffer())).toEqual(bytes);
    // Its fonts are root-relative static assets, which answer on every host before the Worker runs
    // (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md); a name an earlier page used is redirected there.
    const page = await (await call(`http://${host}/`, { env: { SITES_DOMAIN: "sites.localhost" }, headers: { host } })).text();
    expect(page).toMatch(/<link rel="preload" href="\/_fonts\/[a-z0-9.-]+\/[a-z0-9-]+\.woff2"/);
    const earlierFont = await call(`http://${host}/_fonts/inter-latin-wght-normal-3bab9e95.woff2`, { env: { SITES_DOMAIN: "sites.localhost" }, headers: { host } });
    expect(earlierFont.status).toBe(301);
    expect(earlierFont.headers.get("location")).toMatch(/^\/_fonts\/inter-\d+\.\d+\.\d+\/inter-latin-wght-normal\.woff2$/);
    await earlierFont.arrayBuffer();
  });

  it("has a 1200×630 PNG share card in og:image and twitter:image, stored in R2 under brand/", async () => {
    const { project } = await publishedSite({ name: "Card Shop" });
    const html = await (await exports.default.fetch(`http://localhost/s/${project.slug}`)).text();
    const og = attribute(html, /<meta property="og:image" content="([^"]+)"\/>/);
    expect(attribute(html, /<meta name="twitter:image" content="([^"]+)"\/>/)).toBe(og);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const url = new URL(og);
    expect(url.pathname).toMatch(new RegExp(`^/_brand/${project.slug}/share-card-[0-9a-f]{8}\\.png$`));
    const { response, bytes } = await fetchBytes(`http://localhost${url.pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    const stored = await env.MEDIA.list({ prefix: `brand/sites/${project.slug}/` });
    expect(stored.objects.map((object) => object.key.split("/").pop()).sort()).toEqual(
      expect.arrayContaining(["favicon.ico", url.pathname.split("/").pop()]),
    );
  });

  it("takes the files away with the site, and 404s a name it never wrote", async () => {
    const { jwt, project } = await publishedSite({ name: "Gone Soon" });
    const missing = await exports.default.fetch(`http://localhost/_brand/${project.slug}/share-card-00000000.png`);
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
    expect((await call(`/projects/${project.id}/unpublish`, { method: "POST", jwt, json: {} })).status).toBe(200);
    expect((await env.MEDIA.list({ prefix: `brand/sites/${project.slug}/` })).objects).toHaveLength(0);
    const icon = await exports.default.fetch(`http://localhost/s/${project.slug}/favicon.ico`);
    expect(icon.status).toBe(404);
    await icon.arrayBuffer();
  });
});

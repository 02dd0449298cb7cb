import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { englishText } from "@server/platform";
import { MEDIA_MESSAGES, type MediaItem } from "@core/media/media";
import type { SiteDocument } from "@core/sites/site-document";
import { LOGO_NOT_IN_LIBRARY } from "@server/media/site-photos";
import { call, expectError, signedUpUser } from "../accounts/helpers";
import { publishedSite } from "../leads/helpers";
import { makePng, multipart, twoHalves } from "../media/images";
import { unzip } from "./zip-reader";
import { PNG_SIGNATURE, pngPixel, pngSize } from "./png";

const RED: [number, number, number] = [200, 20, 20];
const BLUE: [number, number, number] = [30, 30, 220];

async function upload(jwt: string, png: Uint8Array<ArrayBuffer>): Promise<MediaItem> {
  const response = await call("/media", { method: "POST", jwt, rawBody: multipart(png, "logo.png", "image/png") });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<{ data: MediaItem }>()).data;
}

/** A wide red logo (4:1), the shape most wordmarks have. */
const redLogo = () => makePng(400, 100, () => RED);

async function documentOf(jwt: string, id: number): Promise<SiteDocument> {
  return (await (await call(`/projects/${id}`, { jwt })).json<{ data: { document: SiteDocument } }>()).data.document;
}

async function save(jwt: string, id: number, document: SiteDocument) {
  const response = await call(`/projects/${id}`, { method: "PUT", jwt, json: { document } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json<{ data: { document: SiteDocument } }>()).data.document;
}

async function publish(jwt: string, id: number) {
  const response = await call(`/projects/${id}/publish`, { method: "POST", jwt, json: {} });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function fetchBytes(path: string) {
  const response = await exports.default.fetch(`http://localhost${path}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const attribute = (html: string, pattern: RegExp) => {
  const match = html.match(pattern);
  expect(match, String(pattern)).not.toBeNull();
  return match![1]!.replace(/&amp;/g, "&");
};

/** Close enough to a colour (JPEG and resizing move a channel by a few steps). */
const near = (pixel: number[], color: readonly number[]) => color.every((channel, index) => Math.abs(pixel[index]! - channel) <= 24);

describe("an uploaded logo", () => {
  it("is saved through PUT /projects/:id with its real size; another person's picture is refused", async () => {
    const site = await publishedSite({ name: "Rise & Crumb" });
    const stranger = await signedUpUser();
    const theirs = await upload(stranger.jwt, await redLogo());
    const document = await documentOf(site.jwt, site.project.id);
    const refused = await call(`/projects/${site.project.id}`, { method: "PUT", jwt: site.jwt, json: { document: { ...document, logo: { kind: "media", mediaId: theirs.id } } } });
    await expectError(refused, 400, "ValidationError", LOGO_NOT_IN_LIBRARY);
    // Nothing was saved.
    expect((await documentOf(site.jwt, site.project.id)).logo).toBeUndefined();

    const mine = await upload(site.jwt, await redLogo());
    const saved = await save(site.jwt, site.project.id, { ...document, logo: { kind: "media", mediaId: mine.id, width: 9, height: 9 } });
    expect(saved.logo).toEqual({ kind: "media", mediaId: mine.id, width: 400, height: 100 });
  });

  it("is the published header's <img>, the favicons (no SVG icon) and the share card's logo", async () => {
    const site = await publishedSite({ name: "Rise & Crumb" });
    const logo = await upload(site.jwt, await redLogo());
    const document = await documentOf(site.jwt, site.project.id);
    await save(site.jwt, site.project.id, { ...document, logo: { kind: "media", mediaId: logo.id } });
    await publish(site.jwt, site.project.id);

    const html = await (await exports.default.fetch(`http://localhost/s/${site.project.slug}`)).text();
    expect(html).toContain(`<img class="logo-image" src="/media/${logo.id}/400.webp" width="192" height="48" alt="Rise &amp; Crumb" decoding="async"/>`);
    expect(html).not.toContain('type="image/svg+xml"');

    const icons = [
      [/<link rel="icon" href="([^"]+)" sizes="32x32" type="image\/png"\/>/, 32],
      [/<link rel="icon" href="([^"]+)" sizes="192x192" type="image\/png"\/>/, 192],
      [/<link rel="apple-touch-icon" href="([^"]+)"\/>/, 180],
    ] as const;
    for (const [pattern, size] of icons) {
      const { response, bytes } = await fetchBytes(attribute(html, pattern));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(pngSize(bytes)).toEqual({ width: size, height: size });
      // The owner's red in the middle; the wide logo is padded above and below, never stretched.
      expect(near(await pngPixel(bytes, size / 2, size / 2), RED), `middle of the ${size} px icon`).toBe(true);
      const corner = await pngPixel(bytes, 0, 0);
      if (size === 180) expect(corner.length === 3 || corner[3] === 255, "apple-touch-icon is opaque").toBe(true);
      else expect(corner[3], `the ${size} px icon's padding is transparent`).toBe(0);
    }

    const { response: ico, bytes: icoBytes } = await fetchBytes(`/s/${site.project.slug}/favicon.ico`);
    expect(ico.headers.get("content-type")).toBe("image/x-icon");
    const view = new DataView(icoBytes.buffer);
    expect(view.getUint16(4, true)).toBe(3);
    for (const [index, size] of [16, 32, 48].entries()) {
      const entry = 6 + index * 16;
      const png = icoBytes.subarray(view.getUint32(entry + 12, true), view.getUint32(entry + 12, true) + view.getUint32(entry + 8, true));
      expect(pngSize(png)).toEqual({ width: size, height: size });
      expect(near(await pngPixel(png, size / 2, size / 2), RED)).toBe(true);
    }

    const card = new URL(attribute(html, /<meta property="og:image" content="([^"]+)"\/>/));
    const { bytes: cardBytes } = await fetchBytes(card.pathname);
    expect(pngSize(cardBytes)).toEqual({ width: 1200, height: 630 });
    // The logo is drawn at the top left (420×105 in a 420×120 box at 80,56).
    expect(near(await pngPixel(cardBytes, 290, 116), RED)).toBe(true);
  });

  it("puts the hero's photo on the share card, a 1200×630 PNG, cropped around the photo's focus", async () => {
    const site = await publishedSite({ name: "Photo Card" });
    // Left half red, right half blue: a focus on the right shows blue in the card's panel.
    const photo = await upload(site.jwt, await twoHalves(1600, 900));
    const document = await documentOf(site.jwt, site.project.id);
    const withPhoto: SiteDocument = {
      ...document,
      sections: document.sections.map((section) =>
        section.type === "hero" && section.image ? { ...section, image: { ...section.image, media: photo.id, alt: "The shop front", altAccepted: true, focus: { x: 100, y: 50 } } } : section,
      ),
    };
    await save(site.jwt, site.project.id, withPhoto);
    await publish(site.jwt, site.project.id);
    const html = await (await exports.default.fetch(`http://localhost/s/${site.project.slug}`)).text();
    const card = new URL(attribute(html, /<meta property="og:image" content="([^"]+)"\/>/));
    const { response, bytes } = await fetchBytes(card.pathname);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(near(await pngPixel(bytes, 930, 315), BLUE), "the photo's right half fills the panel").toBe(true);
    expect(near(await pngPixel(bytes, 1190, 20), BLUE)).toBe(true);
    // The text side keeps the page's background.
    expect(near(await pngPixel(bytes, 40, 315), BLUE)).toBe(false);

    // Focus on the left: the red half.
    const left = { ...withPhoto, sections: withPhoto.sections.map((section) => (section.type === "hero" && section.image ? { ...section, image: { ...section.image, focus: { x: 0, y: 50 } } } : section)) };
    await save(site.jwt, site.project.id, left);
    await publish(site.jwt, site.project.id);
    const again = await (await exports.default.fetch(`http://localhost/s/${site.project.slug}`)).text();
    const { bytes: redCard } = await fetchBytes(new URL(attribute(again, /<meta property="og:image" content="([^"]+)"\/>/)).pathname);
    expect(near(await pngPixel(redCard, 930, 315), RED)).toBe(true);
  });

  it("cannot be deleted while a published site shows it (409), and can once the site goes back to a generated logo", async () => {
    const site = await publishedSite({ name: "Keep Me" });
    const logo = await upload(site.jwt, await redLogo());
    const document = await documentOf(site.jwt, site.project.id);
    await save(site.jwt, site.project.id, { ...document, logo: { kind: "media", mediaId: logo.id } });
    await publish(site.jwt, site.project.id);
    await expectError(await call(`/media/${logo.id}`, { method: "DELETE", jwt: site.jwt }), 409, "ApplicationError", englishText(MEDIA_MESSAGES.inUse));

    await save(site.jwt, site.project.id, { ...document, logo: { kind: "generated", layout: "monogram", color: "primary", icon: "leaf" } });
    await publish(site.jwt, site.project.id);
    const deleted = await call(`/media/${logo.id}`, { method: "DELETE", jwt: site.jwt });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    // A draft still naming it is refused on its next save.
    await expectError(await call(`/projects/${site.project.id}`, { method: "PUT", jwt: site.jwt, json: { document: { ...document, logo: { kind: "media", mediaId: logo.id } } } }), 400, "ValidationError", LOGO_NOT_IN_LIBRARY);
  });

  it("deleted while only a draft shows it, is left out of the next publish: the header shows the name", async () => {
    const site = await publishedSite({ name: "Gone Logo" });
    const logo = await upload(site.jwt, await redLogo());
    const document = await documentOf(site.jwt, site.project.id);
    await save(site.jwt, site.project.id, { ...document, logo: { kind: "media", mediaId: logo.id } });
    expect((await call(`/media/${logo.id}`, { method: "DELETE", jwt: site.jwt })).status).toBe(200);
    await publish(site.jwt, site.project.id);
    const html = await (await exports.default.fetch(`http://localhost/s/${site.project.slug}`)).text();
    expect(html).not.toContain(`/media/${logo.id}/`);
    expect(html).toMatch(/<(?:h1|a) class="brand"[^>]*>Gone Logo<\/(?:h1|a)>/);
    // The generated initials stand in for the icons.
    expect(html).toContain('type="image/svg+xml"');
  });

  it("is in the downloaded zip beside the page, which names it by a relative path", async () => {
    const site = await publishedSite({ name: "Zip Logo" });
    const logo = await upload(site.jwt, await redLogo());
    const document = await documentOf(site.jwt, site.project.id);
    await save(site.jwt, site.project.id, { ...document, logo: { kind: "media", mediaId: logo.id, withName: true } });
    const response = await call(`/projects/${site.project.id}/export`, { jwt: site.jwt });
    expect(response.status).toBe(200);
    const files = await unzip(new Uint8Array(await response.arrayBuffer()));
    const html = new TextDecoder().decode(files.get("index.html"));
    expect(html).toContain(`<img class="logo-image" src="./media/${logo.id}/400.webp" width="192" height="48" alt="" decoding="async"/><span class="logo-name">Zip Logo</span>`);
    const file = files.get(`media/${logo.id}/400.webp`);
    expect(file, [...files.keys()].join(", ")).toBeDefined();
    const stored = await env.MEDIA.get(`media/${logo.id}/400.webp`);
    expect(file).toEqual(new Uint8Array(await stored!.arrayBuffer()));
    // Nothing but the form's target leaves the folder.
    expect(html).not.toMatch(/(?:src|href)="\/(?!\/)/);
  });
});

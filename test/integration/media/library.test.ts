import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { englishText } from "@server/platform";
import { MEDIA_MESSAGES, MEDIA_QUOTA, mediaKey, type MediaItem } from "@core/media/media";
import type { SiteDocument } from "@core/sites/site-document";
import { PHOTO_NOT_IN_LIBRARY } from "@server/media/site-photos";
import { mediaIdFor } from "@server/media/media";
import { call, expectError, signedUpUser } from "../accounts/helpers";
import { publishedSite } from "../leads/helpers";
import { awayFromWindowEdge } from "../rate-limit-window";
import { makePng, multipart, twoHalves } from "./images";

async function uploadPhoto(jwt: string, width = 1200, height = 800, seed = 0): Promise<MediaItem> {
  const png = await makePng(width, height, (x, y) => [(x + seed) % 256, (y * 2) % 256, 120]);
  const response = await call("/media", { method: "POST", jwt, rawBody: multipart(png, "shop.png", "image/png") });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<{ data: MediaItem }>()).data;
}

async function projectDocument(jwt: string, id: number): Promise<SiteDocument> {
  return (await (await call(`/projects/${id}`, { jwt })).json<{ data: { document: SiteDocument } }>()).data.document;
}

/** The document with the hero's image showing a photo. */
function withHeroPhoto(document: SiteDocument, media: string, extra: Record<string, unknown> = {}): SiteDocument {
  return {
    ...document,
    sections: document.sections.map((section) =>
      section.type === "hero" && section.image ? { ...section, image: { ...section.image, media, alt: "The bakery counter in the morning", altAccepted: true, ...extra } } : section,
    ),
  };
}

/** The document with a second page (at `/s/{slug}/gallery`) whose one section is the hero showing a photo. */
function withPagePhoto(document: SiteDocument, media: string, extra: Record<string, unknown> = {}): SiteDocument {
  const hero = document.sections.find((section) => section.type === "hero")!;
  if (hero.type !== "hero" || !hero.image) throw new Error("the hero has no image");
  const section = { ...structuredClone(hero), id: "page-hero", image: { ...hero.image, media, alt: "The oven at dawn", altAccepted: true, ...extra } };
  const page = { slug: "gallery", title: "Gallery", seo: { title: "Gallery", description: document.seo.description }, sections: [section] };
  return { ...document, pages: [...document.pages.filter((candidate) => candidate.slug !== "gallery"), page] };
}

const pagePhoto = (document: SiteDocument) => {
  const section = document.pages.find((page) => page.slug === "gallery")?.sections[0];
  return section?.type === "hero" ? section.image : undefined;
};

describe("the media library", () => {
  it("lists only the caller's photos; another person's photo is a 404 to delete and cannot be put on their site", async () => {
    const owner = await signedUpUser();
    const stranger = await signedUpUser();
    const photo = await uploadPhoto(owner.jwt, 120, 80);
    const mine = await (await call("/media", { jwt: owner.jwt })).json<{ data: MediaItem[] }>();
    expect(mine.data.map((item) => item.id)).toEqual([photo.id]);
    const theirs = await (await call("/media", { jwt: stranger.jwt })).json<{ data: MediaItem[] }>();
    expect(theirs.data).toEqual([]);
    await expectError(await call(`/media/${photo.id}`, { method: "DELETE", jwt: stranger.jwt }), 404, "NotFoundError", englishText(MEDIA_MESSAGES.notFound));
    // The same file uploaded by the stranger is their own copy, with its own id.
    const copy = await uploadPhoto(stranger.jwt, 120, 80);
    expect(copy.id).not.toBe(photo.id);

    const site = await publishedSite();
    const document = await projectDocument(site.jwt, site.project.id);
    const refused = await call(`/projects/${site.project.id}`, { method: "PUT", jwt: site.jwt, json: { document: withHeroPhoto(document, photo.id) } });
    await expectError(refused, 400, "ValidationError", PHOTO_NOT_IN_LIBRARY);
  });

  it("puts a photo on the published page as responsive WebP, and refuses to delete it while it is published", async () => {
    const site = await publishedSite();
    const photo = await uploadPhoto(site.jwt, 2000, 1500);
    const document = await projectDocument(site.jwt, site.project.id);
    // The size the owner's editor claims is replaced by the photo's real one.
    const saved = await call(`/projects/${site.project.id}`, { method: "PUT", jwt: site.jwt, json: { document: withHeroPhoto(document, photo.id, { width: 7, height: 7, focus: { x: 30, y: 70 } }) } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const hero = (await saved.json<{ data: { document: SiteDocument } }>()).data.document.sections.find((section) => section.type === "hero");
    expect(hero?.type === "hero" && hero.image).toMatchObject({ media: photo.id, width: 2000, height: 1500, focus: { x: 30, y: 70 } });
    expect((await call(`/projects/${site.project.id}/publish`, { method: "POST", jwt: site.jwt, json: {} })).status).toBe(200);

    const page = await (await call(`http://localhost/s/${site.project.slug}`)).text();
    const img = new RegExp(`<img class="media" src="/media/${photo.id}/960\\.webp" srcSet="([^"]+)" sizes="[^"]+" width="2000" height="1500" alt="The bakery counter in the morning" fetchPriority="high" decoding="async" style="object-position:30% 70%"/>`).exec(page);
    expect(img, page.slice(page.indexOf("<img"), page.indexOf("<img") + 600)).not.toBeNull();
    expect(img![1]).toBe([480, 720, 960, 1440, 1920].map((width) => `/media/${photo.id}/${width}.webp ${width}w`).join(", "));
    // The downloaded page leaves our host, so its photos are absolute.
    const download = await (await call(`/projects/${site.project.id}/html`, { jwt: site.jwt })).text();
    expect(download).toContain(`src="http://localhost:5173/media/${photo.id}/960.webp"`);
    const served = await call(`http://localhost/media/${photo.id}/960.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toContain("immutable");

    const inUse = await call(`/media/${photo.id}`, { method: "DELETE", jwt: site.jwt });
    await expectError(inUse, 409, "ApplicationError", englishText(MEDIA_MESSAGES.inUse));
    expect(await env.MEDIA.head(mediaKey(photo.id, 960))).not.toBeNull();

    // Back to the illustration, publish, and the photo can go.
    expect((await call(`/projects/${site.project.id}`, { method: "PUT", jwt: site.jwt, json: { document } })).status).toBe(200);
    expect((await call(`/projects/${site.project.id}/publish`, { method: "POST", jwt: site.jwt, json: {} })).status).toBe(200);
    const deleted = await call(`/media/${photo.id}`, { method: "DELETE", jwt: site.jwt });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await env.MEDIA.head(mediaKey(photo.id, 960))).toBeNull();
    expect(await env.MEDIA.head(mediaKey(photo.id, "original"))).toBeNull();
    expect((await call(`http://localhost/media/${photo.id}/960.webp`)).status).toBe(404);
    expect((await (await call("/media", { jwt: site.jwt })).json<{ data: MediaItem[] }>()).data).toEqual([]);
  });

  it("refuses to publish a draft showing a photo deleted since it was saved, and the live page stays as it was", async () => {
    const site = await publishedSite();
    const live = await (await call(`http://localhost/s/${site.project.slug}`)).text();
    const photo = await uploadPhoto(site.jwt, 640, 480);
    const document = withHeroPhoto(await projectDocument(site.jwt, site.project.id), photo.id);
    expect((await call(`/projects/${site.project.id}`, { method: "PUT", jwt: site.jwt, json: { document } })).status).toBe(200);
    // Only the draft shows it, so the library lets it go.
    expect((await call(`/media/${photo.id}`, { method: "DELETE", jwt: site.jwt })).status).toBe(200);
    const refused = await call(`/projects/${site.project.id}/publish`, { method: "POST", jwt: site.jwt, json: {} });
    await expectError(refused, 400, "ValidationError", PHOTO_NOT_IN_LIBRARY);
    // The same page but for the form's own timestamp, which every request draws anew.
    const withoutStamp = (html: string) => html.replace(/name="started_at" value="[^"]*"/, "");
    expect(withoutStamp(await (await call(`http://localhost/s/${site.project.slug}`)).text())).toBe(withoutStamp(live));
  });

  it("checks every page of the document, not only the home page: another account's photo, its real size, in use, publish", async () => {
    const stranger = await signedUpUser();
    const theirs = await uploadPhoto(stranger.jwt, 400, 300, 7);
    const site = await publishedSite();
    const document = await projectDocument(site.jwt, site.project.id);
    // Another account's photo on the second page: refused as on the home page, nothing saved.
    const refused = await call(`/projects/${site.project.id}`, { method: "PUT", jwt: site.jwt, json: { document: withPagePhoto(document, theirs.id) } });
    await expectError(refused, 400, "ValidationError", PHOTO_NOT_IN_LIBRARY);
    expect((await projectDocument(site.jwt, site.project.id)).pages).toEqual(document.pages);

    // The owner's own photo there: its claimed size is replaced by its real one, on the page as published too.
    const photo = await uploadPhoto(site.jwt, 640, 480, 3);
    const saved = await call(`/projects/${site.project.id}`, { method: "PUT", jwt: site.jwt, json: { document: withPagePhoto(document, photo.id, { width: 4000, height: 1 }) } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(pagePhoto((await saved.json<{ data: { document: SiteDocument } }>()).data.document)).toMatchObject({ media: photo.id, width: 640, height: 480 });
    expect((await call(`/projects/${site.project.id}/publish`, { method: "POST", jwt: site.jwt, json: {} })).status).toBe(200);
    const live = await (await call(`http://localhost/s/${site.project.slug}/gallery`)).text();
    expect(live).toMatch(new RegExp(`src="/media/${photo.id}/[0-9]+\\.webp"[^>]* width="640" height="480"`));
    expect(await (await call(`http://localhost/s/${site.project.slug}`)).text()).not.toContain(photo.id);

    // Shown only on the second page, it is still in use: 409, every size kept.
    const inUse = await call(`/media/${photo.id}`, { method: "DELETE", jwt: site.jwt });
    const body = await expectError(inUse, 409, "ApplicationError", englishText(MEDIA_MESSAGES.inUse));
    expect(body.error.details).toMatchObject({ site: site.project.slug });
    expect(await env.MEDIA.head(mediaKey(photo.id, 480))).not.toBeNull();
    expect((await call(`http://localhost/media/${photo.id}/480.webp`)).status).toBe(200);

    // A draft naming a photo deleted since it was saved, on the second page only, is not published.
    const later = await uploadPhoto(site.jwt, 320, 240, 5);
    expect((await call(`/projects/${site.project.id}`, { method: "PUT", jwt: site.jwt, json: { document: withPagePhoto(document, later.id) } })).status).toBe(200);
    expect((await call(`/media/${later.id}`, { method: "DELETE", jwt: site.jwt })).status).toBe(200);
    await expectError(await call(`/projects/${site.project.id}/publish`, { method: "POST", jwt: site.jwt, json: {} }), 400, "ValidationError", PHOTO_NOT_IN_LIBRARY);
    expect(await (await call(`http://localhost/s/${site.project.slug}/gallery`)).text()).toContain(`/media/${photo.id}/`);
  });

  it("keeps the owner's photo when May rewrites the section", async () => {
    const site = await publishedSite();
    const photo = await uploadPhoto(site.jwt, 640, 480);
    const document = withHeroPhoto(await projectDocument(site.jwt, site.project.id), photo.id);
    expect((await call(`/projects/${site.project.id}`, { method: "PUT", jwt: site.jwt, json: { document } })).status).toBe(200);
    const heroId = document.sections.find((section) => section.type === "hero")!.id;
    const rewritten = await call(`/projects/${site.project.id}/sections/${heroId}/regenerate`, { method: "POST", jwt: site.jwt, json: {} });
    expect(rewritten.status, await rewritten.clone().text()).toBe(200);
    const hero = (await projectDocument(site.jwt, site.project.id)).sections.find((section) => section.type === "hero");
    expect(hero?.type === "hero" && hero.image).toMatchObject({ media: photo.id, alt: "The bakery counter in the morning", width: 640, height: 480 });
  });

  it("serves a site's photos from the site's own host", async () => {
    const site = await publishedSite();
    const photo = await uploadPhoto(site.jwt, 300, 200);
    const response = await call(`http://${site.project.slug}.sites.localhost/media/${photo.id}/300.webp`, { env: { SITES_DOMAIN: "sites.localhost" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses an upload past the quota with a clear message", async () => {
    const { jwt, user } = await signedUpUser();
    const statements = Array.from({ length: MEDIA_QUOTA.images }, (_, index) =>
      env.DB.prepare("INSERT INTO media (id, user_id, content_type, width, height, bytes) VALUES (?, ?, 'image/jpeg', 10, 10, 100)").bind(`${user.id.toString(16).padStart(8, "0")}${index.toString(16).padStart(16, "0")}`, user.id),
    );
    await env.DB.batch(statements);
    const response = await call("/media", { method: "POST", jwt, rawBody: multipart(await twoHalves(20, 20), "a.png", "image/png") });
    const body = await expectError(response, 403, "ForbiddenError", englishText(MEDIA_MESSAGES.quotaImages));
    expect(body.error.details).toMatchObject({ quota: { images: MEDIA_QUOTA.images }, used: { images: MEDIA_QUOTA.images } });
  });

  it("counts the quota and adds the photo in one step: 25 uploads at once at 195 of 200 leave exactly 200, the refused ones' files removed", async () => {
    const { jwt, user } = await signedUpUser();
    const filled = MEDIA_QUOTA.images - 5;
    await env.DB.batch(
      Array.from({ length: filled }, (_, index) =>
        env.DB.prepare("INSERT INTO media (id, user_id, content_type, width, height, bytes) VALUES (?, ?, 'image/jpeg', 10, 10, 100)").bind(`${user.id.toString(16).padStart(8, "0")}${index.toString(16).padStart(16, "0")}`, user.id),
      ),
    );
    const files = await Promise.all(Array.from({ length: 25 }, (_, seed) => makePng(24, 16, (x, y) => [(x * 9 + seed) % 256, (y * 13 + seed * 7) % 256, seed])));
    const responses = await Promise.all(files.map((png, index) => call("/media", { method: "POST", jwt, rawBody: multipart(png, `p${index}.png`, "image/png") })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201), statuses.join()).toHaveLength(5);
    expect(statuses.filter((status) => status === 403), statuses.join()).toHaveLength(20);
    for (const response of responses.filter((candidate) => candidate.status === 403)) await expectError(response, 403, "ForbiddenError", englishText(MEDIA_MESSAGES.quotaImages));
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM media WHERE user_id = ?").bind(user.id).first<{ n: number }>();
    expect(rows?.n).toBe(MEDIA_QUOTA.images);
    expect((await (await call("/media", { jwt })).json<{ data: MediaItem[] }>()).data).toHaveLength(MEDIA_QUOTA.images);
    // A refused upload leaves nothing in R2; an accepted one keeps its files.
    for (const [index, response] of responses.entries()) {
      const id = await mediaIdFor(user.id, files[index]!);
      const original = await env.MEDIA.head(mediaKey(id, "original"));
      if (response.status === 403) expect(original, `upload ${index}`).toBeNull();
      else expect(original, `upload ${index}`).not.toBeNull();
    }
  });

  it("limits uploads per user: the 31st in a minute is a 429", async () => {
    const { jwt } = await signedUpUser();
    await awayFromWindowEdge();
    const notAPhoto = new TextEncoder().encode("hello");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await call("/media", { method: "POST", jwt, rawBody: multipart(notAPhoto) })).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MEDIA_MAX_UPLOAD_BYTES, MEDIA_MESSAGES, mediaKey, type MediaItem } from "@core/media/media";
import { englishText } from "@server/platform";
import { call, expectError, signedUpUser } from "../accounts/helpers";
import { DomainError } from "@core/errors";
import { processImage } from "@server/media/process";
import { containsAscii, declaringSize, encodeAs, makePng, multipart, SECRET_CAMERA, twoHalves, withExif } from "./images";

/** The Images binding, counting what is handed to it. */
function countedImages() {
  const handed = { count: 0 };
  const images = {
    input: (stream: ReadableStream<Uint8Array>) => {
      handed.count++;
      return env.IMAGES.input(stream);
    },
    info: (stream: ReadableStream<Uint8Array>) => {
      handed.count++;
      return env.IMAGES.info(stream);
    },
  } as typeof env.IMAGES;
  return { images, handed };
}

/** A JPEG whose frame header (SOF0) declares another size. */
function jpegDeclaring(jpeg: Uint8Array<ArrayBuffer>, width: number, height: number): Uint8Array<ArrayBuffer> {
  const copy = jpeg.slice();
  for (let at = 2; at + 9 < copy.length; ) {
    const marker = copy[at + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      copy.set([height >> 8, height & 255, width >> 8, width & 255], at + 5);
      return copy;
    }
    at += 2 + ((copy[at + 2]! << 8) | copy[at + 3]!);
  }
  throw new Error("no frame header");
}

async function upload(jwt: string, bytes: Uint8Array<ArrayBuffer>, name?: string, type?: string) {
  return call("/media", { method: "POST", jwt, rawBody: multipart(bytes, name, type) });
}

async function stored(key: string): Promise<Uint8Array<ArrayBuffer>> {
  const object = await env.MEDIA.get(key);
  expect(object, key).not.toBeNull();
  return new Uint8Array(await object!.arrayBuffer());
}

async function sizeOf(bytes: Uint8Array<ArrayBuffer>) {
  const info = await env.IMAGES.info(new Response(bytes).body!);
  if (!("width" in info)) throw new Error(info.format);
  return info;
}

describe("POST /api/v1/media", () => {
  it("stores a clean original: EXIF gone, orientation applied, in every size too", async () => {
    const { jwt } = await signedUpUser();
    // 300×200 pixels saying "rotate 90° clockwise": the photo is 200 wide and 300 tall.
    const jpeg = withExif(await encodeAs(await twoHalves(300, 200), "image/jpeg"), 6);
    expect(containsAscii(jpeg, SECRET_CAMERA)).toBe(true);
    const response = await upload(jwt, jpeg);
    expect(response.status, await response.clone().text()).toBe(201);
    const { data } = await response.json<{ data: MediaItem }>();
    expect(data).toMatchObject({ width: 200, height: 300, contentType: "image/jpeg", url: `/media/${data.id}/200.webp` });
    const original = await stored(mediaKey(data.id, "original"));
    expect(data.bytes).toBe(original.byteLength);
    expect(containsAscii(original, SECRET_CAMERA)).toBe(false);
    expect(containsAscii(original, "Exif")).toBe(false);
    expect(await sizeOf(original)).toMatchObject({ format: "image/jpeg", width: 200, height: 300 });
    const variant = await stored(mediaKey(data.id, 200));
    expect(containsAscii(variant, SECRET_CAMERA)).toBe(false);
    expect(containsAscii(variant, "EXIF")).toBe(false);
    expect(await sizeOf(variant)).toMatchObject({ format: "image/webp", width: 200, height: 300 });
  });

  it("makes one WebP per width, served publicly and immutably from our origin", async () => {
    const { jwt } = await signedUpUser();
    const response = await upload(jwt, await makePng(2100, 1000, (x, y) => [x % 256, y % 256, 90]), "wide.png", "image/png");
    expect(response.status, await response.clone().text()).toBe(201);
    const { data } = await response.json<{ data: MediaItem }>();
    expect(data).toMatchObject({ width: 2100, height: 1000, contentType: "image/png" });
    for (const width of [480, 720, 960, 1440, 1920]) {
      const served = await call(`http://localhost/media/${data.id}/${width}.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const etag = served.headers.get("etag");
      const size = await sizeOf(new Uint8Array(await served.arrayBuffer()));
      expect(size.width).toBe(width);
      // Smaller sizes are made from the largest, so their height may round one pixel differently.
      expect(Math.abs(size.height - (1000 * width) / 2100)).toBeLessThanOrEqual(1);
      expect((await call(`http://localhost/media/${data.id}/${width}.webp`, { headers: { "if-none-match": etag! } })).status).toBe(304);
    }
    expect((await call(`http://localhost/media/${data.id}/700.webp`)).status).toBe(404);
  });

  it("makes a standard size a photo uploaded before it existed lacks, on first ask, from the clean original", async () => {
    const { jwt } = await signedUpUser();
    const response = await upload(jwt, withExif(await encodeAs(await twoHalves(1000, 750), "image/jpeg"), 1));
    const { data } = await response.json<{ data: MediaItem }>();
    // As if the photo had been stored when 720 was not one of the sizes yet.
    await env.MEDIA.delete(mediaKey(data.id, 720));
    const served = await call(`http://localhost/media/${data.id}/720.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(await sizeOf(bytes)).toMatchObject({ format: "image/webp", width: 720, height: 540 });
    expect(containsAscii(bytes, SECRET_CAMERA)).toBe(false);
    // Kept: the next visitor is served the stored copy, and its ETag answers 304.
    const kept = await stored(mediaKey(data.id, 720));
    expect(kept).toEqual(bytes);
    expect((await call(`http://localhost/media/${data.id}/720.webp`, { headers: { "if-none-match": served.headers.get("etag")! } })).status).toBe(304);
    // Never a size wider than the photo, a width that is not one of ours, or a photo that does not exist.
    expect((await call(`http://localhost/media/${data.id}/1440.webp`)).status).toBe(404);
    expect((await call(`http://localhost/media/${data.id}/700.webp`)).status).toBe(404);
    expect((await call(`http://localhost/media/${"0".repeat(24)}/720.webp`)).status).toBe(404);
    expect(await env.MEDIA.head(mediaKey(data.id, 1440))).toBeNull();
  });

  it("keeps the same file once (by its content), whatever its name", async () => {
    const { jwt } = await signedUpUser();
    const png = await twoHalves(64, 48);
    const first = await upload(jwt, png, "a.png", "image/png");
    expect(first.status).toBe(201);
    const again = await upload(jwt, png, "copy of a.png", "image/png");
    expect(again.status).toBe(200);
    expect((await again.json<{ data: MediaItem }>()).data.id).toBe((await first.json<{ data: MediaItem }>()).data.id);
    const list = await (await call("/media", { jwt })).json<{ data: MediaItem[] }>();
    expect(list.data).toHaveLength(1);
  });

  it("recognises images by their bytes, not their name or header", async () => {
    const { jwt } = await signedUpUser();
    const text = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");
    await expectError(await upload(jwt, text, "photo.jpg", "image/jpeg"), 400, "ValidationError", englishText(MEDIA_MESSAGES.notAnImage));
    const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");
    await expectError(await upload(jwt, gif, "photo.gif", "image/gif"), 400, "ValidationError", englishText(MEDIA_MESSAGES.notAnImage));
    const brokenJpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode("not really a jpeg at all")]);
    await expectError(await upload(jwt, brokenJpeg), 400, "ValidationError", englishText(MEDIA_MESSAGES.notAnImage));
    const webp = await encodeAs(await twoHalves(40, 30), "image/webp");
    const accepted = await upload(jwt, webp, "notes.txt", "text/plain");
    expect(accepted.status).toBe(201);
    expect((await accepted.json<{ data: MediaItem }>()).data).toMatchObject({ contentType: "image/webp", width: 40, height: 30 });
  });

  it("answers 415 with the formats that work for a HEIC photo the image library cannot decode", async () => {
    const { jwt } = await signedUpUser();
    const heic = new Uint8Array(64);
    heic.set([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0, ...new TextEncoder().encode("mif1heic")]);
    const body = await expectError(await upload(jwt, heic, "IMG_0001.HEIC", "image/heic"), 415, "UnsupportedMediaTypeError", englishText(MEDIA_MESSAGES.undecodable));
    expect(body.error.message).toMatch(/JPEG, PNG, WebP or AVIF/);
  });

  it("refuses a file over 15 MB with 413, and a request without a file with 400", async () => {
    const { jwt } = await signedUpUser();
    const huge = new Uint8Array(MEDIA_MAX_UPLOAD_BYTES + 1);
    huge.set([0xff, 0xd8, 0xff]);
    await expectError(await upload(jwt, huge), 413, "PayloadTooLargeError", englishText(MEDIA_MESSAGES.tooLarge));
    await expectError(await call("/media", { method: "POST", jwt, json: { file: "x" } }), 400, "ValidationError", englishText(MEDIA_MESSAGES.missingFile));
    const form = new FormData();
    form.append("photo", new File([await twoHalves(10, 10)], "a.png"));
    await expectError(await call("/media", { method: "POST", jwt, rawBody: form }), 400, "ValidationError", englishText(MEDIA_MESSAGES.missingFile));
  });

  it("reads the pixel size from the header and refuses more than 50 megapixels with 413 before the Images binding sees the file", async () => {
    const { jwt } = await signedUpUser();
    const { images, handed } = countedImages();
    // A small PNG declaring 16000 × 16000 (256 megapixels), and a JPEG declaring 20000 × 12000.
    const bomb = declaringSize(await twoHalves(64, 64), 16000, 16000);
    const started = Date.now();
    const refused = await call("/media", { method: "POST", jwt, rawBody: multipart(bomb, "bomb.png", "image/png"), env: { IMAGES: images } });
    const body = await expectError(refused, 413, "PayloadTooLargeError", englishText(MEDIA_MESSAGES.tooManyPixels));
    expect(body.error.details).toMatchObject({ width: 16000, height: 16000 });
    const jpeg = jpegDeclaring(await encodeAs(await twoHalves(64, 48), "image/jpeg"), 20000, 12000);
    await expectError(await call("/media", { method: "POST", jwt, rawBody: multipart(jpeg), env: { IMAGES: images } }), 413, "PayloadTooLargeError", englishText(MEDIA_MESSAGES.tooManyPixels));
    expect(handed.count).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await (await call("/media", { jwt })).json<{ data: MediaItem[] }>()).data).toEqual([]);
    // 50 megapixels exactly is a size a phone's photo may have: the header lets it through (to the binding, which finds the pixels missing).
    await expectError(await call("/media", { method: "POST", jwt, rawBody: multipart(declaringSize(await twoHalves(64, 64), 10000, 5000), "b.png", "image/png"), env: { IMAGES: images } }), 400, "ValidationError", englishText(MEDIA_MESSAGES.notAnImage));
    expect(handed.count).toBeGreaterThan(0);
  });

  it("checks the header's size in the Images pipeline itself, whoever hands it bytes", async () => {
    const { images, handed } = countedImages();
    const bomb = declaringSize(await twoHalves(64, 64), 16000, 16000);
    const error = await processImage(images, bomb, "image/png").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: "TOO_LARGE", message: MEDIA_MESSAGES.tooManyPixels });
    expect(handed.count).toBe(0);
  });

  it("refuses images under 10 px a side, or too thin to keep 10 px at 4000 a side, with a clear message; 10 px is served", async () => {
    const { jwt } = await signedUpUser();
    await expectError(await upload(jwt, await twoHalves(9, 40), "thin.png", "image/png"), 400, "ValidationError", englishText(MEDIA_MESSAGES.tooSmall));
    await expectError(await upload(jwt, await twoHalves(40, 9), "flat.png", "image/png"), 400, "ValidationError", englishText(MEDIA_MESSAGES.tooSmall));
    await expectError(await upload(jwt, await encodeAs(await twoHalves(1, 1), "image/webp"), "dot.webp", "image/webp"), 400, "ValidationError", englishText(MEDIA_MESSAGES.tooSmall));
    await expectError(await upload(jwt, await twoHalves(8100, 10), "strip.png", "image/png"), 400, "ValidationError", englishText(MEDIA_MESSAGES.tooThin));
    const smallest = await upload(jwt, await twoHalves(10, 12), "small.png", "image/png");
    expect(smallest.status, await smallest.clone().text()).toBe(201);
    const { data } = await smallest.json<{ data: MediaItem }>();
    expect(data).toMatchObject({ width: 10, height: 12, url: `/media/${data.id}/10.webp` });
    expect((await call(`http://localhost${data.url}`)).status).toBe(200);
  });

  it("needs a signed-in user, and refuses a cross-site upload authorised by the web session", async () => {
    const png = await twoHalves(10, 10);
    // No credentials: Strapi's public role answer (403 Forbidden); a bad token: 401.
    await expectError(await call("/media", { method: "POST", rawBody: multipart(png) }), 403, "ForbiddenError", "Forbidden");
    await expectError(await call("/media"), 403, "ForbiddenError", "Forbidden");
    expect((await call("/media", { method: "POST", rawBody: multipart(png), jwt: "not-a-token" })).status).toBe(401);
    const crossSite = await call("/media", { method: "POST", rawBody: multipart(png), headers: { origin: "https://evil.example", cookie: "may_session=x" } });
    await expectError(crossSite, 403, "ForbiddenError", "Cross-site request refused");
  });
});

import { env } from "cloudflare:workers";

/**
 * Test pictures made in the test itself: a tiny PNG writer (stored zlib via CompressionStream), turned into
 * JPEG or WebP by the real Images binding, and an EXIF block we splice into a JPEG to prove it is removed.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array<ArrayBuffer>): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array<ArrayBuffer>[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const head = new Uint8Array(8);
  new DataView(head.buffer).setUint32(0, data.length);
  head.set(new TextEncoder().encode(type), 4);
  const tail = new Uint8Array(4);
  new DataView(tail.buffer).setUint32(0, crc32(concat([head.subarray(4), data])));
  return concat([head, data, tail]);
}

/** An RGB PNG whose pixel (x, y) is `pixel(x, y)`. */
export async function makePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Promise<Uint8Array<ArrayBuffer>> {
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const zlib = new Uint8Array(await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return concat([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", zlib), chunk("IEND", new Uint8Array())]);
}

/**
 * The same PNG declaring another size in its header (IHDR's CRC made right), its pixels unchanged: how a small
 * file claims a huge picture (a decompression bomb) without the test making one.
 */
export function declaringSize(png: Uint8Array<ArrayBuffer>, width: number, height: number): Uint8Array<ArrayBuffer> {
  const copy = png.slice();
  const view = new DataView(copy.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(copy.slice(12, 29)));
  return copy;
}

/** Re-encodes bytes with the Images binding (how the tests get JPEG and WebP files). */
export async function encodeAs(bytes: Uint8Array<ArrayBuffer>, format: "image/jpeg" | "image/webp" | "image/png"): Promise<Uint8Array<ArrayBuffer>> {
  const result = await env.IMAGES.input(new Response(bytes).body!).output({ format });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

/** The marker a test looks for in stored bytes: the camera's name in the EXIF block. */
export const SECRET_CAMERA = "SecretCam GPS 51.5N";

/** An APP1 EXIF block (big-endian TIFF) with Orientation and Make, spliced in after the JPEG's SOI marker. */
export function withExif(jpeg: Uint8Array<ArrayBuffer>, orientation: number): Uint8Array<ArrayBuffer> {
  const make = new TextEncoder().encode(`${SECRET_CAMERA}\0`);
  const entries = 2;
  const ifdSize = 2 + entries * 12 + 4;
  const tiff = new Uint8Array(8 + ifdSize + make.length);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]);
  view.setUint32(4, 8);
  view.setUint16(8, entries);
  // Make (0x010f): ASCII, stored after the IFD.
  view.setUint16(10, 0x010f);
  view.setUint16(12, 2);
  view.setUint32(14, make.length);
  view.setUint32(18, 8 + ifdSize);
  // Orientation (0x0112): SHORT, in the entry.
  view.setUint16(22, 0x0112);
  view.setUint16(24, 3);
  view.setUint32(26, 1);
  view.setUint16(30, orientation);
  view.setUint32(34, 0);
  tiff.set(make, 8 + ifdSize);
  const payload = concat([new TextEncoder().encode("Exif\0\0"), tiff]);
  const segment = new Uint8Array(4 + payload.length);
  segment.set([0xff, 0xe1]);
  new DataView(segment.buffer).setUint16(2, payload.length + 2);
  segment.set(payload, 4);
  return concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A landscape test photo: red on the left half, blue on the right. */
export const twoHalves = (width: number, height: number) => makePng(width, height, (x) => (x < width / 2 ? [220, 30, 30] : [30, 30, 220]));

/** Does `haystack` contain these ASCII bytes? */
export function containsAscii(haystack: Uint8Array<ArrayBuffer>, text: string): boolean {
  const needle = new TextEncoder().encode(text);
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** A request body with `file` as multipart/form-data. */
export function multipart(bytes: Uint8Array<ArrayBuffer>, name = "photo.jpg", type = "image/jpeg"): FormData {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return form;
}

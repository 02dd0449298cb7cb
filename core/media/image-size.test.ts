import { describe, expect, it } from "vitest";
import { imageSize, imageSizeProblem, uploadSize } from "./image-size";
import { MEDIA_MAX_PIXELS, MEDIA_MAX_UPLOAD_BYTES } from "./media";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const le32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

const png = (width: number, height: number) => bytes([0x89], "PNG\r\n\x1a\n", be32(13), "IHDR", be32(width), be32(height), [8, 2, 0, 0, 0], [0, 0, 0, 0]);
const sof = (marker: number, width: number, height: number) => [0xff, marker, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
const box = (type: string, ...content: number[][]) => {
  const body = content.flat();
  return [...be32(8 + body.length), ...[...type].map((c) => c.charCodeAt(0)), ...body];
};
const ispe = (width: number, height: number) => box("ispe", [0, 0, 0, 0], be32(width), be32(height));

describe("imageSize: the size an image's header declares, nothing decoded", () => {
  it("reads PNG's IHDR, whatever the file's length", () => {
    expect(imageSize(png(16000, 16000))).toEqual({ width: 16000, height: 16000 });
    expect(imageSize(png(0, 5))).toBeNull();
    expect(imageSize(png(3, 4).subarray(0, 20))).toBeNull();
  });

  it("finds JPEG's frame after the APP segments, fill bytes and tables, for every kind of frame", () => {
    const app1 = [0xff, 0xe1, ...be16(2 + 300), ...new Array<number>(300).fill(0x41)];
    const dqt = [0xff, 0xdb, ...be16(4), 0, 0];
    const dht = [0xff, 0xc4, ...be16(4), 0, 0];
    for (const marker of [0xc0, 0xc1, 0xc2, 0xc3, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]) {
      expect(imageSize(bytes([0xff, 0xd8], app1, [0xff, 0xff], dqt, dht, sof(marker, 8160, 6120))), marker.toString(16)).toEqual({ width: 8160, height: 6120 });
    }
    // No frame before the scan, a frame with no height (DNL), a segment running past the end: not a size.
    expect(imageSize(bytes([0xff, 0xd8], dqt, [0xff, 0xda, 0, 2]))).toBeNull();
    expect(imageSize(bytes([0xff, 0xd8], sof(0xc0, 640, 0)))).toBeNull();
    expect(imageSize(bytes([0xff, 0xd8, 0xff, 0xe0], "not really a jpeg at all"))).toBeNull();
  });

  it("reads WebP's VP8X canvas, VP8L's and VP8's frame sizes", () => {
    const riff = (chunk: number[]) => bytes("RIFF", le32(4 + chunk.length), "WEBP", chunk);
    expect(imageSize(riff([...bytes("VP8X"), ...le32(10), 0, 0, 0, 0, ...le24(11999), ...le24(8999)]))).toEqual({ width: 12000, height: 9000 });
    const lossless = ((4000 - 1) | ((3000 - 1) << 14)) >>> 0;
    expect(imageSize(riff([...bytes("VP8L"), ...le32(5), 0x2f, ...le32(lossless), 0, 0, 0, 0, 0]))).toEqual({ width: 4000, height: 3000 });
    expect(imageSize(riff([...bytes("VP8 "), ...le32(10), 0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(16383), ...le16(16383)]))).toEqual({ width: 16383, height: 16383 });
    expect(imageSize(riff([...bytes("VP8 "), ...le32(10), 0, 0, 0, 0x00, 0x01, 0x2a, ...le16(640), ...le16(480)]))).toBeNull();
  });

  it("reads GIF's screen size", () => {
    expect(imageSize(bytes("GIF89a", le16(20000), le16(3)))).toEqual({ width: 20000, height: 3 });
  });

  it("reads AVIF's and HEIC's ispe under meta → iprp → ipco, the largest of a grid's", () => {
    const ftyp = box("ftyp", [...bytes("avif")], be32(0), [...bytes("mif1avif")]);
    const meta = box("meta", [0, 0, 0, 0], box("hdlr", new Array<number>(20).fill(0)), box("iprp", box("ipco", ispe(512, 512), box("colr", [1, 2, 3, 4]), ispe(14000, 10500)), box("ipma", [0, 0, 0, 0])));
    expect(imageSize(new Uint8Array([...ftyp, ...meta, ...box("mdat", [1, 2, 3])]))).toEqual({ width: 14000, height: 10500 });
    const heic = box("ftyp", [...bytes("heic")], be32(0), [...bytes("mif1heic")]);
    expect(imageSize(new Uint8Array([...heic, ...box("meta", [0, 0, 0, 0], box("iprp", box("ipco", ispe(4032, 3024))))]))).toEqual({ width: 4032, height: 3024 });
    // Without ispe, or with a box running past the end: not a size.
    expect(imageSize(new Uint8Array([...heic, ...box("mdat", [0])]))).toBeNull();
    expect(imageSize(new Uint8Array([...heic, ...be32(4000), ...bytes("meta"), 0, 0, 0, 0]))).toBeNull();
  });

  it("knows no size for anything else", () => {
    expect(imageSize(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(imageSize(new Uint8Array())).toBeNull();
  });
});

describe("imageSizeProblem: what a site's photo may be", () => {
  it("refuses more than 50 megapixels, a side under 10 px, and a shape too thin to keep 10 px at 4000 a side", () => {
    expect(imageSizeProblem({ width: 8160, height: 6120 })).toBeNull();
    expect(imageSizeProblem({ width: 10_000, height: 5_000 })).toBeNull();
    expect(imageSizeProblem({ width: 10_000, height: 5_001 })).toBe("too-many-pixels");
    expect(imageSizeProblem({ width: 16_000, height: 16_000 })).toBe("too-many-pixels");
    expect(imageSizeProblem({ width: 9, height: 400 })).toBe("too-small");
    expect(imageSizeProblem({ width: 400, height: 9 })).toBe("too-small");
    expect(imageSizeProblem({ width: 10, height: 10 })).toBeNull();
    expect(imageSizeProblem({ width: 4000, height: 10 })).toBeNull();
    expect(imageSizeProblem({ width: 20_000, height: 40 })).toBe("too-thin");
    expect(MEDIA_MAX_PIXELS).toBe(50_000_000);
  });
});

describe("uploadSize: what the photo picker sends", () => {
  it("sends a photo within both limits as it is, and scales anything larger to 4000 px a side", () => {
    expect(uploadSize({ width: 8160, height: 6120 }, 12_000_000, MEDIA_MAX_UPLOAD_BYTES)).toBeNull();
    expect(uploadSize({ width: 16320, height: 12240 }, 30_000_000, MEDIA_MAX_UPLOAD_BYTES)).toEqual({ width: 4000, height: 3000 });
    expect(uploadSize({ width: 12240, height: 16320 }, 9_000_000, MEDIA_MAX_UPLOAD_BYTES)).toEqual({ width: 3000, height: 4000 });
    // Few pixels but a heavy file: sent again at its own size, re-encoded.
    expect(uploadSize({ width: 3000, height: 2000 }, MEDIA_MAX_UPLOAD_BYTES + 1, MEDIA_MAX_UPLOAD_BYTES)).toEqual({ width: 3000, height: 2000 });
  });
});

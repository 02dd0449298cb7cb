import { describe, expect, it } from "vitest";
import { sniffImageType } from "./media";
import { mediaVariantWidths } from "./media-sizes";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("sniffImageType", () => {
  it("knows JPEG, PNG, WebP, AVIF and HEIC by their first bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes([0, 0, 0, 28], "ftypavif"))).toBe("image/avif");
    expect(sniffImageType(bytes([0, 0, 0, 24], "ftypheic"))).toBe("image/heic");
    expect(sniffImageType(bytes([0, 0, 0, 24], "ftypmif1"))).toBe("image/heic");
  });

  it("refuses anything else, however it is named", () => {
    expect(sniffImageType(bytes("GIF89a"))).toBeNull();
    expect(sniffImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 24], "ftypisom"))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("mediaVariantWidths", () => {
  it("offers the standard widths narrower than the photo, then the photo's own width up to 1920", () => {
    expect(mediaVariantWidths(300)).toEqual([300]);
    expect(mediaVariantWidths(480)).toEqual([480]);
    expect(mediaVariantWidths(1000)).toEqual([480, 720, 960, 1000]);
    expect(mediaVariantWidths(1920)).toEqual([480, 720, 960, 1440, 1920]);
    expect(mediaVariantWidths(4000)).toEqual([480, 720, 960, 1440, 1920]);
  });
});

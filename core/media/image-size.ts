import { MEDIA_MAX_DIMENSION, MEDIA_MAX_PIXELS, MEDIA_MIN_DIMENSION } from "./media";

/**
 * An image's pixel size read from its header, before anything decodes it (docs/security.md, "Photos"): a small
 * file may declare a huge picture, and decoding it is what costs memory and time. Runtime-neutral, so the
 * server's upload check and the browser's photo picker read sizes the same way.
 */

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
const u32be = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

const positive = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null);

function pngSize(bytes: Uint8Array): ImageSize | null {
  // The signature, then IHDR first: length (4), "IHDR", width and height.
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return null;
  return positive(u32be(bytes, 16), u32be(bytes, 20));
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are other segments. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length (restart, TEM); the image data starts after SOS, with no frame seen: give up.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      // Length (2), precision (1), height (2), width (2). A height of 0 (defined later by DNL) is not a size we can check.
      return positive(u16be(bytes, at + 7), u16be(bytes, at + 5));
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8X") return positive(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
  if (chunk === "VP8L") {
    // Signature 0x2f, then 14 bits of width - 1 and 14 bits of height - 1.
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return positive((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8 ") {
    // A key frame's start code 9d 01 2a, then 14-bit width and height (2 bits of scale above each).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return positive(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
  }
  return null;
}

function gifSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return null;
  return positive(u16le(bytes, 6), u16le(bytes, 8));
}

/**
 * AVIF and HEIC (ISO base media files): the `ispe` properties under meta → iprp → ipco. A grid image has one
 * for the whole picture and one per tile, so the largest is the picture's.
 */
function heifSize(bytes: Uint8Array): ImageSize | null {
  let found: ImageSize | null = null;
  const CONTAINERS: Record<string, number> = { meta: 4, iprp: 0, ipco: 0 };
  const walk = (from: number, to: number, depth: number) => {
    let at = from;
    while (at + 8 <= to) {
      let size = u32be(bytes, at);
      const type = ascii(bytes, at + 4, 4);
      let header = 8;
      if (size === 1) {
        if (at + 16 > to) return;
        // A 64-bit size: only the low 32 bits can matter for a file we hold in memory.
        if (u32be(bytes, at + 8) !== 0) return;
        size = u32be(bytes, at + 12);
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header || at + size > to) return;
      if (type === "ispe" && size >= header + 12) {
        const candidate = positive(u32be(bytes, at + header + 4), u32be(bytes, at + header + 8));
        if (candidate && (!found || candidate.width * candidate.height > found.width * found.height)) found = candidate;
      } else if (type in CONTAINERS && depth < 4) {
        walk(at + header + CONTAINERS[type]!, at + size, depth + 1);
      }
      at += size;
    }
  };
  walk(0, bytes.length, 0);
  return found;
}

/** The pixel size an image's header declares, or null when the header is missing, damaged or not one we read. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegSize(bytes);
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 3) === "PNG") return pngSize(bytes);
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return webpSize(bytes);
  if (bytes.length >= 6 && ascii(bytes, 0, 3) === "GIF") return gifSize(bytes);
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === "ftyp") return heifSize(bytes);
  return null;
}

/** Why an image of this size cannot be a photo of a site, or null when it can. */
export function imageSizeProblem({ width, height }: ImageSize): "too-many-pixels" | "too-small" | "too-thin" | null {
  if (width * height > MEDIA_MAX_PIXELS) return "too-many-pixels";
  if (Math.min(width, height) < MEDIA_MIN_DIMENSION) return "too-small";
  // Stored at most MEDIA_MAX_DIMENSION a side, its short side must still be MEDIA_MIN_DIMENSION.
  const scale = Math.min(1, MEDIA_MAX_DIMENSION / Math.max(width, height));
  if (Math.round(Math.min(width, height) * scale) < MEDIA_MIN_DIMENSION) return "too-thin";
  return null;
}

/**
 * The size the photo picker scales a photo to before it is sent: the same shape, at most MEDIA_MAX_DIMENSION
 * a side (what the server would keep anyway), or null when the photo can go as it is.
 */
export function uploadSize(size: ImageSize, bytes: number, maxBytes: number): ImageSize | null {
  const long = Math.max(size.width, size.height);
  if (size.width * size.height <= MEDIA_MAX_PIXELS && bytes <= maxBytes) return null;
  const scale = Math.min(1, MEDIA_MAX_DIMENSION / long);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

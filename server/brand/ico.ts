/** An .ico file holding PNG images (every browser since Windows Vista's reads them): a 6-byte header, one 16-byte entry per image, then the PNGs. */
export function icoFromPngs(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const headerLength = 6 + images.length * 16;
  const total = headerLength + images.reduce((sum, image) => sum + image.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true);
  view.setUint16(2, 1, true); // 1 = icon
  view.setUint16(4, images.length, true);
  let offset = headerLength;
  images.forEach((image, index) => {
    const entry = 6 + index * 16;
    out[entry] = image.size >= 256 ? 0 : image.size; // 0 means 256
    out[entry + 1] = image.size >= 256 ? 0 : image.size;
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(image.png, offset);
    offset += image.png.length;
  });
  return out;
}

import sharp from "sharp";

/**
 * A photo-like JPEG of the given size (soft shapes on a warm gradient), with camera details in its EXIF that the
 * upload must strip (docs/decisions/0800-photos-on-r2-through-the-images-binding.md).
 */
export function testPhoto(width: number, height: number, hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6d6a8"/><stop offset="1" stop-color="${hue}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.35}" cy="${height * 0.55}" r="${height * 0.28}" fill="#8a4b22" opacity=".85"/>
    <ellipse cx="${width * 0.68}" cy="${height * 0.62}" rx="${width * 0.16}" ry="${height * 0.18}" fill="#c98b4a"/>
    <rect x="0" y="${height * 0.82}" width="${width}" height="${height * 0.18}" fill="#5b3a24" opacity=".6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).withExif({ IFD0: { Make: "SecretCam", Model: "GPS 41.15N 8.61W" } }).toBuffer();
}

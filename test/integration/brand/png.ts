/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Reads one pixel of an 8-bit RGB/RGBA/grey PNG, not interlaced (what resvg and Sharp write), so a test
 * can tell whose pixels ended up in an icon or a card: the IDAT chunks inflated, each row unfiltered.
 */
export async function pngPixel(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { width } = pngSize(bytes);
  const [depth, colorType, , , interlace] = bytes.subarray(24, 29);
  if (depth !== 8 || interlace !== 0) throw new Error(`unsupported PNG (depth ${depth}, interlace ${interlace})`);
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[colorType!];
  if (!channels) throw new Error(`unsupported colour type ${colorType}`);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === "IDAT") parts.push(bytes.slice(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = new Uint8Array(await new Response(new Blob(parts).stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer());
  const stride = width * channels;
  let previous = new Uint8Array(stride);
  let row = new Uint8Array(stride);
  for (let line = 0; line <= y; line++) {
    const filter = raw[line * (stride + 1)]!;
    const data = raw.subarray(line * (stride + 1) + 1, (line + 1) * (stride + 1));
    row = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? row[i - channels]! : 0;
      const up = previous[i]!;
      const upLeft = i >= channels ? previous[i - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter]!;
      row[i] = (data[i]! + predictor) & 0xff;
    }
    previous = row;
  }
  return [...row.subarray(x * channels, (x + 1) * channels)];
}

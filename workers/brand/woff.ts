/**
 * WOFF (version 1) to the plain TrueType/OpenType bytes inside it: each table is zlib-compressed on its
 * own (or stored as is). The rasteriser reads TTF/OTF only; Fontsource ships WOFF beside WOFF2.
 */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error("Not a WOFF file");
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: { tag: number; offset: number; compLength: number; origLength: number; checksum: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    tables.push({ tag: view.getUint32(at), offset: view.getUint32(at + 4), compLength: view.getUint32(at + 8), origLength: view.getUint32(at + 12), checksum: view.getUint32(at + 16) });
  }
  const datas = await Promise.all(
    tables.map(async (table) => {
      const raw = woff.subarray(table.offset, table.offset + table.compLength);
      if (table.compLength === table.origLength) return raw;
      const stream = new Blob([raw.slice()]).stream().pipeThrough(new DecompressionStream("deflate"));
      // The brand Worker stays apart from the main one's modules: a Response reads the stream to its end.
      return new Uint8Array(await new Response(stream).arrayBuffer());
    }),
  );
  const headerLength = 12 + numTables * 16;
  let total = headerLength;
  for (const data of datas) total += (data.length + 3) & ~3;
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  let power = 1;
  let log = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log++;
  }
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, power * 16);
  outView.setUint16(8, log);
  outView.setUint16(10, numTables * 16 - power * 16);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const data = datas[i]!;
    const entry = 12 + i * 16;
    outView.setUint32(entry, table.tag);
    outView.setUint32(entry + 4, table.checksum);
    outView.setUint32(entry + 8, offset);
    outView.setUint32(entry + 12, data.length);
    out.set(data, offset);
    offset += (data.length + 3) & ~3;
  });
  return out;
}

// Bytes to a stream and back, for bindings that take or give streams (Images, compression): the one place,
// without building an HTTP Response as a converter (HTTP stays in workers/, docs/architecture.md).

/** A stream of the given bytes. */
export function streamOf(bytes: Uint8Array | ArrayBuffer): ReadableStream<Uint8Array> {
  return new Blob([bytes instanceof Uint8Array ? bytes.slice() : bytes]).stream();
}

/** Every byte of a stream, read to its end. */
export async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

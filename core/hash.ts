/**
 * 32-bit FNV-1a: a fast, stable hash to mix strings into seeds and cache keys, and to name files we ship by
 * their content (not for secrets). A string is hashed by UTF-16 code unit, a byte array by byte.
 */
export function fnv1a(input: string | Uint8Array, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  const unitAt = typeof input === "string" ? (at: number) => input.charCodeAt(at) : (at: number) => input[at]!;
  for (let i = 0; i < input.length; i++) hash = Math.imul(hash ^ unitAt(i), 0x01000193) >>> 0;
  return hash;
}

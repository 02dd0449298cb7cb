/** A same-site path: `/x`, never `//host` or `/\host` (which browsers read as another host). */
export function isSitePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}

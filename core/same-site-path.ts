// The one same-site path check (docs/security.md, "Screens and headers"): return paths after login,
// content links and notification links all go through it.
import { hasControlCharacter } from "./text/control-characters";

const BASE = "https://same-site.invalid";
const MAX_PATH_LENGTH = 2048;

/**
 * `value` as a path on this site (`/x?y#z`), or null. The value is parsed the way a browser parses a
 * `Location` or `href` against our origin, so tabs and newlines (which the parser drops), backslashes
 * (which it reads as `/`) and dot segments cannot turn it into `//other.host`. What comes back is the
 * parsed, re-serialised path: never a control character, never a backslash, never `//` at the start.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > MAX_PATH_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//") || path.includes("\\") || hasControlCharacter(path)) return null;
  return path;
}

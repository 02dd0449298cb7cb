// URL checks for everything a content entry can point at. Anything that fails a check is left out.
import { sameSitePath } from "@core/same-site-path";
import { hasControlCharacter } from "@core/text/control-characters";

function parseAbsolute(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * A content entry's link target: a site path, `#anchor`, `?query`, or an http(s), mailto: or tel: URL; undefined
 * otherwise. A generated site's links follow a narrower rule, safeSiteHref in core/sites/links.ts.
 */
export function safeCmsHref(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const value = raw.trim();
  if (!value || value.length > 2048 || hasControlCharacter(value)) return undefined;
  if (value.startsWith("/")) return sameSitePath(value) ?? undefined;
  if (value.startsWith("#") || value.startsWith("?")) return value;
  const url = parseAbsolute(value);
  if (!url) return undefined;
  return ["http:", "https:", "mailto:", "tel:"].includes(url.protocol) ? url.href : undefined;
}

/** An image, video or poster source: a site path or an https URL. */
export function safeMediaUrl(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const value = raw.trim();
  if (!value || value.length > 2048 || hasControlCharacter(value) || value.includes(" ")) return undefined;
  if (value.startsWith("/")) return sameSitePath(value) ?? undefined;
  const url = parseAbsolute(value);
  return url?.protocol === "https:" ? url.href : undefined;
}

/** An embed's frame: https only (docs/product.md: 'Invalid url, please try another' otherwise). */
export function safeEmbedUrl(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const value = raw.trim();
  if (!value || value.length > 2048 || hasControlCharacter(value) || value.includes(" ")) return undefined;
  const url = parseAbsolute(value);
  return url?.protocol === "https:" && url.hostname.includes(".") ? url.href : undefined;
}

/** True for Builder's image CDN, whose images resize with `?width=N`. */
export function isBuilderImage(src: string): boolean {
  const url = parseAbsolute(src);
  return url?.hostname === "cdn.builder.io" && url.pathname.startsWith("/api/v1/image/");
}

/** Builder's srcset for its CDN images: one candidate per width, each `url?width=N Nw`. */
export function builderSrcset(src: string, widths: readonly number[]): string {
  return widths
    .map((width) => {
      const url = new URL(src);
      url.searchParams.set("width", String(width));
      return `${url.href} ${width}w`;
    })
    .join(", ");
}

/** A content-given srcset, kept only when every candidate is a safe source with a width or density. */
export function safeSrcset(raw: unknown): string | undefined {
  if (typeof raw !== "string" || raw.length > 8192) return undefined;
  const candidates = raw
    .split(/,\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (candidates.length === 0) return undefined;
  const safe: string[] = [];
  for (const candidate of candidates) {
    const [url, descriptor, ...extra] = candidate.split(/\s+/);
    if (extra.length > 0 || !url || !safeMediaUrl(url)) return undefined;
    if (descriptor && !/^\d+(\.\d+)?[wx]$/.test(descriptor)) return undefined;
    safe.push(descriptor ? `${url} ${descriptor}` : url);
  }
  return safe.join(", ");
}

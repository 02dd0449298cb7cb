import type { EntryContext, UIMatch } from "react-router";
import { shouldHydrate } from "~/lib/route-handle";

// The screens' Content-Security-Policy (docs/security.md, "Screens and headers"). Published sites and
// the owner's site preview set their own, stricter ones; workers/security-headers.ts adds the rest.

/** Builder's editor frames preview pages from its own site. */
const BUILDER_EDITOR = ["https://builder.io", "https://*.builder.io"];

/** A fresh nonce per document: 128 random bits, base64. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * The one address a page without scripts may fetch: its host's robots.txt, which crawlers' audits read in the
 * page's own context (docs/decisions/0886-robots-txt-readable-under-the-csp.md). A path in a CSP source matches
 * that path exactly; nothing on the page runs a script that could use it.
 */
export function robotsTxtSource(origin: string): string {
  return `${origin}/robots.txt`;
}

/**
 * A page that hydrates: scripts only from our origin or inline with this response's nonce (React
 * Router's hydration data and module loader). A page that ships no JavaScript: no script at all, and no
 * fetch but its host's robots.txt (`origin`: the request's scheme, host and port).
 */
export function documentPolicy({ nonce, hydrates, preview, origin }: { nonce: string; hydrates: boolean; preview: boolean; origin: string }): string {
  return serialize({
    "default-src": ["'self'"],
    "script-src": hydrates ? ["'self'", `'nonce-${nonce}'`] : ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "https:"],
    "connect-src": hydrates ? ["'self'"] : [robotsTxtSource(origin)],
    // CMS embeds (https only) and the owner's site preview (same origin).
    "frame-src": ["'self'", "https:"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": preview ? ["'self'", ...BUILDER_EDITOR] : ["'self'"],
  });
}

/** Whether the rendered page ships scripts: the same rule the root layout applies (route handles). */
export function documentHydrates(context: EntryContext): boolean {
  const { matches, loaderData, errors } = context.staticHandlerContext;
  // An error page renders from a boundary: keep the nonce policy, which fits any page.
  if (errors) return true;
  const uiMatches = matches.map((match) => ({ handle: context.routeModules[match.route.id]?.handle, loaderData: loaderData[match.route.id] })) as UIMatch[];
  return shouldHydrate(uiMatches);
}

/** Whether the page is a preview (the preview screens, or a CMS page in preview or editing mode). */
export function documentIsPreview(context: EntryContext): boolean {
  const { matches, loaderData } = context.staticHandlerContext;
  return matches.some((match) => {
    if (match.route.id === "routes/preview-layout") return true;
    const data = loaderData[match.route.id] as { mode?: unknown } | undefined;
    return data?.mode === "preview" || data?.mode === "editing";
  });
}

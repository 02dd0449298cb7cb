// What a request for a published site is, as a value: the public site decides, the transport
// (workers/public-site.ts) turns the value into HTTP. docs/architecture.md, "The public site".
import type { Visitor } from "@server/analytics";

/** How long a copy may be kept: for good (a hashed name), a while (and then asked again), or not at all. */
export type Caching = "immutable" | "no-store" | { maxAgeSeconds: number; revalidate?: boolean };

/** A file kept in R2 (a photo's size, an icon, a share card): `object` has a body unless the request's condition said "unchanged". */
export interface StoredFile {
  object: R2Object | R2ObjectBody;
  contentType: string;
  caching: Caching;
  /** Other origins may embed it (icons and share cards are read by browsers and social sites from anywhere). */
  crossOrigin?: boolean;
  /** An SVG opened on its own runs nothing and loads nothing. */
  svg?: boolean;
}

/** What the page of a published site needs beside its HTML to be answered. */
export interface SitePage {
  html: string;
  etag: string;
  /** Which copy answered: this isolate's memory, KV's or D1's (shown in a header, for operations). */
  source: "memory" | "kv" | "d1";
  /** The page's Content-Security-Policy (Turnstile adds its script and frame when configured). */
  contentSecurityPolicy: string;
}

/** Everything a site's address can answer. */
export type SiteAnswer =
  | { kind: "page"; page: SitePage }
  | { kind: "text"; body: string; contentType: "text/plain" | "application/xml"; caching: Caching }
  | { kind: "file"; file: StoredFile }
  | { kind: "redirect"; location: string; caching: Caching; crossOrigin?: boolean }
  /** No such thing: `page` is the visitor's HTML page, else a plain "Not found". */
  | { kind: "not-found"; page?: string }
  /** A site's own host takes no writes: the page says so. */
  | { kind: "not-allowed"; page: string; allow: string };

/** A request for a site, as the transport read it. */
export interface SiteRequest {
  method: string;
  /** The path inside the site: "/" for its home page, "/menu" for a page, "/robots.txt", … */
  path: string;
  /** The request's headers, for R2's conditional reads (If-None-Match, If-Modified-Since). */
  conditions: Headers;
  /** Whether the visitor used https. */
  secure: boolean;
  /** The host's name, normalised (lower case, no port, no trailing dot). */
  hostname: string;
  /** The scheme, host and port as asked (the page may fetch this host's robots.txt). */
  origin: string;
  /** The path and query string as asked, for a redirect to the same address elsewhere. */
  pathAndQuery: string;
  /** The visitor, for the cookieless count of a page view (docs/decisions/0840-cookieless-visitor-counts.md). */
  visitor: Visitor;
}

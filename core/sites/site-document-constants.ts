/**
 * The site document's lists and limits (site-document.ts has its schema), without zod so that
 * the editor's first download carries none (docs/performance.md, "Client JavaScript per route").
 */

/** Who wrote a piece of the site: our offline writer or a model (docs/product.md: recorded per section). */
export const SITE_WRITERS = ["built-in", "openai-compatible", "workers-ai", "person"] as const;
export type SiteWriter = (typeof SITE_WRITERS)[number];

export const FONT_PAIRS = ["fraunces-inter", "playfair-source", "space-grotesk-inter", "dm-serif-dm-sans", "nunito-nunito", "libre-baskerville-lato"] as const;
export const SPACINGS = ["compact", "regular", "airy"] as const;

/**
 * Why a section is held back from the published page (docs/decisions/0500-owner-facts-and-nothing-invented.md):
 * "needs-facts" is an invitation in the editor ("Add your opening hours"), "needs-confirmation" marks
 * reviews, prices or hours May wrote in an older version, kept off the page until the owner confirms them.
 */
export const SECTION_HOLDS = ["needs-facts", "needs-confirmation"] as const;
export type SectionHold = (typeof SECTION_HOLDS)[number];

/** Marks a dish or product may carry on a menu or price list (shown as short labels). */
export const DIETARY_TAGS = ["vegan", "vegetarian", "gluten-free", "dairy-free", "nut-free", "halal", "kosher", "spicy"] as const;

export const SOCIAL_NETWORKS = ["instagram", "facebook", "tiktok", "youtube", "linkedin", "x", "pinterest", "whatsapp", "other"] as const;

/**
 * The site document's schema version. A change that a stored document would not pass gets a new version
 * and an upgrade from the one before (site-document-upgrade.ts), applied whenever a document is read.
 */
export const SITE_DOCUMENT_VERSION = 4;

/** At most this many pages, the home page included (docs/decisions/0810-editor-v2-pages-and-structure.md). */
export const MAX_PAGES = 10;
export const MAX_SECTIONS_PER_PAGE = 14;

/**
 * Names a page may not take: the site's own files and the paths media, assets and the app use beside
 * the pages (a page called "sitemap.xml" would hide the sitemap).
 */
export const RESERVED_PAGE_SLUGS = ["sitemap.xml", "robots.txt", "sitemap", "robots", "favicon.ico", "favicon", "media", "assets", "asset", "brand", "images", "api", "static", "s", "u", "index", "home", "main"] as const;

/** What a page's address may be: lower-case letters and digits, dashes inside, at most 40 characters. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/**
 * Why a page may not have this address (a message key), or null when it may: the rule pageSlugSchema applies
 * (site-document.ts) after trimming and lower-casing, here without zod for the editor's first download.
 */
export function pageSlugProblem(slug: string): (typeof PAGE_MESSAGES)["slug" | "reserved"] | null {
  if (!PAGE_SLUG_PATTERN.test(slug)) return PAGE_MESSAGES.slug;
  return isReservedPageSlug(slug) ? PAGE_MESSAGES.reserved : null;
}

export function isReservedPageSlug(slug: string): boolean {
  return (RESERVED_PAGE_SLUGS as readonly string[]).includes(slug);
}

/** The pages' refusals as message keys of the `editor` namespace (the API answers their English). */
export const PAGE_MESSAGES = {
  slug: "editor.page.error.slug",
  reserved: "editor.page.error.reserved",
  duplicate: "editor.page.error.duplicate",
  tooMany: "editor.page.error.tooMany",
} as const;

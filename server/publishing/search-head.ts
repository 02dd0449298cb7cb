import { businessJsonLd, jsonLdScript } from "@core/sites/seo/structured-data";
import type { SiteDocument } from "@core/sites/site-document";

/**
 * What search engines read in a published page (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md):
 * the business's JSON-LD and, for a hidden site, `noindex`; robots.txt and sitemap.xml are the public site's.
 */

/** Adds the search tags to a rendered page's head (the renderer's output has exactly one `</head>`; its text is escaped). */
export function withSearchHead(html: string, document: SiteDocument, { canonicalUrl, hidden }: { canonicalUrl: string; hidden: boolean }): string {
  const jsonLd = businessJsonLd(document, canonicalUrl);
  const tags = `${hidden ? `<meta name="robots" content="noindex"/>` : ""}${jsonLd ? jsonLdScript(jsonLd) : ""}`;
  const at = html.indexOf("</head>");
  return tags && at >= 0 ? `${html.slice(0, at)}${tags}${html.slice(at)}` : html;
}

import { z } from "zod";
import { openingHoursSpecification, upgradeHoursRow } from "../opening-hours-rows";
import type { SiteDocument } from "../site-document";
import businessTypes from "./business-types.json";
import vocabulary from "./schema-org-vocabulary.json";

/**
 * JSON-LD for a published site (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md): the
 * business as schema.org describes it, from what the owner gave only: name, address, telephone, email, the
 * area they serve, the opening hours, and the site's own URL. Nothing is guessed or filled in.
 */

const schemaOrgTypeName = z.string().regex(/^[A-Z][A-Za-z]{1,60}$/);

/** The business-kind → schema.org type table, a data file checked by this schema when the module loads. */
export const businessTypesFileSchema = z.object({
  $comment: z.string(),
  types: z.record(z.string().regex(/^[A-Z][A-Z_]{1,39}$/), schemaOrgTypeName.nullable()),
});

export const BUSINESS_SCHEMA_TYPES: Readonly<Record<string, string | null>> = businessTypesFileSchema.parse(businessTypes).types;

/** A kind missing from the table (an older document, a model's guess) is described as an Organization: true of every business. */
export const FALLBACK_SCHEMA_TYPE = "Organization";

/** The schema.org type for a business kind; null for personal sites (a blog, a CV), which describe no business. */
export function businessSchemaType(kind: string): string | null {
  return Object.hasOwn(BUSINESS_SCHEMA_TYPES, kind) ? (BUSINESS_SCHEMA_TYPES[kind] ?? null) : FALLBACK_SCHEMA_TYPE;
}

const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;

const SUPERTYPES: Readonly<Record<string, readonly string[]>> = vocabulary.types;

/** Whether a business kind's JSON-LD carries opening hours: its schema.org type is a place. */
export function carriesOpeningHours(kind: string): boolean {
  const type = businessSchemaType(kind);
  return type !== null && isPlace(type);
}

/** Whether a schema.org type is a Place (a shop, a salon, a school) and so may carry opening hours; a theatre group is not. */
function isPlace(type: string, seen = new Set<string>()): boolean {
  if (type === "Place") return true;
  if (seen.has(type)) return false;
  seen.add(type);
  return (SUPERTYPES[type] ?? []).some((parent) => isPlace(parent, seen));
}

/** The business's JSON-LD object, or null when the site describes no business. */
export function businessJsonLd(document: SiteDocument, url: string): Record<string, unknown> | null {
  const type = businessSchemaType(document.kind);
  if (!type) return null;
  const sections = Array.isArray(document.sections) ? document.sections : [];
  const contact = sections.find((section) => section.type === "contact");
  const place = sections.find((section) => section.type === "hours-location");
  const data: Record<string, unknown> = { "@context": "https://schema.org", "@type": type, name: document.name, url };
  const address = place?.address.trim();
  if (address) data.address = address;
  const telephone = contact?.phone.trim();
  if (telephone) data.telephone = telephone;
  const email = contact?.email.trim();
  if (email && EMAIL.test(email)) data.email = email;
  // The area the owner says they serve, as they wrote it (schema.org accepts text; docs/decisions/0873-seo-panel.md).
  const area = typeof document.facts?.serviceArea === "string" ? document.facts.serviceArea.trim() : "";
  if (area) data.areaServed = area;
  // The hours the page shows, as rows a machine can read; by appointment and the owner's own wording give none.
  const hours = place && isPlace(type) ? openingHoursSpecification(place.hours.map(upgradeHoursRow)) : [];
  if (hours.length) data.openingHoursSpecification = hours;
  return data;
}

/**
 * A `<script type="application/ld+json">` element holding a value. JSON is safe there once nothing can
 * end the element or open a comment: `<`, `>` and `&` become \u escapes (the same characters to a JSON
 * parser), and so do U+2028/U+2029. The element is data, never run, so the site's CSP needs no change.
 */
export function jsonLdScript(value: unknown): string {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `<script type="application/ld+json">${json}</script>`;
}

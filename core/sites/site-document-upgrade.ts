import { z } from "zod";
import { ownerFactsSchema } from "./facts";
import { siteDocumentSchema } from "./site-document";
import { SITE_DOCUMENT_VERSION } from "./site-document-constants";

/**
 * Stored site documents are upgraded when they are read, one version at a time, and written back in the
 * current version on the next save (docs/decisions/0102-site-document-versions-upgrade-on-read.md). An upgrade only moves
 * data into the newer shape: a document reads, edits and renders the same before and after.
 *
 * Versions:
 * 1. The first documents: `version: 1` (or, written by hand, no version at all).
 * 2. `schemaVersion: 2`: the version gets the name every later version keeps.
 * 3. The owner's facts (`facts`) and sections held back from publishing (`hold`). Reviews, prices and
 *    opening hours in older documents were written by May, not given by the owner: those sections are
 *    marked "needs-confirmation" and stay off the published page until the owner confirms them
 *    (docs/decisions/0500-owner-facts-and-nothing-invented.md). The contact's phone and email were the
 *    owner's, so they become the first facts.
 * 4. Pages and structure (docs/decisions/0810-editor-v2-pages-and-structure.md): `pages` (the pages beside
 *    the home page, none in an older document), sections may be `hidden`, and new section types (menu,
 *    team, pricing, cta, service-area, social, booking). An older document has none of them, so the
 *    upgrade adds an empty page list and changes nothing else.
 */
type StoredDocument = Record<string, unknown>;

const UPGRADES: Record<number, (document: StoredDocument) => StoredDocument> = {
  1: ({ version: _version, ...document }) => ({ ...document, schemaVersion: 2 }),
  2: (document) => {
    const sections = Array.isArray(document.sections) ? (document.sections as StoredDocument[]) : [];
    const contact = sections.find((section) => section?.type === "contact");
    const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
    const list = (value: unknown) => (Array.isArray(value) ? (value as StoredDocument[]) : []);
    const invented = (section: StoredDocument) =>
      (section.type === "testimonials" && list(section.items).length > 0) ||
      (section.type === "services" && list(section.items).some((item) => text(item?.price) !== "")) ||
      (section.type === "hours-location" && list(section.hours).length > 0);
    return {
      ...document,
      schemaVersion: 3,
      // Only what reads as a phone number or an email address: a stored document must always read.
      facts: {
        phone: ownerFactsSchema.shape.phone.safeParse(text(contact?.phone)).data ?? "",
        email: ownerFactsSchema.shape.email.safeParse(text(contact?.email)).data ?? "",
      },
      sections: sections.map((section) => (section && typeof section === "object" && invented(section) ? { ...section, hold: "needs-confirmation" } : section)),
    };
  },
  3: (document) => ({ ...document, schemaVersion: 4, pages: Array.isArray(document.pages) ? document.pages : [] }),
};

/** The version a stored document was written in: its schemaVersion, else 1 (the first documents had `version: 1` or nothing). */
export function storedSchemaVersion(document: StoredDocument): number {
  const version = document.schemaVersion;
  return typeof version === "number" && Number.isInteger(version) ? version : 1;
}

/**
 * A stored document brought up to the current version; anything that is not an object, and a document
 * from a newer version than this code knows, is returned as it is (and then fails the schema).
 */
export function upgradeSiteDocument(stored: unknown): unknown {
  if (stored === null || typeof stored !== "object" || Array.isArray(stored)) return stored;
  let document = stored as StoredDocument;
  for (let version = storedSchemaVersion(document); version < SITE_DOCUMENT_VERSION; version++) {
    const upgrade = UPGRADES[version];
    if (!upgrade) return stored;
    document = upgrade(document);
  }
  return document;
}

/** A site document from storage or a request, in any version this code knows, validated as the current one. */
export const storedSiteDocumentSchema = z.preprocess(upgradeSiteDocument, siteDocumentSchema);

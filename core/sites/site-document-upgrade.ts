import { z } from "zod";
import { SITE_DOCUMENT_VERSION, siteDocumentSchema } from "./site-document";

/**
 * Stored site documents are upgraded when they are read, one version at a time, and written back in the
 * current version on the next save (docs/decisions/0102-site-document-versions-upgrade-on-read.md). An upgrade only moves
 * data into the newer shape: a document reads, edits and renders the same before and after.
 *
 * Versions:
 * 1. The first documents: `version: 1` (or, written by hand, no version at all).
 * 2. `schemaVersion: 2`: the version gets the name every later version keeps.
 */
type StoredDocument = Record<string, unknown>;

const UPGRADES: Record<number, (document: StoredDocument) => StoredDocument> = {
  1: ({ version: _version, ...document }) => ({ ...document, schemaVersion: 2 }),
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

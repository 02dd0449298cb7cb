import { describe, expect, it } from "vitest";
import { parseProjectIntent } from "../projects/intents";
import storedV1 from "./fixtures/site-document-v1.json";
import { SITE_DOCUMENT_VERSION, siteDocumentSchema } from "./site-document";
import { storedSchemaVersion, storedSiteDocumentSchema, upgradeSiteDocument } from "./site-document-upgrade";

// The fixture is a document as the first version stored it (the built-in writer's bakery, `version: 1`).
const { version: _version, ...v1Content } = storedV1;

describe("stored site documents", () => {
  it("version 1 (`version: 1`) reads as the current version with the same content", () => {
    expect(storedSchemaVersion(storedV1)).toBe(1);
    const parsed = storedSiteDocumentSchema.parse(storedV1);
    expect(parsed).toEqual({ ...v1Content, schemaVersion: SITE_DOCUMENT_VERSION });
    expect(parsed).not.toHaveProperty("version");
    // The current schema on its own does not take the old shape: only the upgrade does.
    expect(siteDocumentSchema.safeParse(storedV1).success).toBe(false);
  });

  it("version 1 without any version field reads the same", () => {
    expect(storedSchemaVersion(v1Content)).toBe(1);
    expect(storedSiteDocumentSchema.parse(v1Content)).toEqual({ ...v1Content, schemaVersion: SITE_DOCUMENT_VERSION });
  });

  it("version 2 reads unchanged, and reading again changes nothing", () => {
    const v2 = storedSiteDocumentSchema.parse(storedV1);
    expect(storedSchemaVersion(v2)).toBe(2);
    expect(upgradeSiteDocument(v2)).toBe(v2);
    expect(storedSiteDocumentSchema.parse(v2)).toEqual(v2);
    expect(siteDocumentSchema.parse(v2)).toEqual(v2);
  });

  it("a version newer than this code, or something that is not a document, does not read", () => {
    expect(storedSiteDocumentSchema.safeParse({ ...v1Content, schemaVersion: SITE_DOCUMENT_VERSION + 1 }).success).toBe(false);
    for (const value of [null, "text", 1, [], { schemaVersion: 2 }]) expect(storedSiteDocumentSchema.safeParse(value).success).toBe(false);
  });

  it("version 1 is accepted by the editor's save, which stores the current version", () => {
    const parsed = parseProjectIntent({ intent: "save", document: storedV1 });
    expect(parsed.ok && parsed.intent.intent === "save" && parsed.intent.document).toEqual({ ...v1Content, schemaVersion: SITE_DOCUMENT_VERSION });
  });

  it("never changes the document it is given", () => {
    const copy = structuredClone(storedV1);
    upgradeSiteDocument(copy);
    expect(copy).toEqual(storedV1);
  });
});

import { describe, expect, it } from "vitest";
import { parseProjectIntent } from "../projects/intents";
import storedV1 from "./fixtures/site-document-v1.json";
import storedV2 from "./fixtures/site-document-v2.json";
import storedV3 from "./fixtures/site-document-v3.json";
import { NO_FACTS } from "./facts-constants";
import { publishedSections } from "./publishable";
import { siteDocumentSchema, type SiteSection } from "./site-document";
import { SITE_DOCUMENT_VERSION } from "./site-document-constants";
import { storedSchemaVersion, storedSiteDocumentSchema, upgradeSiteDocument } from "./site-document-upgrade";

// The fixtures are documents as the first two versions stored them (the built-in writer's bakery, with
// the reviews, prices and opening hours May used to invent).
const { version: _version, ...v1Content } = storedV1;
const { schemaVersion: _schemaVersion, ...v2Content } = storedV2;

/**
 * What versions 3 and 4 add to an older document: the contact's details as facts, invented parts held
 * (3); an empty page list (4).
 */
function asV3(content: typeof v2Content) {
  const held = (section: (typeof content.sections)[number]) => section.type === "testimonials" || section.type === "services" || section.type === "hours-location";
  return {
    ...content,
    schemaVersion: SITE_DOCUMENT_VERSION,
    facts: { ...NO_FACTS, phone: "+351 21 000 0000", email: "hello@goldencrumb.example" },
    sections: content.sections.map((section) => (held(section) ? { ...section, hold: "needs-confirmation" } : section)),
    pages: [],
  };
}

describe("stored site documents", () => {
  it("version 1 (`version: 1`) reads as the current version with the same content", () => {
    expect(storedSchemaVersion(storedV1)).toBe(1);
    const parsed = storedSiteDocumentSchema.parse(storedV1);
    expect(parsed).toEqual(asV3(v1Content));
    expect(parsed).not.toHaveProperty("version");
    // The current schema on its own does not take the old shape: only the upgrade does.
    expect(siteDocumentSchema.safeParse(storedV1).success).toBe(false);
  });

  it("version 1 without any version field reads the same", () => {
    expect(storedSchemaVersion(v1Content)).toBe(1);
    expect(storedSiteDocumentSchema.parse(v1Content)).toEqual(asV3(v1Content));
  });

  it("version 2 marks the reviews, prices and hours May invented as needing the owner's confirmation", () => {
    expect(storedSchemaVersion(storedV2)).toBe(2);
    const parsed = storedSiteDocumentSchema.parse(storedV2);
    expect(parsed).toEqual(asV3(v2Content));
    const holds = Object.fromEntries(parsed.sections.map((section) => [section.type, section.hold ?? null]));
    expect(holds).toMatchObject({ testimonials: "needs-confirmation", services: "needs-confirmation", "hours-location": "needs-confirmation", hero: null, about: null });
    // Left out of publishing until confirmed: no reviews, no hours; the services without their prices.
    const published = publishedSections(parsed.sections);
    expect(published.map((section) => section.type)).not.toContain("testimonials");
    expect(published.map((section) => section.type)).not.toContain("hours-location");
    const services = published.find((section): section is Extract<SiteSection, { type: "services" }> => section.type === "services")!;
    expect(services.items.every((item) => item.price === "")).toBe(true);
  });

  it("version 3 gains an empty page list and its facts an empty call link target, nothing else", () => {
    expect(storedSchemaVersion(storedV3)).toBe(3);
    const { schemaVersion: _v3, ...v3Content } = storedV3;
    const parsed = storedSiteDocumentSchema.parse(storedV3);
    // The owner's facts gain the call link's target, empty (docs/decisions/0510-the-owner-confirms-what-may-understood.md).
    expect(parsed).toEqual({ ...v3Content, facts: { ...v3Content.facts, phoneLink: "" }, schemaVersion: 4, pages: [] });
    expect(parsed.sections.some((section) => section.hidden)).toBe(false);
    // Version 3 and the upgrade of version 2 are the same document.
    expect(parsed).toEqual(storedSiteDocumentSchema.parse(storedV2));
    expect(siteDocumentSchema.safeParse(storedV3).success).toBe(false);
  });

  it("the current version reads unchanged, and reading again changes nothing", () => {
    const current = storedSiteDocumentSchema.parse(storedV1);
    expect(storedSchemaVersion(current)).toBe(4);
    expect(upgradeSiteDocument(current)).toBe(current);
    expect(storedSiteDocumentSchema.parse(current)).toEqual(current);
    expect(siteDocumentSchema.parse(current)).toEqual(current);
  });

  it("a contact detail that is not a phone number or an email address does not stop an old document from reading", () => {
    const odd = { ...v2Content, schemaVersion: 2, sections: v2Content.sections.map((section) => (section.type === "contact" ? { ...section, phone: "call me", email: "at the shop" } : section)) };
    const parsed = storedSiteDocumentSchema.parse(odd);
    expect(parsed.facts.phone).toBe("");
    expect(parsed.facts.email).toBe("");
  });

  it("a version newer than this code, or something that is not a document, does not read", () => {
    expect(storedSiteDocumentSchema.safeParse({ ...v1Content, schemaVersion: SITE_DOCUMENT_VERSION + 1 }).success).toBe(false);
    for (const value of [null, "text", 1, [], { schemaVersion: 2 }]) expect(storedSiteDocumentSchema.safeParse(value).success).toBe(false);
  });

  it("version 1 is accepted by the editor's save, which stores the current version", () => {
    const parsed = parseProjectIntent({ intent: "save", document: storedV1 });
    expect(parsed.ok && parsed.intent.intent === "save" && parsed.intent.document).toEqual(asV3(v1Content));
  });

  it("never changes the document it is given", () => {
    const copy = structuredClone(storedV2);
    upgradeSiteDocument(copy);
    expect(copy).toEqual(storedV2);
  });
});

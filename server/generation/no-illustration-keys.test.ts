import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { imageSlots } from "@core/media/site-images";
import { SITE_LANGUAGES } from "@core/sites/languages";
import storedV1 from "@core/sites/fixtures/site-document-v1.json";
import { siteDocumentSchema, type SiteDocument } from "@core/sites/site-document";
import { storedSiteDocumentSchema } from "@core/sites/site-document-upgrade";
import { renderSite } from "@server/render/render-site";
import type { Settings } from "../platform/settings";
import { writeBuiltInSite } from "./built-in/write-site";
import { generateSite, regenerateSection } from "./generate-site";
import type { SiteBrief } from "./site-brief";

/**
 * No new document holds an illustration key (docs/decisions/0892-no-illustration-keys-and-the-canvas-shows-the-pages-photos.md):
 * the writers leave picture slots empty for the owner's photos; documents written before still read and render.
 */

/** Every `key` found on an image-like object (alt, width, height) anywhere in a value. */
function illustrationKeys(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => illustrationKeys(item, found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("key" in record && "width" in record) found.push(String(record.key));
    Object.values(record).forEach((item) => illustrationKeys(item, found));
  }
  return found;
}

const brief = (kind: string, family: string, language: (typeof SITE_LANGUAGES)[number], seed: number): SiteBrief => ({
  name: "Casa Nova",
  business: `${kind.toLowerCase().replace(/_/g, " ")} run by two friends`,
  kind,
  family,
  location: "Lisbon",
  template: "warm-editorial",
  seed,
  ...(language === "en" ? {} : { language }),
});

describe("no illustration key in a new document", () => {
  it("the built-in writer, for every kind × every site language, leaves its picture slots empty", () => {
    let sites = 0;
    for (const [index, { kind, family }] of BUSINESS_KINDS.entries()) {
      for (const language of SITE_LANGUAGES) {
        const document = writeBuiltInSite(brief(kind, family, language, index * 31 + language.length));
        expect(siteDocumentSchema.safeParse(document).success, `${kind} ${language}`).toBe(true);
        expect(illustrationKeys(document), `${kind} ${language}`).toEqual([]);
        sites++;
      }
    }
    expect(sites).toBe(BUSINESS_KINDS.length * SITE_LANGUAGES.length);
  }, 120_000);

  it("the generation (model writers with the built-in fallback) and a section written again hold none", async () => {
    const ai = { env: env as Settings, requestId: "test" };
    for (const language of ["en", "ja"] as const) {
      const given = brief("BAKERY", "FOOD_DRINK", language, 5);
      const { document } = await generateSite(given, ai);
      expect(illustrationKeys(document)).toEqual([]);
      // The slots are still there for the owner's photos.
      expect(imageSlots(document).length).toBeGreaterThan(0);
      const hero = document.sections.find((section) => section.type === "hero")!;
      const again = await regenerateSection(document, hero.id, given, ai);
      expect(illustrationKeys(again.document)).toEqual([]);
    }
  });

  it("a document stored with keys still reads, keeps them, and renders without drawing them", () => {
    const stored: SiteDocument = storedSiteDocumentSchema.parse(storedV1);
    expect(illustrationKeys(stored).length).toBeGreaterThan(0);
    expect(imageSlots(stored).length).toBeGreaterThan(0);
    const html = renderSite(stored);
    expect(html).not.toContain("data:image/svg+xml");
  });
});

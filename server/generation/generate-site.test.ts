import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BUSINESS_FAMILIES, BUSINESS_KINDS } from "@core/chat/business-kinds";
import { siteDocumentSchema, type SiteDocument, type SiteSection } from "@core/sites/site-document";
import { SITE_TEMPLATES } from "@core/sites/themes";
import { NO_FACTS } from "@core/sites/facts-constants";

import { KIND_COPY } from "./built-in/trade-copy";
import { writeBuiltInSite } from "./built-in/write-site";
import { generateSite, regenerateSection, rewriteText, SectionNotFoundError, type GenerationStage } from "./generate-site";
import type { SiteBrief } from "./site-brief";
import { type Settings } from "../platform/settings";

const ai = { env: env as Settings, requestId: "test" };

function brief(overrides: Partial<SiteBrief> = {}): SiteBrief {
  return { name: "Golden Crumb", business: "a bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "warm-editorial", seed: 7, ...overrides };
}

/** Every string in a document, with its path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

const section = <T extends SiteSection["type"]>(doc: SiteDocument, type: T) => doc.sections.find((s): s is Extract<SiteSection, { type: T }> => s.type === type);

describe("the built-in writer and the owner's own words", () => {
  it("shows the owner's reviews, claims and 'anything else' even where the trade's plan has no place for them", () => {
    const doc = writeBuiltInSite(
      brief({
        name: "Locked In Leeds",
        business: "Escape room with three themed rooms: a Victorian heist, a submarine and a haunted library",
        kind: "",
        family: "",
        location: "Leeds",
        notes: "We also host birthday parties with a week's notice. Please make the site purple.",
        facts: { ...NO_FACTS, claims: ["Wheelchair accessible"], reviews: [{ quote: "Brilliant puzzles.", name: "Priya S.", source: "Tripadvisor" }] },
      }),
    );
    const text = JSON.stringify(doc.sections);
    expect(section(doc, "testimonials")?.items).toEqual([{ quote: "Brilliant puzzles.", name: "Priya S.", detail: "Tripadvisor" }]);
    const about = section(doc, "about")!;
    expect(about.paragraphs).toContain("Escape room with three themed rooms: a Victorian heist, a submarine and a haunted library.");
    expect(about.paragraphs).toContain("We also host birthday parties with a week's notice.");
    expect(about.paragraphs).toContain("Wheelchair accessible.");
    // A wish about the website is for May, not for visitors.
    expect(text).not.toMatch(/purple/i);
  });

  it("writes American spelling for a business in the US and British elsewhere", () => {
    const american = JSON.stringify(writeBuiltInSite(brief({ name: "Paws", business: "dog groomer", kind: "PET_GROOMER", family: "PETS", location: "Portland, OR" })).sections);
    const british = JSON.stringify(writeBuiltInSite(brief({ name: "Paws", business: "dog groomer", kind: "PET_GROOMER", family: "PETS", location: "Leeds" })).sections);
    expect(american).not.toMatch(/favourite|colour|organis/i);
    expect(british).not.toMatch(/favorite|color\b|organiz/i);
  });
});

describe("the built-in writer", () => {
  it("has copy for every kind of the business list", () => {
    const missing = BUSINESS_KINDS.filter((entry) => !KIND_COPY[entry.kind]).map((entry) => entry.kind);
    expect(missing).toEqual([]);
    expect(Object.keys(KIND_COPY).filter((kind) => !BUSINESS_KINDS.some((entry) => entry.kind === kind))).toEqual([]);
    for (const [kind, copy] of Object.entries(KIND_COPY)) expect(copy.items.length, kind).toBeGreaterThanOrEqual(3);
  });

  it("writes a schema-valid, clean site for every kind in every template, with and without a location", () => {
    let count = 0;
    for (const entry of BUSINESS_KINDS) {
      for (const [index, template] of SITE_TEMPLATES.entries()) {
        const location = index % 2 === 0 ? "Lisbon" : "";
        const doc = writeBuiltInSite(brief({ kind: entry.kind, family: entry.family, template, location, seed: index * 101 + entry.kind.length }));
        const parsed = siteDocumentSchema.safeParse(doc);
        expect(parsed.success, `${entry.kind}/${template}: ${parsed.error?.message}`).toBe(true);
        expect(doc.template).toBe(template);
        expect(doc.family).toBe(entry.family);
        for (const [path, text] of strings(doc)) {
          const where = `${entry.kind}/${template} ${path}: ${text}`;
          expect(text, where).not.toMatch(/lorem|ipsum|\bundefined\b|\bnull\b|\bNaN\b|\[object|\$\{|\{\{| {2}| [.,;:]|\.\.(?!\.)|\bin \.|\ba a\b|\ban an\b/i);
          const field = path.split(".").at(-1)!;
          const prose = (path.startsWith("sections") || path.startsWith("seo")) && !["id", "writer", "type", "href", "key", "price", "hold"].includes(field);
          if (prose) expect(text, where).not.toMatch(/^[a-z]/);
        }
        // The name is used, the location too when given.
        expect(JSON.stringify(doc.sections)).toContain("Golden Crumb");
        if (location) expect(JSON.stringify(doc.sections), `${entry.kind}/${template}`).toContain("Lisbon");
        count++;
      }
    }
    expect(count).toBe(BUSINESS_KINDS.length * SITE_TEMPLATES.length);
  });

  it("is deterministic per seed, and different seeds give different sites", () => {
    let differentHeroes = 0;
    for (const entry of BUSINESS_KINDS) {
      const a = writeBuiltInSite(brief({ kind: entry.kind, seed: 1 }));
      expect(writeBuiltInSite(brief({ kind: entry.kind, seed: 1 }))).toEqual(a);
      const b = writeBuiltInSite(brief({ kind: entry.kind, seed: 2 }));
      const changed = a.sections.filter((s, i) => JSON.stringify(s) !== JSON.stringify(b.sections[i])).length;
      expect(changed, entry.kind).toBeGreaterThanOrEqual(Math.ceil(a.sections.length / 3));
      if (JSON.stringify(section(a, "hero")) !== JSON.stringify(section(b, "hero"))) differentHeroes++;
    }
    expect(differentHeroes).toBeGreaterThan(BUSINESS_KINDS.length * 0.8);
    // Two bakeries on the same day read differently.
    const bakeries = [11, 12, 13, 14].map((seed) => section(writeBuiltInSite(brief({ seed })), "hero")!);
    expect(new Set(bakeries.map((hero) => `${hero.headline}|${hero.subheadline}|${hero.eyebrow}`)).size).toBeGreaterThanOrEqual(3);
  });

  it("follows each family's section plan", () => {
    const plan = (kind: string) => writeBuiltInSite(brief({ kind })).sections.map((s) => s.type);
    expect(plan("BAKERY")).toEqual(["hero", "services", "about", "gallery", "testimonials", "hours-location", "contact", "footer"]);
    expect(plan("PLUMBER")).toEqual(["hero", "services", "about", "testimonials", "faq", "contact", "footer"]);
    expect(plan("PHOTOGRAPHER")).toEqual(["hero", "gallery", "about", "services", "testimonials", "contact", "footer"]);
    expect(plan("PORTFOLIO")).toEqual(["hero", "gallery", "about", "services", "contact", "footer"]);
    expect(plan("LAW_FIRM")).toEqual(["hero", "services", "about", "testimonials", "faq", "contact", "footer"]);
    expect(plan("WEDDING_WEBSITE")).toEqual(["hero", "about", "services", "gallery", "faq", "contact", "footer"]);
    expect(plan("NONPROFIT")[1]).toBe("about");
    for (const family of BUSINESS_FAMILIES) {
      const kinds = BUSINESS_KINDS.filter((entry) => entry.family === family);
      for (const entry of kinds) {
        const types = writeBuiltInSite(brief({ kind: entry.kind })).sections.map((s) => s.type);
        expect(types[0], entry.kind).toBe("hero");
        expect(types.at(-1), entry.kind).toBe("footer");
        expect(types, entry.kind).toContain("contact");
        expect(new Set(types).size, entry.kind).toBe(types.length);
      }
    }
    // Prices only as the owner gave them (docs/decisions/0500-owner-facts-and-nothing-invented.md); the offer and the
    // highlights only the owner's (docs/decisions/0540-only-the-owners-offer.md).
    const bakery = writeBuiltInSite(brief());
    expect(section(bakery, "services")!.items.every((item) => item.price === "")).toBe(true);
    const priced = writeBuiltInSite(brief({ facts: { services: [{ name: "Country sourdough", price: "€6" }, { name: "Pastel de nata", price: "" }] } as never }));
    expect(section(priced, "services")!.items.map((item) => [item.title, item.price])).toEqual([["Country sourdough", "€6"], ["Pastel de nata", ""]]);
    const plumber = writeBuiltInSite(brief({ kind: "PLUMBER", phone: "+44 20 7946 0000" }));
    expect(section(plumber, "about")!.highlights).toEqual([]);
    const numbered = writeBuiltInSite(brief({ kind: "PLUMBER", facts: { numbers: [{ value: "12", label: "years in business" }] } as never }));
    expect(section(numbered, "about")!.highlights).toEqual([{ value: "12", label: "years in business" }]);
    expect(section(plumber, "contact")!.phone).toBe("+44 20 7946 0000");
  });

  it("writes no testimonials of its own: without the owner's reviews the section is an invitation", () => {
    for (const entry of BUSINESS_KINDS) {
      for (const seed of [1, 2, 3]) {
        const reviews = section(writeBuiltInSite(brief({ kind: entry.kind, seed })), "testimonials");
        if (!reviews) continue;
        expect(reviews.items, entry.kind).toEqual([]);
        expect(reviews.hold, entry.kind).toBe("needs-facts");
      }
    }
  });

  it("classifies an unknown kind from the answer, and copes with no kind at all", () => {
    const guessed = writeBuiltInSite(brief({ kind: "", family: "", business: "we fix leaking pipes and boilers" }));
    expect(guessed.kind).toBe("PLUMBER");
    const unknown = writeBuiltInSite(brief({ kind: "SPACESHIP_DEALER", family: "", business: "zzz" }));
    expect(siteDocumentSchema.safeParse(unknown).success).toBe(true);
    expect(unknown.family).toBe("PROFESSIONAL");
    const blank = writeBuiltInSite(brief({ name: "   ", location: "  ", template: "no-such-template" }));
    expect(blank.name).toBe("Bakery");
    expect(blank.template).toBe("warm-editorial");
    expect(siteDocumentSchema.safeParse(blank).success).toBe(true);
  });
});

describe("generateSite (no model configured)", () => {
  it("reports every stage in order and records the built-in writer for every section", async () => {
    const stages: GenerationStage[] = [];
    const site = await generateSite(brief(), ai, (stage) => {
      stages.push(stage);
    });
    expect(stages).toEqual(["outline", "copy", "images", "layout", "ready"]);
    expect(siteDocumentSchema.parse(site.document)).toEqual(site.document);
    expect(Object.keys(site.writers)).toEqual(site.document.sections.map((s) => s.id));
    expect(new Set(Object.values(site.writers))).toEqual(new Set(["built-in"]));
    expect(site.document).toEqual(writeBuiltInSite(brief()));
    const insurer = brief({ kind: "INSURANCE_AGENCY", template: "minimal-studio" });
    expect((await generateSite(insurer, ai)).document).toEqual(writeBuiltInSite(insurer));
  });

  it("awaits an async stage listener before going on", async () => {
    const order: string[] = [];
    await generateSite(brief(), ai, async (stage) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      order.push(stage);
    });
    expect(order).toEqual(["outline", "copy", "images", "layout", "ready"]);
  });
});

describe("regenerateSection and rewriteText (no model configured)", () => {
  it("writes one section again, differently, and leaves the others alone", async () => {
    const { document } = await generateSite(brief(), ai);
    for (const target of document.sections) {
      const result = await regenerateSection(document, target.id, brief(), ai);
      expect(result.writer).toBe("built-in");
      const index = document.sections.findIndex((s) => s.id === target.id);
      result.document.sections.forEach((s, i) => {
        if (i === index) {
          expect(s.id).toBe(target.id);
          expect(s.type).toBe(target.type);
          if (target.type !== "footer") expect(JSON.stringify(s), target.type).not.toBe(JSON.stringify(target));
        } else expect(s).toEqual(document.sections[i]);
      });
      // Asking again from the new version gives yet another one (deterministically).
      const again = await regenerateSection(result.document, target.id, brief(), ai);
      expect(await regenerateSection(result.document, target.id, brief(), ai)).toEqual(again);
    }
    await expect(regenerateSection(document, "nope", brief(), ai)).rejects.toBeInstanceOf(SectionNotFoundError);
  });

  it("rewrites a text by the common instructions", async () => {
    const text = "We are a family bakery in Lisbon. We bake bread every morning, and we really love it. Come and say hello!";
    expect(await rewriteText(text, "make it shorter", ai)).toEqual({ text: "We are a family bakery in Lisbon. We bake bread every morning, and we really love it.", writer: "built-in" });
    expect((await rewriteText(text, "more formal", ai)).text).toBe("We are a family bakery in Lisbon. We bake bread every morning, and we really love it. Come and say hello.");
    expect((await rewriteText(text, "friendlier", ai)).text).toMatch(/^We're a family bakery/);
    expect((await rewriteText("open daily", "whatever", ai)).text).toBe("Open daily.");
  });
});

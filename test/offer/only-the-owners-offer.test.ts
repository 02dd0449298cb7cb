import fc from "fast-check";
import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS, type BusinessKindCode } from "@core/chat/business-kinds";
import { emptyUnderstanding, type Understanding } from "@core/chat/understanding";
import { settledFromReading, withConstraintClaims } from "@core/chat/understanding-review";
import { applyFacts } from "@core/sites/apply-facts";
import { publishableDocument } from "@core/sites/publishable";
import type { SiteDocument } from "@core/sites/site-document";
import { SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import { namedThings, usualServices, writeBuiltInSite } from "@server/generation/built-in/write-site";
import { FAMILY_COPY, KIND_COPY } from "@server/generation/built-in/trade-copy";
import { renderSite } from "@server/render/render-site";
import { ownerMessage, type OwnerMessage } from "../understanding/owner-voice";

// docs/decisions/0540-only-the-owners-offer.md: a published page offers only what its owner gave. For every kind ×
// every site language × random owner facts, the page lists no usual item of the trade (as a service, a menu item or
// a gallery caption) and no trade highlight or FAQ answer, shows none of the trade's descriptions of its items, and
// makes no claim about a way of working, unless the owner's own words hold it.

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  children?: Node[];
}

function visibleText(html: string): string {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.tagName === "style" || node.tagName === "script" || node.tagName === "svg") return;
    if (node.type === "text" && node.value?.trim()) texts.push(node.value.trim());
    node.children?.forEach(walk);
  };
  walk(fromHtml(html) as unknown as Node);
  return texts.join("\n").replace(/[\u00a0\u202f]/g, " ");
}

/** Lines that promise a way of working: claims only the owner can make. */
const CLAIMS = [
  /happy customers/i,
  /loves? feeding/i,
  /\ba small team\b/i,
  /free (?:written )?quotes?/i,
  /quotes are free/i,
  /written quote/i,
  /clean up after/i,
  /as tidy as we found/i,
  /dairy[- ]free/i,
  /same[- ]day/i,
  /fully insured/i,
];

/** The trade's usual offer: its items' titles, and every way the trade copy describes them. */
function usualOffer(kind: BusinessKindCode): { titles: string[]; descriptions: string[] } {
  const items = KIND_COPY[kind]?.items ?? [];
  return { titles: items.map((item) => item.title), descriptions: items.flatMap((item) => (typeof item.description === "string" ? [item.description] : item.description)) };
}

/** The trade's claims about a way of working, as written (highlights and FAQ answers without placeholders). */
function tradeClaims(kind: BusinessKindCode): string[] {
  const copy = KIND_COPY[kind];
  const family = FAMILY_COPY[BUSINESS_KINDS.find((entry) => entry.kind === kind)!.family];
  const lines = [...[...family.highlights, ...(copy?.copy?.highlights ?? [])].map((highlight) => `${highlight.value} ${highlight.label}`), ...[...family.faq, ...(copy?.copy?.faq ?? [])].map((entry) => entry.answer), ...(copy?.hero ? [copy.hero] : [])];
  return [...new Set(lines.filter((line) => !/[{[]/.test(line)))];
}

function published(message: OwnerMessage, business: string): { document: SiteDocument; text: string } {
  const reading: Understanding = { ...emptyUnderstanding(message.language), kind: { classified: message.kind, chosen: null }, facts: message.facts, constraints: message.constraints };
  const settled = settledFromReading(reading);
  const facts = withConstraintClaims(settled.facts, settled.constraints);
  const entry = BUSINESS_KINDS.find((candidate) => candidate.kind === message.kind)!;
  const written = writeBuiltInSite({ name: "Blue Door", business, kind: message.kind, family: entry.family, location: message.place.text, template: "warm-editorial", seed: 11, facts, language: message.language });
  const document = publishableDocument(applyFacts({ ...written, language: message.language }, facts));
  return { document, text: visibleText(renderSite(document, { canonicalUrl: "https://may.example/s/site", formAction: "/api/v1/sites/site/messages", year: 2026 })) };
}

/** What the published page lists as the offer: services and menu items, gallery captions, highlights, FAQ answers. */
function listed(document: SiteDocument): string[] {
  return document.sections.flatMap((section) => {
    switch (section.type) {
      case "services":
        return section.items.flatMap((item) => [item.title, item.description ?? ""]);
      case "gallery":
        return section.images.map((image) => image.caption);
      case "about":
        return section.highlights.map((highlight) => `${highlight.value} ${highlight.label}`);
      case "faq":
        return section.items.map((item) => item.answer);
      default:
        return [];
    }
  }).filter((text) => text !== "");
}

describe("only the owner's offer on the published page, every kind × every language × random facts", () => {
  for (const language of SITE_LANGUAGES) {
    it(`publishes no usual item, trade line or claim the owner did not give (${language})`, () => {
      const problems: string[] = [];
      BUSINESS_KINDS.forEach((entry, index) => {
        const [message] = fc.sample(ownerMessage({ kind: entry.kind as BusinessKindCode, language: language as SiteLanguage }), { numRuns: 1, seed: 5_000 + index });
        const owners = `${entry.name}\n${message!.text}`.toLowerCase();
        const ownersSay = (text: string) => owners.includes(text.toLowerCase());
        const { document, text } = published(message!, entry.name);
        const lower = text.toLowerCase();
        const offer = usualOffer(entry.kind as BusinessKindCode);
        const claims = tradeClaims(entry.kind as BusinessKindCode).map((line) => line.toLowerCase());
        for (const shown of listed(document)) {
          if (offer.titles.some((title) => title.toLowerCase() === shown.toLowerCase()) && !ownersSay(shown)) problems.push(`${entry.kind}/${language}: usual item "${shown}"`);
          if (claims.includes(shown.toLowerCase())) problems.push(`${entry.kind}/${language}: trade claim "${shown}"`);
        }
        // A short description ("A first meeting.") says too little to be the trade's own.
        for (const description of offer.descriptions.filter((line) => line.length >= 24)) {
          if (lower.includes(description.toLowerCase()) && !ownersSay(description)) problems.push(`${entry.kind}/${language}: usual description "${description}"`);
        }
        for (const claim of CLAIMS) {
          const found = claim.exec(text)?.[0];
          if (found && !claim.test(owners)) problems.push(`${entry.kind}/${language}: claim "${found}"`);
        }
      });
      expect([...new Set(problems.map((p) => p.replace(/^[A-Z_]+\//, "")))].slice(0, 40), `${problems.length} problems`).toEqual([]);
    });
  }
});

describe("the trade's usual items are suggestions", () => {
  it("are offered for a kind the list knows, none for one it does not", () => {
    expect(usualServices("PLUMBER", "en").length).toBeGreaterThanOrEqual(3);
    expect(usualServices("OTHER", "en")).toEqual([]);
    expect(usualServices("PLUMBER", "es")).toEqual([]);
  });
});

describe("namedThings keeps the owner's numbers whole", () => {
  it.each([
    ["A plumber offering a 24/7 emergency line and boiler repairs", ["24/7 emergency line", "Boiler repairs"]],
    ["Coaching offering 1-to-1 sessions, group classes", ["1-to-1 sessions", "Group classes"]],
    ["A café serving coffee/tea, cakes and 9–5 lunches", ["Coffee", "Tea", "Cakes", "9–5 lunches"]],
    ["Turkish grill serving pide, lahmacun and adana kebab", ["Pide", "Lahmacun", "Adana kebab"]],
  ])("%s", (business, expected) => {
    expect(namedThings(business)).toEqual(expected);
  });

  it("never makes an item of a number, a price or a time alone", () => {
    fc.assert(
      fc.property(fc.constantFrom("£12", "$9.50", "24/7", "9–5", "10am", "1,500", "7"), fc.constantFrom("selling", "offering", "with"), (number, verb) => {
        const named = namedThings(`A shop ${verb} bread, ${number}, cakes`);
        expect(named.every((item) => /\p{L}{3}/u.test(item.replace(/\d/g, "")))).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { BUSINESS_SCHEMA_TYPES, businessJsonLd, businessTypesFileSchema, jsonLdScript } from "@core/sites/seo/structured-data";
import businessTypes from "@core/sites/seo/business-types.json";
import vocabulary from "@core/sites/seo/schema-org-vocabulary.json";
import { applyFacts } from "@core/sites/apply-facts";
import { NO_FACTS } from "@core/sites/facts-constants";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { withSearchHead } from "@server/publishing/search-head";
import { renderSite } from "@server/render/render-site";

const TYPES: Record<string, string[]> = vocabulary.types;
const PROPERTIES: Record<string, string[]> = vocabulary.properties;

/** A type and all its supertypes, from the checked vocabulary. */
function ancestry(type: string): Set<string> {
  const seen = new Set<string>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const parent of TYPES[name] ?? []) walk(parent);
  };
  walk(type);
  return seen;
}

/** What the page's JSON-LD script holds, parsed as a search engine would. */
function jsonLdOf(html: string): Record<string, string> | null {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, string>) : null;
}

describe("structured data (docs/decisions/0701-search-engines-sitemap-robots-json-ld.md)", () => {
  it("keeps a consistent vocabulary: every supertype is in it, every chain reaches Thing", () => {
    for (const [type, parents] of Object.entries(TYPES)) {
      for (const parent of parents) expect(TYPES, `${type} → ${parent}`).toHaveProperty(parent);
      expect(ancestry(type).has("Thing"), type).toBe(true);
    }
    for (const domains of Object.values(PROPERTIES)) expect(domains.length).toBeGreaterThan(0);
  });

  it("maps every business kind, and only those, to a checked schema.org Organization type", () => {
    expect(businessTypesFileSchema.safeParse(businessTypes).success).toBe(true);
    expect(Object.keys(BUSINESS_SCHEMA_TYPES).sort()).toEqual(BUSINESS_KINDS.map((entry) => entry.kind).sort());
    for (const [kind, type] of Object.entries(BUSINESS_SCHEMA_TYPES)) {
      if (type === null) continue;
      expect(TYPES, `${kind}: ${type}`).toHaveProperty(type);
      expect(ancestry(type).has("Organization"), `${kind}: ${type}`).toBe(true);
    }
    // The trades get their most specific type, not a generic one.
    expect(BUSINESS_SCHEMA_TYPES).toMatchObject({ BAKERY: "Bakery", PLUMBER: "Plumber", DENTIST: "Dentist", HAIR_SALON: "HairSalon", HOTEL: "Hotel", LAW_FIRM: "Attorney", BLOG: null });
  });

  it("uses only checked types and properties, each property on a type it belongs to, for every business kind", () => {
    for (const [index, entry] of BUSINESS_KINDS.entries()) {
      const document = writeBuiltInSite({ name: `${entry.name} & Co`, business: entry.name, kind: entry.kind, family: entry.family, location: "Leeds", template: "warm-editorial", seed: index, ...(index % 2 ? { email: "hello@example.com", phone: "+44 113 496 0000" } : {}) });
      // Every other site with the area its owner serves, so each property our JSON-LD can carry is checked.
      const withArea = index % 2 ? applyFacts(document, { ...document.facts, serviceArea: "Leeds and nearby", hours: [{ days: "Monday – Friday", time: "9:00 – 17:00" }] }) : document;
      const data = businessJsonLd(withArea, "https://example.com/s/co");
      if (index % 2 && data) expect(data.areaServed, entry.kind).toBe("Leeds and nearby");
      if (BUSINESS_SCHEMA_TYPES[entry.kind] === null) {
        expect(data, entry.kind).toBeNull();
        continue;
      }
      expect(data, entry.kind).not.toBeNull();
      const type = String(data!["@type"]);
      const types = ancestry(type);
      expect(TYPES, entry.kind).toHaveProperty(type);
      for (const property of Object.keys(data!)) {
        if (property === "@context" || property === "@type") continue;
        expect(PROPERTIES, `${entry.kind}: ${property}`).toHaveProperty(property);
        expect(PROPERTIES[property]!.some((domain) => types.has(domain)), `${entry.kind}: ${property} on ${data!["@type"]}`).toBe(true);
      }
    }
  });

  it("says only what the owner gave: no address, phone or email unless the site has them", () => {
    const bare = writeBuiltInSite({ name: "Rise & Crumb", business: "Bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Porto", template: "warm-editorial", seed: 1 });
    expect(businessJsonLd(bare, "https://example.com/s/rise")).toEqual({ "@context": "https://schema.org", "@type": "Bakery", name: "Rise & Crumb", url: "https://example.com/s/rise" });
    const given = writeBuiltInSite({ name: "Rise & Crumb", business: "Bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Porto", template: "warm-editorial", seed: 1, email: "ola@rise.example", phone: "+351 22 000 0000" });
    const sections = given.sections.map((section) => (section.type === "hours-location" ? { ...section, address: "Rua das Flores 12, Porto" } : section));
    expect(businessJsonLd({ ...given, sections }, "https://example.com/s/rise")).toMatchObject({ telephone: "+351 22 000 0000", email: "ola@rise.example" });
    const withPlace = businessJsonLd({ ...given, sections }, "https://example.com/s/rise");
    if (sections.some((section) => section.type === "hours-location")) expect(withPlace?.address).toBe("Rua das Flores 12, Porto");
    expect(withPlace).not.toHaveProperty("areaServed");
    expect(businessJsonLd({ ...given, facts: { ...given.facts, serviceArea: "  Porto and Gaia " } }, "https://example.com/s/rise")).toMatchObject({ areaServed: "Porto and Gaia" });
  });

  it("carries the opening hours the page shows as openingHoursSpecification, only on a type that is a place", () => {
    const facts = { ...NO_FACTS, hours: [{ days: "Monday – Friday", time: "8:00 – 18:00" }, { days: "Sunday", time: "Closed" }, { days: "By appointment", time: "Get in touch to book" }] };
    const bakery = writeBuiltInSite({ name: "Rise & Crumb", business: "Bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Porto", template: "warm-editorial", seed: 1, facts });
    const hours = businessJsonLd(applyFacts(bakery, facts), "https://example.com/s/rise")?.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
    expect(hours).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`), opens: "08:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Sunday"], opens: "00:00", closes: "00:00" },
    ]);
    // A theatre group is not a place: it has no opening hours in schema.org's terms.
    const theatre = Object.entries(BUSINESS_SCHEMA_TYPES).find(([, type]) => type === "TheaterGroup")?.[0];
    if (theatre) {
      const group = writeBuiltInSite({ name: "Stage Left", business: "Theatre", kind: theatre, family: "CREATIVE", location: "Leeds", template: "warm-editorial", seed: 1, facts });
      expect(businessJsonLd(applyFacts(group, facts), "https://example.com/s/stage")).not.toHaveProperty("openingHoursSpecification");
    }
    // Without hours, nothing is said about them.
    const withoutHours = writeBuiltInSite({ name: "Rise & Crumb", business: "Bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Porto", template: "warm-editorial", seed: 1 });
    expect(businessJsonLd(withoutHours, "https://example.com/s/rise")).not.toHaveProperty("openingHoursSpecification");
  });

  it("escapes the JSON so nothing can end the script element, and it still parses to the same value", () => {
    const hostile = { name: "</script><script>alert(1)</script><!-- & \u2028" };
    const script = jsonLdScript(hostile);
    const inner = script.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(inner).not.toMatch(/[<>&\u2028]/);
    expect(inner).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(inner)).toEqual(hostile);

    const document = writeBuiltInSite({ name: "</script><script>alert(1)</script>", business: "Bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Porto", template: "warm-editorial", seed: 2 });
    const html = withSearchHead(renderSite(document, { canonicalUrl: "https://example.com/s/x" }), document, { canonicalUrl: "https://example.com/s/x", hidden: false });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(html)?.name).toBe("</script><script>alert(1)</script>");
  });

  it("puts noindex in a hidden site's head, and nothing else changes", () => {
    const document = writeBuiltInSite({ name: "Quiet Co", business: "Blog", kind: "BLOG", family: "PERSONAL", location: "", template: "warm-editorial", seed: 3 });
    const page = renderSite(document, { canonicalUrl: "https://example.com/s/quiet" });
    expect(withSearchHead(page, document, { canonicalUrl: "https://example.com/s/quiet", hidden: false })).toBe(page);
    const hidden = withSearchHead(page, document, { canonicalUrl: "https://example.com/s/quiet", hidden: true });
    expect(hidden).toContain('<meta name="robots" content="noindex"/></head>');
  });
});

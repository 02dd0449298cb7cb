import { describe, expect, it } from "vitest";
import { SITE_TEMPLATES } from "@core/sites/themes";
import { siteDocumentSchema, type SiteDocument, type SiteSection } from "@core/sites/site-document";
import { newSection } from "@core/sites/structure";
import { publishableDocument } from "@core/sites/publishable";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { renderSite } from "@server/render/render-site";
import { htmlProblems } from "../sites/validator";

// Every section type the editor's library adds, filled with hostile text, in every template: valid HTML,
// every string escaped, no script, and nothing of the owner's facts invented when they start.

const hostile = `<script>alert(1)</script>"'&`;
const base = writeBuiltInSite({ name: "Hostile & Co", business: "A bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "warm-editorial", seed: 7 });

function filled(document: SiteDocument): SiteSection[] {
  const at = (type: SiteSection["type"]) => newSection(document, type)!;
  const with_ = <T extends SiteSection>(section: T, extra: Partial<T>): T => ({ ...section, ...extra, id: `${section.type}-x` });
  const menu = at("menu");
  const team = at("team");
  const pricing = at("pricing");
  const cta = at("cta");
  const area = at("service-area");
  const social = at("social");
  const booking = at("booking");
  if (menu.type !== "menu" || team.type !== "team" || pricing.type !== "pricing" || cta.type !== "cta" || area.type !== "service-area" || social.type !== "social" || booking.type !== "booking") throw new Error("library");
  return [
    with_(menu, { heading: hostile, intro: hostile, groups: [{ name: hostile, items: [{ name: hostile, description: hostile, price: hostile, tags: ["vegan", "spicy"] }] }] }),
    with_(team, { heading: hostile, members: [{ name: hostile, role: hostile, bio: hostile }] }),
    with_(pricing, { heading: hostile, plans: [{ name: hostile, price: hostile, period: hostile, features: [hostile] }] }),
    with_(cta, { heading: hostile, text: hostile, button: { label: hostile, href: "#contact" } }),
    with_(area, { heading: hostile, areas: [hostile], mapQuery: hostile }),
    with_(social, { heading: hostile, links: [{ network: "instagram", label: hostile, url: "https://instagram.example/golden" }] }),
    with_(booking, { heading: hostile, text: hostile, label: hostile, url: "https://book.example/golden?a=1&b=2" }),
  ];
}

describe("the library's section types", () => {
  it("start as invitations: no dish, person, plan, place, profile or booking address of their own", () => {
    for (const type of ["menu", "team", "pricing", "service-area", "social", "booking"] as const) {
      const section = newSection({ ...base, facts: { ...base.facts, serviceArea: "", address: "" } }, type)!;
      const document = siteDocumentSchema.parse({ ...base, sections: [...base.sections.slice(0, -1), section, base.sections.at(-1)] });
      expect(publishableDocument(document).sections.map((candidate) => candidate.id), type).not.toContain(section.id);
      expect(JSON.stringify(section), type).not.toMatch(/\d/);
    }
  });

  it.each(SITE_TEMPLATES)("render in the %s template escaped, valid and without script", async (template) => {
    const sections = filled(base);
    const document = siteDocumentSchema.parse({ ...base, template, sections: [...base.sections.filter((section) => section.type !== "gallery" && section.type !== "footer").slice(0, 6), ...sections, base.sections.at(-1)] });
    expect(document.sections.at(-1)?.type).toBe("footer");
    const html = renderSite(document, { formAction: "/api/v1/sites/hostile/messages", canonicalUrl: "https://example.com/s/hostile" });
    expect(await htmlProblems(html)).toEqual([]);
    expect(html).not.toMatch(/<script|<iframe|javascript:| on[a-z]+=/i);
    for (const section of sections) expect(html, section.type).toContain(`class="s s-${section.type}`);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#x27;&amp;");
    // The map is a plain link to a search; the booking address keeps its query, escaped.
    expect(html).toContain('href="https://www.openstreetmap.org/search?query=%3Cscript%3Ealert(1)%3C%2Fscript%3E%22&#x27;%26"');
    expect(html).toContain('href="https://book.example/golden?a=1&amp;b=2"');
    expect(html).toContain("<li>Vegan</li><li>Spicy</li>");
  });
});

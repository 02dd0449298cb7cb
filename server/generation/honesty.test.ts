import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { NO_FACTS } from "@core/sites/facts";
import { cleanSection, honestyRules, type Problem } from "@core/sites/honesty";
import { publishedSections } from "@core/sites/publishable";
import { writeBuiltInSite } from "./built-in/write-site";
import type { SiteBrief } from "./site-brief";

function brief(overrides: Partial<SiteBrief> = {}): SiteBrief {
  return { name: "Golden Crumb", business: "", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", template: "warm-editorial", seed: 7, ...overrides };
}

/** Every problem the rules find in what a built-in site would publish. */
function problemsOf(b: SiteBrief): Problem[] {
  const doc = writeBuiltInSite(b);
  const rules = honestyRules({ facts: doc.facts ?? NO_FACTS, ownerText: [b.name, b.business, b.location].join("\n") });
  return publishedSections(doc.sections).flatMap((section) => cleanSection(section, rules).problems);
}

describe("the built-in writer invents nothing", () => {
  it("states no claim, number or price the owner did not give, for any kind and several seeds", () => {
    const found: string[] = [];
    let checked = 0;
    for (const entry of BUSINESS_KINDS) {
      for (const seed of [1, 2, 3]) {
        for (const problem of problemsOf(brief({ kind: entry.kind, family: entry.family, seed, business: entry.name }))) found.push(`${entry.kind}: ${problem.kind} "${problem.match}" in "${problem.text}"`);
        checked++;
      }
    }
    console.info(`[honesty] ${found.length} invented claims in ${checked} built-in sites`);
    expect(found).toEqual([]);
  });
});

describe("the built-in writer respects the brief", () => {
  const text = (b: SiteBrief) => {
    const doc = writeBuiltInSite(b);
    return JSON.stringify({ ...doc, sections: publishedSections(doc.sections) });
  };
  const seeds = Array.from({ length: 20 }, (_, index) => index * 37 + 1);

  it("writes an unknown trade from the owner's own words, never a placeholder", () => {
    for (const seed of seeds) {
      const site = text(brief({ name: "Locked In", kind: "", family: "", business: "An escape room with themed puzzle rooms for groups", location: "Lyon", seed }));
      expect(site, String(seed)).not.toMatch(/Our main service|work in progress|Tailored packages/i);
      expect(site, String(seed)).toContain("escape room with themed puzzle rooms for groups");
    }
  });

  it("names the products the owner named", () => {
    const site = text(brief({ business: "A Japanese bakery selling melon pan and anpan", seed: 3 }));
    expect(site).toContain("Melon pan");
    expect(site).toContain("Anpan");
  });

  it.each([
    ["a vegan bakery", { kind: "BAKERY", family: "FOOD_DRINK", business: "A vegan bakery" }, /butter|custard|cream|egg|milk(?! chocolate)|cheese|honey/i],
    ["a vegetarian restaurant", { kind: "RESTAURANT", family: "FOOD_DRINK", business: "A vegetarian restaurant" }, /chicken|beef|ragù|fish|catch of the day|pork|lamb/i],
    ["a cats-only vet", { kind: "VETERINARIAN", family: "PETS", business: "A vet clinic for cats only" }, /\bdogs?\b|pupp/i],
    ["a mobile dog groomer", { kind: "PET_GROOMER", family: "PETS", business: "Mobile dog grooming, we come to you" }, /visit us|drop by|find us|pop in|walk-ins/i],
    ["an online bookkeeper", { kind: "ACCOUNTING", family: "PROFESSIONAL", business: "Online-only bookkeeping for freelancers" }, /visit us|drop by|find us|pop in|walk-ins/i],
  ])("keeps %s's constraint everywhere", (_name, overrides, forbidden) => {
    for (const seed of seeds) {
      const site = text(brief({ ...overrides, seed }));
      expect(site.replace(/"key":"[^"]*"/g, ""), `${_name} ${seed}`).not.toMatch(forbidden);
    }
  });
});

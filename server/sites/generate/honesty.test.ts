import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { NO_FACTS } from "@core/sites/facts";
import { cleanSection, honestyRules, type Problem } from "@core/sites/honesty";
import { publishedSections } from "@core/sites/publishable";
import { writeBuiltInSite } from "./built-in/write-site";
import type { SiteBrief } from "./generate-site";

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

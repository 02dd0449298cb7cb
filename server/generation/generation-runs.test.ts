import { describe, expect, it } from "vitest";
import type { Project } from "@server/db";
import { writeBuiltInSite } from "./built-in/write-site";
import { briefOf } from "./generation-runs";

const document = (kind: string, family: string) => ({ ...writeBuiltInSite({ name: "Crumb", business: "bakery", kind: "BAKERY", family: "FOOD_DRINK", location: "Leeds", template: "minimal-studio", seed: 1 }), kind, family });
const project = (overrides: Partial<Project>): Project => ({ name: "Crumb", business: "we bake bread", businessKind: "BAKERY", location: "Leeds", template: "minimal-studio", notes: "", seed: 1, document: null, understood: null, ...overrides }) as Project;

describe("the brief of a site written again", () => {
  it("writes for the kind the owner picked in the editor, then the one confirmed in the chat", () => {
    expect(briefOf(project({})).kind).toBe("BAKERY");
    expect(briefOf(project({ document: document("FLORIST", "RETAIL") })).kind).toBe("FLORIST");
    expect(briefOf(project({ document: document("FLORIST", "RETAIL") })).family).toBe("RETAIL");
  });

  it("keeps the owner's none of these with the site's family, and ignores a kind that is not on the list", () => {
    expect(briefOf(project({ document: document("OTHER", "HOME_TRADES") }))).toMatchObject({ kind: "OTHER", family: "HOME_TRADES" });
    expect(briefOf(project({ document: document("GENERAL", "FOOD_DRINK") })).kind).toBe("BAKERY");
  });
});

describe("the owner's none of these", () => {
  it("is written for the owner's own words, never for a trade the classifier reads in them", () => {
    const site = writeBuiltInSite({ name: "Crumb", business: "a bakery with sourdough bread", kind: "OTHER", family: "FOOD_DRINK", location: "Leeds", template: "minimal-studio", seed: 1 });
    expect(site.kind).toBe("OTHER");
    expect(writeBuiltInSite({ name: "Crumb", business: "a bakery with sourdough bread", kind: "", family: "", location: "Leeds", template: "minimal-studio", seed: 1 }).kind).toBe("BAKERY");
  });
});

import { describe, expect, it } from "vitest";
import type { SiteDocument } from "@core/sites/site-document";
import { tradeChoiceOf, withTrade } from "./site-trade";

const site = { kind: "BAKERY", family: "FOOD_DRINK" } as SiteDocument;

describe("the kind of business in the editor's Details", () => {
  it("shows a kind of the list as itself and anything else as none of these", () => {
    expect(tradeChoiceOf(site)).toBe("BAKERY");
    expect(tradeChoiceOf({ kind: "OTHER" })).toBe("none");
    expect(tradeChoiceOf({ kind: "GENERAL" })).toBe("none");
  });

  it("sets the kind with its family, or OTHER keeping the family", () => {
    expect(withTrade(site, "PLUMBER")).toMatchObject({ kind: "PLUMBER", family: "HOME_TRADES" });
    expect(withTrade(site, "none")).toMatchObject({ kind: "OTHER", family: "FOOD_DRINK" });
    expect(withTrade(site, null)).toBe(site);
  });
});

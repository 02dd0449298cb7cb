import { describe, expect, it } from "vitest";
import { statusWithoutNewSite } from "./projects";

describe("the status after a generation that wrote no new site (a failure or a timeout)", () => {
  it("keeps a site that was there: published when it is live, else ready; with none it is failed", () => {
    const site = { version: 4 };
    expect(statusWithoutNewSite({ document: site, publishedAt: new Date() })).toBe("published");
    expect(statusWithoutNewSite({ document: site, publishedAt: null })).toBe("ready");
    expect(statusWithoutNewSite({ document: null, publishedAt: null })).toBe("failed");
  });
});

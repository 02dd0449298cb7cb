import { describe, expect, it } from "vitest";
import familiesFile from "../../content/trades/families.json";
import kindsFile from "../../content/trades/kinds.json";
import { publishableTradeLines } from "@server/generation/built-in/trade-copy-lines";
import heldOut from "../honesty/trade-copy/held-out.json";

// The trade copy's held-out set: 300 publishable English lines drawn at random and labelled claim / not-claim by hand
// before the copy was read or changed (docs/decisions/0531-the-trade-copy-states-nothing-of-its-own.md). Never re-labelled
// and never tuned on: this test prints figures only.

type Files = Parameters<typeof publishableTradeLines>[0];

describe("the held-out set of the trade copy (test/honesty/trade-copy/held-out.json)", () => {
  // Labelled before the copy was read or changed, and never re-labelled: figures only.
  it("is 300 labelled lines, and reports how many of its claims are gone and its other lines kept", () => {
    const set = heldOut as { lines: { path: string; text: string; claim: boolean; reason: string }[] };
    expect(set.lines).toHaveLength(300);
    for (const line of set.lines) expect(line.reason.length).toBeGreaterThan(0);
    const now = new Set(publishableTradeLines({ families: familiesFile, kinds: kindsFile } as unknown as Files).map((line) => line.text));
    const claims = set.lines.filter((line) => line.claim);
    const others = set.lines.filter((line) => !line.claim);
    const gone = claims.filter((line) => !now.has(line.text)).length;
    const kept = others.filter((line) => now.has(line.text)).length;
    console.info(`trade copy held-out: ${gone} of ${claims.length} claim lines gone, ${kept} of ${others.length} other lines kept`);
    expect(claims.length + others.length).toBe(300);
  });
});

import { describe, expect, it } from "vitest";
import { type OwnerFacts } from "@core/sites/facts";
import { NO_FACTS } from "@core/sites/facts-constants";
import { mergeReadFacts } from "./merge-read-facts";

const facts = (patch: Partial<OwnerFacts>): OwnerFacts => ({ ...NO_FACTS, ...patch });

describe("the card's facts when a newer reading arrives", () => {
  it("takes the new reading where the owner left May's first one alone", () => {
    const before = facts({ phone: "" });
    expect(mergeReadFacts(before, before, facts({ phone: "+1 602 555 0147" })).phone).toBe("+1 602 555 0147");
  });

  it("keeps what the owner changed or removed", () => {
    const before = facts({ phone: "555 0147", hours: [{ days: "Mon", time: "9–5" }] });
    const mine = facts({ phone: "+1 602 555 0100", hours: [] });
    const after = facts({ phone: "555 0199", hours: [{ days: "Mon", time: "9–5" }], email: "hi@example.com" });
    const merged = mergeReadFacts(mine, before, after);
    expect(merged.phone).toBe("+1 602 555 0100");
    expect(merged.hours).toEqual([]);
    expect(merged.email).toBe("hi@example.com");
  });

  it("adds what the new reading found to the lists, once, within their limits", () => {
    const row = { days: "Sun", time: "Closed" };
    const merged = mergeReadFacts(facts({ hours: [row] }), NO_FACTS, facts({ hours: [row, { days: "Sat", time: "9–1" }] }));
    expect(merged.hours).toEqual([row, { days: "Sat", time: "9–1" }]);
    const many = Array.from({ length: 20 }, (_, index) => ({ name: `S${index}`, description: "", price: "" }));
    expect(mergeReadFacts(NO_FACTS, NO_FACTS, facts({ services: many })).services).toHaveLength(12);
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { initialConversation, answerCurrentStep, type Conversation } from "./conversation";
import { effectiveKind, emptyUnderstanding, ownerFactsFrom, spanProblems, understandingSchema, understoodFactSchema, type Understanding } from "./understanding";

function conversation(...answers: string[]): Conversation {
  let steps = initialConversation();
  for (const answer of answers) {
    const result = answerCurrentStep(steps, answer, 1);
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  }
  return steps;
}

const FINAL = "Vegan bakery, everything is 100% plant-based. Call (602) 555-0147 or hello@crumb.example. Mo–Fr 8–18. Sourdough loaf $7. Established 2009.";
const at = (text: string, part: string) => ({ step: "final" as const, start: text.indexOf(part), end: text.indexOf(part) + part.length, text: part });

const understood: Understanding = {
  version: 1,
  kind: { classified: "CAFE", chosen: "BAKERY" },
  language: "en",
  region: { country: "US", subdivision: "US-AZ" },
  facts: [
    { kind: "phone", value: "(602) 555-0147", span: at(FINAL, "(602) 555-0147") },
    { kind: "email", value: "hello@crumb.example", span: at(FINAL, "hello@crumb.example") },
    { kind: "hours", value: { type: "open", days: ["mo", "tu", "we", "th", "fr"], ranges: [{ opens: "08:00", closes: "18:00" }] }, span: at(FINAL, "Mo–Fr 8–18") },
    { kind: "offer", value: { name: "Sourdough loaf", description: "", price: "$7" }, span: at(FINAL, "Sourdough loaf $7") },
    { kind: "number", value: { value: "2009", label: "Established" }, span: at(FINAL, "Established 2009") },
  ],
  constraints: [{ code: "plant-based", span: at(FINAL, "everything is 100% plant-based") }],
  missing: ["address"],
};

describe("understandingSchema", () => {
  it("round-trips what May understood, unchanged", () => {
    const parsed = understandingSchema.parse(JSON.parse(JSON.stringify(understood)));
    expect(parsed).toEqual(understood);
    expect(understandingSchema.parse(emptyUnderstanding("ja"))).toEqual(emptyUnderstanding("ja"));
  });

  it("refuses a kind that is not on the business list, a language that is not a site language and a region that is not a code", () => {
    expect(understandingSchema.safeParse({ ...understood, kind: { classified: "SPACESHIP", chosen: null } }).success).toBe(false);
    expect(understandingSchema.safeParse({ ...understood, kind: { classified: null, chosen: "other" } }).success).toBe(false);
    expect(understandingSchema.safeParse({ ...understood, language: "nl" }).success).toBe(false);
    expect(understandingSchema.safeParse({ ...understood, region: { country: "USA", subdivision: null } }).success).toBe(false);
    expect(understandingSchema.safeParse({ ...understood, region: { country: "US", subdivision: "CA-ON" } }).success).toBe(false);
    expect(understandingSchema.safeParse({ ...understood, missing: ["phone", "phone"] }).success).toBe(false);
    expect(understandingSchema.safeParse({ ...understood, constraints: [{ code: "no-meat-on-tuesdays", span: at(FINAL, "plant-based") }] }).success).toBe(false);
  });

  it("can be written as JSON Schema, for the API's documentation", () => {
    const schema = z.toJSONSchema(understandingSchema, { io: "input" });
    expect(JSON.stringify(schema)).toContain('"PLUMBER"');
  });

  it("keeps the owner's own constraint words without a code", () => {
    const own = { code: null, span: at(FINAL, "everything is 100% plant-based") };
    expect(understandingSchema.parse({ ...understood, constraints: [own] }).constraints).toEqual([own]);
  });
});

describe("effectiveKind", () => {
  it("is the owner's choice whenever there is one, and May's reading otherwise", () => {
    expect(effectiveKind({ classified: "CAFE", chosen: "BAKERY" })).toBe("BAKERY");
    expect(effectiveKind({ classified: "CAFE", chosen: "none" })).toBeNull();
    expect(effectiveKind({ classified: "CAFE", chosen: null })).toBe("CAFE");
    expect(effectiveKind({ classified: null, chosen: null })).toBeNull();
    expect(effectiveKind({ classified: null, chosen: "PLUMBER" })).toBe("PLUMBER");
  });
});

describe("spans", () => {
  it("must be exactly their characters", () => {
    const span = at(FINAL, "(602) 555-0147");
    expect(understoodFactSchema.safeParse({ kind: "phone", value: "(602) 555-0147", span: { ...span, end: span.end + 1 } }).success).toBe(false);
    expect(understoodFactSchema.safeParse({ kind: "phone", value: "(602) 555-0147", span: { ...span, start: span.end } }).success).toBe(false);
  });

  it("must lie in the conversation's text where they say", () => {
    const steps = conversation("Vegan bakery", "Phoenix, AZ", "Crumb", "Bold", FINAL);
    expect(spanProblems(understood, steps)).toEqual([]);
    const moved = { ...understood, facts: [{ ...understood.facts[0]!, span: { ...at(FINAL, "(602) 555-0147"), step: "business" as const } }] };
    const { start, end } = at(FINAL, "(602) 555-0147");
    expect(spanProblems(moved, steps)).toEqual([`the phone: "(602) 555-0147" is not at ${start}–${end} of the business answer`]);
    expect(spanProblems(understood, conversation("Vegan bakery"))).toHaveLength(6);
  });

  it("give the value: a phone's digits, an email, a number's digits, a price's digits and a reviewer's name are the owner's", () => {
    const span = at(FINAL, "(602) 555-0147");
    expect(understoodFactSchema.safeParse({ kind: "phone", value: "(602) 555-0148", span }).success).toBe(false);
    expect(understoodFactSchema.safeParse({ kind: "phone", value: "602 555 0147", span }).success).toBe(true);
    expect(understoodFactSchema.safeParse({ kind: "email", value: "info@crumb.example", span: at(FINAL, "hello@crumb.example") }).success).toBe(false);
    expect(understoodFactSchema.safeParse({ kind: "number", value: { value: "2010", label: "Established" }, span: at(FINAL, "Established 2009") }).success).toBe(false);
    expect(understoodFactSchema.safeParse({ kind: "offer", value: { name: "Sourdough loaf", description: "", price: "$8" }, span: at(FINAL, "Sourdough loaf $7") }).success).toBe(false);
    expect(understoodFactSchema.safeParse({ kind: "review", value: { quote: "Best bread", name: "Ana", source: "" }, span: at(FINAL, "Sourdough loaf") }).success).toBe(false);
  });
});

describe("ownerFactsFrom", () => {
  it("fills the owner's facts from what was understood", () => {
    expect(ownerFactsFrom(understood)).toMatchObject({
      phone: "(602) 555-0147",
      email: "hello@crumb.example",
      hours: [{ days: "Monday – Friday", time: "8:00 – 18:00" }],
      services: [{ name: "Sourdough loaf", price: "$7" }],
      numbers: [{ value: "2009", label: "Established" }],
      address: "",
      mode: "",
    });
  });
});

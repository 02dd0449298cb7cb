import { describe, expect, it } from "vitest";
import { answerCurrentStep, initialConversation, type Conversation } from "../conversation";
import { spanProblems, understandingSchema } from "../understanding";
import { missingFor, understandConversation } from "./index";

function conversation(answers: [business: string, location: string, name: string, final: string]): Conversation {
  let steps = initialConversation();
  for (const answer of [answers[0], answers[1], answers[2], "Template", answers[3]]) {
    const result = answerCurrentStep(steps, answer, 1);
    if (!result.ok) throw new Error(result.reason);
    steps = result.steps;
  }
  return steps;
}

describe("understandConversation", () => {
  it("reads the issue's plumber: phone from a sentence that mentions the site, a short founding year, the region, and what is still missing", () => {
    const steps = conversation(["plumber, emergency callouts", "Austin, Texas", "Desert Flow", "pls put our number on the site (602) 555-0147. Established 2009."]);
    const understood = understandConversation(steps, { language: "en", classifiedKind: "PLUMBER" });
    expect(understandingSchema.parse(understood)).toEqual(understood);
    expect(spanProblems(understood, steps)).toEqual([]);
    expect(understood.region).toEqual({ country: "US", subdivision: "US-TX" });
    expect(understood.facts.map((fact) => fact.kind)).toEqual(["phone", "number"]);
    expect(understood.facts[0]).toMatchObject({ value: "(602) 555-0147", e164: "+16025550147" });
    expect(understood.missing).toEqual(["serviceArea", "hours"]);
  });

  it("reads facts from every typed answer, the location answer as a street address, and keeps one of each", () => {
    const steps = conversation(["vegan café, call 020 7946 0123", "12 Harbour Road, Whitstable CT5 1AB", "Oat & About", "Everything is vegan. Open 8-4 every day except Monday. Call 020 7946 0123"]);
    const understood = understandConversation(steps, { language: "en", classifiedKind: "CAFE" });
    expect(spanProblems(understood, steps)).toEqual([]);
    expect(understood.facts.filter((fact) => fact.kind === "phone").map((fact) => fact.span.step)).toEqual(["business"]);
    expect(understood.facts.find((fact) => fact.kind === "address")?.value).toBe("12 Harbour Road, Whitstable CT5 1AB");
    expect(understood.facts.filter((fact) => fact.kind === "hours").map((fact) => fact.value)).toEqual([
      { type: "open", days: ["tu", "we", "th", "fr", "sa", "su"], ranges: [{ opens: "08:00", closes: "16:00" }] },
      { type: "closed", days: ["mo"] },
    ]);
    expect(understood.constraints.map((constraint) => constraint.code)).toEqual(["plant-based"]);
    expect(understood.missing).toEqual(["menu"]);
  });

  it("makes by appointment both an hours row and a rule, and reads a Japanese owner's hours inside the About text", () => {
    const steps = conversation(["行政書士事務所", "東京都新宿区西新宿1-1-1", "新宿行政書士", "ご相談は予約制。電話03-1234-5678。9:00〜18:00、水曜定休。"]);
    const understood = understandConversation(steps, { language: "ja", classifiedKind: "LAW_FIRM" });
    expect(spanProblems(understood, steps)).toEqual([]);
    expect(understood.constraints.map((constraint) => constraint.code)).toEqual(["appointment-only"]);
    expect(understood.facts.filter((fact) => fact.kind === "hours").map((fact) => fact.value.type)).toEqual(["open", "closed", "appointment"]);
    expect(understood.facts.find((fact) => fact.kind === "phone")).toMatchObject({ e164: "+81312345678" });
  });

  it("reads the location answer as a service area when it words one or joins places", () => {
    const area = (location: string, language: "en" | "ar" | "de" = "en") => understandConversation(conversation(["mechanic", location, "Rob", "Call us."]), { language, classifiedKind: "AUTO_REPAIR" }).facts.find((fact) => fact.kind === "serviceArea")?.value;
    expect(area("all of North London")).toBe("all of North London");
    expect(area("Adelaide & Adelaide Hills")).toBe("Adelaide & Adelaide Hills");
    expect(area("دبي والشارقة", "ar")).toBe("دبي والشارقة");
    expect(area("Ruhrgebiet, Märkte und Events", "de")).toBeUndefined();
    expect(area("Denver")).toBeUndefined();
  });

  it("reads no mode for an owner who both comes to customers and has them come in", () => {
    const steps = conversation(["dog groomer", "Leeds", "Fluff", "Walk-ins welcome at the salon, and we come to you too."]);
    expect(understandConversation(steps, { language: "en", classifiedKind: "PET_GROOMER" }).facts.filter((fact) => fact.kind === "mode")).toEqual([]);
    expect(understandConversation(conversation(["dog groomer", "Leeds", "Fluff", "We come to you."]), { language: "en", classifiedKind: "PET_GROOMER" }).facts.map((fact) => fact.kind)).toEqual(["mode"]);
  });

  it("marks a phone as needing a country when the location is not known", () => {
    const steps = conversation(["plumber", "Perth", "Flow", "Call 0491 570 110"]);
    expect(understandConversation(steps, { language: "en", classifiedKind: "PLUMBER" }).facts[0]).toMatchObject({ kind: "phone", needsCountry: true });
  });
});

describe("missingFor", () => {
  it("asks a restaurant for hours and a menu, a plumber for a phone, and nothing of a kind it does not know", () => {
    expect(missingFor("RESTAURANT", [])).toEqual(["hours", "menu", "phone", "address"]);
    expect(missingFor("PLUMBER", [])).toEqual(["phone", "serviceArea", "hours"]);
    expect(missingFor(null, [])).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { classifyBusiness } from "./classify-business";

// The classifier reads the eight languages and the way owners type, and is unsure rather than wrong (docs/classifier.md).
describe("classifyBusiness in the eight languages", () => {
  it.each([
    ["moving compny, just 2 guys and a truck", "MOVING_COMPANY"],
    ["panadería de barrio", "BAKERY"],
    ["boulangerie", "BAKERY"],
    ["Zahnarztpraxis in Köln", "DENTIST"],
    ["barbearia no centro", "BARBER_SHOP"],
    ["gelateria artigianale", "ICE_CREAM_SHOP"],
    ["歯科医院です", "DENTIST"],
    ["صالون حلاقة", "BARBER_SHOP"],
    ["مدرسة تعليم قيادة", "DRIVING_SCHOOL"],
  ])("%s → %s", (text, kind) => {
    expect(classifyBusiness(text)?.kind).toBe(kind);
  });

  it.each(["chimney sweep", "ramoneur", "Schornsteinfeger", "煙突掃除", "a site for my business", "mi negocio"])("is unsure of %s", (text) => {
    expect(classifyBusiness(text)).toBeNull();
  });

  it("reads the trade named first when two of different families read as strongly as each other", () => {
    expect(classifyBusiness("pipes, yoga")?.kind).toBe("PLUMBER");
    expect(classifyBusiness("yoga pipes")?.kind).toBe("YOGA_STUDIO");
  });

  it("no longer reads a truck alone as a food truck", () => {
    expect(classifyBusiness("a truck")).toBeNull();
    expect(classifyBusiness("taco truck")?.kind).toBe("FOOD_TRUCK");
  });
});

import { describe, expect, it } from "vitest";
import { HOUR_PRESETS } from "./facts-constants";
import { openingHoursRowSchema, type OpeningHoursRow } from "./opening-hours";
import { dayRange, legacyHoursRow, openingHoursSpecification, upgradeHoursRow } from "./opening-hours-rows";

const weekdays9to5: OpeningHoursRow = { type: "open", days: ["mo", "tu", "we", "th", "fr"], ranges: [{ opens: "09:00", closes: "17:00" }] };

describe("opening-hours rows", () => {
  it("accepts the five shapes and refuses days out of order, twice, or times that are not HH:MM", () => {
    for (const row of [weekdays9to5, { type: "closed", days: ["su"] }, { type: "allDay", days: ["sa", "su"] }, { type: "appointment" }, { type: "text", text: "Ring the bell" }, { type: "open", days: ["fr", "sa"], ranges: [{ opens: "18:00", closes: "02:00" }] }, { type: "open", days: ["sa"], ranges: [{ opens: "12:00", closes: "24:00" }] }]) {
      expect(openingHoursRowSchema.safeParse(row).success, JSON.stringify(row)).toBe(true);
    }
    for (const row of [{ type: "closed", days: [] }, { type: "closed", days: ["tu", "mo"] }, { type: "closed", days: ["mo", "mo"] }, { type: "open", days: ["mo"], ranges: [{ opens: "9:00", closes: "17:00" }] }, { type: "open", days: ["mo"], ranges: [{ opens: "24:00", closes: "02:00" }] }, { type: "open", days: ["mo"], ranges: [{ opens: "09:00", closes: "09:00" }] }, { type: "open", days: ["mo"], ranges: [] }, { type: "text", text: " " }]) {
      expect(openingHoursRowSchema.safeParse(row).success, JSON.stringify(row)).toBe(false);
    }
  });

  it("wraps a day range past Sunday", () => {
    expect(dayRange("mo", "fr")).toEqual(["mo", "tu", "we", "th", "fr"]);
    expect(dayRange("sa", "mo")).toEqual(["mo", "sa", "su"]);
  });
});

describe("upgradeHoursRow", () => {
  it("reads every preset of the Business details card", () => {
    const upgraded = HOUR_PRESETS.flatMap((preset) => preset.hours.map(upgradeHoursRow));
    expect(upgraded.filter((row) => row.type === "text")).toEqual([]);
    expect(upgradeHoursRow({ days: "Monday – Friday", time: "9:00 – 17:00" })).toEqual(weekdays9to5);
    expect(upgradeHoursRow({ days: "Saturday – Sunday", time: "Closed" })).toEqual({ type: "closed", days: ["sa", "su"] });
    expect(upgradeHoursRow({ days: "Every day", time: "Open 24 hours" })).toEqual({ type: "allDay", days: ["mo", "tu", "we", "th", "fr", "sa", "su"] });
    expect(upgradeHoursRow({ days: "By appointment", time: "Get in touch to book" })).toEqual({ type: "appointment" });
  });

  it("reads short day names, lists, am/pm, two ranges and a close past midnight", () => {
    expect(upgradeHoursRow({ days: "Mon-Wed, Fri", time: "9am - 5:30pm" })).toEqual({ type: "open", days: ["mo", "tu", "we", "fr"], ranges: [{ opens: "09:00", closes: "17:30" }] });
    expect(upgradeHoursRow({ days: "Tuesday", time: "9:00 – 12:00, 14:00 – 18:00" })).toEqual({ type: "open", days: ["tu"], ranges: [{ opens: "09:00", closes: "12:00" }, { opens: "14:00", closes: "18:00" }] });
    expect(upgradeHoursRow({ days: "Friday – Saturday", time: "18:00 – 2:00" })).toEqual({ type: "open", days: ["fr", "sa"], ranges: [{ opens: "18:00", closes: "02:00" }] });
  });

  it("keeps the owner's words when a row does not parse", () => {
    expect(upgradeHoursRow({ days: "Most days", time: "Till late" })).toEqual({ type: "text", text: "Most days: Till late" });
    expect(upgradeHoursRow({ days: "Monday", time: "ish 9" })).toEqual({ type: "text", text: "Monday: ish 9" });
  });
});

describe("openingHoursSpecification", () => {
  it("gives schema.org objects for days with times, closed days and whole days, and none for appointment or text", () => {
    const rows: OpeningHoursRow[] = [
      { type: "open", days: ["mo", "tu"], ranges: [{ opens: "09:00", closes: "12:00" }, { opens: "14:00", closes: "24:00" }] },
      { type: "closed", days: ["su"] },
      { type: "allDay", days: ["sa"] },
      { type: "appointment" },
      { type: "text", text: "Ring" },
    ];
    expect(openingHoursSpecification(rows)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"], opens: "09:00", closes: "12:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"], opens: "14:00", closes: "23:59" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Sunday"], opens: "00:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "00:00", closes: "23:59" },
    ]);
  });
});

describe("legacyHoursRow", () => {
  it("writes rows back as the old text, which upgradeHoursRow reads to the same row", () => {
    const rows: OpeningHoursRow[] = [weekdays9to5, { type: "closed", days: ["sa", "su"] }, { type: "allDay", days: ["mo", "tu", "we", "th", "fr", "sa", "su"] }, { type: "appointment" }, { type: "open", days: ["mo", "we", "fr"], ranges: [{ opens: "08:30", closes: "12:00" }, { opens: "13:00", closes: "24:00" }] }];
    for (const row of rows) expect(upgradeHoursRow(legacyHoursRow(row))).toEqual(row);
    expect(legacyHoursRow(weekdays9to5)).toEqual({ days: "Monday – Friday", time: "9:00 – 17:00" });
    expect(legacyHoursRow({ type: "text", text: "Most days: Till late" })).toEqual({ days: "Most days", time: "Till late" });
    expect(legacyHoursRow({ type: "text", text: "Mo–Fr 8–18 Uhr" })).toEqual({ days: "Opening hours", time: "Mo–Fr 8–18 Uhr" });
  });
});

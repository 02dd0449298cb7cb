import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES } from "./languages";
import type { OpeningHoursRow } from "./opening-hours";
import { formatHoursRows } from "./opening-hours-format";

const weekdays9to5: OpeningHoursRow = { type: "open", days: ["mo", "tu", "we", "th", "fr"], ranges: [{ opens: "09:00", closes: "17:00" }] };

describe("formatHoursRows", () => {
  it("collapses consecutive days and writes times in the locale's clock", () => {
    const rows: OpeningHoursRow[] = [weekdays9to5, { type: "closed", days: ["sa", "su"] }];
    expect(formatHoursRows(rows, "en")).toEqual([
      { days: "Mon – Fri", time: "9:00 AM – 5:00 PM" },
      { days: "Sat, Sun", time: "Closed" },
    ]);
    expect(formatHoursRows(rows, "de")).toEqual([
      { days: "Mo – Fr", time: "9:00 – 17:00" },
      { days: "Sa, So", time: "Geschlossen" },
    ]);
    expect(formatHoursRows([weekdays9to5], "ja")[0]).toEqual({ days: "月～金", time: "9:00～17:00" });
  });

  it("writes every shape in every site language without the English words leaking", () => {
    const rows: OpeningHoursRow[] = [weekdays9to5, { type: "closed", days: ["we"] }, { type: "allDay", days: ["mo", "tu", "we", "th", "fr", "sa", "su"] }, { type: "appointment" }, { type: "text", text: "Ring the bell" }];
    for (const language of SITE_LANGUAGES) {
      const shown = formatHoursRows(rows, language);
      expect(shown).toHaveLength(5);
      expect(shown[4]).toEqual({ days: "", time: "Ring the bell" });
      if (language !== "en") expect(JSON.stringify(shown.slice(0, 4)), language).not.toMatch(/Mon|Closed|Every day|appointment/);
    }
  });

  it("shows a single day by its long name and a run of two as a list", () => {
    expect(formatHoursRows([{ type: "open", days: ["sa"], ranges: [{ opens: "10:00", closes: "14:00" }] }], "fr")[0]).toEqual({ days: "samedi", time: "10:00 – 14:00" });
    expect(formatHoursRows([{ type: "closed", days: ["mo", "we", "fr"] }], "en")[0]?.days).toBe("Mon, Wed, Fri");
  });
});

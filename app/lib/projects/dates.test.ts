import { describe, expect, it } from "vitest";
import { dashboardDate } from "./dates";

describe("dashboardDate", () => {
  const moment = "2026-11-27T23:30:00.000Z";

  it("speaks the reader's language", () => {
    expect(dashboardDate(moment, "en", "UTC")).toBe("Nov 27, 11:30 PM");
    expect(dashboardDate(moment, "pt", "UTC")).toMatch(/27.*nov/);
    expect(dashboardDate(moment, "de", "UTC")).toMatch(/27\. Nov/);
  });

  it("reads the moment in the owner's time zone", () => {
    expect(dashboardDate(moment, "en", "Asia/Tokyo")).toBe("Nov 28, 8:30 AM");
    expect(dashboardDate(moment, "en", "America/New_York")).toBe("Nov 27, 6:30 PM");
  });

  it("falls back to UTC for an unknown or missing zone", () => {
    expect(dashboardDate(moment, "en", null)).toBe("Nov 27, 11:30 PM");
    expect(dashboardDate(moment, "en", "Mars/Olympus")).toBe("Nov 27, 11:30 PM");
  });
});

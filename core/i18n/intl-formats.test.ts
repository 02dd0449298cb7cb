import { describe, expect, it } from "vitest";
import { dateTimeFormat, listFormat, numberFormat, pluralRules, relativeTimeFormat } from "./intl-formats";

describe("Intl formatters kept per locale and options", () => {
  it("gives the same formatter for the same locale and options, and formats as a new one would", () => {
    expect(numberFormat("de", { maximumFractionDigits: 0 })).toBe(numberFormat("de", { maximumFractionDigits: 0 }));
    expect(numberFormat("de").format(1234.5)).toBe(new Intl.NumberFormat("de").format(1234.5));
    const day = { month: "short", day: "numeric", timeZone: "UTC" } as const;
    expect(dateTimeFormat("ja", day)).toBe(dateTimeFormat("ja", { ...day }));
    expect(dateTimeFormat("ar", day).format(Date.UTC(2026, 10, 27))).toBe(new Intl.DateTimeFormat("ar", day).format(Date.UTC(2026, 10, 27)));
    expect(pluralRules("pt-PT").select(0)).toBe(new Intl.PluralRules("pt-PT").select(0));
    expect(listFormat("fr", { type: "unit" }).format(["a", "b"])).toBe(new Intl.ListFormat("fr", { type: "unit" }).format(["a", "b"]));
    expect(relativeTimeFormat("es", { numeric: "auto" }).format(-1, "day")).toBe(new Intl.RelativeTimeFormat("es", { numeric: "auto" }).format(-1, "day"));
  });

  it("keeps formatters apart by kind, locale and every option", () => {
    expect(numberFormat("en")).not.toBe(numberFormat("fr"));
    expect(numberFormat("en", { style: "percent" })).not.toBe(numberFormat("en"));
    expect(dateTimeFormat("en", { timeZone: "UTC" })).not.toBe(dateTimeFormat("en", { timeZone: "Asia/Tokyo" }));
    expect(pluralRules("en", { type: "ordinal" }).select(2)).toBe("two");
    expect(pluralRules("en", { type: "cardinal" }).select(2)).toBe("other");
  });

  it("still throws where a locale or an option is bad, and keeps nothing for it", () => {
    expect(() => dateTimeFormat("en", { timeZone: "Not/AZone" })).toThrow(RangeError);
    expect(() => dateTimeFormat("en", { timeZone: "Not/AZone" })).toThrow(RangeError);
    expect(() => numberFormat("en", { style: "currency" })).toThrow(TypeError);
  });
});

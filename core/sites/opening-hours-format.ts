import { siteText } from "./i18n/site-text";
import type { SiteLanguage } from "./languages";
import { WEEKDAYS, type Weekday } from "./opening-hours-rows";
import type { OpeningHoursRow, TimeRange } from "./opening-hours";
import { dateTimeFormat, listFormat } from "../i18n/intl-formats";

/**
 * Opening-hours rows (core/sites/opening-hours.ts) as the site shows them, in its language: day names and times
 * through Intl, runs of days collapsed ("Mon – Fri"), the template's own words for closed, 24 hours and by
 * appointment (docs/decisions/0506-reading-the-owners-facts.md).
 */

/** One row as the hours section shows it: the days and the times, both in the site's language. */
export interface DisplayHoursRow {
  days: string;
  time: string;
}

// 1 January 2024 was a Monday; noon UTC keeps the date the same in every zone.
const dayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day), 12));
const clockDate = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(Date.UTC(2024, 0, 1, hours % 24, minutes));
};

/** The days as the language writes them: runs of three or more collapsed ("Mon – Fri"), the rest listed ("Mon, Wed"). */
function daysText(days: readonly Weekday[], language: SiteLanguage, locale: string): string {
  const text = siteText(language);
  if (days.length === 7) return text.t("hours.everyDay");
  const weekday = dateTimeFormat(locale, { weekday: days.length === 1 ? "long" : "short", timeZone: "UTC" });
  const name = (day: Weekday) => weekday.format(dayDate(day));
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(last) + 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [text.t("range", { from: name(run[0]!), to: name(run.at(-1)!) })] : run.map(name)));
  return listFormat(locale, { style: "short", type: "unit" }).format(parts);
}

/** "9:00 – 17:00" in the locale's clock (9:00 AM – 5:00 PM in English); midnight as the close of the day. */
function rangeText(range: TimeRange, language: SiteLanguage, locale: string): string {
  const clock = dateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  return siteText(language).t("range", { from: clock.format(clockDate(range.opens)), to: clock.format(clockDate(range.closes)) });
}

/**
 * The rows as the site shows them, in its language; a text row shows the owner's words as typed. `locale` is the
 * language with the site's region when it has one ("en-GB" writes 09:00, "en-US" 9:00 AM).
 */
export function formatHoursRows(rows: readonly OpeningHoursRow[], language: SiteLanguage, locale: string = language): DisplayHoursRow[] {
  const text = siteText(language);
  return rows.map((row): DisplayHoursRow => {
    switch (row.type) {
      case "open":
        return { days: daysText(row.days, language, locale), time: listFormat(locale, { style: "short", type: "unit" }).format(row.ranges.map((range) => rangeText(range, language, locale))) };
      case "closed":
        return { days: daysText(row.days, language, locale), time: text.t("hours.closed") };
      case "allDay":
        return { days: daysText(row.days, language, locale), time: text.t("hours.open24") };
      case "appointment":
        return { days: text.t("hours.byAppointment"), time: text.t("hours.getInTouch") };
      case "text":
        return { days: "", time: row.text };
    }
  });
}

import type { AppMessageKey } from "../i18n/keys";
import type { OpeningHoursRow, TimeRange } from "./opening-hours";

// Opening hours' days and what is done with rows (opening-hours.ts has their schemas), without
// zod so that a page drawing a site carries none at first (docs/performance.md, "Client JavaScript per route").

export const WEEKDAYS = ["mo", "tu", "we", "th", "fr", "sa", "su"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Message keys (content/app-messages/facts): the API answers their English, screens the reader's language. */
export const HOURS_MESSAGES = {
  days: "facts.error.hoursDays",
  time: "facts.error.hoursTime",
  range: "facts.error.hoursRange",
  text: "facts.error.hoursText",
} as const satisfies Record<string, AppMessageKey>;

/** A time a range opens at, "HH:MM" on the 24-hour clock, and one it closes at ("24:00" is midnight at the day's end). */
export const OPENS_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const CLOSES_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** A range opens and closes at different times, and is not the whole day written as a range ("Open 24 hours" is its own row). */
export function spansTime(range: { opens: string; closes: string }): boolean {
  return range.opens !== range.closes && !(range.opens === "00:00" && range.closes === "24:00");
}

/** What timeRangeSchema accepts (opening-hours.ts builds it from the same patterns and `spansTime`), without zod. */
export function isTimeRange(range: { opens: string; closes: string }): boolean {
  return OPENS_PATTERN.test(range.opens) && CLOSES_PATTERN.test(range.closes) && spansTime(range);
}

/** "HH:MM" from hours and minutes; 24:00 only as a close. */
export function clockText(hours: number, minutes: number): string {
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** The days from one to another, both included, wrapping past Sunday ("sa"–"mo" is Saturday, Sunday, Monday), in week order. */
export function dayRange(from: Weekday, to: Weekday): Weekday[] {
  const start = WEEKDAYS.indexOf(from);
  const end = WEEKDAYS.indexOf(to);
  const picked = new Set<Weekday>();
  for (let index = start; ; index = (index + 1) % 7) {
    picked.add(WEEKDAYS[index]!);
    if (index === end) break;
  }
  return sortDays(picked);
}

/** Days in week order, each once. */
export function sortDays(days: Iterable<Weekday>): Weekday[] {
  const set = new Set(days);
  return WEEKDAYS.filter((day) => set.has(day));
}

// ---------------------------------------------------------------------------------------------------------------
// Old rows: { days, time } as the Business details card and its presets wrote them, in English.

const ENGLISH_DAYS: Record<string, Weekday> = {
  monday: "mo", mon: "mo", tuesday: "tu", tue: "tu", tues: "tu", wednesday: "we", wed: "we", thursday: "th", thu: "th", thur: "th", thurs: "th",
  friday: "fr", fri: "fr", saturday: "sa", sat: "sa", sunday: "su", sun: "su",
};
const ENGLISH_DAY_SETS: Record<string, readonly Weekday[]> = {
  "every day": WEEKDAYS, daily: WEEKDAYS, "7 days": WEEKDAYS, "7 days a week": WEEKDAYS, weekdays: ["mo", "tu", "we", "th", "fr"], weekends: ["sa", "su"], weekend: ["sa", "su"],
};

function englishDay(word: string): Weekday | undefined {
  return ENGLISH_DAYS[word.toLowerCase().replace(/\.$/, "").replace(/s$/, "")] ?? ENGLISH_DAYS[word.toLowerCase().replace(/\.$/, "")];
}

/** "Monday – Friday", "Mon-Fri", "Saturday, Sunday", "Every day", "Weekdays" as days; null when it is not only days. */
function upgradeDays(text: string): Weekday[] | null {
  const lower = text.trim().toLowerCase();
  const set = ENGLISH_DAY_SETS[lower];
  if (set) return [...set];
  const days: Weekday[] = [];
  for (const part of lower.split(/\s*(?:,|&|\band\b)\s*/)) {
    const range = /^(\S+)\s*(?:–|—|-|to|through|thru)\s*(\S+)$/.exec(part);
    if (range) {
      const from = englishDay(range[1]!);
      const to = englishDay(range[2]!);
      if (!from || !to) return null;
      days.push(...dayRange(from, to));
      continue;
    }
    const single = englishDay(part);
    if (!single) return null;
    days.push(single);
  }
  return days.length > 0 ? sortDays(days) : null;
}

/**
 * 9:00, 9.30, 9am, 5:30 pm as [hours, minutes] (24:00 allowed, as a closing time); a bare hour only with am or pm.
 * The one reader of a clock time the owner typed: the hours' upgrade and the site's local formats both use it.
 */
export function readClock(text: string): [number, number] | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? "0");
  const half = match[3]?.toLowerCase().replace(/\./g, "");
  if (!match[2] && !half) return null;
  if (half && (hours < 1 || hours > 12)) return null;
  if (half === "pm" && hours < 12) hours += 12;
  if (half === "am" && hours === 12) hours = 0;
  return hours <= 24 && minutes < 60 && !(hours === 24 && minutes > 0) ? [hours, minutes] : null;
}

/** "9:00 – 17:00" or "9:00 – 12:00, 14:00 – 18:00" as ranges; null when it is not only that. */
function upgradeRanges(text: string): TimeRange[] | null {
  const ranges: TimeRange[] = [];
  for (const part of text.split(/\s*(?:,|&|\band\b)\s*/i)) {
    const match = /^(.+?)\s*(?:–|—|-|to)\s*(.+)$/i.exec(part.trim());
    const opens = match ? readClock(match[1]!) : null;
    const closes = match ? readClock(match[2]!) : null;
    if (!opens || !closes || opens[0] === 24) return null;
    const range = { opens: clockText(opens[0], opens[1]), closes: clockText(closes[0], closes[1]) };
    if (!isTimeRange(range)) return null;
    ranges.push(range);
  }
  return ranges.length >= 1 && ranges.length <= 2 ? ranges : null;
}

/**
 * A free-text row of the owner's facts as it was stored before rows were data ({ days, time } in
 * core/sites/facts.ts, in the presets' English) as a structured row; a row that does not parse is kept as the
 * owner's text.
 */
export function upgradeHoursRow(row: { days: string; time: string }): OpeningHoursRow {
  const days = row.days.trim();
  const time = row.time.trim();
  const asText = (): OpeningHoursRow => ({ type: "text", text: `${days}: ${time}`.slice(0, 80).trim() });
  if (/^by appointment( only)?$/i.test(days) || /^by appointment( only)?$/i.test(time)) return { type: "appointment" };
  const parsedDays = upgradeDays(days);
  if (!parsedDays) return asText();
  const lowerTime = time.toLowerCase();
  if (lowerTime === "closed") return { type: "closed", days: parsedDays };
  if (/^(open )?24 hours$|^24\/7$|^24h$/.test(lowerTime)) return { type: "allDay", days: parsedDays };
  const ranges = upgradeRanges(time);
  return ranges ? { type: "open", days: parsedDays, ranges } : asText();
}

// ---------------------------------------------------------------------------------------------------------------
// schema.org

const SCHEMA_DAYS: Record<Weekday, string> = {
  mo: "https://schema.org/Monday", tu: "https://schema.org/Tuesday", we: "https://schema.org/Wednesday", th: "https://schema.org/Thursday",
  fr: "https://schema.org/Friday", sa: "https://schema.org/Saturday", su: "https://schema.org/Sunday",
};

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * The rows as schema.org `openingHoursSpecification` objects: one per time range; closed days open and close at
 * 00:00 and whole days run 00:00–23:59, as schema.org's examples write them; a close at 24:00 is 23:59. By
 * appointment and text rows say nothing a machine can read, so they give none.
 */
export function openingHoursSpecification(rows: readonly OpeningHoursRow[]): OpeningHoursSpecification[] {
  const spec = (days: readonly Weekday[], opens: string, closes: string): OpeningHoursSpecification => ({ "@type": "OpeningHoursSpecification", dayOfWeek: days.map((day) => SCHEMA_DAYS[day]), opens, closes: closes === "24:00" ? "23:59" : closes });
  return rows.flatMap((row) => {
    switch (row.type) {
      case "open":
        return row.ranges.map((range) => spec(row.days, range.opens, range.closes));
      case "closed":
        return [spec(row.days, "00:00", "00:00")];
      case "allDay":
        return [spec(row.days, "00:00", "23:59")];
      default:
        return [];
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Back to the old rows, while the owner's facts still hold { days, time } (core/sites/facts.ts).

const ENGLISH_NAMES: Record<Weekday, string> = { mo: "Monday", tu: "Tuesday", we: "Wednesday", th: "Thursday", fr: "Friday", sa: "Saturday", su: "Sunday" };

function legacyDays(days: readonly Weekday[]): string {
  if (days.length === 7) return "Every day";
  const first = days[0]!;
  const last = days.at(-1)!;
  if (days.length >= 3 && WEEKDAYS.indexOf(last) - WEEKDAYS.indexOf(first) === days.length - 1) return `${ENGLISH_NAMES[first]} – ${ENGLISH_NAMES[last]}`;
  const joined = days.map((day) => ENGLISH_NAMES[day]).join(", ");
  return joined.length <= 40 ? joined : days.map((day) => ENGLISH_NAMES[day].slice(0, 3)).join(", ");
}

const legacyClock = (time: string) => time.replace(/^0(\d)/, "$1");

/**
 * A structured row written back as the old { days, time } text in the presets' English (what upgradeHoursRow
 * reads), so the owner's facts can hold rows read from the chat until they hold structured rows themselves. A
 * text row keeps the owner's words: split at its first ": " when it has one, else under "Opening hours".
 */
/* eslint-disable ui-text/sentences -- the presets' stored English form (core/sites/facts.ts HOUR_PRESETS), not words shown as they are */
export function legacyHoursRow(row: OpeningHoursRow): { days: string; time: string } {
  switch (row.type) {
    case "open":
      return { days: legacyDays(row.days), time: row.ranges.map((range) => `${legacyClock(range.opens)} – ${legacyClock(range.closes)}`).join(", ") };
    case "closed":
      return { days: legacyDays(row.days), time: "Closed" };
    case "allDay":
      return { days: legacyDays(row.days), time: "Open 24 hours" };
    case "appointment":
      return { days: "By appointment", time: "Get in touch to book" };
    case "text": {
      const split = row.text.indexOf(": ");
      const [days, time] = split > 0 ? [row.text.slice(0, split), row.text.slice(split + 2)] : ["Opening hours", row.text];
      const cut = (value: string) => (value.length <= 40 ? value : `${value.slice(0, 39).trimEnd()}…`);
      return { days: cut(days.trim()) || "Opening hours", time: cut(time.trim()) || cut(row.text) };
    }
  }
}
/* eslint-enable ui-text/sentences */

import { readClock } from "../opening-hours-rows";
import type { SiteText } from "./site-text";
import { dateTimeFormat, numberFormat } from "../../i18n/intl-formats";

/**
 * The owner's hours and prices shown in the site's language with Intl (docs/decisions/0831-template-words-as-icu-message-files.md).
 * Only what May itself offered in English (the hour presets' day names, 9:00 – 17:00, "Closed", a sign
 * and an amount) is rewritten; anything else the owner typed is their own words and stays as typed.
 */

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/** A weekday's index (Monday 0) from an English name or its three-letter short form. */
function weekdayIndex(word: string): number {
  const lower = word.toLowerCase().replace(/\.$/, "");
  return WEEKDAYS.findIndex((day) => day === lower || (lower.length >= 3 && day.startsWith(lower) && lower.length <= day.length));
}

function weekdayName(index: number, locale: string): string {
  // 1 January 2024 was a Monday; noon UTC keeps the date the same in every zone.
  return dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + index, 12)));
}

function clockTime(hours: number, minutes: number, locale: string): string {
  return dateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

const RANGE = /^\s*(.+?)\s*(?:–|—|-|to)\s*(.+?)\s*$/i;
const FIXED_DAYS: Record<string, "hours.everyDay" | "hours.byAppointment"> = { "every day": "hours.everyDay", daily: "hours.everyDay", "by appointment": "hours.byAppointment" };
const FIXED_TIMES: Record<string, "hours.closed" | "hours.open24" | "hours.getInTouch"> = { closed: "hours.closed", "open 24 hours": "hours.open24", "24 hours": "hours.open24", "get in touch to book": "hours.getInTouch" };

/** "Monday – Friday" in the site's language, or the owner's words as typed. */
export function localDays(days: string, text: SiteText): string {
  if (text.language === "en") return days;
  const fixed = FIXED_DAYS[days.trim().toLowerCase()];
  if (fixed) return text.t(fixed);
  const single = weekdayIndex(days.trim());
  if (single >= 0) return weekdayName(single, text.locale);
  const range = RANGE.exec(days);
  if (!range) return days;
  const from = weekdayIndex(range[1]!);
  const to = weekdayIndex(range[2]!);
  return from >= 0 && to >= 0 ? text.t("range", { from: weekdayName(from, text.locale), to: weekdayName(to, text.locale) }) : days;
}

/** 9:00, 9am, 5.30pm as hours and minutes on a clock (24:00 is 0:00), or null. */
function parseClock(value: string): [number, number] | null {
  const clock = readClock(value);
  return clock ? [clock[0] % 24, clock[1]] : null;
}

/** "9:00 – 17:00" in the site's language's clock, or the owner's words as typed. */
export function localTime(time: string, text: SiteText): string {
  if (text.language === "en") return time;
  const fixed = FIXED_TIMES[time.trim().toLowerCase()];
  if (fixed) return text.t(fixed);
  const range = RANGE.exec(time);
  const from = range ? parseClock(range[1]!) : null;
  const to = range ? parseClock(range[2]!) : null;
  return from && to ? text.t("range", { from: clockTime(from[0], from[1], text.locale), to: clockTime(to[0], to[1], text.locale) }) : time;
}

const CURRENCY_BY_SIGN: Record<string, string> = { "€": "EUR", "£": "GBP", "¥": "JPY", "R$": "BRL", CHF: "CHF" };

/** "€12" or "12 €" as the site's language writes an amount of that currency, or the owner's words as typed ("$" is left: too many currencies use it). */
export function localPrice(price: string, text: SiteText): string {
  if (text.language === "en") return price;
  const match = /^\s*(?:(€|£|¥|R\$|CHF)\s?(\d+(?:[.,]\d{1,2})?)|(\d+(?:[.,]\d{1,2})?)\s?(€|£|¥|CHF))\s*$/.exec(price);
  if (!match) return price;
  const sign = (match[1] ?? match[4])!;
  const typed = (match[2] ?? match[3])!;
  const amount = Number(typed.replace(",", "."));
  const local = numberFormat(text.locale, { style: "currency", currency: CURRENCY_BY_SIGN[sign]!, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
  // Only the sign's place and the separators change: a price that would gain or lose a digit ("15,00 €" as "15 €") stays as typed.
  return local.replace(/\D/g, "") === typed.replace(/\D/g, "") ? local : price;
}

/** A year as the language writes numbers, without a thousands separator. */
export function localYear(year: number, text: SiteText): string {
  return numberFormat(text.locale, { useGrouping: false }).format(year);
}

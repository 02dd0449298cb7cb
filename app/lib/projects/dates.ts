/**
 * A project's or a notification's moment as the dashboard and the bell show it: day, month and time in the reader's
 * language and the owner's time zone (the account's; the server's when the browser has not told us yet), the same
 * on the server and in the browser so hydration matches.
 */
import { dateTimeFormat } from "@core/i18n/intl-formats";
export function dashboardDate(iso: string, locale: string, timeZone: string | null): string {
  const options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };
  try {
    return dateTimeFormat(locale, { ...options, timeZone: timeZone ?? "UTC" }).format(new Date(iso));
  } catch {
    // A time zone this runtime does not know: UTC rather than nothing.
    return dateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(new Date(iso));
  }
}

import { z } from "zod";

/**
 * The owner's time zone (docs/decisions/0871-times-in-the-owners-time-zone.md): an IANA name taken from
 * their browser and stored on the account. Without one, times are shown in UTC and say so.
 */

export const TIME_ZONE_MESSAGES = { invalid: "common.timeZone.invalid" } as const;

/** Whether the runtime knows the name as a time zone (`Intl` throws a RangeError for any other). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** One schema for the time zone the browser sends: a known IANA name ("Europe/Lisbon", "UTC"), at most 64 characters. */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGES.invalid })
  .trim()
  .min(1, { error: TIME_ZONE_MESSAGES.invalid })
  .max(64, { error: TIME_ZONE_MESSAGES.invalid })
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, { error: TIME_ZONE_MESSAGES.invalid })
  .refine(isTimeZone, { error: TIME_ZONE_MESSAGES.invalid });

/** PUT /api/v1/users/me/time-zone. */
export const timeZoneInputSchema = z.object({ timeZone: timeZoneSchema });

/** The zone times are shown in: the stored one when the runtime knows it, else UTC. */
export function shownTimeZone(stored: string | null | undefined): string {
  return stored && isTimeZone(stored) ? stored : "UTC";
}

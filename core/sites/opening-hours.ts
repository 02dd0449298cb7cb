import { z } from "zod";
import { CLOSES_PATTERN, HOURS_MESSAGES, OPENS_PATTERN, spansTime, WEEKDAYS } from "./opening-hours-rows";

// The days, the upgrade of typed hours and schema.org's form live without zod in opening-hours-rows.ts (the editor
// draws the site with them); the schemas are here.

/**
 * Opening hours as data (docs/decisions/0506-reading-the-owners-facts.md): each row is some days of the week open
 * at one or two times, or closed, or open 24 hours; or the whole business by appointment; or, only when the owner's
 * wording does not parse, the owner's text as typed. Rows are shown in the site's language by formatHoursRows
 * (opening-hours-format.ts, apart so the chat need not load the site's words) and published as schema.org
 * `openingHoursSpecification`.
 *
 * A time is "HH:MM" on the 24-hour clock. `closes` may be "24:00" (midnight at the end of the day), and a close
 * earlier than the open means the range runs past midnight ("18:00"–"02:00").
 */

export const weekdaySchema = z.enum(WEEKDAYS);

/** Days of the week, at least one, each once, in week order (Monday first). */
export const hoursDaysSchema = z
  .array(weekdaySchema)
  .min(1, HOURS_MESSAGES.days)
  .max(7, HOURS_MESSAGES.days)
  .refine((days) => days.every((day, index) => index === 0 || WEEKDAYS.indexOf(day) > WEEKDAYS.indexOf(days[index - 1]!)), HOURS_MESSAGES.days);

export const timeRangeSchema = z
  .strictObject({ opens: z.string().regex(OPENS_PATTERN, HOURS_MESSAGES.time), closes: z.string().regex(CLOSES_PATTERN, HOURS_MESSAGES.time) })
  .refine(spansTime, HOURS_MESSAGES.range);

export type TimeRange = z.infer<typeof timeRangeSchema>;

export const openingHoursRowSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("open"), days: hoursDaysSchema, ranges: z.array(timeRangeSchema).min(1).max(2) }),
  z.strictObject({ type: z.literal("closed"), days: hoursDaysSchema }),
  z.strictObject({ type: z.literal("allDay"), days: hoursDaysSchema }),
  z.strictObject({ type: z.literal("appointment") }),
  z.strictObject({ type: z.literal("text"), text: z.string().trim().min(1, HOURS_MESSAGES.text).max(80, HOURS_MESSAGES.text) }),
]);

export type OpeningHoursRow = z.infer<typeof openingHoursRowSchema>;

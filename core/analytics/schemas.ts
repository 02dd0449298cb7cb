import { z } from "zod";

/** Device classes a visit is counted under, read from the browser's user agent. */
export const DEVICE_KINDS = ["phone", "tablet", "desktop"] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 90;

/** `?days=N` on GET /api/v1/projects/:id/analytics: a whole number of days, 1–90, 30 when left out. */
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ message: "panels.visitors.error.daysNumber" })
    .int("panels.visitors.error.daysWhole")
    .min(1, "panels.visitors.error.daysRange")
    .max(ANALYTICS_MAX_DAYS, "panels.visitors.error.daysRange")
    .default(ANALYTICS_DEFAULT_DAYS),
});

/** A project's visits, as the API answers them and the screens read them (docs/api.md, "Analytics"). */
export const siteAnalyticsSchema = z.object({
  days: z.array(z.object({ date: z.string(), visitors: z.number().int(), pageviews: z.number().int() })),
  referrers: z.array(z.object({ domain: z.string(), visitors: z.number().int() })),
  pages: z.array(z.object({ path: z.string(), pageviews: z.number().int() })),
  devices: z.array(z.object({ kind: z.enum(DEVICE_KINDS), visitors: z.number().int() })),
  countries: z.array(z.object({ code: z.string(), visitors: z.number().int() })),
});
export type SiteAnalytics = z.infer<typeof siteAnalyticsSchema>;


/** The UTC day of a moment, `YYYY-MM-DD`: visits are counted per UTC day. */
export const utcDay = (at: number | Date) => new Date(at).toISOString().slice(0, 10);

/** The `count` UTC days ending with the day of `at`, oldest first. */
export function lastDays(at: number, count: number): string[] {
  const end = Date.UTC(new Date(at).getUTCFullYear(), new Date(at).getUTCMonth(), new Date(at).getUTCDate());
  return Array.from({ length: count }, (_, index) => utcDay(end - (count - 1 - index) * 86_400_000));
}

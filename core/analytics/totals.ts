// Without zod, so a screen that only adds up visits (the dashboard's cards) does not download it
// (docs/performance.md, "Client JavaScript per route").

/** One UTC day's counts, as `siteAnalyticsSchema`'s `days` hold them. */
export type DayVisits = { date: string; visitors: number; pageviews: number };

/** Totals over a range of days: visitors are summed per day (someone back on another day counts again). */
export function analyticsTotals(days: readonly DayVisits[]): { visitors: number; pageviews: number } {
  return days.reduce((sum, day) => ({ visitors: sum.visitors + day.visitors, pageviews: sum.pageviews + day.pageviews }), { visitors: 0, pageviews: 0 });
}

import { and, eq, gte, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { DEVICE_KINDS, lastDays, type SiteAnalytics } from "@core/analytics/schemas";
import type { AppContext } from "@server/platform";
import { type Database, siteVisitRollups, type Project } from "@server/db";
import { pageViewOf, type Visitor } from "./visits";

/** How many referrers, pages and countries an answer lists (the busiest first). */
const TOP = 10;

/**
 * Counts a view of a published page after the response (docs/decisions/0840-cookieless-visitor-counts.md):
 * the serving path only hands the view to `waitUntil`, so it never waits for the counter. Nothing is counted
 * without the SITE_VISITS binding.
 */
export function countPageView(app: AppContext, projectId: number, visitor: Visitor, path: string): void {
  const counters = app.env.SITE_VISITS;
  if (!counters) return;
  const at = Date.now();
  app.executionCtx.waitUntil(
    (async () => {
      const view = pageViewOf(visitor, projectId, path, at);
      if (view) await counters.get(counters.idFromName(String(projectId))).record(view);
    })().catch((error: unknown) => console.warn(`[${app.requestId}] a page view was not counted`, error)),
  );
}

/** Asks the site's counter to write its waiting counts now, so the owner sees the latest minute too. */
export async function flushSiteVisits(app: AppContext, projectId: number): Promise<void> {
  const counters = app.env.SITE_VISITS;
  if (counters) await counters.get(counters.idFromName(String(projectId))).flush();
}

/** The project's visits over the last `days` UTC days, today included; days without visits are zeros. */
export async function siteAnalytics(app: AppContext, project: Project, days: number, now = Date.now()): Promise<SiteAnalytics> {
  // A site that is not published has no fresh views (its counter's alarm writes any left within a minute).
  if (project.publishedAt) await flushSiteVisits(app, project.id).catch((error: unknown) => console.warn(`[${app.requestId}] the visit counter did not flush`, error));
  const range = lastDays(now, days);
  const rows = await app.db
    .select({
      day: siteVisitRollups.day,
      dimension: siteVisitRollups.dimension,
      value: siteVisitRollups.value,
      pageviews: siteVisitRollups.pageviews,
      visitors: siteVisitRollups.visitors,
    })
    .from(siteVisitRollups)
    .where(and(eq(siteVisitRollups.projectId, project.id), gte(siteVisitRollups.day, range[0]!)));
  const byDay = new Map(rows.filter((row) => row.dimension === "total").map((row) => [row.day, row]));
  const summed = (dimension: string, measure: "visitors" | "pageviews") => {
    const totals = new Map<string, number>();
    for (const row of rows) if (row.dimension === dimension) totals.set(row.value, (totals.get(row.value) ?? 0) + row[measure]);
    return [...totals].filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  return {
    days: range.map((date) => ({ date, visitors: byDay.get(date)?.visitors ?? 0, pageviews: byDay.get(date)?.pageviews ?? 0 })),
    referrers: summed("referrer", "visitors").slice(0, TOP).map(([domain, visitors]) => ({ domain, visitors })),
    pages: summed("page", "pageviews").slice(0, TOP).map(([path, pageviews]) => ({ path, pageviews })),
    devices: summed("device", "visitors")
      .filter(([kind]) => (DEVICE_KINDS as readonly string[]).includes(kind))
      .map(([kind, visitors]) => ({ kind: kind as (typeof DEVICE_KINDS)[number], visitors })),
    countries: summed("country", "visitors").slice(0, TOP).map(([code, visitors]) => ({ code, visitors })),
  };
}

/**
 * The query behind the daily visitors of several projects over the last `days` days (the dashboard's cards), for a
 * `db.batch` of the page's reads (docs/decisions/0858-a-signed-in-page-in-two-round-trips.md): the projects by id, or
 * as a subquery of their ids (so the page need not read them first). No flush; `dailyVisitorsOf` reads its rows.
 */
export function dailyVisitorsQuery(db: Database, projectIds: number[] | SQLWrapper, days: number, now = Date.now()) {
  return db
    .select({ projectId: siteVisitRollups.projectId, day: siteVisitRollups.day, visitors: siteVisitRollups.visitors, pageviews: siteVisitRollups.pageviews })
    .from(siteVisitRollups)
    .where(and(inArray(siteVisitRollups.projectId, projectIds), eq(siteVisitRollups.dimension, "total"), eq(siteVisitRollups.value, sql`''`), gte(siteVisitRollups.day, lastDays(now, days)[0]!)));
}

type DailyVisitorRow = Awaited<ReturnType<typeof dailyVisitorsQuery>>[number];

/** Each project's days (every one of the last `days`, zeros where nobody came) from the rows `dailyVisitorsQuery` read. */
export function dailyVisitorsOf(rows: DailyVisitorRow[], projectIds: number[], days: number, now = Date.now()): Map<number, SiteAnalytics["days"]> {
  const range = lastDays(now, days);
  const result = new Map(projectIds.map((id) => [id, range.map((date) => ({ date, visitors: 0, pageviews: 0 }))]));
  for (const row of rows) {
    const day = result.get(row.projectId)?.find((entry) => entry.date === row.day);
    if (day) Object.assign(day, { visitors: row.visitors, pageviews: row.pageviews });
  }
  return result;
}

import type { SiteAnalytics } from "@core/analytics/schemas";
import { analyticsTotals } from "@core/analytics/totals";
import { useT } from "~/lib/i18n";
import { VisitsChart, type VisitsChartWords } from "./visits-chart";

/** The chart's words from the `dashboard` namespace, the one every signed-in page loads (not the project page's `panels`). */
const DASHBOARD_CHART_WORDS: VisitsChartWords = {
  noDays: "dashboard.visitors.chart.noDays",
  summary: "dashboard.visitors.chart.summary",
  busiest: "dashboard.visitors.chart.busiest",
  day: "dashboard.visitors.chart.day",
  showTable: "dashboard.visitors.chart.showTable",
  dayColumn: "dashboard.visitors.chart.dayColumn",
  visitorsColumn: "dashboard.visitors.chart.visitorsColumn",
  pageviewsColumn: "dashboard.visitors.chart.pageviewsColumn",
};

/** The dashboard card's visits: the totals and daily bars of the days it is given (counted without cookies). */
export function VisitorsSummary({ days }: { days: SiteAnalytics["days"] }) {
  const { t, rich } = useT();
  const totals = analyticsTotals(days);
  const count = days.length;
  return (
    <section className="rounded-xl bg-brand-50/60 p-3" aria-label={t("dashboard.visitors.label", { days: count })} data-testid="visitors-summary">
      <p className="flex flex-wrap items-baseline gap-x-3 text-xs text-ink-soft">
        <span>{rich("dashboard.visitors.visitors", { count: totals.visitors, n: (chunks) => <strong className="text-base font-semibold text-ink tabular-nums">{chunks}</strong> })}</span>
        <span>{rich("dashboard.visitors.pageviews", { count: totals.pageviews, n: (chunks) => <strong className="font-semibold text-ink tabular-nums">{chunks}</strong> })}</span>
        <span className="ms-auto">{t("dashboard.visitors.period", { days: count })}</span>
      </p>
      <div className="mt-2">
        <VisitsChart days={days} height={40} compact words={DASHBOARD_CHART_WORDS} />
      </div>
    </section>
  );
}

import type { SiteAnalytics } from "@core/analytics/schemas";
import { analyticsTotals } from "@core/analytics/totals";
import { VisitsChart } from "./visits-chart";

/** The dashboard card's visits: the last 30 days' totals and daily bars (counted without cookies). */
export function VisitorsSummary({ days }: { days: SiteAnalytics["days"] }) {
  const totals = analyticsTotals(days);
  return (
    <section className="rounded-xl bg-brand-50/60 p-3" aria-label="Visitors, last 30 days" data-testid="visitors-summary">
      <p className="flex flex-wrap items-baseline gap-x-3 text-xs text-ink-soft">
        <span><strong className="text-base font-semibold text-ink tabular-nums">{totals.visitors}</strong> visitors</span>
        <span><strong className="font-semibold text-ink tabular-nums">{totals.pageviews}</strong> page views</span>
        <span className="ml-auto">last 30 days</span>
      </p>
      <div className="mt-2">
        <VisitsChart days={days} height={40} compact />
      </div>
    </section>
  );
}

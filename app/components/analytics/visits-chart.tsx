import { useId } from "react";
import type { SiteAnalytics } from "@core/analytics/schemas";
import type { AppMessageKey } from "@core/i18n/keys";
import { useT } from "~/lib/i18n";
import { dateTimeFormat, numberFormat } from "@core/i18n/intl-formats";

/** A day's date as the reader's language writes it short ("Nov 23", "23 nov."): visits are counted per UTC day. */
export function formatDay(date: string, locale = "en-US"): string {
  return dateTimeFormat(locale === "en" ? "en-US" : locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** The chart's words: the project page's panels by default; another page passes keys of a namespace it loads. */
export interface VisitsChartWords {
  noDays: AppMessageKey;
  summary: AppMessageKey;
  busiest: AppMessageKey;
  day: AppMessageKey;
  showTable: AppMessageKey;
  dayColumn: AppMessageKey;
  visitorsColumn: AppMessageKey;
  pageviewsColumn: AppMessageKey;
}

export const PANEL_CHART_WORDS: VisitsChartWords = {
  noDays: "panels.visitors.chart.noDays",
  summary: "panels.visitors.chart.summary",
  busiest: "panels.visitors.chart.busiest",
  day: "panels.visitors.chart.day",
  showTable: "panels.visitors.chart.showTable",
  dayColumn: "panels.visitors.chart.dayColumn",
  visitorsColumn: "panels.visitors.chart.visitorsColumn",
  pageviewsColumn: "panels.visitors.chart.pageviewsColumn",
};

/**
 * Daily visitors as inline SVG bars (no script, no chart library). The picture is decorative for screen
 * readers: its summary is its label, and the same numbers are in a table beside it (shown on request).
 */
export function VisitsChart({ days, height = 96, compact = false, words = PANEL_CHART_WORDS }: { days: SiteAnalytics["days"]; height?: number; compact?: boolean; words?: VisitsChartWords }) {
  const { t, locale } = useT();
  const tableId = useId();
  const day = (date: string) => formatDay(date, locale);
  const number = numberFormat(locale);
  const most = Math.max(1, ...days.map((entry) => entry.visitors));
  const total = days.reduce((sum, entry) => sum + entry.visitors, 0);
  const busiest = days.reduce<SiteAnalytics["days"][number] | null>((best, entry) => (entry.visitors > (best?.visitors ?? 0) ? entry : best), null);
  const range = days.length === 0 ? null : { from: day(days[0]!.date), to: day(days.at(-1)!.date), total };
  // Two sentences: the range and its total, then its busiest day when there was one.
  const summary = !range ? t(words.noDays) : [t(words.summary, range), busiest ? t(words.busiest, { busiest: day(busiest.date), most: busiest.visitors }) : ""].join(" ").trim();
  const barWidth = 100 / Math.max(days.length, 1);
  return (
    <figure className="m-0">
      {/* Bars run with time from left to right in every language, like the dates under them. */}
      <svg viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" role="img" aria-label={summary} className="block w-full" style={{ height }} data-testid="visits-chart">
        <line x1="0" x2="100" y1={height - 0.5} y2={height - 0.5} stroke="#d9d6e3" strokeWidth="1" vectorEffect="non-scaling-stroke" />
        {days.map((entry, index) => {
          const barHeight = entry.visitors === 0 ? 0 : Math.max(2, ((height - 4) * entry.visitors) / most);
          return (
            <rect key={entry.date} x={index * barWidth + barWidth * 0.15} width={barWidth * 0.7} y={height - 1 - barHeight} height={barHeight} rx="0.6" fill="#6a44f5">
              <title>{t(words.day, { day: day(entry.date), visitors: entry.visitors, pageviews: entry.pageviews })}</title>
            </rect>
          );
        })}
      </svg>
      {compact ? null : (
        <figcaption className="mt-1 flex justify-between text-xs text-ink-soft" aria-hidden="true" dir="ltr">
          <span>{days[0] ? day(days[0].date) : ""}</span>
          <span>{days.at(-1) ? day(days.at(-1)!.date) : ""}</span>
        </figcaption>
      )}
      <details className="mt-1 text-xs text-ink-soft">
        <summary className="cursor-pointer font-medium text-brand-700">{t(words.showTable)}</summary>
        <table id={tableId} className="mt-2 w-full max-w-sm text-start">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">{t(words.dayColumn)}</th>
              <th scope="col" className="py-1 text-end font-semibold">{t(words.visitorsColumn)}</th>
              <th scope="col" className="py-1 text-end font-semibold">{t(words.pageviewsColumn)}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((entry) => (
              <tr key={entry.date} className="border-t border-line">
                <th scope="row" className="py-1 font-normal"><time dateTime={entry.date}>{day(entry.date)}</time></th>
                <td className="py-1 text-end tabular-nums">{number.format(entry.visitors)}</td>
                <td className="py-1 text-end tabular-nums">{number.format(entry.pageviews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

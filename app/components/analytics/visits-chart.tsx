import { useId } from "react";
import type { SiteAnalytics } from "@core/analytics/schemas";

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
export const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/**
 * Daily visitors as inline SVG bars (no script, no chart library). The picture is decorative for screen
 * readers: its summary is its label, and the same numbers are in a table beside it (shown on request).
 */
export function VisitsChart({ days, height = 96, compact = false }: { days: SiteAnalytics["days"]; height?: number; compact?: boolean }) {
  const tableId = useId();
  const most = Math.max(1, ...days.map((day) => day.visitors));
  const total = days.reduce((sum, day) => sum + day.visitors, 0);
  const busiest = days.reduce<SiteAnalytics["days"][number] | null>((best, day) => (day.visitors > (best?.visitors ?? 0) ? day : best), null);
  const summary =
    days.length === 0
      ? "No days"
      : `Visitors per day from ${formatDay(days[0]!.date)} to ${formatDay(days.at(-1)!.date)}: ${total} in all${busiest ? `, most on ${formatDay(busiest.date)} (${busiest.visitors})` : ""}.`;
  const barWidth = 100 / Math.max(days.length, 1);
  return (
    <figure className="m-0">
      <svg viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" role="img" aria-label={summary} className="block w-full" style={{ height }} data-testid="visits-chart">
        <line x1="0" x2="100" y1={height - 0.5} y2={height - 0.5} stroke="#d9d6e3" strokeWidth="1" vectorEffect="non-scaling-stroke" />
        {days.map((day, index) => {
          const barHeight = day.visitors === 0 ? 0 : Math.max(2, ((height - 4) * day.visitors) / most);
          return (
            <rect key={day.date} x={index * barWidth + barWidth * 0.15} width={barWidth * 0.7} y={height - 1 - barHeight} height={barHeight} rx="0.6" fill="#6a44f5">
              <title>{`${formatDay(day.date)}: ${day.visitors} visitor${day.visitors === 1 ? "" : "s"}, ${day.pageviews} page view${day.pageviews === 1 ? "" : "s"}`}</title>
            </rect>
          );
        })}
      </svg>
      {compact ? null : (
        <figcaption className="mt-1 flex justify-between text-xs text-ink-soft" aria-hidden="true">
          <span>{days[0] ? formatDay(days[0].date) : ""}</span>
          <span>{days.at(-1) ? formatDay(days.at(-1)!.date) : ""}</span>
        </figcaption>
      )}
      <details className="mt-1 text-xs text-ink-soft">
        <summary className="cursor-pointer font-medium text-brand-700">Show as a table</summary>
        <table id={tableId} className="mt-2 w-full max-w-sm text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">Day</th>
              <th scope="col" className="py-1 text-right font-semibold">Visitors</th>
              <th scope="col" className="py-1 text-right font-semibold">Page views</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date} className="border-t border-line">
                <th scope="row" className="py-1 font-normal"><time dateTime={day.date}>{formatDay(day.date)}</time></th>
                <td className="py-1 text-right tabular-nums">{day.visitors}</td>
                <td className="py-1 text-right tabular-nums">{day.pageviews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

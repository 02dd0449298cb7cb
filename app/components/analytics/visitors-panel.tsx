import { useEffect, useState } from "react";
import { z } from "zod";
import { siteAnalyticsSchema, type SiteAnalytics } from "@core/analytics/schemas";
import { analyticsTotals } from "@core/analytics/totals";
import { apiRequest } from "~/lib/api-client";
import { VisitsChart } from "./visits-chart";

const RANGES = [7, 30, 90] as const;
const DEVICE_LABELS = { phone: "Phones", tablet: "Tablets", desktop: "Computers" } as const;
const countryNames = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : null;
const countryName = (code: string) => (code === "XX" ? "Unknown" : (countryNames?.of(code) ?? code));

function TopList({ title, rows, unit }: { title: string; rows: { label: string; count: number }[]; unit: string }) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <div className="rounded-2xl border border-line bg-white p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">None yet.</p>
      ) : (
        <ul className="mt-2 space-y-1.5 text-sm">
          {rows.map((row) => (
            <li key={row.label} className="relative flex justify-between gap-3 overflow-hidden rounded-md px-2 py-1">
              <span className="absolute inset-y-0 left-0 bg-brand-50" style={{ width: `${(100 * row.count) / most}%` }} aria-hidden="true" />
              <span className="relative min-w-0 truncate" title={row.label}>{row.label}</span>
              <span className="relative tabular-nums text-ink-soft">{row.count}<span className="sr-only"> {unit}</span></span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The project page's visits: daily chart, totals, and where visitors come from, what they read, on what
 * device and from which country. Counted by the Worker without cookies or scripts (docs/api.md, "Analytics").
 */
export function VisitorsPanel({ projectId, published }: { projectId: number; published: boolean }) {
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const [state, setState] = useState<{ data?: SiteAnalytics; error?: string; days?: number }>({});
  const loading = state.days !== days;
  useEffect(() => {
    const controller = new AbortController();
    void apiRequest(`/projects/${projectId}/analytics`, z.object({ data: siteAnalyticsSchema }), { query: { days }, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.data ? { data: result.data.data, days } : { error: "Visits could not be loaded. Try again in a moment.", days });
    });
    return () => controller.abort();
  }, [projectId, days]);
  const totals = state.data ? analyticsTotals(state.data.days) : null;
  return (
    <section id="visitors" className="mt-10 scroll-mt-20" aria-labelledby="visitors-title" aria-busy={loading}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="visitors-title" className="font-display text-2xl font-semibold">Visitors</h2>
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          Show
          <select value={days} onChange={(event) => setDays(Number(event.currentTarget.value) as (typeof RANGES)[number])} className="h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink">
            {RANGES.map((range) => <option key={range} value={range}>Last {range} days</option>)}
          </select>
        </label>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        Counted when someone opens your published site: no cookies, no tracking script, no addresses kept. A visitor is counted once a day.
        {published ? "" : " Your site is not published, so nobody can visit it yet."}
      </p>
      {state.error ? <p role="alert" className="mt-3 text-sm text-red-700">{state.error}</p> : null}
      {state.data && totals ? (
        <div className="mt-4 grid gap-4" data-testid="visitors-panel">
          <div className="rounded-2xl border border-line bg-white p-4">
            <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-soft">
              <span><strong className="text-2xl font-semibold text-ink tabular-nums" data-testid="visitors-total">{totals.visitors}</strong> visitors</span>
              <span><strong className="text-2xl font-semibold text-ink tabular-nums">{totals.pageviews}</strong> page views</span>
            </p>
            <div className="mt-3">
              <VisitsChart days={state.data.days} height={120} />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TopList title="Where they came from" unit="visitors" rows={state.data.referrers.map((row) => ({ label: row.domain, count: row.visitors }))} />
            <TopList title="Pages" unit="page views" rows={state.data.pages.map((row) => ({ label: row.path === "/" ? "Home page" : row.path, count: row.pageviews }))} />
            <TopList title="Devices" unit="visitors" rows={state.data.devices.map((row) => ({ label: DEVICE_LABELS[row.kind], count: row.visitors }))} />
            <TopList title="Countries" unit="visitors" rows={state.data.countries.map((row) => ({ label: countryName(row.code), count: row.visitors }))} />
          </div>
        </div>
      ) : loading ? (
        <p className="mt-3 text-sm text-ink-soft" role="status">Loading visits…</p>
      ) : null}
    </section>
  );
}

import { useEffect, useState, type ReactNode } from "react";
import { z } from "zod";
import { siteAnalyticsSchema, type SiteAnalytics } from "@core/analytics/schemas";
import { analyticsTotals } from "@core/analytics/totals";
import { apiRequest } from "~/lib/api-client";
import { VisitsChart } from "./visits-chart";
import { useT } from "~/lib/i18n";
import { numberFormat } from "@core/i18n/intl-formats";

const RANGES = [7, 30, 90] as const;
const DEVICE_LABELS = { phone: "panels.visitors.device.phone", tablet: "panels.visitors.device.tablet", desktop: "panels.visitors.device.desktop" } as const;
const UNITS = { visitors: "panels.visitors.visitorCount", pageviews: "panels.visitors.pageviewCount" } as const;

/** A country's name in the reader's language ("XX" is a visit whose country was not known). */
function countryNamer(locale: string, unknown: string): (code: string) => string {
  const names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([locale], { type: "region" }) : null;
  return (code) => {
    if (code === "XX") return unknown;
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

function TopList({ title, rows, unit }: { title: string; rows: { label: string; count: number }[]; unit: keyof typeof UNITS }) {
  const { t, locale } = useT();
  const number = numberFormat(locale);
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <div className="rounded-2xl border border-line bg-white p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t("panels.visitors.none")}</p>
      ) : (
        <ul className="mt-2 space-y-1.5 text-sm">
          {rows.map((row) => (
            <li key={row.label} className="relative flex justify-between gap-3 overflow-hidden rounded-md px-2 py-1">
              <span className="absolute inset-y-0 start-0 bg-brand-50" style={{ width: `${(100 * row.count) / most}%` }} aria-hidden="true" />
              <span className="relative min-w-0 truncate" title={row.label}>{row.label}</span>
              <span className="relative tabular-nums text-ink-soft"><span aria-hidden="true">{number.format(row.count)}</span><span className="sr-only">{t(UNITS[unit], { count: row.count })}</span></span>
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
  const { t, rich, locale } = useT();
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const [state, setState] = useState<{ data?: SiteAnalytics; error?: string; days?: number }>({});
  const loading = state.days !== days;
  useEffect(() => {
    const controller = new AbortController();
    void apiRequest(`/projects/${projectId}/analytics`, z.object({ data: siteAnalyticsSchema }), { query: { days }, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.data ? { data: result.data.data, days } : { error: "panels.visitors.loadFailed", days });
    });
    return () => controller.abort();
  }, [projectId, days]);
  const totals = state.data ? analyticsTotals(state.data.days) : null;
  const countryName = countryNamer(locale, t("panels.visitors.unknownCountry"));
  const big = (testId?: string) => (chunks: ReactNode[]) => <strong className="text-2xl font-semibold text-ink tabular-nums" data-testid={testId}>{chunks}</strong>;
  return (
    <section id="visitors" className="mt-10 scroll-mt-20" aria-labelledby="visitors-title" aria-busy={loading}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="visitors-title" className="font-display text-2xl font-semibold">{t("panels.visitors.title")}</h2>
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          {t("panels.visitors.show")}
          <select value={days} onChange={(event) => setDays(Number(event.currentTarget.value) as (typeof RANGES)[number])} className="h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink">
            {RANGES.map((range) => <option key={range} value={range}>{t("panels.visitors.range", { days: range })}</option>)}
          </select>
        </label>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {t("panels.visitors.about")}
        {published ? null : <> {t("panels.visitors.notPublished")}</>}
      </p>
      {state.error ? <p role="alert" className="mt-3 text-sm text-red-700">{t("panels.visitors.loadFailed")}</p> : null}
      {state.data && totals ? (
        <div className="mt-4 grid gap-4" data-testid="visitors-panel">
          <div className="rounded-2xl border border-line bg-white p-4">
            <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-soft">
              <span>{rich("panels.visitors.totalVisitors", { count: totals.visitors, n: big("visitors-total") })}</span>
              <span>{rich("panels.visitors.totalPageviews", { count: totals.pageviews, n: big() })}</span>
            </p>
            <div className="mt-3">
              <VisitsChart days={state.data.days} height={120} />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TopList title={t("panels.visitors.referrers")} unit="visitors" rows={state.data.referrers.map((row) => ({ label: row.domain, count: row.visitors }))} />
            <TopList title={t("panels.visitors.pages")} unit="pageviews" rows={state.data.pages.map((row) => ({ label: row.path === "/" ? t("panels.visitors.homePage") : row.path, count: row.pageviews }))} />
            <TopList title={t("panels.visitors.devices")} unit="visitors" rows={state.data.devices.map((row) => ({ label: t(DEVICE_LABELS[row.kind]), count: row.visitors }))} />
            <TopList title={t("panels.visitors.countries")} unit="visitors" rows={state.data.countries.map((row) => ({ label: countryName(row.code), count: row.visitors }))} />
          </div>
        </div>
      ) : loading ? (
        <p className="mt-3 text-sm text-ink-soft" role="status">{t("panels.visitors.loading")}</p>
      ) : null}
    </section>
  );
}

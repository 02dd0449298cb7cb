import { isbot } from "isbot";
import type { DeviceKind } from "@core/analytics/schemas";

/**
 * One page view as the counter receives it. `visitorKey` (address and browser) lives only in memory on its
 * way to the counter, which hashes it with the day's salt and keeps the hash until the day ends.
 */
export interface PageView {
  projectId: number;
  path: string;
  /** The referring site's domain, or "" for a direct visit or a move within the site. */
  referrer: string;
  device: DeviceKind;
  /** Cloudflare's two-letter country code, "XX" when unknown. */
  country: string;
  visitorKey: string;
  at: number;
}

/** Device class from the user agent: tablets first (an Android tablet does not say "Mobile"), then phones. */
export function deviceKind(userAgent: string): DeviceKind {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

/** The referring domain without `www.`, or "" when there is none, it is unreadable, or it is the site itself. */
export function referrerDomain(referer: string | null, siteHost: string): string {
  if (!referer) return "";
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return "";
  }
  const bare = (name: string) => name.replace(/^www\./, "");
  return !host || bare(host) === bare(siteHost.toLowerCase().split(":")[0] ?? "") ? "" : bare(host).slice(0, 253);
}

/**
 * A published page's view worth counting, or null: bots and headless browsers (isbot), requests without a
 * user agent, and browsers' speculative prefetches are not visits.
 */
export function pageViewOf(request: Request, projectId: number, path: string, at: number): PageView | null {
  const userAgent = request.headers.get("user-agent") ?? "";
  if (!userAgent || isbot(userAgent)) return null;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  if (/prefetch|prerender/i.test(purpose)) return null;
  const url = new URL(request.url);
  const country = (request.cf as { country?: unknown } | undefined)?.country;
  return {
    projectId,
    path: path.slice(0, 200) || "/",
    referrer: referrerDomain(request.headers.get("referer"), request.headers.get("host") ?? url.host),
    device: deviceKind(userAgent),
    country: typeof country === "string" && /^[A-Z0-9]{2}$/.test(country) ? country : "XX",
    visitorKey: `${request.headers.get("cf-connecting-ip") ?? "local"}\n${userAgent}`,
    at,
  };
}

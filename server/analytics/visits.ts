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

/** What a page view is counted from: the request's headers and Cloudflare's country, as the transport read them. */
export interface Visitor {
  userAgent: string;
  /** Sec-Purpose or Purpose: a browser's prefetch is not a visit. */
  purpose: string;
  referrer: string | null;
  /** The host the page was asked for: a referrer from it is the site itself. */
  host: string;
  country: string | null;
  address: string | null;
}

/**
 * A published page's view worth counting, or null: bots and headless browsers (isbot), requests without a
 * user agent, and browsers' speculative prefetches are not visits.
 */
export function pageViewOf(visitor: Visitor, projectId: number, path: string, at: number): PageView | null {
  const { userAgent } = visitor;
  if (!userAgent || isbot(userAgent)) return null;
  if (/prefetch|prerender/i.test(visitor.purpose)) return null;
  return {
    projectId,
    path: path.slice(0, 200) || "/",
    referrer: referrerDomain(visitor.referrer, visitor.host),
    device: deviceKind(userAgent),
    country: visitor.country && /^[A-Z0-9]{2}$/.test(visitor.country) ? visitor.country : "XX",
    visitorKey: `${visitor.address ?? "local"}\n${userAgent}`,
    at,
  };
}

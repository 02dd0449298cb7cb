import { isbot } from "isbot";
import type { DeviceKind } from "@core/analytics/schemas";

/**
 * How many visitors one address (an IPv4 address, an IPv6 /64) counts for in a UTC day at most: one address
 * sending 30 browser strings is not 30 people (docs/decisions/0880-visitors-capped-per-address-and-referrers-checked.md).
 */
export const VISITORS_PER_ADDRESS = 5;

/**
 * One page view as the counter receives it. `visitorKey` (address and browser) and `addressKey` live only in
 * memory on their way to the counter, which hashes them with the day's salt and keeps the hashes until the day ends.
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
  /** The address the cap per address counts by (`addressKey`). */
  addressKey: string;
  at: number;
}

/**
 * The address as the cap counts it: an IPv4 address whole (an IPv4-mapped IPv6 one too); an IPv6 address by its
 * first 64 bits, the network one home or one phone is given, so a visitor cannot pass the cap by walking through the
 * addresses of their own /64. "local" without an address (development).
 */
export function addressKey(address: string | null): string {
  if (!address) return "local";
  const text = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1]!;
  if (!text.includes(":")) return text;
  const [head = "", tail, ...more] = text.split("::");
  if (more.length > 0) return text;
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return text;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...tailGroups].slice(0, 4);
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups.map((group) => parseInt(group, 16).toString(16)).join(":") : text;
}

/** Device class from the user agent: tablets first (an Android tablet does not say "Mobile"), then phones. */
export function deviceKind(userAgent: string): DeviceKind {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

/** A domain name: dotted labels of letters, digits and inner hyphens, ending in letters (or an IDN's `xn--`); no address. */
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The referring domain without `www.`, or "" when there is none, it is not an http(s) address with a domain name
 * (an app's `android-app://`, `javascript:`, an IP address, a single-label name, garbage), or it is the site itself
 * (`siteHost` comes normalised by the router: lower case, no port, no trailing dot).
 */
export function referrerDomain(referer: string | null, siteHost: string): string {
  if (!referer) return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!HOSTNAME.test(host)) return "";
  const bare = (name: string) => name.replace(/^www\./, "");
  return bare(host) === bare(siteHost.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "")) ? "" : bare(host);
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
    addressKey: addressKey(visitor.address),
    at,
  };
}

import type { AppContext } from "@server/platform";

/** How long a custom host's answer (a site, or none) is kept in KV; attaching or removing a domain clears it at once. */
export const HOST_CACHE_TTL_SECONDS = 300;
export const hostCacheKey = (hostname: string) => `host:v1:${hostname}`;

/** Clears a host's cached answer, and its twin's (whose redirect depends on it). */
export async function forgetHost(app: AppContext, hostname: string): Promise<void> {
  const twin = hostname.startsWith("www.") ? hostname.slice(4) : `www.${hostname}`;
  await Promise.all([app.env.CACHE.delete(hostCacheKey(hostname)), app.env.CACHE.delete(hostCacheKey(twin))]);
}

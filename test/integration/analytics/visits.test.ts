import { createExecutionContext, env, runDurableObjectAlarm, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../../workers/app";
import type { SiteAnalytics } from "@core/analytics/schemas";
import { type PageView, VISITORS_PER_ADDRESS } from "@server/analytics/visits";
import { call, expectError, signedUpUser } from "../accounts/helpers";
import { publishedSite } from "../leads/helpers";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36";
const BOTS = ["Googlebot/2.1 (+http://www.google.com/bot.html)", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", "Mozilla/5.0 HeadlessChrome/141.0.0.0 Safari/537.36", "curl/8.5.0"];

/** A view of a published page through the real Worker, with the client's address, browser and Cloudflare country. */
function view(slug: string, { ip, userAgent, country = "PT", referer }: { ip: string; userAgent: string; country?: string; referer?: string }) {
  const headers: Record<string, string> = { "cf-connecting-ip": ip, "user-agent": userAgent };
  if (referer) headers.referer = referer;
  return new Request(`http://localhost/s/${slug}`, { headers, cf: { country } } as RequestInit);
}

/** Sends views at once, each with its own execution context, then waits for every `waitUntil` (the counting). */
async function visit(requests: Request[]): Promise<Response[]> {
  const contexts = requests.map(() => createExecutionContext());
  const responses = await Promise.all(requests.map((request, index) => app.fetch(request, env, contexts[index]!)));
  await Promise.all(contexts.map((ctx) => waitOnExecutionContext(ctx)));
  return responses;
}

const counterOf = (projectId: number) => env.SITE_VISITS.get(env.SITE_VISITS.idFromName(String(projectId)));

async function analytics(projectId: number, jwt: string, days?: number): Promise<SiteAnalytics> {
  const response = await call(`/projects/${projectId}/analytics${days === undefined ? "" : `?days=${days}`}`, { jwt });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json<{ data: SiteAnalytics }>()).data;
}

async function rollups(projectId: number) {
  return (await env.DB.prepare("SELECT * FROM site_visit_rollups WHERE project_id = ? ORDER BY day, dimension, value").bind(projectId).all<Record<string, unknown>>()).results;
}

describe("visitor counts", () => {
  it("counts 1,000 concurrent views exactly, one visitor per address and browser, and ignores bots", async () => {
    const owner = await publishedSite();
    const { id, slug } = owner.project;
    // 250 people (address + browser), 4 views each, all at once; 100 come from a search engine, half on phones.
    // Each has their own /64, as each home or phone does: one /64 is one address for the cap per address.
    const requests = Array.from({ length: 1000 }, (_, index) => {
      const person = index % 250;
      return view(slug, {
        ip: `2001:db8:${person.toString(16)}::1`,
        userAgent: person % 2 ? PHONE : DESKTOP,
        country: person < 200 ? "PT" : "BR",
        referer: person < 100 ? "https://www.google.com/" : `http://localhost/s/${slug}`,
      });
    });
    const bots = BOTS.flatMap((userAgent) => Array.from({ length: 25 }, (_, index) => view(slug, { ip: `2001:db8::b0:${index}`, userAgent })));
    const noAgent = new Request(`http://localhost/s/${slug}`, { headers: { "cf-connecting-ip": "2001:db8::99" } });
    const responses = await visit([...requests, ...bots, noAgent]);
    expect(responses.every((response) => response.status === 200)).toBe(true);

    const data = await analytics(id, owner.jwt);
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), visitors: 250, pageviews: 1000 });
    expect(data.days.slice(0, -1).every((day) => day.visitors === 0 && day.pageviews === 0)).toBe(true);
    expect(data.referrers).toEqual([{ domain: "google.com", visitors: 100 }]);
    expect(data.pages).toEqual([{ path: "/", pageviews: 1000 }]);
    expect(data.devices).toEqual([
      { kind: "desktop", visitors: 125 },
      { kind: "phone", visitors: 125 },
    ]);
    expect(data.countries).toEqual([
      { code: "PT", visitors: 200 },
      { code: "BR", visitors: 50 },
    ]);
  }, 120_000);

  it("a HEAD request or a prefetch is not a view; a revalidated page (304) is", async () => {
    const owner = await publishedSite({ name: "Head Count" });
    const { id, slug } = owner.project;
    const first = (await visit([view(slug, { ip: "2001:db8::1", userAgent: DESKTOP })]))[0]!;
    const etag = first.headers.get("etag")!;
    const head = new Request(`http://localhost/s/${slug}`, { method: "HEAD", headers: { "user-agent": DESKTOP } });
    const prefetch = new Request(`http://localhost/s/${slug}`, { headers: { "user-agent": DESKTOP, "sec-purpose": "prefetch" } });
    const revalidated = new Request(`http://localhost/s/${slug}`, { headers: { "user-agent": DESKTOP, "cf-connecting-ip": "2001:db8::1", "if-none-match": etag } });
    const [, , notModified] = await visit([head, prefetch, revalidated]);
    expect(notModified!.status).toBe(304);
    expect((await analytics(id, owner.jwt, 1)).days).toEqual([{ date: new Date().toISOString().slice(0, 10), visitors: 1, pageviews: 2 }]);
  });

  it("counts unique visitors per day with a salt per day, and forgets the salt and the hashes when the day is over", async () => {
    const owner = await publishedSite({ name: "Day Counts" });
    const counter = counterOf(owner.project.id);
    const monday = Date.UTC(2026, 10, 2, 23, 0);
    const tuesday = Date.UTC(2026, 10, 3, 1, 0);
    const base: Omit<PageView, "at" | "visitorKey" | "addressKey"> = { projectId: owner.project.id, path: "/", referrer: "", device: "desktop", country: "PT" };
    await counter.record({ ...base, visitorKey: "203.0.113.7\nBrowser A", addressKey: "203.0.113.7", at: monday });
    await counter.record({ ...base, visitorKey: "203.0.113.7\nBrowser A", addressKey: "203.0.113.7", at: monday + 60_000 });
    await counter.record({ ...base, visitorKey: "203.0.113.8\nBrowser A", addressKey: "203.0.113.8", at: monday + 120_000 });
    const mondaySalt = await runInDurableObject(counter, (_, state) => state.storage.sql.exec<{ salt: string }>("SELECT salt FROM salts WHERE day = '2026-11-02'").one().salt);
    // The same person the next day is a visitor of that day again, under a new salt; Monday's salt and hashes go.
    await counter.record({ ...base, visitorKey: "203.0.113.7\nBrowser A", addressKey: "203.0.113.7", at: tuesday });
    const kept = await runInDurableObject(counter, (_, state) => ({
      salts: state.storage.sql.exec<{ day: string; salt: string }>("SELECT day, salt FROM salts").toArray(),
      seenDays: state.storage.sql.exec<{ day: string }>("SELECT DISTINCT day FROM seen").toArray().map((row) => row.day),
    }));
    expect(kept.salts.map((row) => row.day)).toEqual(["2026-11-03"]);
    expect(kept.salts[0]!.salt).not.toBe(mondaySalt);
    expect(kept.seenDays).toEqual(["2026-11-03"]);

    expect(await runDurableObjectAlarm(counter)).toBe(true);
    const totals = (await rollups(owner.project.id)).filter((row) => row.dimension === "total");
    expect(totals).toEqual([
      { project_id: owner.project.id, day: "2026-11-02", dimension: "total", value: "", pageviews: 3, visitors: 2 },
      { project_id: owner.project.id, day: "2026-11-03", dimension: "total", value: "", pageviews: 1, visitors: 1 },
    ]);
  });

  it("flushes the counts to D1 from the alarm, once, and stores nothing personal anywhere", async () => {
    const owner = await publishedSite({ name: "Flush Point" });
    const { id, slug } = owner.project;
    const ip = "198.51.100.23";
    await visit([view(slug, { ip, userAgent: PHONE, referer: "https://news.example.org/story?id=1" }), view(slug, { ip, userAgent: PHONE })]);
    const counter = counterOf(id);
    // Nothing reaches D1 on the serving path: the counts wait in the counter until its alarm.
    expect(await rollups(id)).toEqual([]);
    expect(await runInDurableObject(counter, (_, state) => state.storage.getAlarm())).not.toBeNull();
    expect(await runDurableObjectAlarm(counter)).toBe(true);
    const stored = await rollups(id);
    const today = new Date().toISOString().slice(0, 10);
    expect(stored).toEqual(
      expect.arrayContaining([
        { project_id: id, day: today, dimension: "total", value: "", pageviews: 2, visitors: 1 },
        { project_id: id, day: today, dimension: "referrer", value: "news.example.org", pageviews: 1, visitors: 1 },
        { project_id: id, day: today, dimension: "device", value: "phone", pageviews: 2, visitors: 1 },
      ]),
    );
    // A second alarm adds nothing: what was flushed is gone from the counter.
    await counter.flush();
    expect(await rollups(id)).toEqual(stored);

    // Neither D1 nor the counter's storage holds the address or the browser; the counter keeps only a salted hash.
    const everything = JSON.stringify(stored) + JSON.stringify(await runInDurableObject(counter, (_, state) => ["meta", "salts", "seen", "addresses", "pending"].map((table) => state.storage.sql.exec(`SELECT * FROM ${table}`).toArray())));
    for (const secret of [ip, "iPhone", "Mozilla", "story?id=1"]) expect(everything).not.toContain(secret);
    const hashes = await runInDurableObject(counter, (_, state) => state.storage.sql.exec<{ hash: string }>("SELECT hash FROM seen").toArray());
    expect(hashes).toHaveLength(1);
    expect(hashes[0]!.hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it("counts one address with 30 browsers as at most VISITORS_PER_ADDRESS visitors a day, an IPv6 /64 as one address", async () => {
    const owner = await publishedSite({ name: "Many Agents" });
    const { id, slug } = owner.project;
    const browsers = Array.from({ length: 30 }, (_, index) => DESKTOP.replace("141.0.0.0", `141.0.${index}.0`));
    // One IPv4 address with 30 browser strings; one /64 whose every request comes from another address in it;
    // and 10 real people, each at their own address.
    const sameAddress = browsers.map((userAgent) => view(slug, { ip: "198.51.100.7", userAgent }));
    const sameNetwork = browsers.map((userAgent, index) => view(slug, { ip: `2001:db8:aa:bb::${(index + 1).toString(16)}`, userAgent }));
    const people = Array.from({ length: 10 }, (_, index) => view(slug, { ip: `203.0.113.${index + 1}`, userAgent: PHONE }));
    await visit([...sameAddress, ...sameNetwork, ...people]);
    const today = (await analytics(id, owner.jwt, 1)).days[0]!;
    expect(today).toEqual({ date: new Date().toISOString().slice(0, 10), visitors: 2 * VISITORS_PER_ADDRESS + 10, pageviews: 70 });
    // Nothing but hashes: the counter's table of addresses holds no address.
    const addresses = await runInDurableObject(counterOf(id), (_, state) => state.storage.sql.exec<{ hash: string; visitors: number }>("SELECT hash, visitors FROM addresses").toArray());
    expect(addresses).toHaveLength(12);
    expect(addresses.every((row) => /^[0-9a-f]{32}$/.test(row.hash) && row.visitors <= VISITORS_PER_ADDRESS)).toBe(true);
  });

  it("stores only valid hostnames as referrers, and none for the site itself on any spelling of its host", async () => {
    const owner = await publishedSite({ name: "Referrer Check" });
    const { id, slug } = owner.project;
    const referrers = ["android-app://com.google.android.gm/", "javascript:alert(1)", "http://192.168.1.10/", "not a url", "https://intranet/", "https://Search.Example.NET./q"];
    await visit(referrers.map((referer, index) => view(slug, { ip: `192.0.2.${index + 1}`, userAgent: PHONE, referer })));
    // The site on its own subdomain, asked with a trailing dot, capitals and a port, referred from itself.
    const subdomain = new Request(`http://${slug.toUpperCase()}.Sites.Example.Test.:8787/`, { headers: { "cf-connecting-ip": "192.0.2.50", "user-agent": PHONE, referer: `https://${slug}.sites.example.test/about` }, cf: { country: "PT" } } as RequestInit);
    const ctx = createExecutionContext();
    expect((await app.fetch(subdomain, { ...env, SITES_DOMAIN: "sites.example.test" } as Env, ctx)).status).toBe(200);
    await waitOnExecutionContext(ctx);
    const data = await analytics(id, owner.jwt, 1);
    expect(data.referrers).toEqual([{ domain: "search.example.net", visitors: 1 }]);
    expect(data.days[0]!.visitors).toBe(7);
  });

  it("serves the page without waiting for the counter", async () => {
    const owner = await publishedSite({ name: "No Wait" });
    let handed = 0;
    // A counter that never answers: the page must come anyway, the count waits in waitUntil.
    const stuck = { idFromName: (name: string) => name, get: () => ({ record: () => ((handed += 1), new Promise<never>(() => {})) }) };
    const ctx = createExecutionContext();
    const response = await app.fetch(view(owner.project.slug, { ip: "2001:db8::5", userAgent: DESKTOP }), { ...env, SITE_VISITS: stuck } as unknown as Env, ctx);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("No Wait");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handed).toBe(1);
  });

  it("answers days 1–90 (30 by default) and only to the owner", async () => {
    const owner = await publishedSite({ name: "Range Check" });
    expect((await analytics(owner.project.id, owner.jwt, 7)).days).toHaveLength(7);
    expect((await analytics(owner.project.id, owner.jwt, 90)).days).toHaveLength(90);
    for (const days of ["0", "91", "2.5", "many"]) {
      const response = await call(`/projects/${owner.project.id}/analytics?days=${days}`, { jwt: owner.jwt });
      expect(response.status, days).toBe(400);
    }
    const stranger = await signedUpUser();
    await expectError(await call(`/projects/${owner.project.id}/analytics`, { jwt: stranger.jwt }), 404, "NotFoundError", "Not Found");
    expect((await call(`/projects/${owner.project.id}/analytics`)).status).toBe(403);
  });
});

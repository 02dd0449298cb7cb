import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "../../../workers/app";
import type { CustomDomainView } from "@core/domains/schemas";
import { runScheduledJobs } from "@workers/scheduled";
import { createFakeCloudflare, type FakeCloudflare } from "../../e2e/fake-cloudflare.mjs";
import { call, expectError, signedUpUser } from "../accounts/helpers";
import { projectFromChat, publishedSite } from "../leads/helpers";
import { awayFromWindowEdge } from "../rate-limit-window";
import { FAKE_CLOUDFLARE_SETTINGS, routeCloudflareToFake } from "./fake-cloudflare-api";

const CLOUDFLARE = FAKE_CLOUDFLARE_SETTINGS;

let fake: FakeCloudflare;

beforeEach(() => {
  fake = createFakeCloudflare({ zoneId: CLOUDFLARE.CLOUDFLARE_ZONE_ID, token: CLOUDFLARE.CLOUDFLARE_API_TOKEN });
  routeCloudflareToFake(() => fake);
});
afterEach(() => vi.restoreAllMocks());

const domainsOf = (projectId: number, jwt: string, options: Parameters<typeof call>[1] = {}) => call(`/projects/${projectId}/domains`, { jwt, env: CLOUDFLARE, ...options });

/** A request to a host, as Cloudflare hands it to the Worker. */
async function onHost(url: string, { method = "GET", overrides = {} }: { method?: string; overrides?: Record<string, unknown> } = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, { method, redirect: "manual", headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" } }), { ...env, ...CLOUDFLARE, ...overrides } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("custom domains through Cloudflare for SaaS", () => {
  it("attach shows the DNS records and pending; a check turns it active; removing it removes the custom hostname", async () => {
    const owner = await publishedSite();
    const attached = await domainsOf(owner.project.id, owner.jwt, { json: { hostname: " https://WWW.Rise-Crumb.example.test/ " } });
    expect(attached.status, await attached.clone().text()).toBe(201);
    const { data } = await attached.json<{ data: CustomDomainView }>();
    const [created] = [...fake.hostnames.values()];
    expect(data).toMatchObject({
      hostname: "www.rise-crumb.example.test",
      status: "pending",
      dns: [
        { type: "CNAME", name: "www.rise-crumb.example.test", value: "sites.may.test" },
        { type: "TXT", name: "_cf-custom-hostname.www.rise-crumb.example.test", value: created!.ownership },
      ],
    });
    expect(fake.calls).toEqual([`POST /client/v4/zones/zone-0123/custom_hostnames`]);

    // The list asks Cloudflare: the fake has found the records by now.
    const listed = await (await domainsOf(owner.project.id, owner.jwt)).json<{ data: CustomDomainView[] }>();
    expect(listed.data).toMatchObject([{ hostname: "www.rise-crumb.example.test", status: "active", problem: null }]);
    expect(fake.calls.at(-1)).toBe(`GET /client/v4/zones/zone-0123/custom_hostnames/${created!.id}`);

    const removed = await call(`/projects/${owner.project.id}/domains/www.rise-crumb.example.test`, { method: "DELETE", jwt: owner.jwt, env: CLOUDFLARE });
    expect(await removed.json()).toEqual({ data: { hostname: "www.rise-crumb.example.test", deleted: true } });
    expect(fake.hostnames.size).toBe(0);
    expect((await (await domainsOf(owner.project.id, owner.jwt)).json<{ data: unknown[] }>()).data).toEqual([]);
    expect((await onHost("https://www.rise-crumb.example.test/")).headers.get("x-may-source")).toBeNull();
  });

  it("the Cron Trigger checks pending domains with Cloudflare; a blocked name shows failed with Cloudflare's reason", async () => {
    const owner = await publishedSite({ name: "Cron Check" });
    expect((await domainsOf(owner.project.id, owner.jwt, { json: { hostname: "shop.example.test" } })).status).toBe(201);
    expect((await domainsOf(owner.project.id, owner.jwt, { json: { hostname: "refused.example.test" } })).status).toBe(201);
    const ctx = createExecutionContext();
    await runScheduledJobs({ ...env, ...CLOUDFLARE } as Env, ctx, Date.now() + 120_000);
    await waitOnExecutionContext(ctx);
    const rows = await env.DB.prepare("SELECT hostname, status, problem FROM custom_domains WHERE project_id = ? ORDER BY hostname").bind(owner.project.id).all();
    expect(rows.results).toEqual([
      { hostname: "refused.example.test", status: "failed", problem: "This hostname is not allowed." },
      { hostname: "shop.example.test", status: "active", problem: null },
    ]);
    // Checked a minute ago: the next run leaves them alone.
    const before = fake.calls.length;
    await runScheduledJobs({ ...env, ...CLOUDFLARE } as Env, createExecutionContext(), Date.now() + 130_000);
    expect(fake.calls.length).toBe(before);
  });

  it("refuses what it cannot attach, in plain words", async () => {
    const owner = await publishedSite({ name: "Refusals" });
    const post = (hostname: unknown, options: Parameters<typeof call>[1] = {}) => domainsOf(owner.project.id, owner.jwt, { json: { hostname }, ...options });
    await expectError(await post("shop.example.test", { env: {} }), 400, "ValidationError", "Custom domains are not set up on this server yet.");
    await expectError(await post("not a domain"), 400, "ValidationError", "Enter a domain name only, like www.example.com (no spaces, no path).");
    await expectError(await post("localhost"), 400, "ValidationError", "Enter a domain name only, like www.example.com (no spaces, no path).");
    await expectError(await post("shop.sites.may.test"), 400, "ValidationError", "That address belongs to May itself; choose your own domain.");
    await expectError(await post("taken.example.test"), 400, "ApplicationError", "This domain is already attached to a site.");
    expect((await post("one.example.test")).status).toBe(201);
    expect((await post("www.one.example.test")).status).toBe(201);
    await expectError(await post("three.example.test"), 400, "ValidationError", "A site can have two domains: one name and its www twin. Remove one first.");

    const other = await publishedSite({ name: "Other Bakery" });
    // Another site's claim, not verified yet: the refusal says how to prove the name is yours (domain-claims.test.ts).
    await expectError(await domainsOf(other.project.id, other.jwt, { json: { hostname: "one.example.test" } }), 400, "ApplicationError", "This domain is waiting for another site to verify it. If it is yours, add the TXT record shown at your DNS provider, then choose Prove it is mine.");
    const draft = await projectFromChat({ business: "A florist", location: "Lyon", name: "Not Yet" });
    await expectError(await domainsOf(draft.id, draft.account.jwt, { json: { hostname: "flowers.example.test" } }), 400, "ValidationError", "Publish the site first, then attach a domain.");
    const stranger = await signedUpUser();
    await expectError(await domainsOf(owner.project.id, stranger.jwt), 404, "NotFoundError", "Not Found");
    await expectError(await call(`/projects/${owner.project.id}/domains/nothing.example.test`, { method: "DELETE", jwt: owner.jwt, env: CLOUDFLARE }), 404, "NotFoundError", "This domain is not attached to the site.");
    expect(fake.hostnames.size).toBe(2);
  });

  it("limits domain requests to 10 a minute per user; a project without domains is listed without counting", async () => {
    const owner = await publishedSite({ name: "Busy Owner" });
    for (let i = 0; i < 12; i++) expect((await domainsOf(owner.project.id, owner.jwt)).status).toBe(200);
    await awayFromWindowEdge();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(`/projects/${owner.project.id}/domains/none-${i}.example.test`, { method: "DELETE", jwt: owner.jwt, env: CLOUDFLARE })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });

  it("an attached host serves only the site's own paths, over HTTPS, the apex redirecting to its www twin", async () => {
    const owner = await publishedSite({ name: "Host Rules" });
    for (const hostname of ["www.host-rules.example.test", "host-rules.example.test"]) {
      expect((await domainsOf(owner.project.id, owner.jwt, { json: { hostname } })).status).toBe(201);
    }
    const home = await onHost("https://www.host-rules.example.test/");
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Host Rules");
    // The contact form posts to the app, since the site's host serves no API.
    expect(html).toContain(`action="http://localhost:5173/api/v1/sites/${owner.project.slug}/messages"`);
    expect(await (await onHost("https://www.host-rules.example.test/robots.txt")).text()).toContain("Sitemap: https://www.host-rules.example.test/sitemap.xml");

    for (const path of ["/u/dashboard", "/login", "/api/v1/health", "/api/v1/projects", "/s/" + owner.project.slug, "/dev/outbox"]) {
      const response = await onHost(`https://www.host-rules.example.test${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("There is no page at this address.");
    }
    expect((await onHost("https://www.host-rules.example.test/api/v1/auth/local", { method: "POST" })).status).toBe(405);
    // The site's own files are its paths too: its icon and fonts are answered by their handlers, not the 404 page.
    for (const path of ["/favicon.ico", "/_fonts/missing-font.woff2", `/_brand/${owner.project.slug}/missing.png`]) {
      expect(await (await onHost(`https://www.host-rules.example.test${path}`)).text(), path).not.toContain("There is no page at this address.");
    }

    const apex = await onHost("https://host-rules.example.test/?from=ad");
    expect(apex.status).toBe(301);
    expect(apex.headers.get("location")).toBe("https://www.host-rules.example.test/?from=ad");
    const plain = await onHost("http://www.host-rules.example.test/", { overrides: { ENVIRONMENT: "production", JWT_SECRET: "p".repeat(40), SESSION_SECRET: "s".repeat(40), MAIL_API_KEY: "k" } });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe("https://www.host-rules.example.test/");

    // A host nobody attached is the app as before; a SITES_DOMAIN subdomain serves only its site too.
    expect((await onHost("https://nobody.example.test/api/v1/health")).status).toBe(200);
    const subdomain = `https://${owner.project.slug}.sites.example.test`;
    expect((await onHost(`${subdomain}/`, { overrides: { SITES_DOMAIN: "sites.example.test" } })).status).toBe(200);
    expect((await onHost(`${subdomain}/api/v1/health`, { overrides: { SITES_DOMAIN: "sites.example.test" } })).status).toBe(404);
    // The host is compared in one normal form, whatever the spelling: upper case, a port, the root's trailing dot.
    for (const spelling of ["https://WWW.Host-Rules.Example.TEST/", "https://www.host-rules.example.test.:8443/"]) {
      const response = await onHost(spelling);
      expect(response.status, spelling).toBe(200);
      expect(await response.text(), spelling).toContain("Host Rules");
    }
    expect((await onHost(`https://${owner.project.slug.toUpperCase()}.Sites.Example.Test./`, { overrides: { SITES_DOMAIN: "sites.example.test" } })).status).toBe(200);
  });

  it("deleting the project removes its domains at Cloudflare, and the host stops serving the site", async () => {
    const owner = await publishedSite({ name: "Gone Soon" });
    expect((await domainsOf(owner.project.id, owner.jwt, { json: { hostname: "gone.example.test" } })).status).toBe(201);
    expect((await onHost("https://gone.example.test/")).status).toBe(200);
    const deleted = await call(`/projects/${owner.project.id}`, { method: "DELETE", jwt: owner.jwt, env: CLOUDFLARE });
    expect(deleted.status).toBe(200);
    expect(fake.hostnames.size).toBe(0);
    expect(fake.calls.at(-1)).toMatch(/^DELETE \/client\/v4\/zones\/zone-0123\/custom_hostnames\//);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM custom_domains WHERE hostname = 'gone.example.test'").first<{ n: number }>())!.n).toBe(0);
    expect((await onHost("https://gone.example.test/api/v1/health")).status).toBe(200);
  });
});

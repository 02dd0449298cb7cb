import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DOMAIN_CLAIM_TTL_MS, type CustomDomainView } from "@core/domains/schemas";
import { runScheduledJobs } from "@workers/scheduled";
import { createFakeCloudflare, type FakeCloudflare } from "../../e2e/fake-cloudflare.mjs";
import { FAKE_CLOUDFLARE_SETTINGS, routeCloudflareToFake } from "./fake-cloudflare-api";
import { call, expectError, type ErrorEnvelope } from "../accounts/helpers";
import { publishedSite } from "../leads/helpers";

// docs/decisions/0842-unverified-domain-claims-expire-and-can-be-released.md

const CLOUDFLARE = { ...FAKE_CLOUDFLARE_SETTINGS, DNS_OVER_HTTPS_URL: "https://cloudflare.test/dns-query" };

let fake: FakeCloudflare;

beforeEach(() => {
  // A fake that never finds the owner's records: claims stay unverified unless a test says otherwise.
  fake = createFakeCloudflare({ zoneId: CLOUDFLARE.CLOUDFLARE_ZONE_ID, token: CLOUDFLARE.CLOUDFLARE_API_TOKEN, activateAfterChecks: Infinity });
  routeCloudflareToFake(() => fake);
});
afterEach(() => vi.restoreAllMocks());

const attach = (projectId: number, jwt: string, hostname: string) => call(`/projects/${projectId}/domains`, { jwt, env: CLOUDFLARE, json: { hostname } });
const prove = (projectId: number, jwt: string, hostname: string) => call(`/projects/${projectId}/domains/${hostname}/proof`, { method: "POST", jwt, env: CLOUDFLARE, json: {} });
const list = async (projectId: number, jwt: string) => (await (await call(`/projects/${projectId}/domains`, { jwt, env: CLOUDFLARE })).json<{ data: CustomDomainView[] }>()).data;
const age = (hostname: string, ms: number) => env.DB.prepare("UPDATE custom_domains SET created_at = created_at - ? WHERE hostname = ?").bind(ms, hostname).run();

async function cron(at = Date.now()) {
  const ctx = createExecutionContext();
  await runScheduledJobs({ ...env, ...CLOUDFLARE } as Env, ctx, at);
  await waitOnExecutionContext(ctx);
}

describe("unverified domain claims expire", () => {
  it("a claim shows when it expires; once expired it no longer blocks another site, which takes the name", async () => {
    const squatter = await publishedSite({ name: "Squatter" });
    const attached = await attach(squatter.project.id, squatter.jwt, "bakery.example.test");
    expect(attached.status).toBe(201);
    const view = (await attached.json<{ data: CustomDomainView }>()).data;
    expect(Date.parse(view.expiresAt!) - Date.now()).toBeGreaterThan(DOMAIN_CLAIM_TTL_MS - 60_000);

    const owner = await publishedSite({ name: "Real Bakery" });
    expect((await attach(owner.project.id, owner.jwt, "bakery.example.test")).status).toBe(400);
    await age("bakery.example.test", DOMAIN_CLAIM_TTL_MS + 1000);
    const taken = await attach(owner.project.id, owner.jwt, "bakery.example.test");
    expect(taken.status, await taken.clone().text()).toBe(201);
    expect([...fake.hostnames.values()].map((entry) => entry.hostname)).toEqual(["bakery.example.test"]);
    expect(await list(squatter.project.id, squatter.jwt)).toEqual([]);
    expect((await list(owner.project.id, owner.jwt)).map((domain) => domain.hostname)).toEqual(["bakery.example.test"]);
  });

  it("the Cron Trigger removes expired claims at Cloudflare and here, and leaves verified and young ones", async () => {
    const site = await publishedSite({ name: "Cron Claims" });
    expect((await attach(site.project.id, site.jwt, "old.example.test")).status).toBe(201);
    const other = await publishedSite({ name: "Verified Site" });
    expect((await attach(other.project.id, other.jwt, "verified.example.test")).status).toBe(201);
    const young = await publishedSite({ name: "Young Claim" });
    expect((await attach(young.project.id, young.jwt, "young.example.test")).status).toBe(201);
    // Verified once by Cloudflare long ago: never expires, even when it fails later.
    await env.DB.prepare("UPDATE custom_domains SET verified_at = created_at, status = 'failed' WHERE hostname = 'verified.example.test'").run();
    for (const hostname of ["old.example.test", "verified.example.test"]) await age(hostname, DOMAIN_CLAIM_TTL_MS + 1000);

    const logged = vi.spyOn(console, "info").mockImplementation(() => {});
    await cron();
    const rows = await env.DB.prepare("SELECT hostname FROM custom_domains WHERE hostname IN ('old.example.test', 'verified.example.test', 'young.example.test') ORDER BY hostname").all<{ hostname: string }>();
    expect(rows.results.map((row) => row.hostname)).toEqual(["verified.example.test", "young.example.test"]);
    expect([...fake.hostnames.values()].map((entry) => entry.hostname).sort()).toEqual(["verified.example.test", "young.example.test"]);
    expect(logged.mock.calls.map((args) => String(args[0])).join("\n")).toContain("custom domain claim old.example.test expired");
  });

  it("a claim Cloudflare finds active is verified for good", async () => {
    fake = createFakeCloudflare({ zoneId: CLOUDFLARE.CLOUDFLARE_ZONE_ID, token: CLOUDFLARE.CLOUDFLARE_API_TOKEN, activateAfterChecks: 1 });
    const site = await publishedSite({ name: "Quick Owner" });
    expect((await attach(site.project.id, site.jwt, "quick.example.test")).status).toBe(201);
    const [domain] = await list(site.project.id, site.jwt);
    expect(domain).toMatchObject({ status: "active", expiresAt: null });
    await age("quick.example.test", DOMAIN_CLAIM_TTL_MS * 10);
    await cron();
    expect(await list(site.project.id, site.jwt)).toHaveLength(1);
  });
});

describe("proving control with a TXT record releases another site's unverified claim", () => {
  it("the refusal names the TXT record to add; with it in DNS the second site takes the name", async () => {
    const squatter = await publishedSite({ name: "Claim Squatter" });
    expect((await attach(squatter.project.id, squatter.jwt, "www.florist.example.test")).status).toBe(201);
    const owner = await publishedSite({ name: "Real Florist" });

    const refused = await attach(owner.project.id, owner.jwt, "www.florist.example.test");
    const body: ErrorEnvelope = await expectError(refused, 400, "ApplicationError", "This domain is waiting for another site to verify it. If it is yours, add the TXT record shown at your DNS provider, then choose Prove it is mine.");
    const proof = body.error.details.proof as { type: string; name: string; value: string };
    expect(proof).toEqual({ type: "TXT", name: "_may-claim.www.florist.example.test", value: expect.stringMatching(/^may-claim-[0-9a-f]{32}$/) });

    // Not in DNS yet: refused, nothing released.
    await expectError(await prove(owner.project.id, owner.jwt, "www.florist.example.test"), 400, "ValidationError", "The TXT record was not found yet. DNS changes can take a few minutes; try again soon.");
    expect(await list(squatter.project.id, squatter.jwt)).toHaveLength(1);
    // Another site's proof does not count for this one.
    const third = await publishedSite({ name: "Third Site" });
    fake.txt.set("_may-claim.www.florist.example.test", [proof.value]);
    await expectError(await prove(third.project.id, third.jwt, "www.florist.example.test"), 400, "ValidationError", "The TXT record was not found yet. DNS changes can take a few minutes; try again soon.");

    const logged = vi.spyOn(console, "info").mockImplementation(() => {});
    const proved = await prove(owner.project.id, owner.jwt, "www.florist.example.test");
    expect(proved.status, await proved.clone().text()).toBe(201);
    expect((await proved.json<{ data: CustomDomainView }>()).data).toMatchObject({ hostname: "www.florist.example.test", status: "pending" });
    expect(await list(squatter.project.id, squatter.jwt)).toEqual([]);
    expect([...fake.hostnames.values()].map((entry) => entry.hostname)).toEqual(["www.florist.example.test"]);
    expect(fake.calls.filter((line) => line.startsWith("GET /dns-query")).length).toBe(3);
    expect(logged.mock.calls.map((args) => String(args[0])).join("\n")).toContain(`custom domain claim www.florist.example.test of project ${squatter.project.id} released`);
  });

  it("never releases a verified domain, and a TXT record split in parts still counts", async () => {
    const holder = await publishedSite({ name: "Verified Holder" });
    expect((await attach(holder.project.id, holder.jwt, "held.example.test")).status).toBe(201);
    await env.DB.prepare("UPDATE custom_domains SET verified_at = created_at, status = 'active' WHERE hostname = 'held.example.test'").run();
    const other = await publishedSite({ name: "Hopeful" });
    await expectError(await attach(other.project.id, other.jwt, "held.example.test"), 400, "ApplicationError", "This domain is already attached to a site.");
    await expectError(await prove(other.project.id, other.jwt, "held.example.test"), 400, "ApplicationError", "This domain is already attached to a site.");
    expect(await list(holder.project.id, holder.jwt)).toHaveLength(1);

    // A name nobody holds: a proof simply attaches it; DNS answers a long value in quoted parts.
    const value = (await (await attach(other.project.id, other.jwt, "held.example.test")).json<ErrorEnvelope>()).error.details.proof;
    expect(value).toBeUndefined();
    expect((await attach(holder.project.id, holder.jwt, "free.example.test")).status).toBe(201);
    await age("free.example.test", 1000);
    const refusal = await (await attach(other.project.id, other.jwt, "free.example.test")).json<ErrorEnvelope>();
    const proof = refusal.error.details.proof as { name: string; value: string };
    fake.txt.set(proof.name, [`${proof.value.slice(0, 10)}" "${proof.value.slice(10)}`, "v=spf1 -all"]);
    expect((await prove(other.project.id, other.jwt, "free.example.test")).status).toBe(201);
  });
});

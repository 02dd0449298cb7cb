import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { addPage, removePage } from "@core/sites/structure";
import { buildAppContext } from "@server/platform";
import { CopyMemory, MEMORY_SECONDS, servedCopy } from "@server/public-site/served-copies";
import { app } from "../../../workers/app";
import { createFakeCloudflare, type FakeCloudflare } from "../../e2e/fake-cloudflare.mjs";
import { FAKE_CLOUDFLARE_SETTINGS, routeCloudflareToFake } from "../domains/fake-cloudflare-api";
import { call } from "../accounts/helpers";
import { generatedProject } from "../hardening/helpers";

// A published page kept in an isolate's memory for a few seconds (docs/decisions/0887-published-pages-kept-in-memory-for-seconds.md):
// every change shows at once in the isolate that made it, and within the bound everywhere else.

const BOUND_MS = MEMORY_SECONDS * 1000;

const publish = (id: number, jwt: string) => call(`/projects/${id}/publish`, { method: "POST", jwt, json: {} });
const visit = (path: string) => call(`http://localhost/s/${path}`);

async function withHeadline(project: { id: number; document: unknown }, jwt: string, headline: string, change: (document: never) => unknown = (document) => document) {
  const document = structuredClone(change(project.document as never)) as { sections: { type: string; headline?: string }[] };
  const hero = document.sections.find((section) => section.type === "hero");
  if (!hero) throw new Error("no hero");
  hero.headline = headline;
  const saved = await call(`/projects/${project.id}`, { method: "PUT", jwt, json: { document } });
  expect(saved.status, await saved.clone().text()).toBe(200);
  expect((await publish(project.id, jwt)).status).toBe(200);
  return document;
}

/** A published project with a second page, "about-us". */
async function publishedWithTwoPages(name: string) {
  const generated = await generatedProject(name);
  const added = addPage(generated.project.document!, "About us");
  if (!added.ok) throw new Error(added.error);
  const document = added.document;
  expect((await call(`/projects/${generated.project.id}`, { method: "PUT", jwt: generated.jwt, json: { document } })).status).toBe(200);
  expect((await publish(generated.project.id, generated.jwt)).status).toBe(200);
  return { ...generated, project: { ...generated.project, document } };
}

describe("a change made in this isolate shows at once", () => {
  it("a page read twice comes from memory; a publish, a page deletion, an unpublish and a delete each show on the next visit", async () => {
    const { jwt, project } = await publishedWithTwoPages("Memory Bakery");
    const first = await visit(project.slug);
    expect([first.status, first.headers.get("x-may-source")]).toEqual([200, "kv"]);
    const again = await visit(project.slug);
    expect([again.status, again.headers.get("x-may-source"), again.headers.get("etag")]).toEqual([200, "memory", first.headers.get("etag")]);
    expect((await visit(`${project.slug}/about-us`)).headers.get("x-may-source")).toBe("d1");
    expect((await visit(`${project.slug}/about-us`)).headers.get("x-may-source")).toBe("memory");

    await withHeadline(project, jwt, "Second loaves of the day");
    const republished = await visit(project.slug);
    expect(republished.headers.get("x-may-source")).toBe("kv");
    expect(await republished.text()).toContain("Second loaves of the day");

    // The page deleted and the site published again: its address is a 404 at once.
    const withoutPage = await withHeadline(project, jwt, "Third loaves", (document) => removePage(document, "about-us"));
    expect((await visit(`${project.slug}/about-us`)).status).toBe(404);
    expect(await (await visit(project.slug)).text()).toContain("Third loaves");

    expect((await call(`/projects/${project.id}/unpublish`, { method: "POST", jwt, json: {} })).status).toBe(200);
    expect((await visit(project.slug)).status).toBe(404);

    await withHeadline({ ...project, document: withoutPage }, jwt, "Back again");
    expect(await (await visit(project.slug)).text()).toContain("Back again");
    expect((await visit(project.slug)).headers.get("x-may-source")).toBe("memory");
    expect((await call(`/projects/${project.id}`, { method: "DELETE", jwt })).status).toBe(200);
    expect((await visit(project.slug)).status).toBe(404);
  });

  it("a read under way while a publish lands is not kept: the next visit sees the publish", async () => {
    const { jwt, project } = await publishedWithTwoPages("Racing Bakery");
    await visit(project.slug);
    // Many visits in flight while the page is published again; the last word after they settle is the new page.
    const document = structuredClone(project.document!) as unknown as { sections: { type: string; headline?: string }[] };
    document.sections.find((section) => section.type === "hero")!.headline = "Raced loaves";
    expect((await call(`/projects/${project.id}`, { method: "PUT", jwt, json: { document } })).status).toBe(200);
    await Promise.all([...Array.from({ length: 6 }, () => visit(project.slug)), publish(project.id, jwt), ...Array.from({ length: 6 }, () => visit(project.slug))]);
    expect(await (await visit(project.slug)).text()).toContain("Raced loaves");
  });
});

describe("a change made in another isolate shows within the bound", () => {
  // Another isolate: its own memory, which this isolate's publishes do not reach, and a clock the test moves.
  async function elsewhere(slug: string, page: string | null, memory: CopyMemory, now: number) {
    const ctx = createExecutionContext();
    const copy = await servedCopy(buildAppContext(env, ctx, null), slug, page, { memory, now: () => now });
    await waitOnExecutionContext(ctx);
    return copy;
  }
  const memoryElsewhere = () => new CopyMemory({ ttlMs: BOUND_MS, maxPages: 50, maxChars: 4_000_000 });

  it("a publish, a page deletion and an unpublish", async () => {
    const { jwt, project } = await publishedWithTwoPages("Elsewhere Bakery");
    const memory = memoryElsewhere();
    const t0 = 5_000_000;
    expect((await elsewhere(project.slug, null, memory, t0))?.source).toBe("kv");
    expect((await elsewhere(project.slug, "about-us", memory, t0))?.source).toBe("d1");

    const without = await withHeadline(project, jwt, "Published elsewhere", (document) => removePage(document, "about-us"));
    // Within the bound the other isolate may still answer what it read; at the bound it reads again.
    expect((await elsewhere(project.slug, null, memory, t0 + BOUND_MS - 1))?.html).not.toContain("Published elsewhere");
    expect((await elsewhere(project.slug, "about-us", memory, t0 + BOUND_MS - 1))?.source).toBe("memory");
    const after = await elsewhere(project.slug, null, memory, t0 + BOUND_MS);
    expect([after?.source, after?.html.includes("Published elsewhere")]).toEqual(["kv", true]);
    expect(await elsewhere(project.slug, "about-us", memory, t0 + BOUND_MS)).toBeNull();

    await withHeadline({ ...project, document: without }, jwt, "Once more");
    const t1 = t0 + BOUND_MS;
    expect((await elsewhere(project.slug, null, memory, t1 + 1))?.source).toBe("memory");
    expect((await call(`/projects/${project.id}/unpublish`, { method: "POST", jwt, json: {} })).status).toBe(200);
    expect(await elsewhere(project.slug, null, memory, t1 + BOUND_MS)).toBeNull();
  });
});

describe("hosts", () => {
  const CLOUDFLARE = FAKE_CLOUDFLARE_SETTINGS;
  const SITES = { SITES_DOMAIN: "sites.may.test" };
  let fake: FakeCloudflare;
  beforeEach(() => {
    fake = createFakeCloudflare({ zoneId: CLOUDFLARE.CLOUDFLARE_ZONE_ID, token: CLOUDFLARE.CLOUDFLARE_API_TOKEN });
    routeCloudflareToFake(() => fake);
  });
  afterEach(() => vi.restoreAllMocks());

  async function onHost(url: string) {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(url, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0 Firefox/140.0" } }), { ...env, ...CLOUDFLARE, ...SITES } as Env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("each host answers its own site's page, however the visits interleave and whatever memory holds", async () => {
    const sites = [await publishedWithTwoPages("Alpha Ovens"), await publishedWithTwoPages("Beta Ovens"), await publishedWithTwoPages("Gamma Ovens")];
    const names = ["Alpha Ovens", "Beta Ovens", "Gamma Ovens"];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(2), fc.boolean()), { minLength: 1, maxLength: 12 }), async (visits) => {
        for (const [index, otherPage] of visits) {
          const response = await onHost(`https://${sites[index]!.project.slug}.sites.may.test/${otherPage ? "about-us" : ""}`);
          const html = await response.text();
          expect(response.status).toBe(200);
          expect(html).toContain(names[index]);
          for (const other of names.filter((_, at) => at !== index)) expect(html).not.toContain(other);
        }
      }),
      { numRuns: 15 },
    );
  });

  it("a domain moved to another site answers the other site at once, though memory holds the first", async () => {
    const first = await publishedWithTwoPages("First Domain Bakery");
    const second = await publishedWithTwoPages("Second Domain Bakery");
    const attach = (owner: typeof first) => call(`/projects/${owner.project.id}/domains`, { jwt: owner.jwt, env: CLOUDFLARE, json: { hostname: "moved.example.test" } });
    expect((await attach(first)).status).toBe(201);
    await onHost("https://moved.example.test/");
    const held = await onHost("https://moved.example.test/");
    expect([held.headers.get("x-may-source"), (await held.text()).includes("First Domain Bakery")]).toEqual(["memory", true]);

    expect((await call(`/projects/${first.project.id}/domains/moved.example.test`, { method: "DELETE", jwt: first.jwt, env: CLOUDFLARE })).status).toBe(200);
    const detached = await onHost("https://moved.example.test/");
    expect(detached.headers.get("x-may-source")).toBeNull();
    expect(await detached.text()).not.toContain("First Domain Bakery");

    expect((await attach(second)).status).toBe(201);
    const moved = await (await onHost("https://moved.example.test/")).text();
    expect(moved).toContain("Second Domain Bakery");
    expect(moved).not.toContain("First Domain Bakery");
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addPage } from "@core/sites/structure";
import { call } from "../accounts/helpers";
import { generatedProject } from "./helpers";

const siteKey = (slug: string) => `site:v1:${slug}`;
const publish = (id: number, jwt: string) => call(`/projects/${id}/publish`, { method: "POST", jwt, json: {} });
const visit = (slug: string) => call(`http://localhost/s/${slug}`);

/** The brand files (icons, share card) R2 holds for a site. */
async function brandFiles(slug: string) {
  return (await env.MEDIA.list({ prefix: `brand/sites/${slug}/` })).objects.map((object) => object.key);
}

/**
 * The real MEDIA bucket, except that a brand file's first write waits for `meanwhile` (another request run to
 * its answer), so that request lands between a publish's brand files and its D1 batch, every time.
 */
function bucketThatWaits(meanwhile: () => Promise<unknown>): R2Bucket {
  let first: Promise<unknown> | null = null;
  return new Proxy(env.MEDIA, {
    get(target, property) {
      if (property === "put") {
        return async (...args: Parameters<R2Bucket["put"]>) => {
          first ??= meanwhile();
          await first;
          return target.put(...args);
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A generated project with a second page ("about-us"), which is published and taken down with the home page. */
async function projectWithTwoPages(name: string) {
  const generated = await generatedProject(name);
  const added = addPage(generated.project.document!, "About us");
  if (!added.ok) throw new Error(added.error);
  const saved = await call(`/projects/${generated.project.id}`, { method: "PUT", jwt: generated.jwt, json: { document: added.document } });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return generated;
}

/** D1's record of a published site, if any. */
async function record(slug: string) {
  return env.DB.prepare("SELECT etag FROM published_sites WHERE slug = ?").bind(slug).first<{ etag: string }>();
}

describe("publishing races", () => {
  it("five publishes and a delete at once never answer 5xx, and leave no page in KV or at the address", async () => {
    for (let round = 0; round < 4; round++) {
      const { jwt, project } = await projectWithTwoPages(`Race delete ${round}`);
      const responses = await Promise.all([
        ...Array.from({ length: 5 }, () => publish(project.id, jwt)),
        call(`/projects/${project.id}`, { method: "DELETE", jwt }),
        visit(project.slug),
        visit(project.slug),
      ]);
      for (const response of responses) expect(response.status, await response.clone().text()).toBeLessThan(500);
      expect(await env.CACHE.get(siteKey(project.slug))).toBeNull();
      expect(await record(project.slug)).toBeNull();
      expect((await visit(project.slug)).status).toBe(404);
      expect((await visit(`${project.slug}/about-us`)).status).toBe(404);
      expect(await brandFiles(project.slug)).toEqual([]);
    }
  });

  it("a delete that answers while a publish is storing the site's icons leaves no brand file behind (none served)", async () => {
    const { jwt, project } = await generatedProject("Deleted mid-publish");
    const deleted: Response[] = [];
    const media = bucketThatWaits(async () => deleted.push(await call(`/projects/${project.id}`, { method: "DELETE", jwt })));
    const published = await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {}, env: { MEDIA: media } });
    expect(deleted.map((response) => response.status)).toEqual([200]);
    expect(published.status).toBe(404);
    expect(await brandFiles(project.slug)).toEqual([]);
    expect((await call(`http://localhost/s/${project.slug}/favicon.ico`)).status).toBe(404);
  });

  it("an unpublish that answers while a publish is storing the site's icons: the publish wins, with its icons", async () => {
    const { jwt, project } = await generatedProject("Unpublished mid-publish");
    expect((await publish(project.id, jwt)).status).toBe(200);
    const media = bucketThatWaits(() => call(`/projects/${project.id}/unpublish`, { method: "POST", jwt, json: {} }));
    expect((await call(`/projects/${project.id}/publish`, { method: "POST", jwt, json: {}, env: { MEDIA: media } })).status).toBe(200);
    const html = await (await visit(project.slug)).text();
    const linked = [...html.matchAll(/\/_brand\/[a-z0-9-]+\/([a-z0-9-]+\.[a-z]{3,4})/g)].map((match) => match[0]);
    expect(linked.length).toBeGreaterThan(0);
    for (const path of linked) expect((await call(`http://localhost${path}`)).status, path).toBe(200);
  });

  it("publishes and an unpublish at once leave KV agreeing with D1, and an unpublish that answered last leaves nothing", async () => {
    for (let round = 0; round < 4; round++) {
      const { jwt, project } = await projectWithTwoPages(`Race unpublish ${round}`);
      expect((await publish(project.id, jwt)).status).toBe(200);
      const responses = await Promise.all([
        ...Array.from({ length: 5 }, () => publish(project.id, jwt)),
        call(`/projects/${project.id}/unpublish`, { method: "POST", jwt, json: {} }),
        visit(project.slug),
        visit(project.slug),
      ]);
      for (const response of responses) expect(response.status).toBeLessThan(500);
      const stored = await record(project.slug);
      const cached = await env.CACHE.get<{ etag: string }>(siteKey(project.slug), "json");
      if (stored) expect(cached?.etag ?? stored.etag).toBe(stored.etag);
      else expect(cached).toBeNull();
      expect((await visit(project.slug)).status).toBe(stored ? 200 : 404);
      expect((await visit(`${project.slug}/about-us`)).status).toBe(stored ? 200 : 404);

      // After the last unpublish has answered, the page is gone from KV and from the address.
      expect((await call(`/projects/${project.id}/unpublish`, { method: "POST", jwt, json: {} })).status).toBe(200);
      expect(await env.CACHE.get(siteKey(project.slug))).toBeNull();
      expect((await visit(project.slug)).status).toBe(404);
      expect((await visit(`${project.slug}/about-us`)).status).toBe(404);
      expect(await brandFiles(project.slug)).toEqual([]);
    }
  });

  it("twenty publishes at once all succeed and tell the owner once", async () => {
    const { jwt, project } = await generatedProject("Twenty at once");
    const responses = await Promise.all(Array.from({ length: 20 }, () => publish(project.id, jwt)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const { items } = await (await call("/notifications", { jwt })).json<{ items: { kind: string }[] }>();
    expect(items.filter((item) => item.kind === "site_published")).toHaveLength(1);
    expect((await visit(project.slug)).status).toBe(200);
  });

  it("lets caches keep a published page for minutes at most, so an unpublished site disappears soon", async () => {
    const { jwt, project } = await generatedProject("Short lived");
    await publish(project.id, jwt);
    const cacheControl = (await visit(project.slug)).headers.get("cache-control") ?? "";
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
    expect(cacheControl).toContain("max-age=");
    expect(seconds("max-age") + seconds("stale-while-revalidate") + seconds("stale-if-error")).toBeLessThanOrEqual(300);
  });
});

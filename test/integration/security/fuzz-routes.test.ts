import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MediaItem } from "@core/media/media";
import type { SiteDocument } from "@core/sites/site-document";
import { addPage } from "@core/sites/structure";
import { call } from "../accounts/helpers";
import { makePng, multipart } from "../media/images";
import { callers, expectScreenAnswer, expectSecurityHeaders, fuzzAccount, fuzzBody, fuzzPath, fuzzQuery, FUZZ_RUNS, rootRoutes, send, type Caller, type Known } from "./fuzz";

// The Worker's own routes beside the API and the screens (published sites and their other pages, brand files,
// photos, fonts, robots.txt, sitemaps), from its root router's table, and a published site on its own host:
// random and hostile paths, queries and callers: never a 5xx, and every answer carries the security headers.
const routes = rootRoutes();
const SITES = { SITES_DOMAIN: "sites.localhost" };

// React Router warns about every path it cannot percent-decode; the fuzzer sends thousands on purpose.
beforeAll(() => {
  const warn = console.warn;
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("could not be decoded")) warn(...args);
  });
});
afterAll(() => vi.restoreAllMocks());

/**
 * An account whose project is published with a second page and a photo, and the names that exist under its
 * address (the page, the photo's id and size, brand files, fonts).
 */
async function publishedAccount() {
  const account = await fuzzAccount();
  const png = await makePng(480, 320, (x, y) => [x % 256, y % 256, 90]);
  const uploaded = await call("/media", { method: "POST", jwt: account.jwt, rawBody: multipart(png, "shop.png", "image/png") });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const photo = /\/media\/([0-9a-f]{24})\/([0-9]{2,4}\.webp)$/.exec((await uploaded.json<{ data: MediaItem }>()).data.url)!;
  const { document } = (await (await call(`/projects/${account.projectId}`, { jwt: account.jwt })).json<{ data: { document: SiteDocument } }>()).data;
  const added = addPage(document, "About us");
  if (!added.ok) throw new Error(added.error);
  expect((await call(`/projects/${account.projectId}`, { method: "PUT", jwt: account.jwt, json: { document: added.document } })).status).toBe(200);
  const published = await call(`/projects/${account.projectId}/publish`, { method: "POST", jwt: account.jwt, json: {} });
  expect(published.status).toBe(200);
  const slug = (await published.json<{ data: { slug: string } }>()).data.slug;
  const html = await (await call(`http://localhost/s/${slug}`)).text();
  const names = [...html.matchAll(/\/(?:_brand\/[a-z0-9-]+|_fonts)\/([a-z0-9.-]+)/g)].map((match) => match[1]!);
  // Fonts are static assets now; the Worker's /_fonts/ route answers the names earlier pages used (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md).
  const earlierFont = "inter-latin-wght-normal-3bab9e95.woff2";
  const known: Known = { projectId: account.projectId, slug, names: [...new Set([...names, added.slug, photo[1]!, photo[2]!, earlierFont])] };
  // Whole addresses that exist, so every route's run starts from at least one real case (a brand file needs its slug
  // and its name to coincide, which random draws alone miss about one run in five).
  const addresses = [...new Set([...html.matchAll(/"(?:https?:\/\/[^/"]+)?(\/(?:_brand|_fonts|media|s)\/[^"?#]+)"/g)].map((match) => match[1]!)).add(`/s/${slug}/${added.slug}`).add(`/media/${photo[1]}/${photo[2]}`).add(WORDS_ADDRESS)];
  return { account, known, addresses };
}

// Signed-in pages' words (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md): an older version still answers.
const WORDS_ADDRESS = "/_words/de/chat+facts.0.json";

/** A route's path pattern (`:param{pattern}`, `:param`) as a regular expression over whole paths. */
function routePattern(path: string): RegExp {
  const source = path.split("/").map((part) => {
    const param = /^:(\w+)(?:\{(.*)\})?$/.exec(part);
    return param ? `(?:${param[2] ?? "[^/]+"})` : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${source.join("/")}$`);
}

describe("fuzzing the Worker's own routes", () => {
  it("finds the routes in the root router's table", () => {
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(["/robots.txt", "/s/:slug{[a-z0-9-]{1,60}}", "/_brand/:slug{[a-z0-9-]{1,60}}/:file{[a-z0-9.-]{1,80}}", "/s/:slug{[a-z0-9-]{1,60}}/:page{[a-z0-9-]{1,40}}"]));
  });

  it.each(routes.map((route) => [route.path, route] as const))("GET %s", async (_label, route) => {
    const { account, known, addresses } = await publishedAccount();
    const method = fc.constantFrom("GET", "HEAD");
    const examples = addresses.filter((address) => routePattern(route.path).test(address)).map((address) => [address, "", "GET", { kind: "visitor", headers: {} }] as [string, string, string, Caller]);
    if (route.path.startsWith("/_brand/") || route.path.startsWith("/media/")) expect(examples.length, route.path).toBeGreaterThan(0);
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fuzzPath(route.path, known), fuzzQuery, method, callers(account), async (path, query, verb, caller) => {
        const response = await send(`${path}${query}`, verb, {}, caller);
        const label = `${verb} ${path}${query} as ${caller.kind}`;
        statuses.add(response.status);
        expect(response.status, label).toBeLessThan(500);
        expectSecurityHeaders(response, label);
        await response.body?.cancel();
      }),
      { numRuns: FUZZ_RUNS, examples },
    );
    // Some cases found what exists (the published site, its files), so the fuzzer reached the route's own code.
    expect([...statuses].some((status) => status < 400), [...statuses].join()).toBe(true);
  }, 180_000);

  it("a published site on its own host: any path, method and body", async () => {
    const { account, known } = await publishedAccount();
    const host = `${known.slug}.sites.localhost`;
    const path = fc.oneof(
      fc.constantFrom("/", "/robots.txt", "/sitemap.xml", "/favicon.ico", "/api/v1/users/me", "/login", "/u/dashboard", "/dev/outbox", `/_brand/${known.slug}/`, "/_fonts/"),
      fuzzPath("/*", known),
      fuzzPath(`/_brand/${known.slug}/:file{[a-z0-9.-]{1,80}}`, known),
    );
    const method = fc.oneof({ weight: 4, arbitrary: fc.constantFrom("GET", "HEAD") }, { weight: 1, arbitrary: fc.constantFrom("POST", "PUT", "DELETE") });
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(path, fuzzQuery, method, fuzzBody, callers(account), async (where, query, verb, body, caller) => {
        const headers: Record<string, string> = { ...caller.headers, host };
        if (body.contentType) headers["content-type"] = body.contentType;
        const response = await call(`http://${host}${where}${query}`, { method: verb, headers, env: SITES, ...(verb === "GET" || verb === "HEAD" || body.body === undefined ? {} : { rawBody: body.body }) });
        statuses.add(response.status);
        await expectScreenAnswer(response, false, `${verb} ${host}${where}${query} as ${caller.kind}`);
      }),
      { numRuns: FUZZ_RUNS },
    );
    // The host really served its site (and refused the rest), so the cases reached the site's code.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 404, 405]));
  }, 180_000);
});

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRoutes, callers, documentBody, expectApiAnswer, expectPhotoInvariants, fuzzAccount, fuzzBody, fuzzPath, fuzzQuery, FUZZ_RUNS, photoSite, send, type ApiRoute } from "./fuzz";

// Every /api/v1 route from the API router's own table: random and hostile paths, queries, bodies and
// content types, signed out, with the cookie and with a Bearer token: never a 5xx, errors always in the envelope.
// The routes are fuzzed in three files, one per group below, so that the test pool's two workers share them.

/**
 * Writes that can change which photos a site names or shows: a project's save, restore, rewrites and publish,
 * and the library's own writes. Their account's site has a second page with a photo, published; their bodies
 * include site documents with pages and photos (the owner's, another account's, unknown), and after every case
 * the draft and the live pages must name only photos that may be there (docs/security.md, "Photos").
 */
export const touchesPhotos = ({ method, path }: ApiRoute) =>
  method !== "GET" && (path.startsWith("/media") || (path.startsWith("/projects/:id") && !/\/(messages|domains|settings|visits)/.test(path)));

export type ApiFuzzGroup = "photos" | "projects" | "accounts";

/** Each route's one group: the writes that touch photos, the rest of projects, media and sites, and the others. */
export function apiFuzzGroup(route: ApiRoute): ApiFuzzGroup {
  if (touchesPhotos(route)) return "photos";
  return /^\/(projects|media|sites)(\/|$)/.test(route.path) ? "projects" : "accounts";
}

async function fuzzRoute(route: ApiRoute): Promise<void> {
  const account = await fuzzAccount();
  const site = touchesPhotos(route) ? await photoSite(account) : null;
  const known = site ? { ...account, names: [site.own.id, site.foreign] } : account;
  const body = site ? fc.oneof({ weight: 3, arbitrary: fuzzBody }, { weight: 2, arbitrary: documentBody(site) }) : fuzzBody;
  await fc.assert(
    fc.asyncProperty(fuzzPath(route.path, known), fuzzQuery, body, callers(account), async (path, query, body, caller) => {
      const url = `/api/v1${path}${query}`;
      const response = await send(url, route.method, body, caller);
      const label = `${route.method} ${url} as ${caller.kind} (${body.contentType ?? "no type"})`;
      await expectApiAnswer(response, label, { route, body });
      if (site) await expectPhotoInvariants(site, account.projectId, label);
    }),
    { numRuns: FUZZ_RUNS },
  );
}

/** The fuzz tests of one group's routes. */
export function describeApiFuzz(group: ApiFuzzGroup): void {
  const routes = apiRoutes().filter((route) => apiFuzzGroup(route) === group);

  // React Router warns about every path it cannot percent-decode; the fuzzer sends thousands on purpose.
  beforeAll(() => {
    const warn = console.warn;
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes("could not be decoded")) warn(...args);
    });
  });
  afterAll(() => vi.restoreAllMocks());

  describe(`fuzzing the API: ${group}`, () => {
    it("has routes to fuzz", () => {
      expect(routes.length).toBeGreaterThan(0);
    });

    it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))("%s", async (_label, route) => fuzzRoute(route), 180_000);
  });
}

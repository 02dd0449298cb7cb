import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRoutes, callers, expectApiAnswer, fuzzAccount, fuzzBody, fuzzPath, fuzzQuery, FUZZ_RUNS, send } from "./fuzz";

// Every /api/v1 route from the API router's own table: random and hostile paths, queries, bodies and
// content types, signed out, with the cookie and with a Bearer token: never a 5xx, errors always in the envelope.
const routes = apiRoutes();

// React Router warns about every path it cannot percent-decode; the fuzzer sends thousands on purpose.
beforeAll(() => {
  const warn = console.warn;
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("could not be decoded")) warn(...args);
  });
});
afterAll(() => vi.restoreAllMocks());

describe("fuzzing the API", () => {
  it("finds the routes in the router's table", () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))("%s", async (_label, route) => {
    const account = await fuzzAccount();
    await fc.assert(
      fc.asyncProperty(fuzzPath(route.path, account), fuzzQuery, fuzzBody, callers(account), async (path, query, body, caller) => {
        const url = `/api/v1${path}${query}`;
        const response = await send(url, route.method, body, caller);
        await expectApiAnswer(response, `${route.method} ${url} as ${caller.kind} (${body.contentType ?? "no type"})`, { route, body });
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, 180_000);
});

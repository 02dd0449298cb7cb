import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { callers, expectScreenAnswer, formRoutes, fuzzAccount, fuzzBody, fuzzPath, fuzzQuery, FUZZ_RUNS, send } from "./fuzz";

// Every route of app/routes.ts with an action: random and hostile bodies, content types, queries and ids,
// signed out and signed in (same-site and cross-site): never a 5xx, and the screens answer HTML pages.
const routes = await formRoutes();

// React Router warns about every path it cannot percent-decode; the fuzzer sends thousands on purpose.
beforeAll(() => {
  const warn = console.warn;
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("could not be decoded")) warn(...args);
  });
});
afterAll(() => vi.restoreAllMocks());

describe("fuzzing the form actions", () => {
  it("finds the actions in the route config", () => {
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(["/login", "/signup", "/logout", "/u/projects/:id", "/u/dashboard", "/*"]));
  });

  it.each(routes.map((route) => [route.path, route] as const))("POST %s", async (_label, route) => {
    const account = await fuzzAccount();
    const method = fc.oneof({ weight: 6, arbitrary: fc.constant("POST") }, { weight: 1, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE") });
    await fc.assert(
      fc.asyncProperty(fuzzPath(route.path, account), fuzzQuery, method, fuzzBody, callers(account), async (path, query, verb, body, caller) => {
        const url = `${path}${query}`;
        const response = await send(url, verb, body, caller);
        await expectScreenAnswer(response, route.screen, `${verb} ${url} as ${caller.kind} (${body.contentType ?? "no type"})`);
      }),
      { numRuns: FUZZ_RUNS },
    );
  }, 180_000);
});

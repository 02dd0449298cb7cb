import { describe, expect, it } from "vitest";
import { apiRoutes } from "./fuzz";
import { apiFuzzGroup, describeApiFuzz, touchesPhotos } from "./fuzz-api-cases";

// The API's routes other than projects', media's and sites' (test/integration/security/fuzz-api-cases.ts).
describeApiFuzz("accounts");

describe("the API fuzz tests' routes", () => {
  const routes = apiRoutes();

  it("come from the router's table, each in one of the three files", () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const groups = new Set(routes.map(apiFuzzGroup));
    expect([...groups].sort()).toEqual(["accounts", "photos", "projects"]);
  });

  it("fuzz site documents with pages on the writes that touch photos", () => {
    expect(routes.filter(touchesPhotos).map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^PUT \/projects\/:id/), expect.stringMatching(/^POST \/projects\/:id.*\/publish$/), expect.stringMatching(/^DELETE \/media\//)]),
    );
  });
});

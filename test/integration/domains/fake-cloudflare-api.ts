import { vi } from "vitest";
import type { FakeCloudflare } from "../../e2e/fake-cloudflare.mjs";

/** The server settings that point our Cloudflare client at the fake (docs/operations.md names the real ones). */
export const FAKE_CLOUDFLARE_SETTINGS = {
  CLOUDFLARE_API_BASE_URL: "https://cloudflare.test/client/v4",
  CLOUDFLARE_ZONE_ID: "zone-0123",
  CLOUDFLARE_API_TOKEN: "test-token-for-the-fake",
  SAAS_CNAME_TARGET: "sites.may.test",
} as const;

/**
 * Answers every request to `https://cloudflare.test/` (the API, and DNS over HTTPS) with the fake of the moment and
 * lets the rest through: our client builds the requests, the fake sits at the HTTP boundary. Undone by
 * `vi.restoreAllMocks()`.
 */
export function routeCloudflareToFake(current: () => FakeCloudflare): void {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith("https://cloudflare.test/") ? current().handle(request) : realFetch(request);
  });
}

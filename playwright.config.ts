import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./test/e2e/chromium.mjs";

// E2E_PORT and E2E_GOOGLE_PORT let two checkouts run their browser tests side by side (docs/operations.md).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;
const FAKE_GOOGLE = `http://127.0.0.1:${Number(process.env.E2E_GOOGLE_PORT ?? 4180)}`;
const quiet = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/**
 * Google sign-in for the browser tests: a test client (its "secret" is only known to the fake) and the fake's
 * endpoints (test/e2e/fake-google.mjs). The fake reads them from its environment; the Worker gets them in the
 * build's generated build/server/.dev.vars, appended after the build, so a developer's own .dev.vars is neither
 * touched nor able to hide them, and `npm run preview` for humans keeps Google off.
 */
const GOOGLE_E2E = {
  GOOGLE_CLIENT_ID: "may-e2e.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "fake-google-e2e-client-secret",
  GOOGLE_REDIRECT_URI: `${baseURL}/api/v1/connect/google/callback`,
  GOOGLE_AUTHORIZATION_URL: `${FAKE_GOOGLE}/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `${FAKE_GOOGLE}/token`,
  GOOGLE_TOKENINFO_URL: `${FAKE_GOOGLE}/tokeninfo`,
};

/** Cloudflare for SaaS for the browser tests: the fake on the same server as Google's (test/e2e/fake-cloudflare.mjs). */
const CLOUDFLARE_E2E = {
  CLOUDFLARE_API_BASE_URL: `${FAKE_GOOGLE}/client/v4`,
  CLOUDFLARE_ZONE_ID: "e2e-zone",
  CLOUDFLARE_API_TOKEN: "e2e-token-for-the-fake",
  SAAS_CNAME_TARGET: "sites.may.test",
  // Its DNS over HTTPS, where a site's TXT proof is read (docs/decisions/0842-unverified-domain-claims-expire-and-can-be-released.md).
  DNS_OVER_HTTPS_URL: `${FAKE_GOOGLE}/dns-query`,
};

// Browser tests run against the built Worker (vite preview in workerd, local D1 and KV): what ships is what is tested.
export default defineConfig({
  testDir: "./test/e2e",
  // One admin account for the run, made while the server is idle (test/e2e/global-setup.ts).
  globalSetup: "./test/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } } },
  ],
  webServer: [
    {
      command: "node test/e2e/fake-google.mjs",
      url: `${FAKE_GOOGLE}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 15_000,
      env: { ...GOOGLE_E2E, ...CLOUDFLARE_E2E },
    },
    {
      // `npm run preview`, with the Google settings added to the built Worker's .dev.vars before it starts.
      command: `npm run db:migrate:local && npm run build && node test/e2e/fake-google.mjs --worker-vars build/server/.dev.vars && npx vite preview --port ${PORT}`,
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: { ...quiet, ...GOOGLE_E2E, ...CLOUDFLARE_E2E },
    },
  ],
});

import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { siteFontAssetsBinding } from "./build-tools/site-font-assets.ts";

// Every test runs inside workerd with the real Worker, real local D1 and KV (fresh per test file).
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: "./wrangler.toml" },
        // A fixed test secret, so tests can forge tokens with the real signer (never a deployed value).
        // ASSETS: the site fonts the build copies into the static assets, served from node_modules (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md).
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, JWT_SECRET: "test-only-jwt-secret-0123456789abcdef0123456789" }, serviceBindings: { ASSETS: siteFontAssetsBinding } },
      }),
      tailwindcss(),
      reactRouter(),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      include: ["app/**/*.test.{ts,tsx}", "core/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "workers/**/*.test.ts", "test/integration/**/*.test.ts", "test/fidelity/**/*.test.ts"],
      // Two shared cores run workerd, Vite and the tests; rate-limit tests may wait out a window edge (up to 12 s).
      testTimeout: 30_000,
      setupFiles: ["./test/setup/apply-migrations.ts", "./test/setup/fail-on-console-error.ts"],
    },
  };
});

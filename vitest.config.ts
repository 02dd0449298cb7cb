import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Every test runs inside workerd with the real Worker, real local D1 and KV (fresh per test file).
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  // A fixed test secret, so tests can forge tokens with the real signer (never a deployed value).
  const bindings = { TEST_MIGRATIONS: migrations, JWT_SECRET: "test-only-jwt-secret-0123456789abcdef0123456789" };
  const common = {
    resolve: { tsconfigPaths: true },
    test: {
      // Two shared cores run workerd, Vite and the tests; rate-limit tests may wait out a window edge (up to 12 s).
      testTimeout: 30_000,
      setupFiles: ["./test/setup/apply-migrations.ts", "./test/setup/fail-on-console-error.ts"],
    },
  };
  const AI_IMAGES_TESTS = "test/integration/ai-images/**/*.test.ts";
  return {
    test: {
      projects: [
        {
          ...common,
          plugins: [cloudflareTest({ main: "./workers/app.ts", wrangler: { configPath: "./wrangler.toml" }, miniflare: { bindings } }), tailwindcss(), reactRouter()],
          test: {
            ...common.test,
            name: "worker",
            include: ["app/**/*.test.{ts,tsx}", "core/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "workers/**/*.test.ts", "test/integration/**/*.test.ts", "test/fidelity/**/*.test.ts"],
            exclude: [AI_IMAGES_TESTS],
          },
        },
        {
          ...common,
          // The same Worker with the Workers AI binding as production has it, answered by a fake at the binding's
          // boundary (test/fakes/workers-ai.js, over RPC); AI_PROVIDER keeps the words built-in, so only pictures use it.
          plugins: [
            cloudflareTest({
              main: "./workers/app.ts",
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: { ...bindings, AI_PROVIDER: "built-in" },
                serviceBindings: { AI: { name: "fake-workers-ai", entrypoint: "FakeWorkersAi" } },
                workers: [{ name: "fake-workers-ai", modules: true, scriptPath: "./test/fakes/workers-ai.js", compatibilityDate: "2026-10-01" }],
              },
            }),
            tailwindcss(),
            reactRouter(),
          ],
          test: { ...common.test, name: "ai-images", include: [AI_IMAGES_TESTS] },
        },
      ],
    },
  };
});

import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type ViteUserConfig } from "vitest/config";
import { brandWorkerForTests } from "./build-tools/brand-worker-for-tests.ts";
import { appMessagesAssetsBinding } from "./build-tools/app-messages-asset.ts";
import { languageTablesAssetsBinding } from "./build-tools/language-tables-asset.ts";
import { siteFontAssetsBinding } from "./build-tools/site-font-assets.ts";

/** Auxiliary Workers as the test pool takes them (Miniflare's worker options). */
type AuxiliaryWorkers = NonNullable<NonNullable<Exclude<Parameters<typeof cloudflareTest>[0], (...args: never[]) => unknown>["miniflare"]>["workers"]>;

/** The tests that need the Workers AI binding; they run with its fake (vitest.ai-images.config.ts). */
export const AI_IMAGES_TESTS = "test/integration/ai-images/**/*.test.ts";

/**
 * Every test runs inside workerd with the real Worker, real local D1 and KV; `miniflare` adds bindings for one run
 * (one cloudflareTest per config: two in one config keep Vite from exiting).
 */
export async function workerTestConfig({ include, exclude = [], miniflare = {} }: { include: string[]; exclude?: string[]; miniflare?: { bindings?: Record<string, unknown>; serviceBindings?: Record<string, unknown>; workers?: AuxiliaryWorkers } & Record<string, unknown> }): Promise<ViteUserConfig> {
  const [migrations, brandWorker] = await Promise.all([readD1Migrations(path.join(import.meta.dirname, "migrations")), brandWorkerForTests()]);
  return {
    plugins: [
      cloudflareTest({
        main: "./workers/entry.ts",
        wrangler: { configPath: "./wrangler.toml" },
        // A fixed test secret, so tests can forge tokens with the real signer (never a deployed value).
        // ASSETS: the site fonts the build copies into the static assets, served from node_modules (docs/decisions/0835-self-hosted-fonts-for-japanese-and-arabic.md),
        // the language detector's tables as the build writes them (docs/decisions/0856-language-tables-as-a-static-asset.md),
        // and May's words beyond English (docs/decisions/0911-may-s-words-beyond-english-as-static-assets.md).
        // The brand Worker, the real one, behind the BRAND binding wrangler.toml declares (docs/decisions/0854-share-cards-drawn-in-their-own-worker.md).
        miniflare: {
          ...miniflare,
          bindings: { TEST_MIGRATIONS: migrations, JWT_SECRET: "test-only-jwt-secret-0123456789abcdef0123456789", ...miniflare.bindings },
          serviceBindings: { ASSETS: async (request: Request) => (await languageTablesAssetsBinding(request)) ?? (await appMessagesAssetsBinding(request)) ?? siteFontAssetsBinding(request), ...miniflare.serviceBindings },
          workers: [brandWorker, ...(miniflare.workers ?? [])],
        },
      }),
      tailwindcss(),
      reactRouter(),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      include,
      exclude: ["**/node_modules/**", ...exclude],
      // Two shared cores run workerd, Vite and the tests; rate-limit tests may wait out a window edge (up to 12 s).
      testTimeout: 30_000,
      // One workerd per vitest worker for the whole run, its D1, KV and R2 shared by the files it runs (decision
      // 0853): isolated, each file started its own workerd and fetched every module again, about 20 s a file here
      // and most of `npm test`. Tests make their own users, projects and addresses, so they need no empty storage.
      isolate: false,
      // Two at a time even on two cores (vitest's default would be one): much of a test is waiting on workerd.
      maxWorkers: 2,
      setupFiles: ["./test/setup/apply-migrations.ts", "./test/setup/fail-on-console-error.ts"],
    },
  };
}

export default defineConfig(async () =>
  workerTestConfig({
    include: ["app/**/*.test.{ts,tsx}", "core/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "workers/**/*.test.ts", "test/integration/**/*.test.ts", "test/fidelity/**/*.test.ts", "test/understanding/**/*.test.ts", "test/follow-ups/**/*.test.ts", "test/classifier/**/*.test.ts", "test/offer/**/*.test.ts"],
    exclude: [AI_IMAGES_TESTS],
  }),
);

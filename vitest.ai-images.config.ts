import { defineConfig } from "vitest/config";
import { AI_IMAGES_TESTS, workerTestConfig } from "./vitest.config";

// The same Worker with the Workers AI binding bound as production binds it, answered at the binding's boundary by
// a fake worker over RPC (test/fakes/workers-ai.js). AI_PROVIDER keeps the words built-in: only pictures use it.
export default defineConfig(async () =>
  workerTestConfig({
    include: [AI_IMAGES_TESTS],
    miniflare: {
      bindings: { AI_PROVIDER: "built-in" },
      serviceBindings: { AI: { name: "fake-workers-ai", entrypoint: "FakeWorkersAi" } },
      workers: [{ name: "fake-workers-ai", modules: true, scriptPath: "./test/fakes/workers-ai.js", compatibilityDate: "2026-10-01" }],
    },
  }),
);

import { defineConfig } from "vitest/config";
import baseConfig from "./vitest.config";

// `npm run bench`: the benchmark files run as tests inside workerd, with the same bindings as the tests.
export default defineConfig(async (env) => {
  const base = await baseConfig(env);
  return {
    ...base,
    test: { ...base.test, include: ["test/bench/**/*.bench.ts"], fileParallelism: false },
  };
});

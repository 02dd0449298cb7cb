import { defineConfig, type Plugin } from "vitest/config";
import baseConfig from "./vitest.config";

/** JSX compiled as the production build compiles it (React Router's plugin asks for development JSX outside a build). */
const productionJsx: Plugin = { name: "bench:production-jsx", enforce: "post", config: () => ({ oxc: { jsx: { runtime: "automatic", development: false } } }) };

// `npm run bench`: the benchmark files run as tests inside workerd, with the same bindings as the tests,
// and with React as deployed: production JSX and production builds (test/setup/production-mode.ts runs first).
export default defineConfig(async (env) => {
  const base = await baseConfig(env);
  return {
    ...base,
    plugins: [...(base.plugins ?? []), productionJsx],
    test: {
      ...base.test,
      include: ["test/bench/**/*.bench.{ts,tsx}"],
      fileParallelism: false,
      // Each benchmark file in a workerd of its own, as before decision 0853: a file's figures do not depend on
      // what the files before it warmed up or stored.
      isolate: true,
      setupFiles: ["./test/setup/production-mode.ts", ...(base.test?.setupFiles ?? [])],
    },
  };
});

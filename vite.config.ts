import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
import { minifyCssAtBuild } from "./build-tools/minify-css-at-build.ts";
import { tradeCopyProblems } from "./server/sites/generate/built-in/trade-copy-schema";

/** The build fails, naming each mistake, when the trade copy (content/trades/*.json) breaks its schema (docs/decisions/0502-trade-copy-is-data.md). */
function checkTradeCopy(): Plugin {
  const read = (file: string): unknown => JSON.parse(readFileSync(new URL(`./content/trades/${file}`, import.meta.url), "utf8"));
  return {
    name: "may:check-trade-copy",
    buildStart() {
      const problems = tradeCopyProblems(read("families.json"), read("kinds.json"));
      if (problems.length > 0) this.error(`The trade copy has ${problems.length} problem(s):\n${problems.join("\n")}`);
    },
  };
}

export default defineConfig({
  plugins: [checkTradeCopy(), cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter(), minifyCssAtBuild()],
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // Listed up front so the first visit in dev does not trigger a reload while Vite optimises them.
  optimizeDeps: { include: ["react", "react-dom", "react-dom/client", "react-router", "zod", "@conform-to/react", "@conform-to/zod/v4"] },
});

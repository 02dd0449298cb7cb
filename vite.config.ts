import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { minifyCssAtBuild } from "./build-tools/minify-css-at-build.ts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter(), minifyCssAtBuild()],
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // Listed up front so the first visit in dev does not trigger a reload while Vite optimises them.
  optimizeDeps: { include: ["react", "react-dom", "react-dom/client", "react-router", "zod", "@conform-to/react", "@conform-to/zod/v4"] },
});

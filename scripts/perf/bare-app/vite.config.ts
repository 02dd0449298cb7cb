import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "vite";

// The same two plugins as the product's build (vite.config.ts at the root), nothing else; Vite's cache in a
// temporary folder, not beside the product's.
export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  cacheDir: path.join(tmpdir(), "may-bare-app-vite"),
  logLevel: "warn",
});

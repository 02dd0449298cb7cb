import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Owners' domains are tried locally under the reserved .test names: `curl -H 'Host: shop.example.test' http://localhost:5173/`
  // (docs/operations.md, "Custom domains"); Vite refuses other Host headers.
  server: { port: 5173, strictPort: true, allowedHosts: [".test"] },
  preview: { port: 4173, strictPort: true, allowedHosts: [".test"] },
  // Listed up front so the first visit in dev does not trigger a reload while Vite optimises them.
  optimizeDeps: { include: ["react", "react-dom", "react-dom/client", "react-router", "zod", "@conform-to/react", "@conform-to/zod/v4"] },
});

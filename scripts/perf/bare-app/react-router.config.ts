import type { Config } from "@react-router/dev/config";

// The bare baseline app of `npm run bench` (docs/performance.md, "Startup"): built where the bench asks.
export default {
  ssr: true,
  buildDirectory: process.env.BARE_APP_BUILD_DIR ?? "build",
} satisfies Config;

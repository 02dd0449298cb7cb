// Applies pending D1 migrations to the local database without the interactive "continue?" prompt:
// for local state that prompt protects nothing and would stop `npm run dev` on a fresh machine.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const wrangler = require.resolve("wrangler/bin/wrangler.js");
const result = spawnSync(process.execPath, [wrangler, "d1", "migrations", "apply", "DB", "--local", ...process.argv.slice(2)], {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
});
process.exit(result.status ?? 1);

// Applies pending D1 migrations to the local database without the interactive "continue?" prompt:
// for local state that prompt protects nothing and would stop `npm run dev` on a fresh machine.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

// wrangler's package exports do not include its bin, so it is found by path from the project root.
const wrangler = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const result = spawnSync(process.execPath, [wrangler, "d1", "migrations", "apply", "DB", "--local", ...process.argv.slice(2)], {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
});
process.exit(result.status ?? 1);

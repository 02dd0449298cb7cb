#!/usr/bin/env node
// Runs npm scripts at the same time and prints each one's output whole when it ends, then fails if any failed.
// `npm test` starts the lint, the type check and the budgets this way: each is one busy process, so on two cores
// they take about as long together as the longest alone (docs/performance.md, "How long `npm test` takes").
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/run-together.mjs <npm script> [<npm script> ...]");
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** One script's run: its exit code, its output in the order written, and how long it took. */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", script], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => resolve({ script, code: 1, output: [Buffer.from(`${error.message}\n`)], seconds: (Date.now() - started) / 1000 }));
    child.on("close", (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(
  scripts.map((script) =>
    run(script).then((result) => {
      process.stdout.write(`\n---- npm run ${result.script} (${result.seconds.toFixed(1)} s, ${result.code === 0 ? "passed" : `failed with ${result.code}`})\n`);
      process.stdout.write(Buffer.concat(result.output));
      return result;
    }),
  ),
);

const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((result) => `npm run ${result.script}`).join(", ")}`);
  process.exit(1);
}

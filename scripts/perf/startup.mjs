// Startup CPU of the built Worker against a bare React Router app's (docs/performance.md, "Startup"): both production
// builds, profiled by `wrangler check startup` in local workerd, interleaved, medians. Offline (no metrics sent).
// `npm run bench` prints it; `node scripts/perf/startup.mjs` alone profiles the current build/ (run the build first).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Profiles of each build, interleaved; one profile on a loaded machine can be several times another.
export const STARTUP_RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);

function median(values) {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Wrangler's local startup profile of a built Worker: the CPU its modules took to load, in ms (its "Active" figure).
 * `args` pick the Worker's config. On this machine the profiler's samples can be 30 ms apart, so a small Worker
 * reads anywhere from 0 to about 35 ms from one run to the next: hence medians, and the difference beside the ratio.
 */
export function startupMs(args) {
  const outfile = path.join(mkdtempSync(path.join(tmpdir(), "may-startup-")), "startup.cpuprofile");
  const result = spawnSync("npx", ["wrangler", "check", "startup", ...args, "--outfile", outfile], { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } });
  const active = /Active:\s*([\d.]+)\s*ms/.exec(`${result.stdout}${result.stderr}`);
  rmSync(path.dirname(outfile), { recursive: true, force: true });
  return active ? Number(active[1]) : Number.NaN;
}

/**
 * The bare React Router app (scripts/perf/bare-app: React Router's request handler, a root layout and one route,
 * built by the same React Router and Cloudflare plugins as ours), as a production build in a temporary folder.
 */
export function buildBareApp() {
  const buildDir = mkdtempSync(path.join(tmpdir(), "may-bare-app-"));
  const result = spawnSync("npx", ["react-router", "build", "scripts/perf/bare-app"], { encoding: "utf8", env: { ...process.env, BARE_APP_BUILD_DIR: buildDir, WRANGLER_SEND_METRICS: "false" } });
  if (result.status !== 0) throw new Error(`the bare app's build failed:\n${result.stdout}${result.stderr}`);
  return buildDir;
}

/** Startup CPU of our build against the bare app's, interleaved, medians of STARTUP_RUNS profiles each (docs/performance.md, "Startup"). */
export function measureStartup() {
  const bareBuild = buildBareApp();
  const ours = [];
  const bare = [];
  try {
    for (let i = 0; i < STARTUP_RUNS; i++) {
      ours.push(startupMs(["-c", "build/server/wrangler.json"]));
      // From its own folder: from the repository's root, wrangler would follow our build's deploy redirect.
      bare.push(startupMs(["--cwd", path.join(bareBuild, "server"), "-c", "wrangler.json"]));
    }
  } finally {
    rmSync(bareBuild, { recursive: true, force: true });
  }
  return { workerMs: median(ours), bareAppMs: median(bare), workerRuns: ours, bareAppRuns: bare, runs: STARTUP_RUNS };
}

/** One line for the bench's output: medians, their ratio and difference, and every run. */
export function describeStartup({ workerMs, bareAppMs, workerRuns, bareAppRuns }) {
  const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : "n/a");
  return `Startup CPU (wrangler check startup, medians of ${workerRuns.length}, interleaved): ${ms(workerMs)} ms vs ${ms(bareAppMs)} ms for the bare React Router app (${bareAppMs > 0 ? `${(workerMs / bareAppMs).toFixed(2)}x` : "ratio n/a"}, ${ms(workerMs - bareAppMs)} ms more; runs ${workerRuns.map(ms).join(" / ")} vs ${bareAppRuns.map(ms).join(" / ")})`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { workerMs, bareAppMs, workerRuns, bareAppRuns } = measureStartup();
  console.log(describeStartup({ workerMs, bareAppMs, workerRuns, bareAppRuns }));
}

// Startup CPU of the built Worker against a bare React Router app's (docs/performance.md, "Worker"): both production
// builds, profiled by `wrangler check startup` in local workerd, interleaved, medians. Offline (no metrics sent).
// `npm run bench` prints it; `node scripts/perf/startup.mjs` alone profiles the current build/ (run the build first).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
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

/**
 * A copy of a build whose entry first imports every JavaScript module of the upload: its "startup" is the CPU of
 * loading all of the Worker's code, which a new isolate's first requests pay in turn once the entry loads its code
 * on first use (docs/performance.md, "Worker"). `serverDir` is the build's server folder; the client folder beside
 * it is linked, since the config names it for the static assets.
 */
export function everyModuleBuild(serverDir) {
  const copy = mkdtempSync(path.join(tmpdir(), "may-every-module-"));
  cpSync(serverDir, path.join(copy, "server"), { recursive: true });
  symlinkSync(path.resolve(serverDir, "../client"), path.join(copy, "client"));
  const server = path.join(copy, "server");
  renameSync(path.join(server, "index.js"), path.join(server, "entry.js"));
  const modules = readdirSync(path.join(server, "assets")).filter((name) => name.endsWith(".js")).sort();
  const imports = modules.map((name) => `import "./assets/${name}";`).join("\n");
  writeFileSync(path.join(server, "index.js"), `${imports}\nexport * from "./entry.js";\nexport { default } from "./entry.js";\n`);
  return copy;
}

/**
 * Startup CPU of our build against the bare app's, interleaved, medians of STARTUP_RUNS profiles each, and the same
 * for all of each Worker's code loaded at once (docs/performance.md, "Worker").
 */
export function measureStartup() {
  const bareBuild = buildBareApp();
  // Both outside the repository: from its root, wrangler would follow our build's deploy redirect.
  const ourEveryModule = everyModuleBuild("build/server");
  const bareEveryModule = everyModuleBuild(path.join(bareBuild, "server"));
  const runs = { ours: [], bare: [], oursEveryModule: [], bareEveryModule: [] };
  try {
    for (let i = 0; i < STARTUP_RUNS; i++) {
      runs.ours.push(startupMs(["-c", "build/server/wrangler.json"]));
      runs.bare.push(startupMs(["--cwd", path.join(bareBuild, "server"), "-c", "wrangler.json"]));
      runs.oursEveryModule.push(startupMs(["--cwd", path.join(ourEveryModule, "server"), "-c", "wrangler.json"]));
      runs.bareEveryModule.push(startupMs(["--cwd", path.join(bareEveryModule, "server"), "-c", "wrangler.json"]));
    }
  } finally {
    for (const folder of [bareBuild, ourEveryModule, bareEveryModule]) rmSync(folder, { recursive: true, force: true });
  }
  return {
    workerMs: median(runs.ours),
    bareAppMs: median(runs.bare),
    workerRuns: runs.ours,
    bareAppRuns: runs.bare,
    everyModule: { workerMs: median(runs.oursEveryModule), bareAppMs: median(runs.bareEveryModule), workerRuns: runs.oursEveryModule, bareAppRuns: runs.bareEveryModule },
    runs: STARTUP_RUNS,
  };
}

function describePair(label, { workerMs, bareAppMs, workerRuns, bareAppRuns }) {
  const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : "n/a");
  return `${label} (wrangler check startup, medians of ${workerRuns.length}, interleaved): ${ms(workerMs)} ms vs ${ms(bareAppMs)} ms for the bare React Router app (${bareAppMs > 0 ? `${(workerMs / bareAppMs).toFixed(2)}x` : "ratio n/a"}, difference ${workerMs >= bareAppMs ? "+" : ""}${ms(workerMs - bareAppMs)} ms; runs ${workerRuns.map(ms).join(" / ")} vs ${bareAppRuns.map(ms).join(" / ")})`;
}

/** The bench's lines: startup, then all of the code loaded at once; medians, their ratio and difference, and every run. */
export function describeStartup(startup) {
  const lines = [describePair("Startup CPU", startup)];
  if (startup.everyModule) lines.push(describePair("All of the Worker's code loaded at once (what a new isolate's first requests load)", startup.everyModule));
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeStartup(measureStartup()));
}

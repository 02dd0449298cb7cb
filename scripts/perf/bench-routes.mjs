// `npm run bench` (after the workerd benchmarks): every route of the production build served by local workerd,
// at concurrency 1 and 32 with autocannon, as ratios to two baselines served by the same Worker in the same run:
// a bare React Router route and a static asset. Samples are interleaved (every round visits every route in a new
// order) so that noise on this machine hits baselines and routes alike. Also the client JS/CSS per route, the
// Worker's upload and its startup CPU against the bare React Router app's (scripts/perf/startup.mjs). Prints one
// table and writes bench/results/latest.json (docs/performance.md).
import autocannon from "autocannon";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import os from "node:os";
import { readClientManifest, routeWeight, uploadWeight } from "./build-weights.mjs";
import { newAccount, publishedProject, startPreview } from "./preview-server.mjs";
import { describeStartup, measureStartup } from "./startup.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// One sample: at concurrency 1, BENCH_SECONDS (1) of requests; at 32, one request per connection, since a slow
// moment of this shared machine can leave a short timed sample with none finished.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const REQUESTS_AT_32 = 32;
// BENCH_ONLY="published" measures only the routes whose name matches (a regular expression), beside both baselines.
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const CONCURRENCY = [1, 32];
const SIGNED_IN_BASE = "signed in /u";
const BARE_D1 = "baseline: bare route + one D1 round trip";

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function shuffle(items) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

function load(url, { headers = {}, connections }) {
  const size = connections === 1 ? { duration: SECONDS } : { amount: REQUESTS_AT_32 };
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, ...size, headers, timeout: 20 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The build's static file (served before the Worker) whose size is nearest `bytes`, as a path on the server. */
function staticAssetNear(bytes) {
  const root = "build/client";
  // Not the files the asset layer keeps to itself (`.assetsignore`, `_headers`, `.vite/`).
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && !/(^|[\\/])[._]/.test(path.relative(root, path.join(entry.parentPath, entry.name))));
  const sized = files.map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return { path: `/${path.relative(root, file).split(path.sep).join("/")}`, bytes: statSync(file).size };
  });
  const nearest = sized.sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes))[0];
  process.stderr.write(`published page ${bytes} bytes; page-sized static asset ${nearest.path}, ${nearest.bytes} bytes\n`);
  return nearest.path;
}

const server = await startPreview();
try {
  const owner = await newAccount(server.url);
  const project = await publishedProject(server.url, owner);
  const signedIn = { cookie: owner.cookie };
  const bearer = { authorization: `Bearer ${owner.jwt}` };
  const pageBytes = (await (await fetch(`${server.url}/s/${project.slug}`)).arrayBuffer()).byteLength;
  const allRoutes = [
    { name: "baseline: static asset", path: "/bench/static.txt" },
    // The static asset nearest the published page's size: the page against a file of its own weight, not 34 bytes.
    { name: "baseline: static asset, page-sized", path: staticAssetNear(pageBytes) },
    { name: "baseline: bare route", path: "/bench/bare", routeId: "routes/bench-bare" },
    // The same with one trivial D1 query: the floor of any page that checks a session, which must read D1 each time.
    { name: BARE_D1, path: "/bench/d1", routeId: "routes/bench-d1" },
    { name: "landing /", path: "/", routeId: "routes/landing" },
    { name: "about /about", path: "/about", routeId: "routes/about-page" },
    { name: "login /login", path: "/login", routeId: "routes/login" },
    { name: "CMS hit /features", path: "/features", routeId: "routes/cms-page" },
    { name: "CMS miss /nope (404)", path: "/nope-not-a-page", status: 404 },
    { name: "published /s/{slug}", path: `/s/${project.slug}` },
    // What every signed-in page shares: the session's D1 round trip and the signed-in layout, around a one-panel page.
    { name: SIGNED_IN_BASE, path: "/u", headers: signedIn, routeId: "routes/welcome" },
    { name: "signed in /u/dashboard", path: "/u/dashboard", headers: signedIn, routeId: "routes/dashboard" },
    { name: "signed in /u/chat", path: "/u/chat", headers: signedIn, routeId: "routes/chat" },
    { name: "signed in editor", path: `/u/projects/${project.id}`, headers: signedIn, routeId: "routes/project" },
    { name: "API GET /health", path: "/api/v1/health" },
    { name: "API GET /users/me", path: "/api/v1/users/me", headers: bearer },
    { name: "API GET /projects", path: "/api/v1/projects", headers: bearer },
    { name: "API GET /chat", path: "/api/v1/chat", headers: bearer },
  ];
  const routes = allRoutes.filter((route) => !ONLY || route.name.startsWith("baseline:") || ONLY.test(route.name));
  // Every route answers as expected before it is measured (a 302 to /login would measure the wrong page).
  for (const route of routes) {
    const response = await fetch(server.url + route.path, { headers: route.headers, redirect: "manual" });
    if (response.status !== (route.status ?? 200)) throw new Error(`${route.path} answered ${response.status}`);
  }

  const samples = new Map(routes.map((route) => [route.name, { 1: [], 32: [] }]));
  let errors = 0;
  const failures = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const connections of CONCURRENCY) {
      for (const route of shuffle(routes)) {
        const result = await load(server.url + route.path, { headers: route.headers, connections });
        const failed = result.errors + result.timeouts + (route.status ? 0 : result.non2xx);
        errors += failed;
        if (failed > 0) failures.set(route.name, `${(failures.get(route.name) ?? "")} c${connections}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx;`);
        // A sample in which nothing finished has no latency to report (autocannon gives 0).
        if (result.requests.total > 0) samples.get(route.name)[connections].push({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.total / (result.duration || 1) });
      }
    }
    process.stderr.write(`round ${round + 1}/${ROUNDS} done\n`);
  }

  const summary = (name, connections) => {
    const runs = samples.get(name)[connections];
    if (runs.length === 0) return { medianMs: Number.NaN, p99Ms: Number.NaN, rps: Number.NaN };
    return { medianMs: median(runs.map((r) => r.p50)), p99Ms: median(runs.map((r) => r.p99)), rps: median(runs.map((r) => r.rps)) };
  };
  const client = readClientManifest();
  const bareWeight = routeWeight("routes/bench-bare", client);
  const rows = routes.map((route) => {
    const row = { route: route.name, path: route.path.replace(project.slug, "{slug}").replace(`/${project.id}`, "/{id}") };
    for (const connections of CONCURRENCY) {
      const own = summary(route.name, connections);
      const staticAsset = summary("baseline: static asset", connections);
      const bare = summary("baseline: bare route", connections);
      const signedInBase = samples.has(SIGNED_IN_BASE) ? summary(SIGNED_IN_BASE, connections) : null;
      const bareD1 = summary(BARE_D1, connections);
      row[`c${connections}`] = {
        ...own,
        // autocannon's latencies are whole milliseconds; a floor of 1 ms keeps a 0 ms baseline from dividing by zero.
        xStatic: own.medianMs / Math.max(staticAsset.medianMs, 1),
        xBare: own.medianMs / Math.max(bare.medianMs, 1),
        rpsXBare: own.rps / bare.rps,
        xBareD1: own.medianMs / Math.max(bareD1.medianMs, 1),
        // A signed-in page's own share: its time over /u's, which pays the session and the layout as every such page does.
        ...(route.headers === signedIn && signedInBase ? { xSignedInBase: own.medianMs / Math.max(signedInBase.medianMs, 1) } : {}),
      };
    }
    if (route.routeId) {
      const weight = routeWeight(route.routeId, client);
      row.jsGzip = weight.jsGzip;
      row.cssGzip = weight.cssGzip;
      row.jsXBare = weight.jsGzip / bareWeight.jsGzip;
    }
    return row;
  });
  const worker = uploadWeight();
  // A run of a few routes (BENCH_ONLY) leaves out the startup profile, which takes minutes.
  const startup = ONLY ? null : measureStartup();

  const f = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");
  const header = ["route", "c1 med ms", "c1 p99", "c1 x static", "c1 x bare", "c32 med ms", "c32 p99", "c32 req/s", "c32 x bare", "JS kB gz", "JS x bare"];
  const body = rows.map((r) => [r.route, f(r.c1.medianMs), f(r.c1.p99Ms), f(r.c1.xStatic, 2), f(r.c1.xBare, 2), f(r.c32.medianMs), f(r.c32.p99Ms), f(r.c32.rps, 0), f(r.c32.xBare, 2), r.jsGzip ? f(r.jsGzip / 1000) : "", r.jsXBare ? f(r.jsXBare, 2) : ""]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`\nMachine load average during the run: ${os.loadavg().map((l) => l.toFixed(1)).join(", ")} (${os.cpus().length} cores)`);
  console.log(`Routes of the production build in local workerd (autocannon, ${ROUNDS} interleaved rounds: ${SECONDS} s per route at c1, ${REQUESTS_AT_32} requests at c32)`);
  console.log([format(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(format)].join("\n"));
  const signedInRows = rows.filter((r) => r.c1.xSignedInBase !== undefined);
  const pages = signedInRows.filter((r) => r.route !== SIGNED_IN_BASE);
  if (pages.length > 0) {
    console.log(`\nSigned-in pages against ${SIGNED_IN_BASE} (the session's round trip and the signed-in layout every such page pays; /u itself ${f(rows.find((r) => r.route === SIGNED_IN_BASE)?.c1.xBare, 2)}x the bare route at c1):`);
    for (const r of pages) console.log(`  ${r.route}: c1 ${f(r.c1.xSignedInBase, 2)}x, c32 ${f(r.c32.xSignedInBase, 2)}x`);
  }
  if (signedInRows.length > 0) {
    console.log(`\nSigned-in pages against the bare route with one D1 round trip (the least a page that checks a session pays; itself ${f(rows.find((r) => r.route === BARE_D1)?.c1.xBare, 2)}x the bare route at c1):`);
    for (const r of signedInRows) console.log(`  ${r.route}: c1 ${f(r.c1.xBareD1, 2)}x, c32 ${f(r.c32.xBareD1, 2)}x`);
  }
  const kinds = Object.entries(worker.byKind).filter(([, k]) => k.modules > 0).map(([kind, k]) => `${kind} ${f(k.gzip / 1024)}`).join(", ");
  console.log(`\nWorker upload (wrangler deploy --dry-run): ${f(worker.gzip / 1024)} KiB gzip (${kinds}), ${f(worker.bytes / 1024)} KiB raw`);
  if (startup) console.log(describeStartup(startup));
  console.log(`Connection errors, timeouts and unexpected statuses: ${errors}${[...failures].map(([name, what]) => `\n  ${name}:${what}`).join("")}`);

  mkdirSync("bench/results", { recursive: true });
  const results = { measuredAt: new Date().toISOString(), loadAverage: os.loadavg(), rounds: ROUNDS, failures: Object.fromEntries(failures), secondsPerSampleAtC1: SECONDS, requestsPerSampleAtC32: REQUESTS_AT_32, errors, routes: rows, worker: { gzip: worker.gzip, bytes: worker.bytes, byKind: worker.byKind, modules: worker.modules, startup }, bareRouteJsGzip: bareWeight.jsGzip };
  writeFileSync("bench/results/latest.json", `${JSON.stringify(results, null, 2)}\n`);
  console.log("Written to bench/results/latest.json");
} finally {
  server.stop();
}

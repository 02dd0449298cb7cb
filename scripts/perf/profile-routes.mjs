// Where a route's server time goes (docs/performance.md, "Profiling a route"): the production build under
// `wrangler dev` with its V8 inspector, an owner with a published site, then for each route a CPU profile of
// PROFILE_REQUESTS sequential requests, read back through the build's source maps and summed by source file (a
// package for node_modules). `npm run bench:profile` after a build; PROFILE_ONLY=dashboard,chat picks routes;
// PROFILE_KEEP=folder keeps each .cpuprofile (for Chrome's DevTools) and the route's last answer. Offline; never gated.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import WebSocket from "ws";
import { assertPortFree, newAccount, publishedProject, quiet, run, waitForOwnServer } from "./preview-server.mjs";

const PORT = Number(process.env.PROFILE_PORT ?? 4874);
const INSPECTOR_PORT = Number(process.env.PROFILE_INSPECTOR_PORT ?? 9329);
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 100);
const ONLY = process.env.PROFILE_ONLY?.split(",").filter(Boolean);
const KEEP = process.env.PROFILE_KEEP;
const ASSETS = path.resolve("build/server/assets");

/** Where a profile's frame comes from: our source file, a package's name, or the runtime's own label. */
export function sourceOf(callFrame, readMap) {
  if (!callFrame.url) return callFrame.functionName || "(runtime)";
  const file = callFrame.url.split("/").pop();
  const map = readMap(file);
  if (!map || callFrame.lineNumber < 0) return file;
  const source = map.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber }).source;
  if (!source) return file;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage ? inPackage[1] : source.replace(/^(\.\.\/)+/, "");
}

/** A profile's self time per source, in ms, idle left out. */
export function selfTimeBySource(profile, readMap) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((sampleId, index) => {
    const node = nodes.get(sampleId);
    if (node.callFrame.functionName === "(idle)") return;
    const source = sourceOf(node.callFrame, readMap);
    totals.set(source, (totals.get(source) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return totals;
}

function mapReader() {
  const maps = new Map();
  return (file) => {
    if (!maps.has(file)) {
      const mapFile = path.join(ASSETS, `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8"))) : null);
    }
    return maps.get(file);
  };
}

/** One DevTools-protocol session with the Worker (the inspector wants an Origin it knows). */
async function inspectorSession() {
  const targets = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json();
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl, { headers: { Origin: "http://localhost" } });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let lastId = 0;
  const waiting = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)));
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

async function main() {
  if (!existsSync("build/server/wrangler.json")) throw new Error("no build: run `npx react-router build` first");
  await assertPortFree(PORT);
  await assertPortFree(INSPECTOR_PORT);
  run("npm", ["run", "db:migrate:local"]);
  const args = ["wrangler", "dev", "-c", "build/server/wrangler.json", "--port", String(PORT), "--inspector-port", String(INSPECTOR_PORT), "--persist-to", ".wrangler/state", "--var", "EMAIL_CONFIRMATION:false", "--var", "BENCH:1", "--show-interactive-dev-session=false"];
  let log = "";
  const child = spawn("npx", args, { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...quiet } });
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  const url = await waitForOwnServer({ child, port: PORT, describeFailure: () => `; its output:\n${log.split("\n").slice(-15).join("\n")}` });
  const owner = await newAccount(url, "profile");
  const project = await publishedProject(url, owner);
  const signedIn = { cookie: owner.cookie };
  const routes = [
    { name: "bare", path: "/bench/bare" },
    { name: "published", path: `/s/${project.slug}` },
    { name: "signed-in-base", path: "/u", headers: signedIn },
    { name: "dashboard", path: "/u/dashboard", headers: signedIn },
    { name: "chat", path: "/u/chat", headers: signedIn },
    { name: "editor", path: `/u/projects/${project.id}`, headers: signedIn },
  ].filter((route) => !ONLY || ONLY.includes(route.name));
  const inspector = await inspectorSession();
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
  const readMap = mapReader();
  if (KEEP) mkdirSync(KEEP, { recursive: true });
  for (const route of routes) {
    let body = new ArrayBuffer(0);
    const get = async () => {
      const response = await fetch(`${url}${route.path}`, { headers: route.headers ?? {} });
      body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${route.path} answered ${response.status}`);
    };
    for (let i = 0; i < 10; i++) await get();
    await inspector.send("Profiler.start");
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) await get();
    const wallMs = (performance.now() - started) / REQUESTS;
    const { profile } = await inspector.send("Profiler.stop");
    if (KEEP) {
      writeFileSync(path.join(KEEP, `${route.name}.cpuprofile`), JSON.stringify(profile));
      writeFileSync(path.join(KEEP, `${route.name}.html`), Buffer.from(body));
    }
    const bySource = [...selfTimeBySource(profile, readMap)].sort((a, b) => b[1] - a[1]);
    const cpuMs = bySource.reduce((sum, [, ms]) => sum + ms, 0) / REQUESTS;
    console.log(`\n${route.name} ${route.path}: ${wallMs.toFixed(1)} ms a request, ${cpuMs.toFixed(1)} ms of it on the Worker's CPU (${REQUESTS} requests, ${(body.byteLength / 1024).toFixed(1)} KiB each)`);
    for (const [source, ms] of bySource.slice(0, 12)) console.log(`  ${(ms / REQUESTS).toFixed(2).padStart(6)} ms  ${source}`);
  }
  inspector.close();
  stop();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

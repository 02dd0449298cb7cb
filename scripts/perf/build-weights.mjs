// What a built page costs the browser and what the built Worker uploads, read from `build/` (no server needed).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const gzipCache = new Map();
/** Gzip size of one built file, as a browser or Cloudflare's upload would see it. */
export function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** React Router's client manifest (which module and imports each route loads), evaluated as the browser would. */
export function readClientManifest(buildDir = "build") {
  const assets = path.join(buildDir, "client", "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run the build first`);
  const sandbox = { window: {} };
  vm.runInNewContext(readFileSync(path.join(assets, file), "utf8"), sandbox);
  return { manifest: sandbox.window.__reactRouterManifest, manifestFile: `/assets/${file}` };
}

/**
 * The JavaScript and CSS a page of `routeId` downloads when it hydrates: the entry, the manifest and every
 * route module (with its imports) from the root down to the route, each file counted once, gzip bytes.
 */
export function routeWeight(routeId, { buildDir = "build", manifest, manifestFile } = {}) {
  if (!manifest) ({ manifest, manifestFile } = readClientManifest(buildDir));
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`unknown route ${id}`);
    chain.unshift(manifest.routes[id]);
  }
  const js = new Set([manifest.entry.module, ...manifest.entry.imports, manifestFile]);
  const css = new Set(manifest.entry.css ?? []);
  for (const route of chain) {
    if (route.module) js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(path.join(buildDir, "client", file)), 0);
  return { routeId, jsGzip: sum(js), cssGzip: sum(css), jsFiles: [...js] };
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** wrangler's module types, grouped into the kinds the budgets count (docs/performance.md, "Budgets"). */
const KIND_OF_TYPE = { esm: "js", commonjs: "js", "compiled-wasm": "wasm", data: "data", text: "text" };
export const UPLOAD_KINDS = ["js", "wasm", "data", "text", "other"];

/**
 * Reads what `wrangler deploy --dry-run` printed: its table of additional modules (name and type, in upload order)
 * and its "Total Upload: … KiB / gzip: … KiB" line. Colours and box-drawing are ignored.
 */
export function parseDryRunReport(output) {
  // eslint-disable-next-line no-control-regex
  const text = output.replace(/\u001b\[[0-9;]*m/g, "");
  const modules = [];
  for (const line of text.split("\n")) {
    const cells = line.split("│").map((cell) => cell.trim());
    // A row is "│ name │ type │ size │"; the header's type cell is "Type", the total's is empty.
    if (cells.length === 5 && cells[2] && cells[2] !== "Type") modules.push({ name: cells[1], type: cells[2] });
  }
  const total = /Total Upload:\s*([\d.]+) KiB \/ gzip:\s*([\d.]+) KiB/.exec(text);
  return { modules, totalKiB: total ? Number(total[1]) : Number.NaN, gzipKiB: total ? Number(total[2]) : Number.NaN };
}

/**
 * Weighs the modules of one upload: `files` are `{ name, content }` with the main module last (wrangler's order),
 * `types` maps each additional module's name to wrangler's type. Gzip per module at zlib's default level, as
 * wrangler measures; the total's gzip is of all modules one after another, exactly as wrangler computes it.
 */
export function weighUpload(files, types, mainName) {
  const modules = files.map(({ name, content }) => {
    const type = name === mainName ? "esm" : types.get(name);
    return { name, type: type ?? "unknown", kind: KIND_OF_TYPE[type] ?? "other", bytes: content.length, gzip: gzipSync(content).length };
  });
  const byKind = Object.fromEntries(UPLOAD_KINDS.map((kind) => [kind, { bytes: 0, gzip: 0, modules: 0 }]));
  for (const module of modules) {
    byKind[module.kind].bytes += module.bytes;
    byKind[module.kind].gzip += module.gzip;
    byKind[module.kind].modules += 1;
  }
  const all = Buffer.concat(files.map(({ content }) => content));
  return { bytes: all.length, gzip: gzipSync(all).length, byKind, modules: [...modules].sort((a, b) => b.gzip - a.gzip) };
}

/**
 * Everything `wrangler deploy --dry-run --outdir` would upload for one Worker of `buildDir` (wasm, data, JS and
 * text modules alike; the static assets go separately), weighed raw and gzip: `worker` is its build folder, "server"
 * for the main Worker, "brand" for the brand Worker. Offline: wrangler sends no metrics.
 * Fails when the files in the outdir do not add up to wrangler's own total, so nothing uploaded goes uncounted.
 */
export function uploadWeight(buildDir = "build", worker = "server") {
  const config = path.join(buildDir, worker, "wrangler.json");
  if (!existsSync(config)) throw new Error(`no ${config}: run the build first`);
  const outdir = mkdtempSync(path.join(tmpdir(), "may-upload-"));
  try {
    const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir, "-c", config], {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" },
    });
    const output = `${result.stdout}${result.stderr}`;
    if (result.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${output}`);
    const report = parseDryRunReport(output);
    const mainName = JSON.parse(readFileSync(config, "utf8")).main;
    const types = new Map(report.modules.map(({ name, type }) => [name, type]));
    // wrangler writes a README.md of its own beside the modules; every other file is a module it uploads.
    const names = filesUnder(outdir).map((file) => path.relative(outdir, file)).filter((name) => name !== "README.md");
    const extra = names.filter((name) => name !== mainName && !types.has(name));
    const missing = [...types.keys()].filter((name) => !names.includes(name));
    if (extra.length > 0 || missing.length > 0 || !names.includes(mainName)) throw new Error(`the dry run's outdir and wrangler's module table disagree (not listed: ${extra.join(", ") || "none"}; not written: ${missing.join(", ") || "none"})`);
    const ordered = [...report.modules.map(({ name }) => name), mainName];
    const weight = weighUpload(ordered.map((name) => ({ name, content: readFileSync(path.join(outdir, name)) })), types, mainName);
    if (Math.abs(weight.bytes / 1024 - report.totalKiB) > 0.01) throw new Error(`the modules add up to ${(weight.bytes / 1024).toFixed(2)} KiB, but wrangler uploads ${report.totalKiB} KiB`);
    return { ...weight, wrangler: { totalKiB: report.totalKiB, gzipKiB: report.gzipKiB } };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

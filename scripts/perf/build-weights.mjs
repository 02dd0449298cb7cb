// What a built page costs the browser and what the built Worker weighs, read from `build/` (no server needed).
import { readdirSync, readFileSync, statSync } from "node:fs";
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

/** The Worker's code as uploaded: every JavaScript file of the server build, gzip bytes (source maps are not uploaded). */
export function workerWeight(buildDir = "build") {
  const files = filesUnder(path.join(buildDir, "server")).filter((file) => /\.m?js$/.test(file));
  const sizes = files.map((file) => ({ file: path.relative(buildDir, file), bytes: statSync(file).size, gzip: gzipBytes(file) }));
  return { gzip: sizes.reduce((t, f) => t + f.gzip, 0), bytes: sizes.reduce((t, f) => t + f.bytes, 0), files: sizes.sort((a, b) => b.gzip - a.gzip) };
}

// `node scripts/perf/server-bundle-sizes.mjs [build/server] [--files]`: what the built Worker's JS is made of, offline,
// from the build's own source maps (docs/performance.md, "Worker"). Each stretch of generated code is counted
// for the source its mapping names, then grouped by package (node_modules/<package>) or, with --files, by our own
// file too. Gzip per group is of that group's code alone, so the groups' gzip figures do not add up to the
// upload's; read them to rank, and weigh a change with `npm run budgets`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One line of a source map's `mappings`: each segment's numbers (relative, as written), VLQ-decoded. */
export function decodeLine(line) {
  const segments = [];
  for (const text of line.split(",")) {
    if (!text) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of text) {
      const digit = DIGIT.get(char);
      if (digit === undefined) throw new Error(`not base64 VLQ: ${char}`);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    segments.push(values);
  }
  return segments;
}

/** The generated code of `code` per source of its map, as `{ source: text }` (unmapped code under "(unmapped)"). */
export function codeBySource(code, map) {
  const lines = code.split("\n");
  const out = new Map();
  const add = (source, text) => out.set(source, (out.get(source) ?? "") + text);
  let sourceIndex = 0;
  const mappingLines = map.mappings.split(";");
  for (let number = 0; number < lines.length; number += 1) {
    const line = lines[number];
    const segments = decodeLine(mappingLines[number] ?? "");
    let column = 0;
    let last = 0;
    let lastSource = "(unmapped)";
    for (const segment of segments) {
      column += segment[0];
      add(lastSource, line.slice(last, column));
      if (segment.length >= 4) {
        sourceIndex += segment[1];
        lastSource = map.sources[sourceIndex] ?? "(unmapped)";
      } else {
        lastSource = "(unmapped)";
      }
      last = column;
    }
    add(lastSource, `${line.slice(last)}\n`);
  }
  return out;
}

/** A source's group (its path from the repository): its package under node_modules, or our own top folder (or, with `files`, the file). */
export function groupOf(source, files = false) {
  const normal = source.replaceAll("\\", "/");
  const inModules = normal.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const parts = normal.slice(inModules + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const own = normal.replace(/^(\.\.\/)+/, "");
  if (files) return own;
  const [top, second] = own.split("/");
  return second && ["server", "core", "app", "content"].includes(top) ? `${top}/${second}` : top;
}

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsFiles(full) : name.endsWith(".js") ? [full] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "build/server";
  const files = process.argv.includes("--files");
  const groups = new Map();
  for (const file of jsFiles(dir)) {
    const code = readFileSync(file, "utf8");
    let map;
    try {
      map = JSON.parse(readFileSync(`${file}.map`, "utf8"));
    } catch {
      map = { sources: [], mappings: "" };
    }
    for (const [source, text] of codeBySource(code, map)) {
      const group = `${groupOf(source === "(unmapped)" ? `(unmapped in ${path.relative(dir, file)})` : path.relative(process.cwd(), path.resolve(path.dirname(file), map.sourceRoot ?? "", source)), files)}`;
      groups.set(group, (groups.get(group) ?? "") + text);
    }
  }
  const rows = [...groups].map(([group, text]) => ({ group, raw: Buffer.byteLength(text), gzip: gzipSync(text).length })).sort((a, b) => b.gzip - a.gzip);
  const KiB = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
  console.log(`${"gzip KiB".padStart(8)} ${"raw KiB".padStart(8)}  group`);
  for (const row of rows.slice(0, Number(process.env.TOP ?? 40))) console.log(`${KiB(row.gzip)} ${KiB(row.raw)}  ${row.group}`);
}

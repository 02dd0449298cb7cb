// `node --test scripts/perf/*.test.mjs` (run by `npm run budgets`): the upload's budgets count every kind of module
// wrangler uploads, not only JavaScript (docs/performance.md, "Budgets").
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { test } from "node:test";
import { gzipSync } from "node:zlib";
import { parseDryRunReport, weighUpload } from "./build-weights.mjs";
import { checkMessages, checkUpload, messagesWeight, namespacesOf, zodFiles } from "./check-budgets.mjs";

// What wrangler 4 prints for a dry run, colours included (abridged).
const DRY_RUN = [
  "Attaching additional modules:",
  "┌──────────────────────┬───────────────┬────────────┐",
  "│ Name                 │ Type          │ Size       │",
  "├──────────────────────┼───────────────┼────────────┤",
  "│ assets/chunk-a.js    │ esm           │ 2.00 KiB   │",
  "├──────────────────────┼───────────────┼────────────┤",
  "│ assets/index_bg.wasm │ compiled-wasm │ 8.00 KiB   │",
  "├──────────────────────┼───────────────┼────────────┤",
  "│ assets/words.bin     │ data          │ 1.00 KiB   │",
  "├──────────────────────┼───────────────┼────────────┤",
  "│ Total (3 modules)    │               │ 11.00 KiB  │",
  "└──────────────────────┴───────────────┴────────────┘",
  "Total Upload: \u001b[32m11.50 KiB / gzip: 6.25 KiB\u001b[39m",
].join("\n");

test("reads wrangler's module table and its total", () => {
  const report = parseDryRunReport(DRY_RUN);
  assert.deepEqual(report.modules, [
    { name: "assets/chunk-a.js", type: "esm" },
    { name: "assets/index_bg.wasm", type: "compiled-wasm" },
    { name: "assets/words.bin", type: "data" },
  ]);
  assert.equal(report.totalKiB, 11.5);
  assert.equal(report.gzipKiB, 6.25);
});

/** An upload of a small main module, a chunk, a WebAssembly module and a data module (random bytes: gzip keeps them). */
function upload({ wasmBytes = 8192, dataBytes = 1024 } = {}) {
  const files = [
    { name: "assets/chunk-a.js", content: Buffer.from("export const a = 1;\n".repeat(100)) },
    { name: "assets/index_bg.wasm", content: randomBytes(wasmBytes) },
    { name: "assets/words.bin", content: randomBytes(dataBytes) },
    { name: "index.js", content: Buffer.from('import { a } from "./assets/chunk-a.js";\nexport default { fetch: () => new Response(String(a)) };\n') },
  ];
  const types = new Map(parseDryRunReport(DRY_RUN).modules.map(({ name, type }) => [name, type]));
  return { files, weight: weighUpload(files, types, "index.js") };
}

test("weighs WebAssembly and data modules, not only JavaScript", () => {
  const { files, weight } = upload();
  assert.equal(weight.bytes, files.reduce((total, file) => total + file.content.length, 0));
  assert.equal(weight.gzip, gzipSync(Buffer.concat(files.map((file) => file.content))).length);
  assert.equal(weight.byKind.wasm.modules, 1);
  assert.equal(weight.byKind.wasm.bytes, 8192);
  assert.ok(weight.byKind.wasm.gzip > 8000, "random bytes do not compress");
  assert.equal(weight.byKind.data.bytes, 1024);
  assert.equal(weight.byKind.js.modules, 2);
  assert.equal(weight.modules[0].name, "assets/index_bg.wasm");
});

const roomy = { bytes: 1e9, gzip: 1e9 };

test("a WebAssembly module over its kind's budget fails, though the total is within", () => {
  const { weight } = upload({ wasmBytes: 8192 });
  const budgets = { total: roomy, js: roomy, wasm: { bytes: 4096, gzip: 4096 }, data: roomy, text: roomy, other: roomy };
  const { failures } = checkUpload(weight, budgets);
  assert.equal(failures.length, 2, failures.join("\n"));
  assert.match(failures[0], /the upload's wasm \(1 module\(s\)\) is 8\.\d KiB gzip, over its budget of 4\.0 KiB/);
  assert.match(failures[1], /is 8\.0 KiB raw/);
});

test("the total counts every kind: data alone can put it over", () => {
  const { weight } = upload({ wasmBytes: 0, dataBytes: 64 * 1024 });
  const budgets = { total: { bytes: 32 * 1024, gzip: 32 * 1024 }, js: roomy, wasm: roomy, data: roomy, text: roomy, other: roomy };
  const { failures } = checkUpload(weight, budgets);
  assert.equal(failures.length, 2, failures.join("\n"));
  assert.match(failures[0], /^the Worker's upload is 6\d\.\d KiB gzip/);
});

test("a kind of module with no budget fails at its first byte", () => {
  const { weight } = upload();
  const { failures } = checkUpload(weight, { total: roomy, js: roomy, wasm: roomy, data: { bytes: 0, gzip: 0 }, text: roomy, other: roomy });
  assert.ok(failures.some((failure) => failure.startsWith("the upload's data (1 module(s)) is")), failures.join("\n"));
});

test("within every budget: no failure, and the goal is reported beside the figure", () => {
  const { weight } = upload();
  const { lines, failures } = checkUpload(weight, { total: roomy, js: roomy, wasm: roomy, data: roomy, text: roomy, other: roomy }, 1);
  assert.deepEqual(failures, []);
  assert.match(lines[0], /over the 0\.0 KiB goal/);
});

test("another Worker is reported and failed under its own name, without a goal", () => {
  const { weight } = upload({ wasmBytes: 8192 });
  const budgets = { total: roomy, js: roomy, wasm: { bytes: 4096, gzip: 4096 }, data: roomy, text: roomy, other: roomy };
  const { lines, failures } = checkUpload(weight, budgets, null, "brand Worker");
  assert.match(lines[0], /^brand Worker upload \(wrangler deploy --dry-run\): [\d.]+ KiB gzip, [\d.]+ KiB raw \(budget [\d.]+ KiB gzip, [\d.]+ KiB raw\)$/);
  assert.match(failures[0], /^the brand Worker's wasm \(1 module\(s\)\) is 8\.\d KiB gzip/);
});

test("the main Worker's budgets leave no room for WebAssembly: resvg lives in the brand Worker", async () => {
  const { UPLOAD_BUDGETS, BRAND_UPLOAD_BUDGETS } = await import("./check-budgets.mjs");
  assert.deepEqual(UPLOAD_BUDGETS.wasm, { bytes: 0, gzip: 0 });
  assert.ok(BRAND_UPLOAD_BUDGETS.wasm.gzip > 0);
  assert.ok(UPLOAD_BUDGETS.total.gzip < 1536 * 1024);
});

test("the main Worker's budgets hold it within the 1 MiB goal (decisions 0856, 0857 and 0911)", async () => {
  const { UPLOAD_BUDGETS, UPLOAD_GOAL_GZIP } = await import("./check-budgets.mjs");
  assert.ok(UPLOAD_BUDGETS.total.gzip <= UPLOAD_GOAL_GZIP, `total budget ${UPLOAD_BUDGETS.total.gzip / 1024} KiB gzip`);
  assert.ok(UPLOAD_BUDGETS.js.gzip <= UPLOAD_GOAL_GZIP, `JS budget ${UPLOAD_BUDGETS.js.gzip / 1024} KiB gzip`);
});

test("a route's own files that carry zod are named; the bare route's are everyone's and left out", () => {
  const files = {
    "/assets/entry.js": "import{config as c}from'./core.js'",
    "/assets/core.js": "var e=class{constructor(t){this._zod=t}}",
    "/assets/dashboard.js": "export function d(){return 1}",
    "/assets/schemas.js": "const s={_zod:{def:{type:`object`}}}",
  };
  const read = (file) => files[file];
  assert.deepEqual(zodFiles(["/assets/entry.js", "/assets/core.js", "/assets/dashboard.js", "/assets/schemas.js"], ["/assets/entry.js", "/assets/core.js"], read), ["/assets/schemas.js"]);
  assert.deepEqual(zodFiles(["/assets/entry.js", "/assets/core.js", "/assets/dashboard.js"], ["/assets/entry.js", "/assets/core.js"], read), []);
});

test("a page's words are its root's, layout's and route's namespaces, weighed per language", () => {
  const files = {
    [["app", "routes", "a-page.tsx"].join("/")]: 'export async function loader({ request, context }) { return { messages: await routeMessages(request, context, ["chat", "facts"]) }; }',
    "content/app-messages/chat/en.json": JSON.stringify({ "chat.a": "Hello" }),
    "content/app-messages/chat/pt.json": JSON.stringify({ "chat.a": "Olá" }),
    "content/app-messages/facts/en.json": JSON.stringify({ "facts.b": "x".repeat(50_000) }),
    "content/app-messages/facts/pt.json": JSON.stringify({ "facts.b": randomBytes(30_000).toString("base64") }),
  };
  const read = (file) => files[file];
  assert.deepEqual(namespacesOf("routes/a-page", read), ["chat", "facts"]);
  assert.ok(messagesWeight(["chat", "facts"], "en", read) < 1_000, "repetitive English compresses");
  assert.ok(messagesWeight(["chat", "facts"], "pt", read) > 16_000, "the Portuguese file's weight is its own");
});

test("the real pages' words are within their budget in every language", () => {
  const { failures, lines } = checkMessages();
  assert.ok(lines.length >= 8);
  assert.deepEqual(failures, []);
});

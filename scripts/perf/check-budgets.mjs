// `npm run budgets` (part of `npm test`): the build's weights against their budgets (docs/performance.md).
// Only what a build decides is checked here (bytes, never time), so a slow or busy machine cannot fail it.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readClientManifest, routeWeight, UPLOAD_KINDS, uploadWeight } from "./build-weights.mjs";

const BARE_ROUTE = "routes/bench-bare";
const KiB = 1024;
/** The goal for everything the main Worker uploads, gzip. */
export const UPLOAD_GOAL_GZIP = 1024 * KiB;
/**
 * What `wrangler deploy --dry-run` uploads for the main Worker, in all and per kind of module, raw and gzip: the
 * figures measured at 610e7a2 (2026-11-27), after the language detector's tables became a static asset and the Worker's code
 * was minified (decisions 0856 and 0857, docs/performance.md), plus about 1%, rounded up to 8 KiB, so bytes added
 * anywhere fail here; no wasm: resvg lives in the brand Worker (decision 0854). May's own words in eight languages
 * (decision 0900) took it to 1051.5 / 3767.9 KiB at 1b99d1a; with the seven languages beyond English read from the
 * static assets (decision 0911) it is 895.9 / 3165.4 KiB (JS 910.7 summed per module) at 84bf4d1, and these budgets
 * are that plus about 1%. Lower a budget when the upload shrinks; raise one only with the reason written in
 * docs/performance.md.
 */
export const UPLOAD_BUDGETS = {
  total: { bytes: 3200 * KiB, gzip: 912 * KiB },
  js: { bytes: 3200 * KiB, gzip: 920 * KiB },
  wasm: { bytes: 0, gzip: 0 },
  data: { bytes: 0, gzip: 0 },
  text: { bytes: 0, gzip: 0 },
  other: { bytes: 0, gzip: 0 },
};
/**
 * The brand Worker's upload (workers/brand/: resvg's WebAssembly, its JS, the six card fonts and the Japanese and
 * Arabic faces inlined), the same way: measured plus about 1%, rounded up to 8 KiB. It serves no page, so it has no
 * goal of its own; raised for the script faces (decision 0865, docs/performance.md), under the free plan's 3 MiB.
 */
export const BRAND_UPLOAD_BUDGETS = {
  total: { bytes: 4736 * KiB, gzip: 2584 * KiB },
  js: { bytes: 2296 * KiB, gzip: 1640 * KiB },
  wasm: { bytes: 2448 * KiB, gzip: 952 * KiB },
  data: { bytes: 0, gzip: 0 },
  text: { bytes: 0, gzip: 0 },
  other: { bytes: 0, gzip: 0 },
};
/** The two font files every app page preloads (woff2 is compressed already), made by scripts/subset-app-fonts.mjs. */
const APP_FONTS = ["app/fonts/inter-latin-400-600.woff2", "app/fonts/fraunces-latin-600.woff2"];
const APP_FONTS_BUDGET = 40_000;

/**
 * Client JS per route as a multiple of the bare route's (gzip), with the target from docs/performance.md.
 * `budget` is what CI enforces; where it is above the target, the note says why and the gap is in the docs.
 * `noZod`: the route's first download carries no zod beyond the bare route's (decisions 0851 and 0859).
 */
export const CLIENT_JS_BUDGETS = [
  { route: "routes/login", target: 1.3, budget: 1.3, noZod: true },
  { route: "routes/signup", target: 1.3, budget: 1.3, noZod: true },
  { route: "routes/forgot-password", target: 1.3, budget: 1.3, noZod: true },
  { route: "routes/reset-password", target: 1.3, budget: 1.3, noZod: true },
  { route: "routes/chat", target: 1.3, budget: 1.3, noZod: true, layout: "routes/signed-in-layout" },
  // The editor and the dashboard: measured plus about 2–3% (docs/performance.md, "Client JavaScript per route"), so
  // that code added to their first download is a choice made here.
  { route: "routes/project", layout: "routes/signed-in-layout", target: 1.5, budget: 1.5, noZod: true },
  { route: "routes/dashboard", target: 1.3, budget: 1.12, noZod: true, layout: "routes/signed-in-layout" },
  { route: "routes/cms-page", target: 1.3, budget: 1.3, noZod: true },
];

/**
 * zod's own property on every schema it builds; minifying keeps property names, so a built file that holds zod's
 * schema code holds this word.
 */
const ZOD_MARK = "_zod";

/**
 * The files of a route's download beyond the bare route's that carry zod (`read` gives a file's text). The bare
 * route's own files are left out: the root module sets zod's `jitless` option for every page (decision 0886), and
 * that small part of zod's core is everyone's, the bare route's too.
 */
export function zodFiles(routeFiles, bareFiles, read) {
  const bare = new Set(bareFiles);
  return routeFiles.filter((file) => !bare.has(file) && read(file).includes(ZOD_MARK));
}

function kB(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

const KiBs = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

/**
 * A Worker's upload (from `uploadWeight`) against its budgets: in all, then each kind, raw and gzip. `worker` names
 * it in the report ("Worker" is the main one); `goalGzip` null for a Worker without a goal.
 */
export function checkUpload(weight, budgets = UPLOAD_BUDGETS, goalGzip = UPLOAD_GOAL_GZIP, worker = "Worker") {
  const lines = [];
  const failures = [];
  const check = (label, actual, budget) => {
    for (const measure of ["gzip", "bytes"]) {
      if (actual[measure] > budget[measure]) failures.push(`${label} is ${KiBs(actual[measure])} ${measure === "gzip" ? "gzip" : "raw"}, over its budget of ${KiBs(budget[measure])}: make it smaller, or raise the budget in scripts/perf/check-budgets.mjs with the reason in docs/performance.md`);
    }
  };
  const goal = goalGzip === null ? "" : weight.gzip > goalGzip ? `, ${KiBs(weight.gzip - goalGzip)} over the ${KiBs(goalGzip)} goal` : ", within the goal";
  lines.push(`${worker} upload (wrangler deploy --dry-run): ${KiBs(weight.gzip)} gzip, ${KiBs(weight.bytes)} raw (budget ${KiBs(budgets.total.gzip)} gzip, ${KiBs(budgets.total.bytes)} raw${goal})`);
  const of = worker === "Worker" ? "the upload's" : `the ${worker}'s`;
  check(`the ${worker}'s upload`, weight, budgets.total);
  for (const kind of UPLOAD_KINDS) {
    const actual = weight.byKind[kind];
    const budget = budgets[kind] ?? { bytes: 0, gzip: 0 };
    if (actual.modules > 0 || budget.bytes > 0) lines.push(`  ${kind}: ${actual.modules} module(s), ${KiBs(actual.gzip)} gzip, ${KiBs(actual.bytes)} raw (budget ${KiBs(budget.gzip)} gzip, ${KiBs(budget.bytes)} raw)`);
    check(`${of} ${kind} (${actual.modules} module(s))`, actual, budget);
  }
  const largest = weight.modules.slice(0, 5).map((m) => `${m.name} ${KiBs(m.gzip)}`);
  lines.push(`  largest modules, gzip: ${largest.join(", ")}`);
  return { lines, failures };
}

/**
 * A page's words travel in its loader data, one language at a time (docs/decisions/0900-may-speaks-the-owners-language.md):
 * the root's `common`, its layout's and its route's namespaces, as each module's `routeMessages(…, [...])` (or `pageMessages(language, [...])`) names them;
 * a signed-in page's `routeWords`/`wordsIn` send a URL the browser fetches once instead (decision 0913), counted here all the same.
 */
// The editor sends five namespaces (common, dashboard, editor, panels, facts with every trade's name): about 14 kB in English, 17 kB in Arabic.
export const MESSAGES_BUDGET_GZIP = 20_000;
const APP_LANGUAGES = ["en", "es", "fr", "de", "pt", "it", "ja", "ar"];

export function namespacesOf(routeModule, read = (file) => readFileSync(file, "utf8")) {
  const source = read(`app/${routeModule}.tsx`);
  return [...source.matchAll(/(?:routeMessages|pageMessages|routeWords|wordsIn)\([^[\]]*\[([^\]]*)\]/g)].flatMap((match) => [...match[1].matchAll(/"([a-z]+)"/g)].map((name) => name[1]));
}

export function messagesWeight(namespaces, language, read = (file) => readFileSync(file, "utf8")) {
  const merged = {};
  for (const namespace of new Set(namespaces)) Object.assign(merged, JSON.parse(read(`content/app-messages/${namespace}/en.json`)), JSON.parse(read(`content/app-messages/${namespace}/${language}.json`)));
  return gzipSync(JSON.stringify(merged)).length;
}

export function checkMessages(routes = CLIENT_JS_BUDGETS) {
  const lines = [];
  const failures = [];
  for (const { route, layout } of routes) {
    const namespaces = ["common", ...(layout ? namespacesOf(layout) : []), ...namespacesOf(route)];
    const weights = APP_LANGUAGES.map((language) => [language, messagesWeight(namespaces, language)]);
    lines.push(`${route} words (${[...new Set(namespaces)].join(", ")}), gzip per language: ${weights.map(([language, bytes]) => `${language} ${kB(bytes)}`).join(", ")} (budget ${kB(MESSAGES_BUDGET_GZIP)})`);
    for (const [language, bytes] of weights) if (bytes > MESSAGES_BUDGET_GZIP) failures.push(`${route}'s words in ${language} weigh ${kB(bytes)} gzip, over ${kB(MESSAGES_BUDGET_GZIP)}: split a namespace so the page loads only what it shows`);
  }
  return { lines, failures };
}

export function checkBudgets(buildDir = "build") {
  const client = { ...readClientManifest(buildDir), buildDir };
  const bare = routeWeight(BARE_ROUTE, client);
  const failures = [];
  const lines = [`bare route: ${kB(bare.jsGzip)} JS gzip`];
  for (const { route, target, budget, note, noZod } of CLIENT_JS_BUDGETS) {
    const weight = routeWeight(route, client);
    if (noZod) {
      const withZod = zodFiles(weight.jsFiles, bare.jsFiles, (file) => readFileSync(path.join(buildDir, "client", file), "utf8"));
      lines.push(`${route}: zod in its first download: ${withZod.length === 0 ? "none" : withZod.join(", ")}`);
      if (withZod.length > 0) failures.push(`${route} downloads zod at load (${withZod.join(", ")}): load the schema after hydration (decision 0851) or import what it needs from a module without zod`);
    }
    const ratio = weight.jsGzip / bare.jsGzip;
    const verdict = ratio > budget ? "OVER BUDGET" : ratio > target ? `within budget, ${((ratio / target - 1) * 100).toFixed(0)}% over the ${target}x target (${note})` : "ok";
    lines.push(`${route}: ${kB(weight.jsGzip)} JS gzip, ${ratio.toFixed(2)}x bare (budget ${budget}x): ${verdict}`);
    if (ratio > budget) failures.push(`${route} ships ${kB(weight.jsGzip)} of JS, ${ratio.toFixed(2)}x the bare route's ${kB(bare.jsGzip)} (budget ${budget}x)`);
  }
  for (const upload of [checkUpload(uploadWeight(buildDir, "server")), checkUpload(uploadWeight(buildDir, "brand"), BRAND_UPLOAD_BUDGETS, null, "brand Worker")]) {
    lines.push(...upload.lines);
    failures.push(...upload.failures);
  }
  const words = checkMessages();
  lines.push(...words.lines);
  failures.push(...words.failures);
  const fonts = APP_FONTS.reduce((total, file) => total + statSync(file).size, 0);
  lines.push(`App fonts every page preloads: ${kB(fonts)} (budget ${kB(APP_FONTS_BUDGET)})`);
  if (fonts > APP_FONTS_BUDGET) failures.push(`the app's preloaded fonts weigh ${kB(fonts)}, over ${kB(APP_FONTS_BUDGET)}`);
  return { lines, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines, failures } = checkBudgets(process.argv[2] ?? "build");
  console.log(lines.join("\n"));
  if (failures.length > 0) {
    console.error(`\nBudgets exceeded:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("\nBudgets: all within budget");
}

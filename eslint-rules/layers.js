// The layer rule: which top-level folder may import which (docs/architecture.md, "Layers").
// Resolves relative and alias imports to a repository path, then checks the importer's layer against it.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const ALIASES = { "~/": "app/", "@core/": "core/", "@server/": "server/", "@workers/": "workers/" };
const FRAMEWORK_PACKAGES = /^(react-router|@react-router\/|hono(\/|$))/;

/** A module is server-only UI glue when its name ends in `.server` or it sits in a `.server/` folder. */
const isServerModule = (repoPath) => /\.server(\.[cm]?[jt]sx?)?$/.test(repoPath) || repoPath.includes("/.server/");

/**
 * Route modules run their loaders, actions and middleware on the server, and React Router's compiler
 * removes those exports and what only they import from the browser bundle; so routes, like `.server`
 * modules, may call services. Components, hooks and the rest of app/ end up in the browser.
 */
const mayRunServerCode = (repoPath) => isServerModule(repoPath) || repoPath.startsWith("app/routes/") || repoPath === "app/root.tsx";

/** Repository path (posix) of an import, or null for a package. */
export function resolveImport(fromRepoPath, specifier) {
  const clean = specifier.split("?")[0];
  for (const [prefix, folder] of Object.entries(ALIASES)) if (clean.startsWith(prefix)) return folder + clean.slice(prefix.length);
  if (!clean.startsWith(".")) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromRepoPath), clean));
}

const layerOf = (repoPath) => repoPath.split("/")[0];

/**
 * What each layer may import. `core` is runtime-neutral and imports only itself; `server` holds the
 * services and never the web frameworks; `workers` is the transport and the composition root; `app` is
 * the UI, which reads server code as types only, except in its server-only `.server` modules.
 */
function verdict(fromPath, toPath, typeOnly) {
  const from = layerOf(fromPath);
  const to = layerOf(toPath);
  // Content is data (markdown, JSON) validated at build time: any layer may read it.
  if (to === "content") return null;
  if (from === to && !(from === "app" && isServerModule(toPath) && !mayRunServerCode(fromPath) && !typeOnly)) return null;
  switch (from) {
    case "core":
      return "core/ imports nothing of ours outside core/";
    case "server":
      return to === "core" ? null : "server/ may import core/ only";
    case "workers":
      if (to === "core" || to === "server") return null;
      if (to === "app" && isServerModule(toPath)) return null;
      return "workers/ may import core/, server/ and app's .server modules only";
    case "app":
      if (to === "core") return null;
      if (to === "app") return "a browser module may not import an app .server module (routes and .server modules may)";
      if ((to === "server" || to === "workers") && typeOnly) return null;
      if (to === "server" && mayRunServerCode(fromPath)) return null;
      return "app/ may import server/ only as types, except in routes and .server modules";
    default:
      return null;
  }
}

function isTypeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === "type" || s.exportKind === "type");
}

/** Modules that exist to re-export: a folder's index. */
const mayReexport = (repoPath) => /(^|\/)index\.tsx?$/.test(repoPath);

/**
 * The server's modules in their dependency order, read from docs/architecture.md's "Server modules" table
 * (rows `| 1 | \`db\` | …`), so the rule and the document cannot disagree. A module may import only the
 * modules listed before it.
 */
export function readModuleOrder(markdown = fs.readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8")) {
  const section = markdown.split(/^## /m).find((part) => part.startsWith("Server modules"));
  const order = new Map();
  for (const match of (section ?? "").matchAll(/^\|\s*(\d+)\s*\|\s*`([a-z-]+)`/gm)) order.set(match[2], Number(match[1]));
  return order;
}

let moduleOrder;
const serverModuleOf = (repoPath) => (repoPath.startsWith("server/") ? repoPath.split("/")[1] : null);
/** A module's face: `server/{module}/index.ts`, imported as `@server/{module}` (or `…/index`). */
const isFace = (repoPath) => /^server\/[a-z-]+(\/index(\.tsx?)?)?$/.test(repoPath);
const isTestFile = (repoPath) => /\.(test|bench)\.tsx?$/.test(repoPath);

/** What is wrong with an import into a server module, or null (docs/architecture.md, "Server modules"). */
export function moduleVerdict(fromPath, toPath, order = (moduleOrder ??= readModuleOrder())) {
  const target = serverModuleOf(toPath);
  if (target === null) return null;
  if (!order.has(target)) return `server/${target} is not a module of docs/architecture.md's "Server modules" table`;
  const from = serverModuleOf(fromPath);
  if (from !== null && !order.has(from) && !isTestFile(fromPath)) return `${fromPath} is not inside a module of docs/architecture.md's "Server modules" table`;
  if (from === target) return null;
  // Tests may reach into a module to test its insides; the rule guards the product's code.
  if (isTestFile(fromPath) || !["app", "workers", "server"].includes(layerOf(fromPath))) return null;
  if (from !== null && fromPath === `server/${from}/index.ts`) return `a face re-exports only its own module's files (imports ${toPath})`;
  if (!isFace(toPath)) return `import server/${target} through its face, @server/${target} (imports ${toPath})`;
  if (from !== null && order.get(target) >= order.get(from)) return `server/${from} may not import server/${target}: it comes later in the modules' dependency order (docs/architecture.md)`;
  return null;
}

export default {
  rules: {
    /** Server modules are reached through their faces, and only down their dependency order. */
    "server-modules": {
      meta: { type: "problem", docs: { description: "Import a server module through its face, down the modules' order" }, schema: [] },
      create(context) {
        const fromPath = path.relative(ROOT, context.filename).split(path.sep).join("/");
        function check(node, source) {
          if (!source || typeof source.value !== "string") return;
          const target = resolveImport(fromPath, source.value);
          const problem = target && moduleVerdict(fromPath, target);
          if (problem) context.report({ node: source, message: problem });
        }
        return {
          ImportDeclaration: (node) => check(node, node.source),
          ExportNamedDeclaration: (node) => check(node, node.source),
          ExportAllDeclaration: (node) => check(node, node.source),
          ImportExpression: (node) => check(node, node.source),
        };
      },
    },
    /** No re-export shims: a module that moved is imported from where it lives, so old paths do not linger. */
    "no-reexports": {
      meta: { type: "problem", docs: { description: "Import a module from where it lives, not through a re-export" }, schema: [] },
      create(context) {
        const fromPath = path.relative(ROOT, context.filename).split(path.sep).join("/");
        if (!["app", "core", "server", "workers"].includes(layerOf(fromPath)) || mayReexport(fromPath)) return {};
        const report = (node) => node.source && context.report({ node: node.source, message: `re-exports ${node.source.value}: import it from there instead` });
        return { ExportNamedDeclaration: report, ExportAllDeclaration: report };
      },
    },
    layers: {
      meta: { type: "problem", docs: { description: "Keep imports flowing down the layers" }, schema: [] },
      create(context) {
        const fromPath = path.relative(ROOT, context.filename).split(path.sep).join("/");
        const fromLayer = layerOf(fromPath);
        function check(node, source, typeOnly) {
          if (!source || typeof source.value !== "string") return;
          const target = resolveImport(fromPath, source.value);
          if (target === null) {
            if ((fromLayer === "core" || fromLayer === "server") && FRAMEWORK_PACKAGES.test(source.value) && !typeOnly) {
              context.report({ node: source, message: `${fromLayer}/ may not import the web framework '${source.value}'` });
            }
            return;
          }
          const problem = verdict(fromPath, target, typeOnly);
          if (problem) context.report({ node: source, message: `${problem} (imports ${target})` });
        }
        return {
          ImportDeclaration: (node) => check(node, node.source, isTypeOnly(node)),
          ExportNamedDeclaration: (node) => check(node, node.source, isTypeOnly(node)),
          ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === "type"),
          ImportExpression: (node) => check(node, node.source, false),
        };
      },
    },
  },
};

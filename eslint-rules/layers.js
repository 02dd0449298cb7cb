// The layer rule: which top-level folder may import which (docs/architecture.md, "Layers").
// Resolves relative and alias imports to a repository path, then checks the importer's layer against it.
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

/** Modules that exist to re-export: a folder's index and the Worker's entry, whose exports the runtime reads. */
const mayReexport = (repoPath) => /(^|\/)index\.tsx?$/.test(repoPath) || repoPath === "workers/app.ts";

export default {
  rules: {
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

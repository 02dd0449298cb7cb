// A newcomer can follow every reference: comments and docs name files that exist in this repository, and
// nothing outside it (a specification file, an issue tracker's numbers, a path on someone's machine).
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "core", "server", "workers", "test", "scripts", "build-tools", "eslint-rules", "content", "docs"];
const FILES = ["README.md", "wrangler.toml", "vite.config.ts", "vitest.config.ts", "vitest.bench.config.ts", "playwright.config.ts", "eslint.config.js"];
const TEXT = /\.(ts|tsx|mjs|js|md|toml|css)$/;

function walk(folder, into) {
  for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    const name = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) walk(name, into);
    else if (TEXT.test(entry.name)) into.push(name);
  }
  return into;
}
const files = [...FOLDERS.flatMap((folder) => walk(folder, [])), ...FILES];

/** Whether a named path exists, allowing a missing extension and a name that is the start of a file's name. */
function exists(named) {
  const clean = named.replace(/[.:]$/, "");
  if ([clean, `${clean}.ts`, `${clean}.tsx`, `${clean}.md`].some((candidate) => fs.existsSync(path.join(ROOT, candidate)))) return true;
  const folder = path.join(ROOT, path.posix.dirname(clean));
  return fs.existsSync(folder) && fs.readdirSync(folder).some((entry) => entry.startsWith(path.posix.basename(clean)));
}

// A path of ours as comments and docs write it: a top-level folder, then at least one more segment.
const REPO_PATH = /(?<![\w@~./-])((?:app|core|server|workers|test|scripts|build-tools|eslint-rules|docs|content|migrations|public)\/[A-Za-z0-9_./-]*[A-Za-z0-9_])/g;
// Records describe the code as it was when they were written (docs/decisions/README.md); fixtures name files that are never read.
const KEEPS_OLD_PATHS = (file) => file.startsWith("docs/decisions/") || file === "eslint-rules/layers.test.mjs" || file === "scripts/docs/references.test.mjs";

test("comments and docs name only files that exist", () => {
  const missing = [];
  for (const file of files.filter((name) => !KEEPS_OLD_PATHS(name))) {
    fs.readFileSync(path.join(ROOT, file), "utf8").split("\n").forEach((line, at) => {
      for (const [, named] of line.matchAll(REPO_PATH)) if (!/[*{}]|NNNN/.test(named) && !exists(named)) missing.push(`${file}:${at + 1}: ${named}`);
    });
  }
  assert.deepEqual(missing, []);
});

test("nothing cites a file or an issue outside the repository", () => {
  const outside = /\b(SPEC|PRODUCT|STACK-NOTES)\.md\b|\/work\/shared|\b[Ii]ssues? #?\d+\b/;
  const cited = [];
  for (const file of files.filter((name) => name !== "scripts/docs/references.test.mjs")) {
    fs.readFileSync(path.join(ROOT, file), "utf8").split("\n").forEach((line, at) => {
      if (outside.test(line)) cited.push(`${file}:${at + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  assert.deepEqual(cited, []);
});

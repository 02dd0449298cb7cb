// docs/architecture.md's "Server modules" table says what each module uses; the lint rule enforces the order,
// this check keeps the "Uses" column true: it is the set of other modules the module's code imports.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { readModuleOrder } from "../../eslint-rules/layers.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Module → the modules its non-test code imports through their faces (`@server/{module}`). */
export function importedModules() {
  const uses = new Map();
  for (const module of fs.readdirSync(path.join(ROOT, "server"))) {
    const found = new Set();
    const walk = (folder) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.(test|bench)\.tsx?$/.test(entry.name)) {
          for (const match of fs.readFileSync(file, "utf8").matchAll(/from\s+["']@server\/([a-z-]+)["']/g)) if (match[1] !== module) found.add(match[1]);
        }
      }
    };
    walk(path.join(ROOT, "server", module));
    uses.set(module, found);
  }
  return uses;
}

/** Module → the modules its row's "Uses" column names. */
export function documentedUses(markdown = fs.readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8")) {
  const section = markdown.split(/^## /m).find((part) => part.startsWith("Server modules")) ?? "";
  const uses = new Map();
  for (const match of section.matchAll(/^\|\s*\d+\s*\|\s*`([a-z-]+)`\s*\|.*\|\s*([^|]*?)\s*\|\s*$/gm)) {
    uses.set(match[1], new Set(match[2] === "–" ? [] : match[2].split(/,\s*/)));
  }
  return uses;
}

test("every folder of server/ is a module in the table, and every row is a folder", () => {
  const folders = fs.readdirSync(path.join(ROOT, "server"), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  assert.deepEqual([...readModuleOrder().keys()].sort(), folders);
  assert.deepEqual(fs.readdirSync(path.join(ROOT, "server")).filter((name) => !folders.includes(name)), [], "no file outside a module");
  for (const folder of folders) assert.ok(fs.existsSync(path.join(ROOT, "server", folder, "index.ts")), `server/${folder} has its face, index.ts`);
});

test("each module's Uses column names exactly the modules its code imports", () => {
  const actual = importedModules();
  const documented = documentedUses();
  const wrong = [...actual].filter(([module, uses]) => [...uses].sort().join() !== [...(documented.get(module) ?? [])].sort().join()).map(([module, uses]) => `${module}: code uses ${[...uses].sort().join(", ") || "–"}; the table says ${[...(documented.get(module) ?? [])].sort().join(", ") || "–"}`);
  assert.deepEqual(wrong, []);
});

test("the Uses column is read from the table's last cell", () => {
  const table = "## Server modules\n\n| # | Module | What | Uses |\n| --- | --- | --- | --- |\n| 1 | `db` | the schema | – |\n| 2 | `mail` | mail, and more | db, platform |\n";
  assert.deepEqual([...documentedUses(table)].map(([module, uses]) => [module, [...uses]]), [["db", []], ["mail", ["db", "platform"]]]);
});

// Proves the layer rule fires: each fixture line is linted as if it lived at the given path.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import layers, { readModuleOrder } from "./layers.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const linter = new Linter({ configType: "flat", cwd: ROOT });
const configFor = (rule) => [{ files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tseslint.parser }, plugins: { local: layers }, rules: { [rule]: "error" } }];
const problems = (file, code, rule = "local/layers") => linter.verify(code, configFor(rule), { filename: path.join(ROOT, file) }).map((m) => m.message);
const reexports = (file, code) => problems(file, code, "local/no-reexports");

const refused = [
  ["core/sites/x.ts", 'import { a } from "../../server/db/schema";'],
  ["core/x.ts", 'import { a } from "~/lib/api-client";'],
  ["core/x.ts", 'import { createCookie } from "react-router";'],
  ["server/projects/x.ts", 'import { a } from "../../app/lib/api-client";'],
  ["server/projects/x.ts", 'import { sendError } from "@workers/api/errors";'],
  ["server/accounts/x.ts", 'import { Hono } from "hono";'],
  ["server/accounts/x.ts", 'import { redirect } from "react-router";'],
  ["app/components/x.tsx", 'import { listProjects } from "@server/projects/projects";'],
  ["app/components/x.tsx", 'import { appContext } from "~/.server/context";'],
  ["app/lib/x.ts", 'export { a } from "../../workers/app";'],
  ["workers/api/x.ts", 'import { Button } from "~/components/button";'],
];
const allowed = [
  ["core/sites/x.ts", 'import { a } from "./y"; import { z } from "zod";'],
  ["server/projects/x.ts", 'import { a } from "@core/sites/site-document"; import { b } from "@server/db";'],
  ["app/components/x.tsx", 'import type { Project } from "@server/db"; import { type User } from "@server/db";'],
  ["app/routes/x.tsx", 'import { listProjects } from "@server/projects"; import { appContext } from "~/.server/context";'],
  ["app/.server/x.ts", 'import { listProjects } from "@server/projects";'],
  ["workers/api/x.ts", 'import { listProjects } from "@server/projects"; import { appContext } from "~/.server/context";'],
  ["test/integration/x.ts", 'import { a } from "@server/projects/projects"; import { b } from "~/lib/api-client";'],
];

test("the layer rule refuses imports up the layers", () => {
  for (const [file, code] of refused) assert.equal(problems(file, code).length, 1, `${file}: ${code}`);
});

test("the layer rule allows imports down the layers and types from the server", () => {
  for (const [file, code] of allowed) assert.deepEqual(problems(file, code), [], `${file}: ${code}`);
});

test("no module re-exports another, except a folder's index", () => {
  assert.equal(reexports("server/projects/x.ts", 'export type { ProjectView } from "@core/projects/schemas";').length, 1);
  assert.equal(reexports("core/ai/x.ts", 'export { AI_WRITERS } from "./suggestion";').length, 1);
  assert.equal(reexports("app/lib/x.ts", 'export * from "./y";').length, 1);
  assert.deepEqual(reexports("core/sites/sections/index.tsx", 'export { SiteFooter } from "./footer";'), []);
  assert.equal(reexports("workers/entry.ts", 'export { SiteVisitCounter } from "@server/analytics";').length, 1);
  assert.deepEqual(reexports("core/x.ts", "const a = 1; export { a };"), []);
});

const modules = (file, code) => problems(file, code, "local/server-modules");

test("the order the module rule enforces is the table in docs/architecture.md", () => {
  const order = readModuleOrder();
  assert.ok(order.size >= 10, "the Server modules table lists the modules");
  assert.ok(order.get("db") < order.get("projects") && order.get("projects") < order.get("project-actions"));
  const table = "## Server modules\n\n| # | Module |\n| --- | --- |\n| 1 | `db` | x |\n| 2 | `mail` | y |\n\n## Next\n| 3 | `late` | z |";
  assert.deepEqual([...readModuleOrder(table)], [["db", 1], ["mail", 2]]);
});

test("the module rule refuses deep imports, imports up the order, foreign re-exports and unlisted folders", () => {
  const refusedImports = [
    // app/ and workers/ reach a module through its face only, types included
    ["app/routes/x.tsx", 'import { listProjects } from "@server/projects/projects";'],
    ["app/components/x.tsx", 'import type { Project } from "@server/db/schema";'],
    ["workers/api/x.ts", 'import { publishProject } from "@server/publishing/published-sites";'],
    // another module's insides
    ["server/projects/x.ts", 'import { users } from "../db/schema";'],
    ["server/leads/x.ts", 'import { sendMail } from "@server/mail/transport";'],
    // a module listed later (mail comes before accounts; publishing before project-actions)
    ["server/mail/x.ts", 'import { notifyUser } from "@server/accounts";'],
    ["server/publishing/x.ts", 'import { runProjectIntent } from "@server/project-actions";'],
    ["server/db/x.ts", 'export type { AppContext } from "@server/platform";'],
    // a face re-exports only its own module
    ["server/leads/index.ts", 'export { sendMail } from "@server/mail";'],
    // a folder that is not a module, or a file outside any module
    ["workers/api/x.ts", 'import { a } from "@server/sites/publish";'],
    ["server/projects/x.ts", 'import { a } from "../config";'],
  ];
  for (const [file, code] of refusedImports) assert.equal(modules(file, code).length, 1, `${file}: ${code}`);
});

test("the module rule allows faces down the order, a module's own files, and tests of insides", () => {
  const allowedImports = [
    ["app/routes/x.tsx", 'import { listProjects } from "@server/projects"; import type { Project } from "@server/db";'],
    ["workers/api/x.ts", 'import { publishProject } from "@server/publishing/index";'],
    ["server/projects/x.ts", 'import { users } from "@server/db"; import { y } from "./versions"; import { z } from "../projects/slug";'],
    ["server/leads/index.ts", 'export { receiveSiteMessage } from "./visitor-messages";'],
    ["server/publishing/x.test.ts", 'import { renderSite } from "@server/render/render-site";'],
    ["test/integration/x.ts", 'import { a } from "@server/projects/projects";'],
    ["core/x.ts", 'import { a } from "./y";'],
  ];
  for (const [file, code] of allowedImports) assert.deepEqual(modules(file, code), [], `${file}: ${code}`);
});

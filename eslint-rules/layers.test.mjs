// Proves the layer rule fires: each fixture line is linted as if it lived at the given path.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import layers from "./layers.js";

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
  ["server/projects/x.ts", 'import { a } from "@core/sites/site-document"; import { b } from "../db/schema";'],
  ["app/components/x.tsx", 'import type { Project } from "@server/db/schema"; import { type User } from "@server/db/schema";'],
  ["app/routes/x.tsx", 'import { listProjects } from "@server/projects/projects"; import { appContext } from "~/.server/context";'],
  ["app/.server/x.ts", 'import { listProjects } from "@server/projects/projects";'],
  ["workers/api/x.ts", 'import { listProjects } from "@server/projects/projects"; import { appContext } from "~/.server/context";'],
  ["test/integration/x.ts", 'import { a } from "@server/projects/projects"; import { b } from "~/lib/api-client";'],
];

test("the layer rule refuses imports up the layers", () => {
  for (const [file, code] of refused) assert.equal(problems(file, code).length, 1, `${file}: ${code}`);
});

test("the layer rule allows imports down the layers and types from the server", () => {
  for (const [file, code] of allowed) assert.deepEqual(problems(file, code), [], `${file}: ${code}`);
});

test("no module re-exports another, except a folder's index and the Worker's entry", () => {
  assert.equal(reexports("server/projects/x.ts", 'export type { ProjectView } from "@core/projects/schemas";').length, 1);
  assert.equal(reexports("core/ai/x.ts", 'export { AI_WRITERS } from "./suggestion";').length, 1);
  assert.equal(reexports("app/lib/x.ts", 'export * from "./y";').length, 1);
  assert.deepEqual(reexports("core/sites/sections/index.tsx", 'export { SiteFooter } from "./footer";'), []);
  assert.deepEqual(reexports("workers/app.ts", 'export { SiteVisitCounter } from "@server/analytics/site-visit-counter";'), []);
  assert.deepEqual(reexports("core/x.ts", "const a = 1; export { a };"), []);
});

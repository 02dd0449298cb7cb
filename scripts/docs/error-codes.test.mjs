// Keeps the "Errors" sentence of docs/architecture.md true to core/errors.ts: the sentence lists the closed list of
// domain error codes, and the list is DOMAIN_ERROR_CODES. A code added to one and not the other fails here.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** The codes of `export const DOMAIN_ERROR_CODES = [ … ] as const;`, in order, comments ignored. */
function sourceCodes(source) {
  const list = /export const DOMAIN_ERROR_CODES = \[([\s\S]*?)\] as const;/.exec(source);
  assert.ok(list, "core/errors.ts has no `export const DOMAIN_ERROR_CODES = [ … ] as const;`");
  const body = list[1].replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  return [...body.matchAll(/"([A-Z_]+)"/g)].map(([, code]) => code);
}

/** The backticked codes inside the parentheses after "a code from a closed list" in the "Errors" bullet. */
function documentedCodes(doc) {
  const bullet = /^- Errors: [\s\S]*?(?=^- |^#|(?![\s\S]))/m.exec(doc);
  assert.ok(bullet, 'docs/architecture.md has no "- Errors: …" bullet');
  const list = /a code from a closed list \(([^)]*)\)/.exec(bullet[0]);
  assert.ok(list, 'the "Errors" bullet of docs/architecture.md has no "a code from a closed list (…)"');
  return [...list[1].matchAll(/`([^`]+)`/g)].map(([, code]) => code);
}

test("the parsers read what they should", () => {
  assert.deepEqual(sourceCodes('export const DOMAIN_ERROR_CODES = [\n  /** "NOT_THIS" */\n  "A",\n  // "NOR_THIS"\n  "B_C",\n] as const;'), ["A", "B_C"]);
  assert.deepEqual(documentedCodes("- Errors: a `DomainError` (`x.ts`) with a code from a closed list (`A`,\n  `B_C`) and more.\n- Next: `D`"), ["A", "B_C"]);
});

test("docs/architecture.md lists exactly the domain error codes of core/errors.ts, in the same order", () => {
  const codes = sourceCodes(read("core/errors.ts"));
  const documented = documentedCodes(read("docs/architecture.md"));
  assert.ok(codes.length > 0, "no codes found in core/errors.ts");
  assert.deepEqual(documented.filter((code, at) => documented.indexOf(code) !== at), [], "a code is listed twice");
  assert.deepEqual(
    { missingFromDoc: codes.filter((code) => !documented.includes(code)), notInCode: documented.filter((code) => !codes.includes(code)) },
    { missingFromDoc: [], notInCode: [] },
  );
  assert.deepEqual(documented, codes, "same codes, different order");
});

// Keeps docs/decisions/README.md honest: every record is listed once with its status, and every row names a record.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";

const FOLDER = path.resolve(import.meta.dirname, "../../docs/decisions");
const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;
const records = fs.readdirSync(FOLDER).filter((name) => RECORD.test(name)).sort();
const index = fs.readFileSync(path.join(FOLDER, "README.md"), "utf8");
/** The index's rows: `| [NNNN](file.md) | title | status |`. */
const rows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| (.+) \| (.+) \|$/gm)].map(([, number, file, title, status]) => ({ number, file, title, status }));

test("every decision record has a Status line and a number of its own", () => {
  const numbers = records.map((name) => name.slice(0, 4));
  assert.deepEqual(numbers.filter((number, at) => numbers.indexOf(number) !== at), [], "two records share a number");
  for (const name of records) {
    const status = /^Status: (accepted|superseded by \[?\d{4}[-\]]).*$/m.exec(fs.readFileSync(path.join(FOLDER, name), "utf8"));
    assert.ok(status, `${name} has no "Status: accepted" or "Status: superseded by NNNN-…" line`);
  }
});

test("the index lists every record once, and every row names a record that exists", () => {
  for (const name of records) assert.equal(rows.filter((row) => row.file === name).length, 1, `${name} is not listed once in docs/decisions/README.md`);
  for (const row of rows) {
    assert.ok(records.includes(row.file), `the index names ${row.file}, which does not exist`);
    assert.equal(row.file.slice(0, 4), row.number, `${row.file} is listed as ${row.number}`);
  }
});

test("a record's status and its row in the index agree", () => {
  for (const row of rows) {
    const status = /^Status: (.*)$/m.exec(fs.readFileSync(path.join(FOLDER, row.file), "utf8"))?.[1] ?? "";
    const superseded = /^superseded by \[?(\d{4})/.exec(status)?.[1];
    if (superseded) assert.match(row.status, new RegExp(`^superseded by \\[${superseded}\\]`), `${row.file} is superseded by ${superseded}; its row says "${row.status}"`);
    else assert.ok(row.status.startsWith("accepted"), `${row.file} is accepted; its row says "${row.status}"`);
  }
});

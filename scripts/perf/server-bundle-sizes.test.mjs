// The server bundle's breakdown (server-bundle-sizes.mjs): source-map decoding and grouping on hand-made maps.
import assert from "node:assert/strict";
import { test } from "node:test";
import { codeBySource, decodeLine, groupOf } from "./server-bundle-sizes.mjs";

test("a mappings line decodes to each segment's numbers, signs and continuation digits included", () => {
  assert.deepEqual(decodeLine("AAAA,CAAC"), [[0, 0, 0, 0], [1, 0, 0, 1]]);
  assert.deepEqual(decodeLine("D,gB,hB"), [[-1], [16], [-16]]);
  assert.deepEqual(decodeLine(""), []);
  assert.throws(() => decodeLine("A!"), /not base64 VLQ/);
});

test("each stretch of generated code goes to the source its segment names, the rest to unmapped", () => {
  // Line 1: columns 0-3 from a.ts, 4-7 from b.ts (source index +1), then a segment with no source from 8 on.
  // Line 2: no mapping at all. Line 3: all from a.ts again (source index -1).
  const code = "aaaabbbbcc\nzz\nAA";
  const map = { sources: ["src/a.ts", "node_modules/pkg/b.js"], mappings: "AAAA,ICAA,I;;ADAA" };
  const parts = codeBySource(code, map);
  assert.equal(parts.get("src/a.ts"), "aaaaAA\n");
  assert.equal(parts.get("node_modules/pkg/b.js"), "bbbb");
  assert.equal(parts.get("(unmapped)"), "cc\nzz\n");
});

test("sources group by package, or by our own folder, or by file", () => {
  assert.equal(groupOf("node_modules/react-dom/cjs/server.js"), "react-dom");
  assert.equal(groupOf("node_modules/.pnpm/x/node_modules/@scope/pkg/dist/a.js"), "@scope/pkg");
  assert.equal(groupOf("server/chat/detect-language.ts"), "server/chat");
  assert.equal(groupOf("workers/app.ts"), "workers");
  assert.equal(groupOf("server/chat/detect-language.ts", true), "server/chat/detect-language.ts");
});

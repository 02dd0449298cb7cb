import assert from "node:assert/strict";
import { test } from "node:test";
import { selfTimeBySource, sourceOf } from "./profile-routes.mjs";

// A source map stand-in: column 0 is our code, column 10 a package's, anything else unmapped.
const readMap = (file) =>
  file === "app-1.js"
    ? { originalPositionFor: ({ column }) => ({ source: column === 0 ? "../../app/routes/dashboard.tsx" : column === 10 ? "../../node_modules/react-dom/cjs/server.js" : null }) }
    : null;
const frame = (url, columnNumber, functionName = "f") => ({ url, lineNumber: 0, columnNumber, functionName });

test("a frame is named by its source file, its package, or its bundle file where no map says", () => {
  assert.equal(sourceOf(frame("file:///x/assets/app-1.js", 0), readMap), "app/routes/dashboard.tsx");
  assert.equal(sourceOf(frame("file:///x/assets/app-1.js", 10), readMap), "react-dom");
  assert.equal(sourceOf(frame("file:///x/assets/app-1.js", 5), readMap), "app-1.js");
  assert.equal(sourceOf(frame("file:///x/assets/other.js", 0), readMap), "other.js");
  assert.equal(sourceOf(frame("", -1, "(garbage collector)"), readMap), "(garbage collector)");
});

test("self time is summed per source from the samples' time deltas, idle left out", () => {
  const profile = {
    nodes: [
      { id: 1, callFrame: frame("", -1, "(idle)") },
      { id: 2, callFrame: frame("file:///x/assets/app-1.js", 0) },
      { id: 3, callFrame: frame("file:///x/assets/app-1.js", 10) },
    ],
    samples: [2, 3, 1, 2],
    timeDeltas: [0, 1000, 2000, 4000],
  };
  const totals = selfTimeBySource(profile, readMap);
  // Each sample lasts until the next one: dashboard 1 ms (the last sample has no end), react-dom 2 ms.
  assert.deepEqual(Object.fromEntries(totals), { "app/routes/dashboard.tsx": 1, "react-dom": 2 });
});

import { it } from "vitest";
import { everyKindPairs, formatEveryKindSameness, formatFidelity, formatSameness, runFidelity, runSameness } from "../fidelity/run";
import { formatHeldOut, runHeldOut } from "../fidelity/held-out";

// `npm run bench:fidelity`: every brief of test/fidelity/briefs.json (the tuned half) with what failed, the score,
// and the sameness pairs, then the same sameness measure over every kind of the business list, then the held-out half
// (test/bench/fidelity/held-out/briefs.json: briefs in the eight site languages, never used while tuning), reported
// apart (docs/operations.md "Fidelity benchmark"). Prints; the ratchet is in test/fidelity/fidelity.test.ts.

it("fidelity: the owner's words and facts, nothing invented", async () => {
  console.log(formatFidelity(await runFidelity(), true));
}, 300_000);

it("fidelity: sameness of two sites of one trade and town", async () => {
  console.log(formatSameness(await runSameness(), true));
}, 300_000);

it("fidelity: sameness over every kind of the business list", async () => {
  console.log(formatEveryKindSameness(await runSameness(everyKindPairs())));
}, 300_000);

it("fidelity: the held-out half, in every site language", async () => {
  console.log(formatHeldOut(await runHeldOut(), true));
}, 300_000);

import { it } from "vitest";
import { everyKindPairs, formatEveryKindSameness, formatFidelity, formatSameness, runFidelity, runSameness } from "../fidelity/run";

// `npm run bench:fidelity`: every brief of test/fidelity/briefs.json with what failed, the score, and the
// sameness pairs, then the same sameness measure over every kind of the business list (docs/operations.md
// "Fidelity benchmark"). Prints; the ratchet is in test/fidelity/fidelity.test.ts.

it("fidelity: the owner's words and facts, nothing invented", async () => {
  console.log(formatFidelity(await runFidelity(), true));
}, 300_000);

it("fidelity: sameness of two sites of one trade and town", async () => {
  console.log(formatSameness(await runSameness(), true));
}, 300_000);

it("fidelity: sameness over every kind of the business list", async () => {
  console.log(formatEveryKindSameness(await runSameness(everyKindPairs())));
}, 300_000);

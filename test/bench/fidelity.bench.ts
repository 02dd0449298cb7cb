import { it } from "vitest";
import { formatFidelity, formatSameness, runFidelity, runSameness } from "../fidelity/run";

// `npm run bench:fidelity`: every brief of test/fidelity/briefs.json with what failed, the score, and the
// sameness pairs (docs/operations.md "Fidelity benchmark"). Prints; the ratchet is in test/fidelity/fidelity.test.ts.

it("fidelity: the owner's words and facts, nothing invented", async () => {
  console.log(formatFidelity(await runFidelity(), true));
}, 300_000);

it("fidelity: sameness of two sites of one trade and town", async () => {
  console.log(formatSameness(await runSameness(), true));
}, 300_000);

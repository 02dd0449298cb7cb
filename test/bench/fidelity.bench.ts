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

// The business classifier (docs/classifier.md): the held-out set's figures beside the tuning set's, its confusions
// by count; only the tuning set's misses are printed.
it("fidelity: the business classifier, held-out beside tuning", async () => {
  const { classifyBusiness } = await import("@core/chat/classify-business");
  const { classifierSet, formatClassifierScore, scoreClassifier, tallyLine } = await import("../classifier/score-classifier");
  const classify = (text: string) => classifyBusiness(text)?.kind ?? null;
  const heldOut = scoreClassifier(classifierSet("held-out"), classify);
  const tuning = scoreClassifier(classifierSet("tuning"), classify);
  console.log(
    [
      `classifier held-out: ${tallyLine(heldOut)}`,
      `classifier tuning:   ${tallyLine(tuning)}`,
      formatClassifierScore("held-out", heldOut, false),
      formatClassifierScore("tuning", tuning, true),
      `held-out confusions: ${heldOut.misses.length} of ${heldOut.total} (${heldOut.wrong} another trade, ${heldOut.neutral} unsure)`,
      `tuning confusions: ${tuning.confusions.map(([pair, count]) => `${pair} ×${count}`).join(", ") || "none"}`,
    ].join("\n"),
  );
});

// The held-out and tuning sets of test/honesty/ (test/honesty/README.md): their schema and how the honesty rules score on them.
import { z } from "zod";
import { NO_FACTS } from "./facts-constants";
import { honestyRules, sentenceProblem } from "./honesty";
import { type SiteLanguage } from "./languages";
import { siteLanguageSchema } from "./language-schema";

/** A set of sentences the honesty rules must refuse or let through (test/honesty/README.md). */
export const honestyCaseSetSchema = z.strictObject({
  language: siteLanguageSchema,
  cases: z
    .array(z.strictObject({ text: z.string().trim().min(1), owner: z.string().trim().min(1).optional(), refuse: z.boolean() }))
    .min(20),
});
export type HonestyCaseSet = z.infer<typeof honestyCaseSetSchema>;

export interface Score {
  language: SiteLanguage;
  cases: number;
  /** Refused when they should be (true positives), refused when they should not (false positives), … */
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  /** The cases the rules got wrong: print them for the tuning set only, never for the held-out one. */
  wrong: { text: string; owner?: string; refuse: boolean; problem: string | null }[];
}

/** How the rules do on one set, reading its sentences in the set's language (or with every language's rules when `unknown`). */
export function scoreCases(set: HonestyCaseSet, options: { unknown?: boolean } = {}): Score {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const wrong: Score["wrong"] = [];
  for (const item of set.cases) {
    const rules = honestyRules({ facts: NO_FACTS, ownerText: item.owner ?? "", language: options.unknown ? undefined : set.language });
    const problem = sentenceProblem(item.text, rules);
    const refused = problem !== null;
    if (refused && item.refuse) truePositives++;
    if (refused && !item.refuse) falsePositives++;
    if (!refused && item.refuse) falseNegatives++;
    if (refused !== item.refuse) wrong.push({ ...item, problem: problem ? `${problem.kind} "${problem.match}"` : null });
  }
  const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  return {
    language: set.language,
    cases: set.cases.length,
    truePositives,
    falsePositives,
    falseNegatives,
    precision: ratio(truePositives, truePositives + falsePositives),
    recall: ratio(truePositives, truePositives + falseNegatives),
    wrong,
  };
}

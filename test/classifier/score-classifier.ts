import { z } from "zod";
import { isBusinessKindCode } from "@core/chat/business-kinds";
import { SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import heldOutAr from "./held-out/ar.json" with { type: "json" };
import heldOutDe from "./held-out/de.json" with { type: "json" };
import heldOutEn from "./held-out/en.json" with { type: "json" };
import heldOutEs from "./held-out/es.json" with { type: "json" };
import heldOutFr from "./held-out/fr.json" with { type: "json" };
import heldOutIt from "./held-out/it.json" with { type: "json" };
import heldOutJa from "./held-out/ja.json" with { type: "json" };
import heldOutPt from "./held-out/pt.json" with { type: "json" };
import twoTradesAr from "./held-out-two-trades/ar.json" with { type: "json" };
import twoTradesDe from "./held-out-two-trades/de.json" with { type: "json" };
import twoTradesEn from "./held-out-two-trades/en.json" with { type: "json" };
import twoTradesEs from "./held-out-two-trades/es.json" with { type: "json" };
import twoTradesFr from "./held-out-two-trades/fr.json" with { type: "json" };
import twoTradesIt from "./held-out-two-trades/it.json" with { type: "json" };
import twoTradesJa from "./held-out-two-trades/ja.json" with { type: "json" };
import twoTradesPt from "./held-out-two-trades/pt.json" with { type: "json" };
import tuningAr from "./tuning/ar.json" with { type: "json" };
import tuningDe from "./tuning/de.json" with { type: "json" };
import tuningEn from "./tuning/en.json" with { type: "json" };
import tuningEs from "./tuning/es.json" with { type: "json" };
import tuningFr from "./tuning/fr.json" with { type: "json" };
import tuningIt from "./tuning/it.json" with { type: "json" };
import tuningJa from "./tuning/ja.json" with { type: "json" };
import tuningPt from "./tuning/pt.json" with { type: "json" };

// The business classifier's sets (test/classifier/README.md, docs/classifier.md): the held-out set's figures are
// printed, never its misses; the tuning set's misses may be read.

const kindCode = z.string().refine(isBusinessKindCode, { message: "not a kind of the business list" });

export const classifierSetSchema = z.object({
  language: z.enum(SITE_LANGUAGES),
  cases: z.array(z.object({ text: z.string().trim().min(1).max(300), kind: kindCode.nullable(), also: z.array(kindCode).optional() }).strict()).min(1),
});

export type ClassifierSet = z.infer<typeof classifierSetSchema>;

const HELD_OUT: Record<SiteLanguage, unknown> = { en: heldOutEn, es: heldOutEs, fr: heldOutFr, de: heldOutDe, pt: heldOutPt, it: heldOutIt, ja: heldOutJa, ar: heldOutAr };
// Held out too, written before the rule for two trades of one family (docs/classifier.md): the owner's trade named first, another trade's word after it.
const TWO_TRADES: Record<SiteLanguage, unknown> = { en: twoTradesEn, es: twoTradesEs, fr: twoTradesFr, de: twoTradesDe, pt: twoTradesPt, it: twoTradesIt, ja: twoTradesJa, ar: twoTradesAr };
const TUNING: Record<SiteLanguage, unknown> = { en: tuningEn, es: tuningEs, fr: tuningFr, de: tuningDe, pt: tuningPt, it: tuningIt, ja: tuningJa, ar: tuningAr };

/** The set's files checked against the schema, one per language. */
export function classifierSet(which: "held-out" | "held-out-two-trades" | "tuning"): ClassifierSet[] {
  const files = which === "held-out" ? HELD_OUT : which === "held-out-two-trades" ? TWO_TRADES : TUNING;
  return SITE_LANGUAGES.map((language) => {
    const set = classifierSetSchema.parse(files[language]);
    if (set.language !== language) throw new Error(`${which}/${language}.json says it is ${set.language}`);
    return set;
  });
}

export interface Tally {
  total: number;
  /** The labelled kind (or one of the accepted others); for a case no kind fits, "unsure". */
  right: number;
  /** A kind fits but the classifier was unsure: the site gets neutral copy. */
  neutral: number;
  /** Another trade's kind: the site would borrow that trade's words. */
  wrong: number;
}

export interface ClassifierScore extends Tally {
  languages: Record<SiteLanguage, Tally>;
  /** "expected → read" (a kind code or "unsure", "none" for a case no kind fits) and how often, most often first. */
  confusions: [string, number][];
  misses: { language: SiteLanguage; text: string; expected: string; read: string }[];
}

const emptyTally = (): Tally => ({ total: 0, right: 0, neutral: 0, wrong: 0 });

/** Scores a classifier (a kind code, or null when unsure) on the sets. */
export function scoreClassifier(sets: readonly ClassifierSet[], classify: (text: string) => string | null): ClassifierScore {
  const score: ClassifierScore = { ...emptyTally(), languages: Object.fromEntries(SITE_LANGUAGES.map((language) => [language, emptyTally()])) as Record<SiteLanguage, Tally>, confusions: [], misses: [] };
  const confusions = new Map<string, number>();
  for (const set of sets) {
    const tally = score.languages[set.language];
    for (const item of set.cases) {
      const read = classify(item.text);
      const accepted: (string | null)[] = item.kind === null ? [null] : [item.kind, ...(item.also ?? [])];
      const outcome = accepted.includes(read) ? "right" : read === null ? "neutral" : "wrong";
      for (const counted of [score, tally]) {
        counted.total++;
        counted[outcome]++;
      }
      if (outcome !== "right") {
        const key = `${item.kind ?? "none"} → ${read ?? "unsure"}`;
        confusions.set(key, (confusions.get(key) ?? 0) + 1);
        score.misses.push({ language: set.language, text: item.text, expected: item.kind ?? "none", read: read ?? "unsure" });
      }
    }
  }
  score.confusions = [...confusions].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return score;
}

const percent = (part: number, total: number) => (total === 0 ? "–" : `${((100 * part) / total).toFixed(1)}%`);

/** One line of figures: accuracy, the share sent to neutral copy, the share read as another trade. */
export function tallyLine(tally: Tally): string {
  return `${tally.total} cases: right ${percent(tally.right, tally.total)}, neutral ${percent(tally.neutral, tally.total)}, wrong ${percent(tally.wrong, tally.total)}`;
}

/** The figures per language; with `misses`, every miss of the set (only ever for the tuning set). */
export function formatClassifierScore(label: string, score: ClassifierScore, misses: boolean): string {
  const lines = [`${label}: ${tallyLine(score)}`, ...SITE_LANGUAGES.map((language) => `  ${language}: ${tallyLine(score.languages[language])}`)];
  if (misses) {
    lines.push("  misses:", ...score.misses.map((miss) => `    [${miss.language}] ${miss.text} — expected ${miss.expected}, read ${miss.read}`));
  }
  return lines.join("\n");
}

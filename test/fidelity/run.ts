import { env } from "cloudflare:workers";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { fnv1a } from "@core/hash";
import { SITE_TEMPLATES } from "@core/sites/themes";
import type { SiteDocument } from "@core/sites/site-document";

import { askToBotAction } from "@server/generation/ai-actions";
import { renderSite } from "@server/render/render-site";
import { generateSiteData } from "./adapter";
import { checksFor, ownerText, runCheck, type CheckResult } from "./rules";
import { loadBenchmark, type FidelityBrief, type SamenessPair } from "./schema";
import { normalise, visibleText } from "./visible-text";
import { type Settings } from "@server/platform/settings";

// Runs the fidelity benchmark the way a site reaches a customer: the `generate-site` action (its schema,
// then the generator) with the built-in writer (offline), then the renderer as publishing calls it, then
// the page's visible text. Used by test/fidelity/fidelity.test.ts (npm test) and by
// test/bench/fidelity.bench.ts (npm run bench:fidelity), which prints every brief.

/** The built-in writer answers, whatever the local settings say: the benchmark is offline and deterministic. */
const ai = { env: { ...(env as Settings), AI_PROVIDER: "built-in" } as Settings, requestId: "fidelity-bench" };

/** Generates and publishes (renders) one site from the action's data; returns the page's HTML. */
export async function publishedHtml(data: Record<string, unknown>, slug: string): Promise<string> {
  const action = askToBotAction("generate-site");
  if (!action) throw new Error("the generate-site action is missing");
  const parsed = action.data.safeParse(data);
  if (!parsed.success) throw new Error(`generate-site refused the brief ${slug}: ${parsed.error.message}`);
  const { document } = (await action.run(ai, parsed.data)) as { document: SiteDocument };
  return renderSite(document, { formAction: `/api/v1/sites/${slug}/messages`, canonicalUrl: `https://sites.example/s/${slug}` });
}

export interface BriefResult {
  brief: FidelityBrief;
  results: CheckResult[];
  passed: number;
  total: number;
}

export interface FidelityScore {
  briefs: BriefResult[];
  passed: number;
  total: number;
  /** Checks held, in percent (one decimal). */
  percent: number;
  cleanBriefs: number;
}

const seedOf = (brief: FidelityBrief) => brief.seed ?? fnv1a(brief.id);

export async function runFidelity(briefs: FidelityBrief[] = loadBenchmark().briefs): Promise<FidelityScore> {
  const results: BriefResult[] = [];
  for (const [index, brief] of briefs.entries()) {
    const template = brief.template ?? SITE_TEMPLATES[index % SITE_TEMPLATES.length]!;
    const html = await publishedHtml(generateSiteData(brief, { seed: seedOf(brief), template }), brief.id);
    const page = visibleText(html);
    const owner = ownerText(brief);
    const checks = checksFor(brief).map((check) => runCheck(check, page, owner));
    results.push({ brief, results: checks, passed: checks.filter((check) => check.ok).length, total: checks.length });
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const total = results.reduce((sum, result) => sum + result.total, 0);
  return { briefs: results, passed, total, percent: Math.floor((passed / total) * 1000) / 10, cleanBriefs: results.filter((result) => result.passed === result.total).length };
}

// Sameness: two sites of one trade and town with different names. A "sentence" is a sentence of a body
// text block (not the title, the search description or images' alternative text) with at least four words once the name and the place are masked (navigation labels and button
// words are the template's, not copy); a pair's share is the mean, over its two sites, of the part of a
// site's distinct sentences that the other site also has.

const MIN_WORDS = 4;

const literal = (value: string) => new RegExp(normalise(value).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "giu");

function maskedSentences(blocks: string[], name: string, location: string): Set<string> {
  const town = location.split(",")[0]!.trim();
  const masks: [RegExp, string][] = [
    [literal(name), "<name>"],
    [literal(location), "<place>"],
    ...(town && town !== location ? [[literal(town), "<place>"] as [RegExp, string]] : []),
  ];
  const sentences = new Set<string>();
  for (const block of blocks) {
    const masked = masks.reduce((text, [mask, token]) => text.replace(mask, token), block);
    for (const sentence of masked.split(/(?<=[.!?])\s+/)) {
      const clean = sentence.toLowerCase().replace(/\s+/g, " ").trim();
      if (clean.split(" ").filter((word) => /[\p{L}\p{N}]/u.test(word)).length >= MIN_WORDS) sentences.add(clean);
    }
  }
  return sentences;
}

export interface PairResult {
  pair: SamenessPair;
  sentences: [number, number];
  shared: number;
  /** Percent, one decimal. */
  share: number;
  examples: string[];
}

export interface SamenessScore {
  pairs: PairResult[];
  /** Mean share over the pairs, percent with one decimal. */
  mean: number;
  max: number;
}

export async function runSameness(pairs: SamenessPair[] = loadBenchmark().samenessPairs): Promise<SamenessScore> {
  const results: PairResult[] = [];
  for (const [index, pair] of pairs.entries()) {
    const template = SITE_TEMPLATES[index % SITE_TEMPLATES.length]!;
    const sets = await Promise.all(
      pair.names.map(async (name) => {
        // Each owner's own random seed, as the action would draw it; the same template for both sites.
        const html = await publishedHtml({ name, business: pair.business, location: pair.location, template, seed: fnv1a(`${name}|${pair.location}`) }, `pair-${index}`);
        return maskedSentences(visibleText(html).body, name, pair.location);
      }),
    );
    const [a, b] = sets as [Set<string>, Set<string>];
    const shared = [...a].filter((sentence) => b.has(sentence));
    const share = a.size && b.size ? ((shared.length / a.size + shared.length / b.size) / 2) * 100 : 0;
    results.push({ pair, sentences: [a.size, b.size], shared: shared.length, share: Math.round(share * 10) / 10, examples: shared.slice(0, 3) });
  }
  const mean = results.reduce((sum, result) => sum + result.share, 0) / Math.max(1, results.length);
  return { pairs: results, mean: Math.round(mean * 10) / 10, max: Math.max(0, ...results.map((result) => result.share)) };
}

// The 20 pairs above are a small sample, easy to tune for by accident. The same measure over every kind of the
// business list (several towns, invented name pairs) says whether the copy is varied for trades the pairs
// do not name; `npm run bench:fidelity` prints it beside the pairs' figure.

const SAMPLE_TOWNS = ["Leeds", "Austin, TX", "Dublin", "Lyon", "Melbourne"];
const SAMPLE_FIRST = ["Alder", "Birch", "Cedar", "Dove", "Elm", "Fern", "Heron", "Juniper", "Kestrel", "Maple", "Rowan", "Willow"];
const SAMPLE_SECOND = ["Works", "Studio", "House", "Lane", "Corner", "Collective"];

/** Two different names for the `index`th pair of a kind, from the kind and the index (deterministic). */
function sampleNames(kind: string, index: number): [string, string] {
  const name = (salt: number) => {
    const hash = fnv1a(`${kind}:${index}:${salt}`);
    return `${SAMPLE_FIRST[hash % SAMPLE_FIRST.length]} ${SAMPLE_SECOND[(hash >>> 8) % SAMPLE_SECOND.length]}`;
  };
  const first = name(0);
  let second = name(1);
  for (let salt = 2; second === first; salt++) second = name(salt);
  return [first, second];
}

/** Every kind of the business list, `perKind` pairs each: the pairs of the wider sample. */
export function everyKindPairs(perKind = 2): SamenessPair[] {
  return BUSINESS_KINDS.flatMap((entry, kindIndex) =>
    Array.from({ length: perKind }, (_, index) => ({ business: entry.name, location: SAMPLE_TOWNS[(kindIndex + index) % SAMPLE_TOWNS.length]!, names: sampleNames(entry.kind, index) })),
  );
}

/** The failures of one brief, as "label [found words]". */
export function failuresOf(result: BriefResult): string[] {
  return result.results.filter((check) => !check.ok).map((check) => (check.check.kind === "must" ? `missing: ${check.check.label}` : `found: ${check.check.label} [${check.found.slice(0, 6).join(" | ")}]`));
}

export function formatFidelity(score: FidelityScore, verbose: boolean): string {
  const lines = [`\nFidelity benchmark: ${score.briefs.length} briefs, ${score.total} checks (built-in writer, generate-site, published HTML)`];
  if (verbose) {
    for (const result of score.briefs) {
      const status = result.passed === result.total ? "PASS" : "FAIL";
      lines.push(`${status} ${result.brief.id.padEnd(34)} ${String(result.passed).padStart(3)}/${String(result.total).padEnd(3)} [${result.brief.country}${result.brief.tags.length ? `; ${result.brief.tags.join(", ")}` : ""}]`);
      for (const failure of failuresOf(result)) lines.push(`       - ${failure}`);
    }
    const byRule = new Map<string, { failed: number; total: number }>();
    for (const result of score.briefs) {
      for (const check of result.results) {
        const key = `${check.check.kind} ${check.check.id}`;
        const entry = byRule.get(key) ?? { failed: 0, total: 0 };
        entry.total++;
        if (!check.ok) entry.failed++;
        byRule.set(key, entry);
      }
    }
    lines.push("\nWorst briefs (most failed checks):");
    for (const result of [...score.briefs].sort((a, b) => b.total - b.passed - (a.total - a.passed)).slice(0, 10)) {
      lines.push(`  ${result.brief.id.padEnd(34)} ${result.total - result.passed} failed: ${failuresOf(result).join("; ")}`);
    }
    lines.push("\nFailures by rule (failed/applied):");
    for (const [key, entry] of [...byRule].sort((a, b) => b[1].failed - a[1].failed)) lines.push(`  ${key.padEnd(32)} ${entry.failed}/${entry.total}`);
  }
  lines.push(`\nFidelity score: ${score.percent}% of checks held (${score.passed}/${score.total}); clean briefs: ${score.cleanBriefs}/${score.briefs.length} (target: 100%, docs/operations.md)`);
  return lines.join("\n");
}

/** The wider sample in one line, with its most alike kinds. */
export function formatEveryKindSameness(score: SamenessScore): string {
  const byBusiness = new Map<string, number[]>();
  for (const result of score.pairs) byBusiness.set(result.pair.business, [...(byBusiness.get(result.pair.business) ?? []), result.share]);
  const worst = [...byBusiness]
    .map(([business, shares]) => [business, shares.reduce((sum, share) => sum + share, 0) / shares.length] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([business, share]) => `${business} ${share.toFixed(1)}%`);
  return `Sameness over every kind: ${score.pairs.length} pairs (${score.pairs.length / new Set(score.pairs.map((result) => result.pair.business)).size} per kind, invented names), mean ${score.mean.toFixed(1)}%, worst pair ${score.max.toFixed(1)}%; most alike kinds: ${worst.join(", ")}`;
}

export function formatSameness(score: SamenessScore, verbose: boolean): string {
  const lines = [`\nSameness: ${score.pairs.length} pairs of one trade and town with different names (sentences of ${MIN_WORDS}+ words, name and place masked)`];
  if (verbose) {
    for (const result of score.pairs) {
      lines.push(`${`${result.pair.business}, ${result.pair.location}`.padEnd(30)} ${`${result.pair.names[0]} / ${result.pair.names[1]}`.padEnd(44)} ${String(result.shared).padStart(3)} shared of ${result.sentences[0]}/${result.sentences[1]}  ${result.share.toFixed(1).padStart(5)}%`);
      for (const example of result.examples) lines.push(`       = ${example}`);
    }
  }
  lines.push(`Sameness: mean ${score.mean}% of sentences shared, worst pair ${score.max}% (target: under 20%)`);
  return lines.join("\n");
}

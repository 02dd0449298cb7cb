import { z } from "zod";
import { fnv1a } from "@core/hash";
import { SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import { SITE_TEMPLATES } from "@core/sites/themes";
import { sentences } from "@core/text/sentences";
import data from "../bench/fidelity/held-out/briefs.json";
import { generateSiteData } from "./adapter";
import { checksFor, ownerText, runCheck, type CheckResult } from "./rules";
import { failuresOf, publishedHtml, type BriefResult } from "./run";
import { COUNTRIES, fidelityBriefSchema, type Country, type FidelityBrief } from "./schema";
import { visibleText } from "./visible-text";

// The fidelity benchmark's held-out half (test/bench/fidelity/held-out/briefs.json, docs/decisions/0520-built-in-copy-in-every-site-language.md):
// briefs in the eight site languages, written as owners type them before the built-in writer wrote other languages,
// and not used while tuning it. Each is judged by the same rules as the tuned half, with its language, plus one check
// of its own: no sentence May wrote (not the owner's) reads as English on a site in another language.

const heldOutBriefSchema = fidelityBriefSchema
  .omit({ country: true, tags: true })
  .extend({ language: z.enum(SITE_LANGUAGES), country: z.string().regex(/^[A-Z]{2}$/), tags: z.array(z.string()).default([]) })
  .strict();
export type HeldOutBrief = z.infer<typeof heldOutBriefSchema>;

const heldOutSchema = z.object({ $comment: z.string().optional(), briefs: z.array(heldOutBriefSchema).min(48) }).strict();

export function loadHeldOut(): HeldOutBrief[] {
  return heldOutSchema.parse(data).briefs;
}

/** The tuned half's country rules for the held-out brief's country (ISO "GB" is the rules' "UK"; a country they do not know has none but its currency). */
function rulesCountry(country: string): Country {
  const named = country === "GB" ? "UK" : country;
  return (COUNTRIES as readonly string[]).includes(named) ? (named as Country) : "none";
}

type Detector = { detect(text: string): { language: string } };
let detector: Promise<Detector> | undefined;

/** Sentences of four words or more on the page that are not the owner's and read as English, for a site in another language. */
async function englishSentences(blocks: string[], owner: string, language: SiteLanguage): Promise<string[]> {
  if (language === "en") return [];
  detector ??= import("eld/medium").then((module) => module.eld as Detector);
  const eld = await detector;
  const own = owner.toLowerCase();
  const found: string[] = [];
  for (const block of blocks) {
    for (const sentence of sentences(block)) {
      const words = sentence.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word));
      if (words.length < 4 || own.includes(sentence.toLowerCase().replace(/[.!?。]$/u, ""))) continue;
      if (eld.detect(sentence).language === "en") found.push(sentence);
    }
  }
  return found;
}

export interface HeldOutResult extends BriefResult {
  language: SiteLanguage;
}

/** Generates and publishes every held-out brief in its language, then runs its checks. */
export async function runHeldOut(briefs: HeldOutBrief[] = loadHeldOut()): Promise<HeldOutResult[]> {
  const results: HeldOutResult[] = [];
  for (const [index, heldOut] of briefs.entries()) {
    const brief: FidelityBrief = { ...heldOut, country: rulesCountry(heldOut.country) };
    const template = brief.template ?? SITE_TEMPLATES[index % SITE_TEMPLATES.length]!;
    const html = await publishedHtml({ ...generateSiteData(brief, { seed: brief.seed ?? fnv1a(brief.id), template }), language: heldOut.language }, brief.id);
    const page = visibleText(html);
    const owner = ownerText(brief);
    const checks: CheckResult[] = checksFor(brief).map((check) => runCheck(check, page, owner));
    const english = await englishSentences(page.blocks, `${owner}\n${JSON.stringify(brief.facts ?? {})}`, heldOut.language);
    if (heldOut.language !== "en") checks.push({ check: { id: "language", kind: "mustNot", label: `no English sentence on a ${heldOut.language} site`, patterns: [] }, ok: english.length === 0, found: english });
    results.push({ brief, language: heldOut.language, results: checks, passed: checks.filter((check) => check.ok).length, total: checks.length });
  }
  return results;
}

/** The held-out half's report: per language, then (verbose) per brief with what failed. */
export function formatHeldOut(results: HeldOutResult[], verbose: boolean): string {
  const lines = [`\nFidelity benchmark, held-out half: ${results.length} briefs in ${new Set(results.map((result) => result.language)).size} languages (never used while tuning)`];
  for (const language of SITE_LANGUAGES) {
    const mine = results.filter((result) => result.language === language);
    if (mine.length === 0) continue;
    const passed = mine.reduce((sum, result) => sum + result.passed, 0);
    const total = mine.reduce((sum, result) => sum + result.total, 0);
    const english = mine.filter((result) => result.results.some((check) => check.check.id === "language" && !check.ok)).length;
    lines.push(`  ${language}: ${((passed / total) * 100).toFixed(1)}% of checks (${passed}/${total}); clean briefs ${mine.filter((result) => result.passed === result.total).length}/${mine.length}${language === "en" ? "" : `; briefs with an English sentence ${english}/${mine.length}`}`);
  }
  if (verbose) {
    for (const result of results) {
      lines.push(`${result.passed === result.total ? "PASS" : "FAIL"} ${result.brief.id.padEnd(34)} ${String(result.passed).padStart(3)}/${String(result.total).padEnd(3)} [${result.language}]`);
      for (const failure of failuresOf(result)) lines.push(`       - ${failure}`);
    }
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const total = results.reduce((sum, result) => sum + result.total, 0);
  lines.push(`Held-out score: ${Math.floor((passed / total) * 1000) / 10}% of checks held (${passed}/${total}); clean briefs: ${results.filter((result) => result.passed === result.total).length}/${results.length}`);
  return lines.join("\n");
}

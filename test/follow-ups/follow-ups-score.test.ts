import { describe, expect, it } from "vitest";
import { z } from "zod";
import { planFollowUp } from "@core/chat/follow-up";
import { NO_FACTS } from "@core/sites/facts-constants";
import { SITE_LANGUAGES, type SiteLanguage } from "@core/sites/languages";
import type { SiteDocument } from "@core/sites/site-document";
import { storedSiteDocumentSchema } from "@core/sites/site-document-upgrade";
import fixture from "../../core/sites/fixtures/site-document-v3.json" with { type: "json" };
import heldOutAr from "./held-out/ar.json" with { type: "json" };
import heldOutDe from "./held-out/de.json" with { type: "json" };
import heldOutEn from "./held-out/en.json" with { type: "json" };
import heldOutEs from "./held-out/es.json" with { type: "json" };
import heldOutFr from "./held-out/fr.json" with { type: "json" };
import heldOutIt from "./held-out/it.json" with { type: "json" };
import heldOutJa from "./held-out/ja.json" with { type: "json" };
import heldOutPt from "./held-out/pt.json" with { type: "json" };
import tuningAr from "./tuning/ar.json" with { type: "json" };
import tuningDe from "./tuning/de.json" with { type: "json" };
import tuningEn from "./tuning/en.json" with { type: "json" };
import tuningEs from "./tuning/es.json" with { type: "json" };
import tuningFr from "./tuning/fr.json" with { type: "json" };
import tuningIt from "./tuning/it.json" with { type: "json" };
import tuningJa from "./tuning/ja.json" with { type: "json" };
import tuningPt from "./tuning/pt.json" with { type: "json" };

/**
 * The chat after the site is made, on the follow-up sets (test/follow-ups/README.md,
 * docs/decisions/0610-the-chat-keeps-listening-after-the-site-is-made.md): each message is planned against a site
 * with no facts yet in its language, and is applied correctly when exactly its labelled fact kinds reach the draft
 * (or, for a request the chat cannot do, the honest answer names the labelled place). Shares are printed for both
 * sets, the misses for the tuning set only; each set has floors a little below what was measured.
 */

const setSchema = z.strictObject({
  language: z.enum(SITE_LANGUAGES),
  business: z.string(),
  location: z.string(),
  messages: z.array(z.strictObject({ text: z.string().min(1), expect: z.array(z.string()).min(1) })),
});

const HELD_OUT: Record<SiteLanguage, unknown> = { en: heldOutEn, es: heldOutEs, fr: heldOutFr, de: heldOutDe, pt: heldOutPt, it: heldOutIt, ja: heldOutJa, ar: heldOutAr };
const TUNING: Record<SiteLanguage, unknown> = { en: tuningEn, es: tuningEs, fr: tuningFr, de: tuningDe, pt: tuningPt, it: tuningIt, ja: tuningJa, ar: tuningAr };

/**
 * A little below what was measured when this test was written (decision 0610): tuning 98.4% of 62 (each language at
 * least 91.7%); held-out 82.1% of 336 (each language at least 73.8%).
 */
const FLOORS = { tuning: { all: 0.95, language: 0.9 }, heldOut: { all: 0.79, language: 0.7 } } as const;

function baseSite(language: SiteLanguage): SiteDocument {
  return { ...storedSiteDocumentSchema.parse(fixture), facts: NO_FACTS, language };
}

/** What a message did: the fact kinds that reached the draft, or the answer's topic. */
function outcome(text: string, site: SiteDocument, location: string, language: SiteLanguage): string[] {
  const plan = planFollowUp(text, site, { language, location });
  if (plan.answer) return [`answer:${plan.answer.topic}`];
  return [...new Set(plan.changes.flatMap((change) => (change.code === "fact" ? [change.fact] : [])))].sort();
}

function score(sets: Record<SiteLanguage, unknown>, printMisses: boolean) {
  const shares: Record<string, number> = {};
  let right = 0;
  let all = 0;
  const misses: string[] = [];
  for (const language of SITE_LANGUAGES) {
    const set = setSchema.parse(sets[language]);
    expect(set.language).toBe(language);
    const site = baseSite(language);
    let good = 0;
    for (const message of set.messages) {
      const got = outcome(message.text, site, set.location, language);
      const wanted = [...message.expect].sort();
      if (JSON.stringify(got) === JSON.stringify(wanted)) good++;
      else if (printMisses) misses.push(`${language}: ${message.text} → got ${got.join(", ") || "nothing"}, expected ${wanted.join(", ")}`);
    }
    shares[language] = good / set.messages.length;
    right += good;
    all += set.messages.length;
  }
  return { all: right / all, count: all, shares, misses };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

describe("follow-up messages applied correctly", () => {
  it("on the tuning set (misses printed)", () => {
    const result = score(TUNING, true);
    console.log(`follow-ups, tuning: ${percent(result.all)} of ${result.count}; ${SITE_LANGUAGES.map((language) => `${language} ${percent(result.shares[language]!)}`).join(", ")}`);
    if (result.misses.length > 0) console.log(result.misses.join("\n"));
    expect(result.all).toBeGreaterThanOrEqual(FLOORS.tuning.all);
    for (const language of SITE_LANGUAGES) expect(result.shares[language]).toBeGreaterThanOrEqual(FLOORS.tuning.language);
  });

  it("on the held-out set (shares only: it is never read while tuning)", () => {
    const result = score(HELD_OUT, false);
    console.log(`follow-ups, held-out: ${percent(result.all)} of ${result.count}; ${SITE_LANGUAGES.map((language) => `${language} ${percent(result.shares[language]!)}`).join(", ")}`);
    expect(result.count).toBeGreaterThanOrEqual(40 * SITE_LANGUAGES.length);
    for (const language of SITE_LANGUAGES) expect(setSchema.parse(HELD_OUT[language]).messages.length).toBeGreaterThanOrEqual(40);
    expect(result.all).toBeGreaterThanOrEqual(FLOORS.heldOut.all);
    for (const language of SITE_LANGUAGES) expect(result.shares[language]).toBeGreaterThanOrEqual(FLOORS.heldOut.language);
  });
});

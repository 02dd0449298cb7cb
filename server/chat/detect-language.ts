import { DEFAULT_SITE_LANGUAGE, isSiteLanguage, type SiteLanguage } from "@core/sites/languages";

/**
 * The site's language from the owner's own words in the chat (docs/decisions/0830-site-language-detected-and-stored.md),
 * by ELD (Nito-ELD, n-grams, pure JavaScript), its smallest database. Loaded on first use only: the
 * detector is needed once per generated site, never to serve a page.
 */
type Detector = { detect(text: string): { language: string; isReliable(): boolean; getScores(): Record<string, number> } };
let detector: Promise<Detector> | undefined;

/** The detector, loaded at the first call and kept. */
export function languageDetector(): Promise<Detector> {
  detector ??= import("eld/extrasmall").then((module) => module.eld as Detector);
  return detector;
}

/** At least this many letters before a guess counts: "Ok" or a name alone says nothing about a language. */
const MIN_LETTERS = 4;

/**
 * The language of the owner's answers, when it is one sites can be in; English otherwise (an unknown or
 * unsupported language, or too little text). Answers are read together: one line each is short, the
 * whole says more.
 */
export async function detectSiteLanguage(answers: readonly string[]): Promise<SiteLanguage> {
  const text = answersText(answers);
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return DEFAULT_SITE_LANGUAGE;
  const result = (await languageDetector()).detect(text);
  return isSiteLanguage(result.language) ? result.language : DEFAULT_SITE_LANGUAGE;
}

/** The answers as one text the detector reads: links, addresses and numbers out, at most 2,000 characters. */
export function answersText(answers: readonly string[]): string {
  return answers
    .map((answer) => answer.replace(/https?:\/\/\S+|\S+@\S+|[+\d][\d ()-]{5,}/g, " ").trim())
    .filter(Boolean)
    .join("\n")
    .slice(0, 2000);
}

import { env } from "cloudflare:workers";
import { createEld } from "@vendor/eld-detector";
import { appLanguageOf, type ScreenLanguage } from "@core/i18n/app-languages";
import { ASSETS_ORIGIN } from "@core/static-assets";
import { DEFAULT_SITE_LANGUAGE, isSiteLanguage, type SiteLanguage } from "@core/sites/languages";
import { LANGUAGE_TABLES_PATH } from "./language-tables-path";

/**
 * The site's language from the owner's own words in the chat (docs/decisions/0830-site-language-detected-and-stored.md),
 * by ELD (Nito-ELD, n-grams, pure JavaScript), its smallest database. Its tables (about 1 MB) are a static asset,
 * not part of the Worker's upload (docs/decisions/0856-language-tables-as-a-static-asset.md): read through the ASSETS
 * binding at the first detection and kept for the isolate's life. The detector is needed once per generated site,
 * never to serve a page.
 */
type Detector = { detect(text: string): { language: string; isReliable(): boolean; getScores(): Record<string, number> } };
let detector: Promise<Detector> | undefined;

async function loadDetector(): Promise<Detector> {
  const response = await env.ASSETS.fetch(`${ASSETS_ORIGIN}${LANGUAGE_TABLES_PATH}`);
  if (!response.ok) throw new Error(`The language tables answered ${response.status} at ${LANGUAGE_TABLES_PATH}`);
  const { ngramsData } = await response.json<{ ngramsData: unknown }>();
  const { instance, loadData } = createEld();
  if (!loadData(ngramsData)) throw new Error(`The language tables at ${LANGUAGE_TABLES_PATH} hold no database`);
  return instance;
}

/** The detector, loaded at the first call and kept; a failed load is tried again at the next call. */
export function languageDetector(): Promise<Detector> {
  detector ??= loadDetector().catch((error: unknown) => {
    detector = undefined;
    throw error;
  });
  return detector;
}

/** At least this many letters before a guess counts: "Ok" or a name alone says nothing about a language. */
const MIN_LETTERS = 4;

/**
 * The language of the owner's answers, when it is one sites can be in; otherwise (an unknown or unsupported
 * language, or too little text) `fallback`: the language the owner chats in, or English where there is none.
 * Answers are read together: one line each is short, the whole says more.
 */
export async function detectSiteLanguage(answers: readonly string[], fallback: SiteLanguage = DEFAULT_SITE_LANGUAGE): Promise<SiteLanguage> {
  const text = answersText(answers);
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return fallback;
  const result = (await languageDetector()).detect(text);
  return isSiteLanguage(result.language) ? result.language : fallback;
}

/** The site language a screen's language starts a new site in (the pseudo-locale is English). */
export function siteLanguageOfReader(language: ScreenLanguage): SiteLanguage {
  return appLanguageOf(language);
}

/** The answers as one text the detector reads: links, addresses and numbers out, at most 2,000 characters. */
export function answersText(answers: readonly string[]): string {
  return answers
    .map((answer) => answer.replace(/https?:\/\/\S+|\S+@\S+|[+\d][\d ()-]{5,}/g, " ").trim())
    .filter(Boolean)
    .join("\n")
    .slice(0, 2000);
}

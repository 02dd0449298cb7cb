import type { SiteLanguage } from "./languages";

// Whether a model's words can be in the site's language, judged by their script (docs/decisions/0208-copy-in-another-script-is-refused.md).
// Scripts, not words: reliable on a three-word headline, where guessing between Spanish and Portuguese is not.

const LETTER = /\p{L}/gu;
const SCRIPT_LETTERS: Record<"latin" | "japanese" | "arabic", RegExp> = {
  latin: /\p{Script=Latin}/gu,
  japanese: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu,
  arabic: /\p{Script=Arabic}/gu,
};
const SCRIPT_OF: Record<SiteLanguage, keyof typeof SCRIPT_LETTERS> = { en: "latin", es: "latin", fr: "latin", de: "latin", pt: "latin", it: "latin", ja: "japanese", ar: "arabic" };

/**
 * The least share of letters in the language's script. Names, brands and a borrowed word in another script still
 * fit: a Japanese or Arabic sentence naming "Golden Crumb" can have more Latin letters than its own, since its
 * script says more per letter.
 */
export const MIN_SHARE_IN_SCRIPT: Record<keyof typeof SCRIPT_LETTERS, number> = { latin: 0.5, japanese: 0.25, arabic: 0.25 };

/** The share of a text's letters written in the script of `language` (1 for a text without letters). */
export function shareInScript(text: string, language: SiteLanguage): number {
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters === 0) return 1;
  return (text.match(SCRIPT_LETTERS[SCRIPT_OF[language]])?.length ?? 0) / letters;
}

/** Every string inside a model's answer, joined: what a visitor would read. */
export function wordsOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(wordsOf).filter(Boolean).join(" ");
  if (value && typeof value === "object") return Object.values(value).map(wordsOf).filter(Boolean).join(" ");
  return "";
}

/** True when an answer's words are mostly in the script its language is written in. */
export function fitsLanguageScript(value: unknown, language: SiteLanguage): boolean {
  return shareInScript(wordsOf(value), language) >= MIN_SHARE_IN_SCRIPT[SCRIPT_OF[language]];
}

type LatinLanguage = Exclude<SiteLanguage, "ja" | "ar">;

/**
 * The commonest little words of each Latin-script language, only those the others do not share (no "la", "a",
 * "de", "un", "e"), so that a page of copy shows which language it is in whatever its subject.
 */
const FUNCTION_WORDS: Record<LatinLanguage, ReadonlySet<string>> = {
  en: new Set(["the", "and", "with", "your", "our", "we", "you", "for", "of", "to", "is", "are", "that", "this", "from", "at", "every", "it", "be", "or"]),
  es: new Set(["el", "los", "las", "y", "es", "muy", "nuestro", "nuestra", "nuestros", "tus", "sus", "está", "más", "pero", "cada", "también", "hay", "con"]),
  fr: new Set(["les", "et", "des", "avec", "pour", "nous", "vous", "votre", "vos", "notre", "nos", "est", "une", "dans", "sur", "au", "aux", "pas", "chaque"]),
  de: new Set(["der", "die", "das", "und", "mit", "für", "ist", "wir", "sie", "ihr", "ihre", "unser", "unsere", "ein", "eine", "auf", "von", "zu", "den", "dem", "nicht", "auch", "jeden"]),
  pt: new Set(["o", "os", "com", "um", "dos", "das", "na", "é", "nosso", "nossa", "você", "seu", "sua", "não", "cada", "também", "há", "ao"]),
  it: new Set(["il", "gli", "di", "della", "delle", "che", "è", "nostro", "nostra", "vostro", "tuo", "siamo", "sono", "più", "non", "ogni", "anche", "ci", "con"]),
};
/** Below this many little words of another language an answer is too short to judge (a heading, a list of names). */
const MIN_FUNCTION_WORDS = 3;

/** How many of each Latin-script language's little words a text has. */
export function functionWordCounts(text: string): Record<LatinLanguage, number> {
  const counts = { en: 0, es: 0, fr: 0, de: 0, pt: 0, it: 0 };
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const language of Object.keys(FUNCTION_WORDS) as LatinLanguage[]) if (FUNCTION_WORDS[language].has(word)) counts[language]++;
  }
  return counts;
}

/**
 * True unless an answer plainly reads as another Latin-script language than the site's: a language whose little
 * words outnumber the site's three to one, with enough of them to judge (docs/decisions/0209-copy-in-another-latin-language-is-refused.md).
 * Spanish and Portuguese share many words, so only a clear majority counts; ja and ar are judged by script.
 */
export function readsAsLanguage(value: unknown, language: SiteLanguage, ownNames: readonly string[] = []): boolean {
  if (!(language in FUNCTION_WORDS)) return true;
  let text = wordsOf(value).toLowerCase();
  for (const name of ownNames) if (name.trim().length > 1) text = text.split(name.trim().toLowerCase()).join(" ");
  const counts = functionWordCounts(text);
  const own = counts[language as LatinLanguage];
  return (Object.entries(counts) as [LatinLanguage, number][]).every(([other, count]) => other === language || count < MIN_FUNCTION_WORDS || count < 3 * Math.max(own, 1));
}

/** The site's language, by script and then by its little words: what a model's answer must be written in. */
export function fitsLanguage(value: unknown, language: SiteLanguage, ownNames: readonly string[] = []): boolean {
  return fitsLanguageScript(value, language) && readsAsLanguage(value, language, ownNames);
}

import ar from "../../../content/understanding/ar.json" with { type: "json" };
import de from "../../../content/understanding/de.json" with { type: "json" };
import en from "../../../content/understanding/en.json" with { type: "json" };
import es from "../../../content/understanding/es.json" with { type: "json" };
import fr from "../../../content/understanding/fr.json" with { type: "json" };
import it from "../../../content/understanding/it.json" with { type: "json" };
import ja from "../../../content/understanding/ja.json" with { type: "json" };
import pt from "../../../content/understanding/pt.json" with { type: "json" };
import type { ChatStepType } from "../../constants";
import type { SiteLanguage } from "../../sites/languages";
import type { Span } from "../understanding";
import type { Lexicon } from "./lexicon-schema";

/**
 * The word lists of content/understanding/ (checked against lexicon-schema.ts at build and in a test, so not parsed
 * again here) and the text helpers every reader shares: folding an answer without moving a character, phrases as
 * patterns, sentences and clauses (docs/decisions/0506-reading-the-owners-facts.md).
 */

export const LEXICONS = { en, es, fr, de, pt, it, ja, ar } as unknown as Record<SiteLanguage, Lexicon>;

/** Where something was read in one answer: characters [start, end). */
export interface Range {
  start: number;
  end: number;
}

const FOLD: Record<string, string> = {
  "：": ":", "，": ",", "．": ".", "／": "/", "＋": "+", "＠": "@", "％": "%", "٪": "%", "（": "(", "）": ")", "＄": "$", "￥": "¥",
  "〜": "-", "～": "-", "~": "-", "–": "-", "—": "-", "−": "-", "‐": "-", "‑": "-", "﹣": "-", "－": "-",
  "\u00a0": " ", "\u202f": " ", "\u2009": " ", "\u3000": " ", "’": "'", "‘": "'", "٫": ".", "٬": ",",
};

/**
 * The answer with every character replaced by at most one other, so offsets stay those of the owner's text: lower
 * case, Arabic-Indic and full-width digits as ASCII digits, full-width punctuation and every dash as its ASCII
 * form, odd spaces as spaces.
 */
export function fold(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let folded: string;
    if (code >= 0x660 && code <= 0x669) folded = String(code - 0x660);
    else if (code >= 0x6f0 && code <= 0x6f9) folded = String(code - 0x6f0);
    else if (code >= 0xff10 && code <= 0xff19) folded = String(code - 0xff10);
    else if (code >= 0xff21 && code <= 0xff5a && (code <= 0xff3a || code >= 0xff41)) folded = String.fromCharCode(code - 0xfee0).toLowerCase();
    else folded = FOLD[char] ?? char.toLowerCase();
    // Keep the length: a character whose lower case is longer ("İ") stays as it is; a surrogate pair stays two units.
    out += folded.length === char.length ? folded : char;
  }
  return out;
}

/** Whether a language writes words without spaces between them (phrases then match anywhere). */
export const unspaced = (language: SiteLanguage) => language === "ja";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const WORDISH = /[\p{L}\p{N}\p{M}]/u;

/**
 * The letters and marks of the site languages' scripts as explicit ranges (Latin with its accents, Arabic, kana and
 * kanji): a Unicode property class (\\p{L}) costs V8 about a millisecond to compile each time it appears, and the
 * readers' patterns would hold hundreds.
 */
export const LETTERS = "A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0300-\\u036F\\u0610-\\u061A\\u0620-\\u065F\\u066E-\\u06D3\\u06D5-\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFC\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uFF66-\\uFF9F";
/** Letters and digits. */
export const WORD_CHARS = `${LETTERS}0-9`;
const WORD_BEFORE = `(?<![${WORD_CHARS}])`;
const LETTER_BEFORE = `(?<![${LETTERS}])`;
const WORD_AFTER = `(?![${WORD_CHARS}])`;

/** A phrase's own source: its folded text, spaces as any run of spaces. */
const bodyOf = (phrase: string) => escape(fold(phrase)).replace(/ +/g, "\\s+");

/** A phrase as a regular expression source: spaces as any run of spaces, whole words where the language has spaces. */
export function phraseSource(phrase: string, language: SiteLanguage, options: { afterDigit?: boolean } = {}): string {
  return anyOf([phrase], language, options);
}

/**
 * Any of the phrases, longest first, as one regular expression source (a group that never matches when the list is
 * empty). `afterDigit`: the phrase may follow a digit directly ("9am", "18h"). Phrases are grouped by whether they
 * start and end with a letter or digit, so each group is bounded once (a pattern with a Unicode class per phrase
 * takes V8 a second to compile).
 */
export function anyOf(phrases: readonly string[], language: SiteLanguage, options: { afterDigit?: boolean } = {}): string {
  const key = `${language}${options.afterDigit ? "+" : ""}`;
  const known = sources.get(phrases)?.get(key);
  if (known !== undefined) return known;
  const source = buildAnyOf(phrases, language, options);
  sources.set(phrases, (sources.get(phrases) ?? new Map<string, string>()).set(key, source));
  return source;
}

/** The sources built for each word list (the lists of LEXICONS live as long as the isolate). */
const sources = new WeakMap<readonly string[], Map<string, string>>();

function buildAnyOf(phrases: readonly string[], language: SiteLanguage, options: { afterDigit?: boolean }): string {
  if (phrases.length === 0) return "(?!)";
  const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length);
  if (unspaced(language)) return `(?:${sorted.map(bodyOf).join("|")})`;
  const groups = new Map<string, string[]>();
  for (const phrase of sorted) {
    const key = `${WORDISH.test(phrase.at(0) ?? "") ? 1 : 0}${WORDISH.test(phrase.at(-1) ?? "") ? 1 : 0}`;
    groups.set(key, [...(groups.get(key) ?? []), bodyOf(phrase)]);
  }
  const before = options.afterDigit ? LETTER_BEFORE : WORD_BEFORE;
  // Longer phrases first across groups too: order the groups by their longest phrase.
  const parts = [...groups.entries()].sort((a, b) => b[1][0]!.length - a[1][0]!.length).map(([key, bodies]) => `${key[0] === "1" ? before : ""}(?:${bodies.join("|")})${key[1] === "1" ? WORD_AFTER : ""}`);
  return parts.length === 1 ? parts[0]! : `(?:${parts.join("|")})`;
}

const plain = new Map<string, RegExp>();
const withIndices = new Map<string, RegExp>();
/**
 * A cached global, Unicode regular expression (`indices`: with the groups' positions). Sources are long: readers
 * build theirs once per language (`perLanguage`) so the cache is keyed by the same string each time.
 */
export function pattern(source: string, options: { indices?: boolean } = {}): RegExp {
  const cache = options.indices ? withIndices : plain;
  let regex = cache.get(source);
  if (!regex) cache.set(source, (regex = new RegExp(source, options.indices ? "dgu" : "gu")));
  regex.lastIndex = 0;
  return regex;
}

/** A value built once per site language, on first use. */
export function perLanguage<T>(build: (language: SiteLanguage, lexicon: Lexicon) => T): (language: SiteLanguage) => T {
  const built = new Map<SiteLanguage, T>();
  return (language) => {
    let value = built.get(language);
    if (value === undefined) built.set(language, (value = build(language, LEXICONS[language])));
    return value;
  };
}

/** Every match of a phrase list in the folded text, longest first where two start together, none overlapping. */
export function findPhrases(folded: string, phrases: readonly string[], language: SiteLanguage): Range[] {
  const found: Range[] = [];
  for (const match of folded.matchAll(pattern(anyOf(phrases, language)))) if (match[0].length > 0) found.push({ start: match.index, end: match.index + match[0].length });
  return found;
}

export const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

/** Ranges already read as one fact, so another reader does not read them again. */
export class Claims {
  private readonly ranges: Range[] = [];
  has(range: Range): boolean {
    return this.ranges.some((claimed) => overlaps(claimed, range));
  }
  add(range: Range): void {
    this.ranges.push(range);
  }
  /** Where the first claimed range inside `range` starts, or null when none is. */
  firstIn(range: Range): number | null {
    const starts = this.ranges.filter((claimed) => overlaps(claimed, range)).map((claimed) => Math.max(claimed.start, range.start));
    return starts.length > 0 ? Math.min(...starts) : null;
  }
}

/** Emoji end a sentence too: owners write "we come to you 🐶 full groom £45" for two. */
const STOPS = /[.!?]+(?=\s|$)|[。！？]+|\n+|\p{Extended_Pictographic}(?:[\u{FE0F}\u{200D}\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}])*/gu;
/** A closing quote after "!" or "?" means the stop is the quote's ("« Les meilleurs ! » – Camille"). */
const CLOSING = /^\s*[”»」』)]/u;

/**
 * The answer's sentences, without their closing stop: a full stop after a known abbreviation ("Tel.", "Av.") or a
 * single capital ("Maria G.") does not end one; of a run of stops ("N.L..", "Best in town!.") only the last is the sentence's.
 */
export function sentences(text: string, language: SiteLanguage): Range[] {
  const folded = fold(text);
  const abbreviations = new Set(LEXICONS[language].abbreviations);
  const ranges: Range[] = [];
  let start = 0;
  for (const match of folded.matchAll(STOPS)) {
    const run = match[0];
    let end = match.index;
    if (/^[!?！？]+$/u.test(run) && CLOSING.test(folded.slice(match.index + run.length))) continue;
    if (run === ".") {
      const word = /([\p{L}.]+)$/u.exec(folded.slice(start, end))?.[1] ?? "";
      const original = text.slice(end - word.length, end);
      if (abbreviations.has(word) || (word.length === 1 && /\p{Lu}/u.test(original))) continue;
    }
    if (run.length > 1 && /^[.!?。！？]+$/u.test(run)) end += run.length - 1;
    ranges.push({ start, end });
    start = match.index + run.length;
  }
  ranges.push({ start, end: text.length });
  return ranges.map((range) => trimRange(text, range)).filter((range) => range.end > range.start);
}

/** A range without the spaces at either end. */
export function trimRange(text: string, range: Range): Range {
  let { start, end } = range;
  while (start < end && /\s/u.test(text[start]!)) start++;
  while (end > start && /\s/u.test(text[end - 1]!)) end--;
  return { start, end };
}

const CLAUSE_BREAK = /[,;，、،؛]\s*|\s+[-–—]\s+/gu;
const CLAUSE_BREAK_NO_DASH = /[,;，、،؛]\s*/gu;

/**
 * The clause of the sentence that holds the range: the sentence cut at commas, semicolons and (unless `dashes` is
 * false: "Sourdough loaf - $9") spaced dashes.
 */
export function clauseAround(text: string, sentence: Range, range: Range, options: { dashes?: boolean } = {}): Range {
  let start = sentence.start;
  let end = sentence.end;
  const part = fold(text.slice(sentence.start, sentence.end));
  for (const match of part.matchAll(options.dashes === false ? CLAUSE_BREAK_NO_DASH : CLAUSE_BREAK)) {
    const breakStart = sentence.start + match.index;
    const breakEnd = breakStart + match[0].length;
    if (breakEnd <= range.start) start = Math.max(start, breakEnd);
    else if (breakStart >= range.end) {
      end = Math.min(end, breakStart);
      break;
    }
  }
  return trimRange(text, { start, end });
}

/** The sentence that holds a range. */
export function sentenceOf(all: readonly Range[], range: Range): Range {
  return all.find((sentence) => sentence.start <= range.start && range.end <= sentence.end) ?? range;
}

/** One answer as every reader sees it. */
export interface Answer {
  step: ChatStepType;
  text: string;
  /** `fold(text)`: the same offsets. */
  folded: string;
  language: SiteLanguage;
  lexicon: Lexicon;
  sentences: Range[];
  /** What earlier readers took. */
  claims: Claims;
}

export function answerOf(step: ChatStepType, text: string, language: SiteLanguage): Answer {
  return { step, text, folded: fold(text), language, lexicon: LEXICONS[language], sentences: sentences(text, language), claims: new Claims() };
}

/** The span of the owner's text a range is. */
export function spanOf(answer: Answer, range: Range): Span {
  return { step: answer.step, start: range.start, end: range.end, text: answer.text.slice(range.start, range.end) };
}

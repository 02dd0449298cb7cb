import businessWordsFile from "../../content/classifier/business-words.json" with { type: "json" };
import { BUSINESS_KINDS, type BusinessFamily, type BusinessKind, type BusinessKindCode } from "./business-kinds";
import type { BusinessWords } from "./business-words-schema";

/** How an answer was matched to the business list, strongest first. */
export type BusinessMatch = "exact" | "prefix" | "keyword";

/**
 * The kind an answer to the business question stands for, stored beside the text for the generator. The classifier
 * answers null when it is not sure ("unsure", docs/classifier.md): the site is then written for "a business", never
 * with another trade's words.
 */
export interface BusinessClassification {
  kind: BusinessKindCode;
  name: string;
  family: BusinessFamily;
  match: BusinessMatch;
}

/** How much longer the best match must be than another trade's covering as many words, to be sure ("boxing" over "ring"). */
const CLEAR_LEAD = 1.5;

/** Prefix completion ("bak" → Bakery) needs this many characters, or two letters would match half the list. */
const MIN_COMPLETION_LENGTH = 3;

/**
 * Lower-case, accents and punctuation removed, `&` read as "and", spaces collapsed:
 * "Café & Bar!" → "cafe and bar". Apostrophes vanish without a space so "children's" stays one word.
 */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    // Arabic letters owners write either way: tā' marbūṭa and hā', alif maqṣūra and yā'; the tatweel stretches a word.
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064a")
    .replace(/\u0640/g, "")
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Folds simple English plurals and the y/ie ending so both sides of a comparison agree
 * ("bakeries" and "bakery", "smoothies" and "smoothie", "classes" and "class"). It is not a real
 * stemmer: it only has to map a word and its plural to the same key, never to produce a word.
 */
function foldWord(word: string): string {
  let stem = word;
  if (stem.length > 3 && stem.endsWith("ies")) stem = `${stem.slice(0, -3)}i`;
  else if (stem.length > 4 && /(?:ss|sh|ch|x|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith("s") && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 2 && stem.endsWith("ie")) stem = stem.slice(0, -1);
  else if (stem.length > 2 && stem.endsWith("y")) stem = `${stem.slice(0, -1)}i`;
  return stem;
}

function foldedWords(normalised: string): string[] {
  return normalised === "" ? [] : normalised.split(" ").map(foldWord);
}

interface IndexedKind {
  entry: BusinessKind;
  /** The normalised name, for completing what the user is still typing. */
  name: string;
  /** The name's folded words, for exact and "starts with a name" matching. */
  nameWords: string[];
  /** The name and every keyword as folded word sequences; a last word ending in "*" matches the start of a word. */
  phrases: string[][];
  /** Words in scripts without spaces between words (Japanese) or with joined prefixes (Arabic): found anywhere in the text. */
  inText: string[];
}

/** Japanese and Arabic words are found inside the text, not as whole words. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}]/u;

const businessWords = (businessWordsFile as unknown as BusinessWords).kinds;

/**
 * The words owners use for a kind in one language (`content/classifier/business-words.json`; English holds the list's
 * keywords). Server-side only: the app's screens never import the classifier, so the word lists stay out of the page.
 */
export function tradeWords(kind: string, language: string): readonly string[] {
  const words: Partial<Record<string, Partial<Record<string, readonly string[]>>>> = businessWords;
  return words[kind]?.[language] ?? [];
}

let notOnTheList: { phrases: string[][]; inText: string[] } | undefined;
/** The words of trades the list does not have, indexed like a kind's. */
function tradesNotOnTheList(): { phrases: string[][]; inText: string[] } {
  const words: readonly string[] = Object.values((businessWordsFile as unknown as BusinessWords).notOnTheList).flatMap((words) => words ?? []);
  notOnTheList ??= {
    phrases: words.filter((keyword) => !UNSPACED_SCRIPT.test(keyword)).map(keywordWords).filter((phrase) => phrase.length > 0),
    inText: words.filter((keyword) => UNSPACED_SCRIPT.test(keyword)).map(normaliseText).filter(Boolean),
  };
  return notOnTheList;
}

/** Whether the text names a trade the list does not have. */
function namesTradeNotOnTheList(words: readonly string[], typed: readonly string[], text: string): boolean {
  const { phrases, inText } = tradesNotOnTheList();
  if (inText.some((keyword) => text.includes(keyword))) return true;
  return phrases.some((phrase) => words.some((_, start) => start + phrase.length <= words.length && phrase.every((word, i) => wordMatches(word, words[start + i]!, typed[start + i]!))));
}

/** A keyword as words to match: folded, except a last word ending in "*", which keeps its stem as written. */
function keywordWords(keyword: string): string[] {
  const prefix = keyword.trim().endsWith("*");
  const words = normaliseText(keyword).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  return prefix ? [...words.slice(0, -1).map(foldWord), `${words.at(-1)!}*`] : words.map(foldWord);
}

// Built once, on first use: the list is static and classification runs on every keystroke of autocomplete,
// but a Worker that never classifies (most requests) should not pay for it at startup (docs/performance.md).
let index: readonly IndexedKind[] | undefined;
function businessIndex(): readonly IndexedKind[] {
  index ??= BUSINESS_KINDS.map((entry) => {
    const name = normaliseText(entry.name);
    const nameWords = foldedWords(name);
    const keywords: readonly string[] = Object.values(businessWords[entry.kind] ?? {}).flatMap((words) => words ?? []);
    const phrases = [nameWords, ...keywords.filter((keyword) => !UNSPACED_SCRIPT.test(keyword)).map(keywordWords)].filter((words) => words.length > 0);
    const inText = keywords.filter((keyword) => UNSPACED_SCRIPT.test(keyword)).map(normaliseText).filter(Boolean);
    return { entry, name, nameWords, phrases, inText };
  });
  return index;
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, i) => word === b[i]);
}

function startsWithWords(words: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length > 0 && prefix.length <= words.length && prefix.every((word, i) => word === words[i]);
}

function result(indexed: IndexedKind, match: BusinessMatch): BusinessClassification {
  const { kind, name, family } = indexed.entry;
  return { kind, name, family, match };
}

interface KeywordScore {
  indexed: IndexedKind;
  /** How many distinct words of the text some phrase of this kind covers. */
  coveredWords: number;
  /** The characters of those words: a longer match is a more specific one. */
  coveredChars: number;
  /** Every word of the text is part of one of this kind's names or keywords. */
  coversWholeText: boolean;
  /** Where in the text the kind is first named (characters from the start): owners name their trade first. */
  first: number;
}

/** Whether a keyword's word matches a word of the text (folded, or as typed for a stem ending in "*"). */
function wordMatches(keyword: string, folded: string, typed: string): boolean {
  if (!keyword.endsWith("*")) return keyword === folded;
  const stem = keyword.slice(0, -1);
  return typed.startsWith(stem) || folded.startsWith(stem);
}

/**
 * The unspaced keywords found in the text, per kind, leaving out a find inside a longer one (سبا, a spa, inside
 * سباكة, plumbing; 医院 inside 歯科医院).
 */
function unspacedFinds(text: string): Map<IndexedKind, { keyword: string; start: number }[]> {
  const hits: { indexed: IndexedKind; keyword: string; start: number; end: number }[] = [];
  for (const indexed of businessIndex()) {
    for (const keyword of indexed.inText) {
      for (let start = text.indexOf(keyword); start >= 0; start = text.indexOf(keyword, start + 1)) hits.push({ indexed, keyword, start, end: start + keyword.length });
    }
  }
  const finds = new Map<IndexedKind, { keyword: string; start: number }[]>();
  for (const hit of hits) {
    const inside = hits.some((other) => other.end - other.start > hit.end - hit.start && other.start <= hit.start && other.end >= hit.end);
    if (!inside) finds.set(hit.indexed, [...(finds.get(hit.indexed) ?? []), hit]);
  }
  return finds;
}

/** Scores every kind by the words of the text its name and keywords cover as whole words, and by its unspaced words found in the text. */
function scoreKeywords(words: readonly string[], typed: readonly string[] = words, text = typed.join(" ")): KeywordScore[] {
  const scores: KeywordScore[] = [];
  const unspaced = UNSPACED_SCRIPT.test(text) ? unspacedFinds(text) : new Map<IndexedKind, { keyword: string; start: number }[]>();
  // Where each word starts in the text, to tell which trade the owner named first.
  const offsets: number[] = [];
  typed.reduce((at, word) => (offsets.push(at), at + word.length + 1), 0);
  for (const indexed of businessIndex()) {
    const covered = new Set<number>();
    for (const phrase of indexed.phrases) {
      for (let start = 0; start + phrase.length <= words.length; start++) {
        if (phrase.every((word, i) => wordMatches(word, words[start + i]!, typed[start + i]!))) {
          for (let i = 0; i < phrase.length; i++) covered.add(start + i);
        }
      }
    }
    const found = unspaced.get(indexed) ?? [];
    if (covered.size === 0 && found.length === 0) continue;
    // Distinct words, so "slow travel, travel tips" does not outweigh "travel blog".
    const matchedWords = new Set([...covered].map((position) => words[position] ?? ""));
    let coveredChars = 0;
    for (const word of matchedWords) coveredChars += word.length;
    // An unspaced word counts as one word; the longest found says how specific the match is (歯科医院 over 医院).
    const longest = found.reduce((most, hit) => Math.max(most, hit.keyword.replace(/ /g, "").length), 0);
    const coversWholeText = covered.size === words.length || found.some((hit) => hit.keyword === text);
    const first = Math.min(...[...covered].map((position) => offsets[position] ?? 0), ...found.map((hit) => hit.start));
    scores.push({ indexed, coveredWords: matchedWords.size + (found.length > 0 ? 1 : 0), coveredChars: coveredChars + longest * 3, coversWholeText, first });
  }
  // Array.prototype.sort is stable, so equal scores keep list order.
  return scores.sort((a, b) => b.coveredWords - a.coveredWords || b.coveredChars - a.coveredChars);
}

/**
 * Classifies an answer to "What do you want to build?" against the business list, or null when
 * nothing on the list fits. In order:
 * 1. exact: the whole text is a name ("Bakery", "bakeries", "BARBER_SHOP");
 * 2. prefix: the text starts with a name, whole words, longest name first ("Wedding photographer in
 *    Lisbon"); or, when every word of the text is itself a name or keyword ("tax", "sourdough"), the
 *    best keyword match, because a whole word the user typed says more than a guess at how it ends;
 *    or else a name starts with the text, at least 3 characters, shortest name first ("bak" → Bakery);
 * 3. keyword: names and keywords found as whole words anywhere in the text; the kind covering the
 *    most distinct words wins, then the one with the longer match, then list order.
 */
export function classifyBusiness(text: string): BusinessClassification | null {
  const normalised = normaliseText(text);
  const typed = normalised === "" ? [] : normalised.split(" ");
  const words = typed.map(foldWord);
  if (words.length === 0) return null;

  const exact = businessIndex().find((indexed) => sameWords(indexed.nameWords, words));
  if (exact) return result(exact, "exact");

  let longestLeadingName: IndexedKind | undefined;
  for (const indexed of businessIndex()) {
    if (startsWithWords(words, indexed.nameWords) && indexed.nameWords.length > (longestLeadingName?.nameWords.length ?? 0)) {
      longestLeadingName = indexed;
    }
  }
  if (longestLeadingName) return result(longestLeadingName, "prefix");

  // A trade the list does not have (a chimney sweep) is not read as the nearest one (a cleaning service).
  if (namesTradeNotOnTheList(words, typed, normalised)) return null;

  const scores = scoreKeywords(words, typed, normalised);
  const [best, second] = scores;
  // Two trades of different families read about as strongly as each other: the one the owner named first ("a gelato
  // shop … party tubs to order"), or, named at the same place, not sure, so neither trade's words.
  const close = best && second && second.coveredWords === best.coveredWords && best.coveredChars < second.coveredChars * CLEAR_LEAD && second.indexed.entry.family !== best.indexed.entry.family;
  const tied = close && best.first === second.first;
  const chosen = close && second.first < best.first ? second : best;
  if (chosen?.coversWholeText && !tied) return result(chosen.indexed, "keyword");

  if (normalised.length >= MIN_COMPLETION_LENGTH) {
    let shortestCompletion: IndexedKind | undefined;
    for (const indexed of businessIndex()) {
      if (indexed.name.startsWith(normalised) && indexed.name.length < (shortestCompletion?.name.length ?? Infinity)) {
        shortestCompletion = indexed;
      }
    }
    if (shortestCompletion) return result(shortestCompletion, "prefix");
  }

  return chosen && !tied ? result(chosen.indexed, "keyword") : null;
}

/**
 * Autocomplete for the business input: names that start with the query first, then names with a
 * word that starts with it, then kinds whose keywords the query contains; each group in list order.
 */
export function searchBusinessKinds(query: string, limit = 8): BusinessKind[] {
  const normalised = normaliseText(query);
  if (normalised === "" || limit <= 0) return [];
  const nameStarts: BusinessKind[] = [];
  const wordStarts: BusinessKind[] = [];
  for (const indexed of businessIndex()) {
    if (indexed.name.startsWith(normalised)) nameStarts.push(indexed.entry);
    else if (indexed.name.includes(` ${normalised}`)) wordStarts.push(indexed.entry);
  }
  const seen = new Set<string>([...nameStarts, ...wordStarts].map((entry) => entry.kind));
  const byKeyword = scoreKeywords(foldedWords(normalised))
    .map((score) => score.indexed.entry)
    .filter((entry) => !seen.has(entry.kind));
  return [...nameStarts, ...wordStarts, ...byKeyword].slice(0, limit);
}

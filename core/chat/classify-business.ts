import { BUSINESS_KINDS, type BusinessFamily, type BusinessKind, type BusinessKindCode } from "./business-kinds";

/** How an answer was matched to the business list, strongest first. */
export type BusinessMatch = "exact" | "prefix" | "keyword";

/** The kind an answer to the business question stands for, stored beside the text for the generator. */
export interface BusinessClassification {
  kind: BusinessKindCode;
  name: string;
  family: BusinessFamily;
  match: BusinessMatch;
}

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
  /** The name and every keyword as folded word sequences. */
  phrases: string[][];
}

// Built once, on first use: the list is static and classification runs on every keystroke of autocomplete,
// but a Worker that never classifies (most requests) should not pay for it at startup (docs/performance.md).
let index: readonly IndexedKind[] | undefined;
function businessIndex(): readonly IndexedKind[] {
  index ??= BUSINESS_KINDS.map((entry) => {
    const name = normaliseText(entry.name);
    const nameWords = foldedWords(name);
    const phrases = [nameWords, ...entry.keywords.map((keyword) => foldedWords(normaliseText(keyword)))].filter((words) => words.length > 0);
    return { entry, name, nameWords, phrases };
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
}

/** Scores every kind by the words of the text its name and keywords cover as whole words. */
function scoreKeywords(words: readonly string[]): KeywordScore[] {
  const scores: KeywordScore[] = [];
  for (const indexed of businessIndex()) {
    const covered = new Set<number>();
    for (const phrase of indexed.phrases) {
      for (let start = 0; start + phrase.length <= words.length; start++) {
        if (phrase.every((word, i) => word === words[start + i])) {
          for (let i = 0; i < phrase.length; i++) covered.add(start + i);
        }
      }
    }
    if (covered.size === 0) continue;
    // Distinct words, so "slow travel, travel tips" does not outweigh "travel blog".
    const matchedWords = new Set([...covered].map((position) => words[position] ?? ""));
    let coveredChars = 0;
    for (const word of matchedWords) coveredChars += word.length;
    scores.push({ indexed, coveredWords: matchedWords.size, coveredChars, coversWholeText: covered.size === words.length });
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
  const words = foldedWords(normalised);
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

  const [best] = scoreKeywords(words);
  if (best?.coversWholeText) return result(best.indexed, "keyword");

  if (normalised.length >= MIN_COMPLETION_LENGTH) {
    let shortestCompletion: IndexedKind | undefined;
    for (const indexed of businessIndex()) {
      if (indexed.name.startsWith(normalised) && indexed.name.length < (shortestCompletion?.name.length ?? Infinity)) {
        shortestCompletion = indexed;
      }
    }
    if (shortestCompletion) return result(shortestCompletion, "prefix");
  }

  return best ? result(best.indexed, "keyword") : null;
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

import { BUSINESS_KINDS, type BusinessKindCode } from "./business-kinds";

/** Lower case without accents, so "cafe" finds "Café" and "Bäckerei" is typed as "backerei". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Japanese writes no spaces between words: a typed word in its scripts may match inside a name ("屋" finds "パン屋"). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const wordsOf = (text: string) => folded(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A kind as the picker shows it: its code and its name in the reader's language. */
export interface KindMatch {
  kind: BusinessKindCode;
  name: string;
}

interface Indexed {
  kind: BusinessKindCode;
  name: string;
  /** The shown name first, then English's, both folded. */
  names: { whole: string; words: string[] }[];
}

const indexes = new WeakMap<(kind: BusinessKindCode) => string, Indexed[]>();
const english = (kind: BusinessKindCode) => BUSINESS_KINDS.find((entry) => entry.kind === kind)!.name;

function indexOf(nameOf: (kind: BusinessKindCode) => string): Indexed[] {
  let index = indexes.get(nameOf);
  if (!index) {
    index = BUSINESS_KINDS.map((entry) => {
      const name = nameOf(entry.kind);
      const names = [...new Set([name, entry.name])].map((text) => ({ whole: folded(text), words: wordsOf(text) }));
      return { kind: entry.kind, name, names };
    });
    indexes.set(nameOf, index);
  }
  return index;
}

/**
 * The business list's entries that match what the owner typed in the trade picker, best first, named in the reader's
 * language (`nameOf`, English when not given): every typed word must begin a word of the entry's name in the reader's
 * language or, as a fallback, of its English name; an entry whose name starts with the query comes first, then names
 * containing it, then the rest, a match on the reader's name before one on English's. Names only: the picker runs in
 * the browser, and the word lists stay on the server (docs/decisions/0543-no-word-lists-in-the-browser.md).
 */
export function searchBusinessKinds(query: string, nameOf: (kind: BusinessKindCode) => string = english, locale = "en"): KindMatch[] {
  const typed = wordsOf(query);
  if (typed.length === 0) return [];
  const whole = folded(query.trim());
  return indexOf(nameOf)
    .flatMap(({ kind, name, names }) => {
      const ranks = names.flatMap(({ whole: candidate, words }, which) => {
        if (!typed.every((word) => words.some((own) => (UNSPACED.test(word) ? own.includes(word) : own.startsWith(word))))) return [];
        return [(candidate.startsWith(whole) ? 0 : candidate.includes(whole) ? 1 : 2) * 2 + which];
      });
      return ranks.length ? [{ kind, name, rank: Math.min(...ranks) }] : [];
    })
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, locale))
    .map(({ kind, name }) => ({ kind, name }));
}

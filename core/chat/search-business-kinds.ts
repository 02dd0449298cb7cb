import { BUSINESS_KINDS, type BusinessKindEntry } from "./business-kinds";

/** Lower case without accents, so "cafe" finds "Café" and "Bäckerei" is typed as "backerei". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const wordsOf = (text: string) => folded(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const INDEX = BUSINESS_KINDS.map((entry) => ({ entry, name: folded(entry.name), words: wordsOf(entry.name) }));

/**
 * The business list's entries that match what the owner typed in the trade picker, best first: every typed word must
 * begin a word of the entry's name; an entry whose name starts with the query comes first, then names containing it,
 * then the rest. Names only: the picker runs in the browser, and the word lists stay on the server
 * (docs/decisions/0543-no-word-lists-in-the-browser.md).
 */
export function searchBusinessKinds(query: string): BusinessKindEntry[] {
  const typed = wordsOf(query);
  if (typed.length === 0) return [];
  const whole = folded(query.trim());
  return INDEX.flatMap(({ entry, name, words }) => {
    if (!typed.every((word) => words.some((candidate) => candidate.startsWith(word)))) return [];
    const rank = name.startsWith(whole) ? 0 : name.includes(whole) ? 1 : 2;
    return [{ entry, rank }];
  })
    .sort((a, b) => a.rank - b.rank || a.entry.name.localeCompare(b.entry.name))
    .map(({ entry }) => entry);
}

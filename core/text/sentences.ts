// A text cut into its sentences: the honesty check drops offending ones, the built-in rewriter shortens by them.

/**
 * Where one sentence ends and the next begins: after `.`, `!`, `?`, `؟` or `…` (and any closing quote or bracket),
 * at white space, before a capital letter, a letter of a script without capitals (Arabic), an opening quote or
 * a bracket, `¿` or `¡`; and right after `。`, `！` or `？` (Japanese writes no space between sentences). So "e.g.
 * the", "approx. five" and "£3.50" stay inside their sentence.
 */
const BOUNDARY = new RegExp(`(?<!${abbreviations()})(?<=[.!?…؟]["'”’)\\]»]*)\\s+(?=[\\p{Lu}\\p{Lo}"“‘(¿¡«])|(?<=[。！？][」』）)]*)\\s*(?=[^\\s」』）)])`, "u");

/**
 * Abbreviations that end with a dot and stand before a capital or a name, so they never end a sentence: times
 * ("9 a.m. Monday"), titles ("Dr. Paula Mendes", "Sra. López", "د. منى") and "St." (docs/decisions/0520-built-in-copy-in-every-site-language.md).
 * "24/7", "9–5", "1-to-1", prices and times have no stop followed by a space, so they are never cut.
 */
function abbreviations(): string {
  const words = ["a\\.m", "p\\.m", "A\\.M", "P\\.M", "e\\.g", "i\\.e", "Dr", "Dra", "Mr", "Mrs", "Ms", "St", "Sr", "Sra", "Sta", "Av", "Prof", "Mme", "Mlle", "vs", "د"];
  return `(?:^|[\\s(])(?:${words.join("|")})\\.`;
}

/** A text's sentences, trimmed, empty ones left out (a heading or a label is one sentence; "" has none). */
export function sentences(text: string): string[] {
  return text
    .split(BOUNDARY)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

// A text cut into its sentences: the honesty check drops offending ones, the built-in rewriter shortens by them.

/**
 * Where one sentence ends and the next begins: after `.`, `!`, `?`, `؟` or `…` (and any closing quote or bracket),
 * at white space, before a capital letter, a letter of a script without capitals (Arabic), an opening quote or
 * a bracket, `¿` or `¡`; and right after `。`, `！` or `？` (Japanese writes no space between sentences). So "e.g.
 * the", "approx. five" and "£3.50" stay inside their sentence.
 */
const BOUNDARY = /(?<=[.!?…؟]["'”’)\]»]*)\s+(?=[\p{Lu}\p{Lo}"“‘(¿¡«])|(?<=[。！？][」』）)]*)\s*(?=[^\s」』）)])/u;

/** A text's sentences, trimmed, empty ones left out (a heading or a label is one sentence; "" has none). */
export function sentences(text: string): string[] {
  return text
    .split(BOUNDARY)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

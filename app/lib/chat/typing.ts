import { TYPING_SPEED_MS_PER_CHAR } from "@core/constants";

/** How long the typing animation of a text takes: 40 ms per character (docs/product.md). */
export function typingDurationMs(text: string): number {
  return text.length * TYPING_SPEED_MS_PER_CHAR;
}

/** How many characters of the text are visible after elapsedMs of typing, from 0 to the full length. */
export function visibleLengthAt(text: string, elapsedMs: number): number {
  if (Number.isNaN(elapsedMs) || elapsedMs <= 0) return 0;
  let length = Math.min(text.length, Math.floor(elapsedMs / TYPING_SPEED_MS_PER_CHAR));
  // Never show half of a surrogate pair (an emoji would flash as a replacement character).
  if (length < text.length && /[\uD800-\uDBFF]/.test(text.charAt(length - 1))) length -= 1;
  return length;
}

/** The prefix of the text the typing animation shows after elapsedMs (no cursor, docs/product.md). */
export function visibleTextAt(text: string, elapsedMs: number): string {
  return text.slice(0, visibleLengthAt(text, elapsedMs));
}

// Letter case for generated English text: the built-in writer, its rewriter and the chat's suggestions share it.

/** First letter upper-case ("bakery in Leeds" → "Bakery in Leeds"); the rest as it is. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * `replacement` capitalised when the text it replaces starts with a capital letter ("We are" → "We're"),
 * as it is otherwise: a lower-case start, a digit, a sign or an empty original leaves it alone.
 */
export function keepCase(replacement: string, original: string): string {
  const first = original.charAt(0);
  return first !== first.toLowerCase() ? capitalise(replacement) : replacement;
}

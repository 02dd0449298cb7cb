import { readdirSync, readFileSync } from "node:fs";

/**
 * Our English phrases: every literal run of 3+ words in an English message (content/app-messages/<namespace>/en.json),
 * its arguments, tags and plural marks cut out, unless the same key's translation in `language` holds that run too
 * (a phrase a language keeps as is, like a product name). A page of that language showing one of them shows English
 * words of ours (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export function englishPhrases(language: string): string[] {
  const root = new URL("../../content/app-messages/", import.meta.url);
  const phrases = new Set<string>();
  for (const namespace of readdirSync(root)) {
    const english = JSON.parse(readFileSync(new URL(`${namespace}/en.json`, root), "utf8")) as Record<string, string>;
    const translated = JSON.parse(readFileSync(new URL(`${namespace}/${language}.json`, root), "utf8")) as Record<string, string>;
    for (const [key, message] of Object.entries(english)) {
      const translation = normalise(literal(translated[key] ?? ""));
      for (const run of runs(message)) if (!translation.includes(run)) phrases.add(run);
    }
  }
  return [...phrases];
}

/** The literal runs of a message: its text outside arguments and tags, plural and select cases read as text, runs of 3+ words kept. */
function runs(message: string): string[] {
  const parts: string[] = [];
  readText(message, 0, parts);
  return parts
    .flatMap((part) => part.split(/<\/?[a-zA-Z]+>|#/))
    .map((part) => normalise(part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "")))
    .filter((part) => part.split(" ").filter((word) => /\p{L}/u.test(word)).length >= 3);
}

/** Reads literal text from `start` to the closing } of this level (or the end); an argument ends a run. Returns the index after it. */
function readText(message: string, start: number, parts: string[]): number {
  let run = "";
  let index = start;
  while (index < message.length) {
    const char = message[index]!;
    if (char === "'" && message[index + 1] === "'") {
      run += "'";
      index += 2;
    } else if (char === "'" && /[{}#]/.test(message[index + 1] ?? "")) {
      const end = message.indexOf("'", index + 1);
      run += message.slice(index + 1, end === -1 ? undefined : end);
      index = end === -1 ? message.length : end + 1;
    } else if (char === "}") {
      parts.push(run);
      return index + 1;
    } else if (char === "{") {
      parts.push(run);
      run = "";
      index = readArgument(message, index + 1, parts);
    } else {
      run += char;
      index += 1;
    }
  }
  parts.push(run);
  return index;
}

/** Reads an argument after its {: a plural's or select's cases are read as text, anything else skipped. */
function readArgument(message: string, start: number, parts: string[]): number {
  const header = /^\s*[\w]+\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(start))!;
  let index = start + header[0].length;
  const type = header[1];
  if (type === "plural" || type === "select" || type === "selectordinal") {
    index = message.indexOf(",", index) + 1;
    while (index > 0 && index < message.length) {
      const next = message.slice(index).search(/[{}]/);
      if (next === -1) return message.length;
      index += next;
      if (message[index] === "}") return index + 1;
      index = readText(message, index + 1, parts);
    }
    return message.length;
  }
  let depth = 1;
  while (index < message.length && depth > 0) {
    if (message[index] === "{") depth += 1;
    if (message[index] === "}") depth -= 1;
    index += 1;
  }
  return index;
}

function literal(message: string): string {
  return message.replaceAll("''", "'");
}

export function normalise(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
}

/** The phrases of `phrases` found in `text` (whitespace normalised), longest first. */
export function englishIn(text: string, phrases: readonly string[]): string[] {
  const seen = normalise(text);
  return phrases.filter((phrase) => seen.includes(phrase)).sort((a, b) => b.length - a.length);
}

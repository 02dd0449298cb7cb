import { capitalise, keepCase } from "@core/text/case";
import { sentences } from "@core/text/sentences";
import { fit, tidy } from "./writing-context";

/** The longest text the built-in rewriter returns (a site paragraph's limit). */
const MAX = 700;

const CONTRACTIONS: [RegExp, string][] = [
  [/\bwe are\b/gi, "we're"],
  [/\byou are\b/gi, "you're"],
  [/\bit is\b/gi, "it's"],
  [/\bdo not\b/gi, "don't"],
  [/\bwe will\b/gi, "we'll"],
  [/\byou will\b/gi, "you'll"],
  [/\bwe have\b/gi, "we've"],
  [/\bcannot\b/gi, "can't"],
  [/\bthat is\b/gi, "that's"],
  [/\bI am\b/g, "I'm"],
];

const EXPANSIONS: [RegExp, string][] = [
  [/\bwe're\b/gi, "we are"],
  [/\byou're\b/gi, "you are"],
  [/\bit's\b/gi, "it is"],
  [/\bdon't\b/gi, "do not"],
  [/\bwe'll\b/gi, "we will"],
  [/\byou'll\b/gi, "you will"],
  [/\bwe've\b/gi, "we have"],
  [/\bcan't\b/gi, "cannot"],
  [/\bthat's\b/gi, "that is"],
  [/\bI'm\b/g, "I am"],
  [/\bwon't\b/gi, "will not"],
];

function replaceAll(text: string, table: [RegExp, string][]): string {
  return table.reduce((out, [pattern, replacement]) => out.replace(pattern, (match) => keepCase(replacement, match)), text);
}

function finish(text: string): string {
  const clean = tidy(text);
  if (clean === "") return clean;
  const first = capitalise(clean);
  return /[.!?…:"')\]]$/.test(first) ? first : `${first}.`;
}

/**
 * The built-in "rewrite this text": deterministic edits for the instructions people use most
 * (shorter, longer, friendlier, more formal, punchier); anything else gets a tidy-up. Offline and
 * instant; a model does better, and this answers when none is configured or it fails.
 */
export function rewriteBuiltIn({ text, instruction }: { text: string; instruction: string }): { text: string } {
  const source = tidy(text);
  const wanted = instruction.toLowerCase();
  let out = source;
  if (/short|concise|brief|trim|tighten|less/.test(wanted)) {
    const parts = sentences(source);
    out = parts.length > 1 ? parts.slice(0, Math.max(1, Math.ceil(parts.length / 2))).join(" ") : source.replace(/,[^,]*$/, "").replace(/\s+(?:really|very|truly|simply|just|genuinely)\b/gi, "");
  } else if (/punch|bold|snappy|catchy|stronger/.test(wanted)) {
    out = sentences(source)
      .map((sentence) => sentence.replace(/\s+(?:really|very|truly|simply|just|genuinely|quite)\b/gi, "").replace(/,\s*(?:and|but)\s+/g, ". "))
      .join(" ");
  } else if (/formal|professional|serious/.test(wanted)) {
    out = replaceAll(source, EXPANSIONS).replace(/!/g, ".").replace(/\b(?:hey|hi there)\b[,!]?\s*/gi, "");
  } else if (/friend|casual|warm|relaxed|informal|fun/.test(wanted)) {
    out = replaceAll(source, CONTRACTIONS).replace(/\.$/, "!");
  } else if (/long|expand|more detail|elaborate/.test(wanted)) {
    out = `${finish(source)} Get in touch and we'll be happy to tell you more.`;
  }
  return { text: fit(finish(out), MAX) || fit(source, MAX) };
}

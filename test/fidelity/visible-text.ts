import type { Element, Nodes, Root } from "hast";
import { fromHtml } from "hast-util-from-html";

// What a visitor (and a search result) sees of a published page: the title, the search description, the
// body's text and images' alternative text, in blocks (one per heading, paragraph, list item, button…).
// Styles, scripts and inline SVG are not text.

const SKIPPED = new Set(["style", "script", "noscript", "template", "svg"]);
// Links and buttons stand alone on these pages (navigation, calls to action), so they are blocks of their own.
const INLINE = new Set(["abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "i", "kbd", "mark", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr"]);

/** Typography evens out: curly quotes, non-breaking spaces and runs of white space. */
export function normalise(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u00a0\u202f\u2009]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export interface VisibleText {
  /** Blocks of text in page order (title and description first). */
  blocks: string[];
  /** The body's own blocks: no title, description or alternative text (what sameness compares). */
  body: string[];
  /** The text of each quotation (`blockquote`, `q`): a review or testimonial on these pages. */
  quotes: string[];
  /** All blocks joined by newlines. */
  text: string;
}

export function visibleText(html: string): VisibleText {
  const tree: Root = fromHtml(html);
  const blocks: string[] = [];
  let current = "";
  const flush = () => {
    const block = normalise(current);
    if (block) blocks.push(block);
    current = "";
  };
  const head: string[] = [];
  const alts = new Set<string>();
  const quotes: string[] = [];
  const textOf = (node: Nodes): string => (node.type === "text" ? node.value : "children" in node ? node.children.map(textOf).join(" ") : "");

  const walk = (node: Nodes, inHead: boolean) => {
    if (node.type === "text") {
      if (!inHead) current += node.value;
      return;
    }
    if (node.type !== "element" && node.type !== "root") return;
    if (node.type === "element") {
      const element: Element = node;
      if (SKIPPED.has(element.tagName)) return;
      if (element.tagName === "head") {
        for (const child of element.children) walk(child, true);
        return;
      }
      if (inHead) {
        if (element.tagName === "title") head.push(element.children.map((child) => (child.type === "text" ? child.value : "")).join(""));
        if (element.tagName === "meta" && element.properties.name === "description" && typeof element.properties.content === "string") head.push(element.properties.content);
        return;
      }
      if (element.tagName === "blockquote" || element.tagName === "q") quotes.push(normalise(textOf(element)));
      const block = !INLINE.has(element.tagName);
      if (block) flush();
      if (element.tagName === "img" && typeof element.properties.alt === "string") {
        flush();
        current = element.properties.alt;
        alts.add(normalise(current));
        flush();
      }
      for (const child of element.children) walk(child, false);
      if (block) flush();
      return;
    }
    for (const child of node.children) walk(child, false);
  };
  walk(tree, false);
  flush();
  const all = [...head.map(normalise).filter(Boolean), ...blocks];
  return { blocks: all, body: blocks.filter((block) => !alts.has(block)), quotes: quotes.filter(Boolean), text: all.join("\n") };
}

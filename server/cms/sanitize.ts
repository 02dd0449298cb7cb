import type { Element, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { sanitize, type Schema } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";
import { safeCmsHref, safeMediaUrl } from "./urls";

// Rich text from the content source is parsed with parse5 (a spec-compliant HTML parser, through
// hast-util-from-html), cut down to an allow-list, and printed again: the browser sees only markup we
// wrote out ourselves. No script, no style, no event handler, no javascript: URL survives.

const BLOCK_TAGS = [
  "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "blockquote", "pre", "code",
  "ul", "ol", "li", "dl", "dt", "dd", "figure", "figcaption", "img",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "details", "summary",
];
const INLINE_TAGS = ["a", "strong", "b", "em", "i", "u", "s", "del", "ins", "mark", "small", "sub", "sup", "abbr", "q", "cite", "kbd", "time", "span", "br"];

// Removed with everything inside them (other unknown tags are unwrapped, keeping their text).
const STRIP = [
  "script", "style", "template", "noscript", "iframe", "frame", "frameset", "object", "embed", "applet",
  "svg", "math", "textarea", "select", "option", "title", "xmp", "noembed", "noframes", "plaintext", "head", "meta", "link", "base",
];

function schemaFor(tagNames: string[], extra: Schema["attributes"] = {}): Schema {
  return {
    tagNames,
    strip: STRIP,
    attributes: {
      ...extra,
      a: ["href", "title", ["target", "_blank"]],
      img: ["src", "alt", "title", "width", "height"],
      ol: ["start", "reversed"],
      th: ["scope", "colSpan", "rowSpan"],
      td: ["colSpan", "rowSpan"],
      abbr: ["title"],
      time: ["dateTime"],
      details: ["open"],
      "*": ["lang", "dir"],
    },
    protocols: { href: ["http", "https", "mailto", "tel"], src: ["https"] },
    ancestors: { tbody: ["table"], thead: ["table"], tfoot: ["table"], tr: ["table"], td: ["table"], th: ["table"], caption: ["table"] },
    allowComments: false,
    allowDoctypes: false,
    clobberPrefix: "user-content-",
    clobber: ["id", "name"],
  };
}

// Builder's rich text breaks lines with `<span style="display: block">`: the style is read, and only that survives.
const RICH_SCHEMA = schemaFor([...new Set([...BLOCK_TAGS, ...INLINE_TAGS])], { span: ["style"] });
const DISPLAY_BLOCK = /(?:^|;)\s*display\s*:\s*block\s*(?:!important\s*)?(?:;|$)/i;
const INLINE_SCHEMA = schemaFor(INLINE_TAGS);

function walk(node: Root | Element, visit: (element: Element, parent: Root | Element) => RootContent[] | void): void {
  const next: RootContent[] = [];
  for (const child of node.children) {
    if (child.type !== "element") {
      next.push(child);
      continue;
    }
    walk(child, visit);
    const replacement = visit(child, node);
    if (replacement) next.push(...replacement);
    else next.push(child);
  }
  node.children = next as typeof node.children;
}

/** Second line of defence after the schema: our own URL rules, and rel on links that open a new tab. */
function tighten(tree: Root): void {
  walk(tree, (element) => {
    const props = element.properties;
    if (element.tagName === "a") {
      const href = safeCmsHref(props.href);
      if (href) props.href = href;
      else delete props.href;
      if (props.target === "_blank") props.rel = ["noopener", "noreferrer"];
    }
    if (element.tagName === "span" && props.style !== undefined) {
      if (typeof props.style === "string" && DISPLAY_BLOCK.test(props.style)) props.style = "display:block";
      else delete props.style;
    }
    if (element.tagName === "img") {
      const src = safeMediaUrl(props.src);
      if (!src) return [];
      props.src = src;
      if (typeof props.alt !== "string") props.alt = "";
      props.loading = "lazy";
      props.decoding = "async";
    }
  });
}

function clean(html: string, schema: Schema): string {
  const tree = sanitize(fromHtml(html, { fragment: true }), schema) as Root;
  tighten(tree);
  return toHtml(tree);
}

/** Rich text for a Text block: headings, paragraphs, lists, links, tables, images (https). */
export function sanitizeRichText(html: unknown): string {
  return typeof html === "string" ? clean(html, RICH_SCHEMA) : "";
}

/** Inline text for labels and buttons: emphasis and links only. */
export function sanitizeInlineText(html: unknown): string {
  return typeof html === "string" ? clean(html, INLINE_SCHEMA) : "";
}

/** Plain text of an HTML snippet (a button's label, a title): tags dropped, entities decoded. */
export function plainText(html: unknown): string {
  if (typeof html !== "string") return "";
  const tree = fromHtml(html, { fragment: true });
  let text = "";
  const collect = (node: Root | RootContent) => {
    if (node.type === "text") text += node.value;
    if ((node.type === "element" && !STRIP.includes(node.tagName)) || node.type === "root") node.children.forEach(collect);
  };
  collect(tree);
  return text.replace(/\s+/g, " ").trim();
}

/** The first https iframe in an embed's HTML (Builder's Embed `content`); scripts in it are never run. */
export function iframeSource(html: unknown): string | undefined {
  if (typeof html !== "string" || !html.trim()) return undefined;
  const tree = fromHtml(html, { fragment: true });
  let found: string | undefined;
  const search = (node: Root | RootContent) => {
    if (found) return;
    if (node.type === "element" && node.tagName === "iframe" && typeof node.properties.src === "string") found = node.properties.src;
    if (node.type === "element" || node.type === "root") node.children.forEach(search);
  };
  search(tree);
  return found;
}

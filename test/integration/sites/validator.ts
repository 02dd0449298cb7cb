import { HtmlValidate, StaticConfigLoader } from "html-validate/browser";

// html-validate's browser build runs inside workerd (no file system needed); the recommended rules
// include its WCAG checks (alt text, labels, heading order, landmarks).
// "long-title" is off: it is an SEO hint, not validity, and counts a title's escaped source (a name
// like <script> becomes &lt;script&gt;); the schema keeps the title itself within 70 characters.
// Three style rules follow React's way of writing markup (renderToStaticMarkup): void elements end in
// "/>", boolean attributes are written `required=""`, and some names keep React's camelCase
// (`maxLength`); HTML reads all three the same as the recommended style (docs/decisions/0101-html-validate-follows-react-markup-style.md).
const validator = new HtmlValidate(
  new StaticConfigLoader({
    extends: ["html-validate:recommended"],
    rules: {
      "long-title": "off",
      "void-style": ["error", { style: "selfclose" }],
      "attribute-boolean-style": ["error", { style: "empty" }],
      "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    },
  }),
);

/** The validator's complaints about a page, one line each ("rule: message @ selector"); empty when valid. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} @ ${message.selector ?? `${message.line}:${message.column}`}`));
}

/** The page's element names in document order: an injected element changes this sequence. */
export function tagSequence(html: string): string[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((match) => match[1]!.toLowerCase());
}

/** Attribute names in document order (an injected on…= handler changes it). Values are double-quoted with `"` escaped, so each is consumed whole. */
export function attributeNames(html: string): string[] {
  return [...html.matchAll(/<[a-zA-Z][a-zA-Z0-9-]*((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)].flatMap((tag) => [...tag[1]!.matchAll(/\s+([^\s=>/]+)(?:="[^"]*")?/g)].map((match) => match[1]!.toLowerCase()));
}

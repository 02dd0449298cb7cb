/**
 * The literal-string guard (docs/decisions/0900-may-speaks-the-owners-language.md): words a person reads come from
 * `content/app-messages/`, never from a string in the code, so nothing stays English on a translated screen.
 *
 * - `jsx`: text between tags that holds a letter, a string literal shown as a child (`{"Save"}`, `{busy ? "Saving" :
 *   "Save"}`) and a literal in an attribute a person reads or hears (aria-label, title, placeholder, alt, label…).
 * - `sentences`: any string literal that reads as a sentence (a capital letter and two more words), for the
 *   server's emails and core's UI text, where words are not inside JSX.
 */
const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "aria-placeholder", "title", "placeholder", "alt", "label", "summary"]);
const LETTER = /\p{L}/u;
const SENTENCE = /^\s*\p{Lu}[\p{L}'’-]*[,:]?(?:\s+[\p{L}\d'’(),.:;!?-]+){2,}/u;

function literalText(node) {
  if (!node) return null;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral") return node.quasis.map((quasi) => quasi.value.cooked ?? "").join(" ");
  return null;
}

/** The string literals an expression shows as it is: itself, either side of ?: and the right of && / ||. */
function shownLiterals(node) {
  if (!node) return [];
  if (node.type === "ConditionalExpression") return [...shownLiterals(node.consequent), ...shownLiterals(node.alternate)];
  if (node.type === "LogicalExpression") return [...shownLiterals(node.right), ...(node.operator === "&&" ? [] : shownLiterals(node.left))];
  return literalText(node) === null ? [] : [node];
}

const MESSAGE = "Words a person reads come from content/app-messages through useT() (docs/decisions/0900-may-speaks-the-owners-language.md)";

export default {
  rules: {
    jsx: {
      meta: { type: "problem", docs: { description: "No user-facing words as literals in JSX" }, schema: [] },
      create(context) {
        const report = (node) => context.report({ node, message: MESSAGE });
        return {
          JSXText(node) {
            if (LETTER.test(node.value)) report(node);
          },
          JSXExpressionContainer(node) {
            if (node.parent?.type === "JSXAttribute") return;
            for (const literal of shownLiterals(node.expression)) if (LETTER.test(literalText(literal))) report(literal);
          },
          JSXAttribute(node) {
            const name = typeof node.name.name === "string" ? node.name.name : null;
            if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
            const candidates = node.value.type === "JSXExpressionContainer" ? shownLiterals(node.value.expression) : [node.value];
            for (const literal of candidates) if (LETTER.test(literalText(literal) ?? "")) report(literal);
          },
        };
      },
    },
    sentences: {
      meta: { type: "problem", docs: { description: "No sentences as string literals in UI text and emails" }, schema: [] },
      create(context) {
        const check = (node) => {
          const text = literalText(node);
          if (text === null || !SENTENCE.test(text)) return;
          const parent = node.parent;
          if (parent && ["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].includes(parent.type)) return;
          if (parent?.type === "Property" && parent.key === node) return;
          context.report({ node, message: MESSAGE });
        };
        return { Literal: check, TemplateLiteral: check };
      },
    },
  },
};

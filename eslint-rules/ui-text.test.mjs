// Proves the literal-string guard fires on words written in the code and leaves keys, markup and the owner's data alone.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import uiText from "./ui-text.js";

const linter = new Linter({ configType: "flat" });
const config = (rule) => [{ files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } }, plugins: { "ui-text": uiText }, rules: { [rule]: "error" } }];
const count = (code, rule, filename) => linter.verify(code, config(rule), { filename }).filter((message) => message.ruleId === rule).length;
const jsx = (code) => count(code, "ui-text/jsx", "x.tsx");

test("words in JSX are refused: text, a shown literal, a read attribute", () => {
  assert.equal(jsx("const a = <p>Save your site</p>;"), 1);
  assert.equal(jsx('const a = <p>{busy ? "Saving" : "Save"}</p>;'), 2);
  assert.equal(jsx('const a = <button aria-label="Close" />;'), 1);
  assert.equal(jsx('const a = <input placeholder={"Your name"} />;'), 1);
  assert.equal(jsx('const a = <img alt="A bakery" />;'), 1);
});

test("keys, markup and values pass", () => {
  assert.equal(jsx('const a = <p className="text-sm">{t("editor.save")}</p>;'), 0);
  assert.equal(jsx('const a = <p>{" "}·{" "}{name}</p>;'), 0);
  assert.equal(jsx('const a = <input type="email" aria-label={t("auth.email")} />;'), 0);
});

test("a sentence as a string literal is refused in UI text and emails, a key or a CSS value is not", () => {
  const sentences = (code) => count(code, "ui-text/sentences", "x.ts");
  assert.equal(sentences('export const M = { invalid: "That is not a time zone this app knows." };'), 1);
  assert.equal(sentences("const body = `May wrote ${what}, not you.`;"), 1);
  assert.equal(sentences('export const M = { invalid: "common.timeZone.invalid" };'), 0);
  assert.equal(sentences('const style = "font-family: Inter, sans-serif";'), 0);
  assert.equal(sentences('import { x } from "./Some Module Name";'), 0);
});

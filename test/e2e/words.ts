import { readdirSync, readFileSync } from "node:fs";
import { formatMessage, type MessageValue } from "../../core/i18n/format";

/**
 * May's words in one language, read from the message files the screens use (docs/decisions/0900-may-speaks-the-owners-language.md),
 * so a browser test finds a button by what a reader of that language sees, and fails if a screen shows anything else.
 */
export function wordsIn(language: string) {
  const root = new URL("../../content/app-messages/", import.meta.url);
  const messages: Record<string, string> = {};
  for (const namespace of readdirSync(root)) {
    Object.assign(messages, JSON.parse(readFileSync(new URL(`${namespace}/en.json`, root), "utf8")), JSON.parse(readFileSync(new URL(`${namespace}/${language}.json`, root), "utf8")));
  }
  return (key: string, values?: Record<string, MessageValue>): string => {
    const message = messages[key];
    if (message === undefined) throw new Error(`no message ${key}`);
    return formatMessage(message, language, values);
  };
}

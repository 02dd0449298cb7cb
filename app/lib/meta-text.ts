import { formatMessage, type MessageValue } from "@core/i18n/format";
import type { AppMessageKey } from "@core/i18n/keys";
import type { PageWordsSource } from "@core/i18n/page-words";
import { knownWords } from "./page-words";

/**
 * A message for a route's `meta` (title, description), read from the messages its loader returned
 * (docs/decisions/0900-may-speaks-the-owners-language.md): `meta` runs outside the components, so it cannot use `useT()`.
 * A key the loader did not send shows as the key, as `t()` does; words named by URL are read once they are here
 * (the page waits for them before it renders, docs/decisions/0913-signed-in-pages-fetch-their-words-once.md).
 */
export function metaText(messages: PageWordsSource | undefined, key: AppMessageKey, values?: Readonly<Record<string, MessageValue>>): string {
  const found = knownWords(messages)?.[key];
  return found === undefined ? key : formatMessage(found, "en", values);
}

import { formatMessage, type MessageValue } from "@core/i18n/format";
import type { AppMessageKey, AppMessages } from "@core/i18n/keys";

/**
 * A message for a route's `meta` (title, description), read from the messages its loader returned
 * (docs/decisions/0900-may-speaks-the-owners-language.md): `meta` runs outside the components, so it cannot use `useT()`.
 * A key the loader did not send shows as the key, as `t()` does.
 */
export function metaText(messages: AppMessages | undefined, key: AppMessageKey, values?: Readonly<Record<string, MessageValue>>): string {
  const found = messages?.[key];
  return found === undefined ? key : formatMessage(found, "en", values);
}

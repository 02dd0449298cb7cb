import { AUTH_TOKEN_TTL_MS } from "@core/constants";
import { formatMessage } from "@core/i18n/format";
import type { AppMessageKey, AppMessages } from "@core/i18n/keys";

const HOUR_MS = 60 * 60 * 1000;

/** How long the emailed links work, in hours, for the screens' "It works for {hours}" (a plural in each language). */
export const LINK_HOURS = {
  passwordReset: Math.round(AUTH_TOKEN_TTL_MS.passwordReset / HOUR_MS),
  emailConfirmation: Math.round(AUTH_TOKEN_TTL_MS.emailConfirmation / HOUR_MS),
} as const;

/**
 * A sign-in screen's title and description in the page's language, from the `auth` messages its loader sent
 * (docs/decisions/0900-may-speaks-the-owners-language.md). The key itself stands in when the messages are missing.
 */
export function authMeta(loaderData: { messages?: AppMessages } | undefined, title: AppMessageKey, description?: AppMessageKey) {
  const messages = loaderData?.messages ?? {};
  const words = (key: AppMessageKey) => {
    const message = messages[key];
    return message === undefined ? key : formatMessage(message, "en");
  };
  const tags: ({ title: string } | { name: string; content: string })[] = [{ title: words(title) }];
  if (description) tags.push({ name: "description", content: words(description) });
  return tags;
}

import type { ScreenLanguage } from "@core/i18n/app-languages";
import { pageMessages } from "@server/platform";

/**
 * A template's name and description in the reader's language: the six May ships have words in the `chat` files; one an
 * operator added keeps its own (docs/decisions/0900-may-speaks-the-owners-language.md). Read on the server, not sent.
 */
export async function templateWordsIn(language: ScreenLanguage) {
  const words = (await pageMessages(language, ["chat"])) as Readonly<Record<string, string | undefined>>;
  return (template: { slug: string; title: string; description: string }) => ({
    title: words[`chat.template.${template.slug}.title`] ?? template.title,
    description: words[`chat.template.${template.slug}.description`] ?? template.description,
  });
}

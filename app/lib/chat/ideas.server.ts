import { appLanguageOf, type AppLanguage, type ScreenLanguage } from "@core/i18n/app-languages";
import ar from "../../../content/chat-ideas/ar.json" with { type: "json" };
import de from "../../../content/chat-ideas/de.json" with { type: "json" };
import en from "../../../content/chat-ideas/en.json" with { type: "json" };
import es from "../../../content/chat-ideas/es.json" with { type: "json" };
import fr from "../../../content/chat-ideas/fr.json" with { type: "json" };
import it from "../../../content/chat-ideas/it.json" with { type: "json" };
import ja from "../../../content/chat-ideas/ja.json" with { type: "json" };
import pt from "../../../content/chat-ideas/pt.json" with { type: "json" };
import { pickIdeas, type Idea } from "./ideas";

/**
 * Our own site-building prompts in each language the chat speaks (`content/chat-ideas/<language>.json`), written
 * for that language's places: each names a trade, a place or audience and something specific to put on the site,
 * so picking one gives the writer enough to work with; keep new ones that way. Server only: a page gets the
 * reader's language's, never the others (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export const IDEAS_BY_LANGUAGE: Readonly<Record<AppLanguage, readonly Idea[]>> = { en, es, fr, de, pt, it, ja, ar };

/** How many of the language's ideas a page gets: the chat offers five of them at a time, fresh ones after each reset. */
export const IDEAS_PER_PAGE = 20;

/** The ideas a chat page offers in `language` (the pseudo-locale gets English's), chosen by the seed. */
export function ideasIn(language: ScreenLanguage, seed: number): Idea[] {
  return pickIdeas(IDEAS_BY_LANGUAGE[appLanguageOf(language)], seed, IDEAS_PER_PAGE);
}

import type { BusinessKindCode } from "../business-kinds";
import type { Conversation } from "../conversation";
import { emptyUnderstanding, type Understanding } from "../understanding";
import { resolveLocation } from "../../places/resolve-location";
import type { SiteLanguage } from "../../sites/languages";

/**
 * What May understood of a conversation (docs/decisions/0505-what-may-understood-and-where-the-business-is.md): the
 * kind as classified, the site's language, and the region from the location answer. The readers of the owner's
 * facts are added beside this file (core/chat/read-facts/).
 */
export function understandConversation(steps: Conversation, options: { language: SiteLanguage; classifiedKind: BusinessKindCode | null }): Understanding {
  const location = steps.find((step) => step.type === "location")?.content ?? "";
  const region = location ? resolveLocation(location) : null;
  return { ...emptyUnderstanding(options.language), kind: { classified: options.classifiedKind, chosen: null }, region };
}

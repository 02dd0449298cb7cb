import { changeLines, changeWords } from "../sites/change-words";
import { DEFAULT_SITE_LANGUAGE } from "../sites/languages";
import type { VersionKind, VersionSummary } from "./versions";

/**
 * A version's entry in the history, in the site's language (docs/decisions/0611-history-entries-say-what-changed.md):
 * the main changes it made (a folded burst lists its main ones, then "and N more"), "… from the chat" when a chat
 * message made it, "Restored from {when}" for a restore (the panel fills in the time), and what made it for the
 * versions whose change is the whole site (written, written again, published). Versions saved before changes were
 * recorded say what made them.
 */
export function describeVersion(kind: VersionKind, summary: VersionSummary, restoredFromAt: string | null): string[] {
  const language = summary.language ?? DEFAULT_SITE_LANGUAGE;
  const words = changeWords(language);
  if (kind === "restored") return [restoredFromAt ? words.restored : words.restoredUnknown];
  if (kind === "generated" || kind === "regenerated" || kind === "published") return [words.kinds[kind]];
  const changes = summary.changes;
  if (changes === undefined) return [words.kinds[kind]];
  if (changes.length === 0) return [kind === "section-regenerated" ? words.kinds[kind] : words.changes.nothing];
  const lines = changeLines(changes, language, summary.origin === "chat" ? { from: "chat" } : {});
  return kind === "section-regenerated" ? [words.kinds[kind], ...lines] : lines;
}

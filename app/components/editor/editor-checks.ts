import { addListItem, moveListItem, removeListItem, replaceListItem } from "@core/sites/checked-edits";
import { ownerFactsSchema, type OwnerFacts } from "@core/sites/facts";
import { siteSectionSchema } from "@core/sites/site-document";
import { factErrors } from "../facts/fact-errors";
import { seoErrors } from "../seo/seo-errors";

/**
 * What the editor checks with the document's own schemas (zod), in a chunk of its own that the editor fetches once it
 * has hydrated and waits for where an edit needs it first (docs/decisions/0910-the-editor-loads-its-checks-on-first-use.md;
 * load it through `loadEditorChecks`, never import it).
 */
export const editorChecks = {
  /** Whether a section, as edited, is one the document's schema takes. */
  sectionIsValid(section: unknown): boolean {
    return siteSectionSchema.safeParse(section).success;
  },
  /** The facts as the schema reads them once they are complete; null while something is missing or wrong. */
  completeFacts(facts: OwnerFacts): OwnerFacts | null {
    const parsed = ownerFactsSchema.safeParse(facts);
    return parsed.success ? parsed.data : null;
  },
  factErrors,
  seoErrors,
  addListItem,
  moveListItem,
  removeListItem,
  replaceListItem,
};

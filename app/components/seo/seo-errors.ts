import { seoSchema, type SiteDocument } from "@core/sites/site-document";

// Apart from the panel, so the editor checks a save with it while the panel's own code loads only when the
// Details tab opens (docs/decisions/0859-editor-panels-load-on-their-own.md).

/** What is wrong with the title and description, by field (message keys of the `editor` namespace), from the document's own schema. */
export function seoErrors(seo: SiteDocument["seo"]): { title?: string; description?: string } {
  const parsed = seoSchema.safeParse(seo);
  if (parsed.success) return {};
  const errors: { title?: string; description?: string } = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === "title") errors.title = "editor.seo.error.title";
    if (issue.path[0] === "description") errors.description = "editor.seo.error.description";
  }
  return errors;
}

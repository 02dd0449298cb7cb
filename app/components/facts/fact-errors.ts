import { ownerFactsSchema, type OwnerFacts } from "@core/sites/facts";

// Apart from the fields, so a screen that shows them need not download the facts' schema (zod) at once: the editor
// loads it on first use (docs/decisions/0910-the-editor-loads-its-checks-on-first-use.md).

/** Problems by field path ("reviews.0.name"), from the shared schema: message keys, shown with the translator's `text`. */
export function factErrors(facts: OwnerFacts): Record<string, string> {
  const parsed = ownerFactsSchema.safeParse(facts);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

import { siteSectionSchema, type SiteDocument } from "./site-document";
import { listAt, pageSections, withPageSections, type ListPath, type PageRef } from "./structure";

/**
 * The editor's edits whose result is checked with the document's schema (docs/decisions/0810-editor-v2-pages-and-structure.md):
 * a section's list items added, moved, replaced or removed. Apart from structure.ts because the schema brings zod, which
 * the editor loads on first use (docs/decisions/0910-the-editor-loads-its-checks-on-first-use.md).
 */

/** The document with one section's list changed by `change` (on a copy), or null when the section would not be valid. */
function changeList(document: SiteDocument, page: PageRef, sectionId: string, path: ListPath, change: (items: unknown[]) => boolean): SiteDocument | null {
  const sections = pageSections(document, page);
  const section = sections.find((candidate) => candidate.id === sectionId);
  if (!section) return null;
  const copy = structuredClone(section);
  const items = listAt(copy, path);
  if (!items || !change(items)) return null;
  const parsed = siteSectionSchema.safeParse({ ...copy, writer: "person" });
  if (!parsed.success) return null;
  return withPageSections(
    document,
    page,
    sections.map((candidate) => (candidate.id === sectionId ? parsed.data : candidate)),
  );
}

/** The document with a new item at the end of a list (the list's blank, or the item given). */
export function addListItem(document: SiteDocument, page: PageRef, sectionId: string, path: ListPath, item: unknown): SiteDocument | null {
  if (item === null || item === undefined) return null;
  return changeList(document, page, sectionId, path, (items) => {
    items.push(structuredClone(item));
    return true;
  });
}

export function removeListItem(document: SiteDocument, page: PageRef, sectionId: string, path: ListPath, index: number): SiteDocument | null {
  return changeList(document, page, sectionId, path, (items) => {
    if (index < 0 || index >= items.length) return false;
    items.splice(index, 1);
    // A text list (paragraphs, places, features) may not be left with nothing where the section needs one.
    return true;
  });
}

/** The document with one item of a list replaced (dietary marks on a dish, say). */
export function replaceListItem(document: SiteDocument, page: PageRef, sectionId: string, path: ListPath, index: number, item: unknown): SiteDocument | null {
  return changeList(document, page, sectionId, path, (items) => {
    if (index < 0 || index >= items.length) return false;
    items[index] = structuredClone(item);
    return true;
  });
}

export function moveListItem(document: SiteDocument, page: PageRef, sectionId: string, path: ListPath, index: number, delta: -1 | 1): SiteDocument | null {
  return changeList(document, page, sectionId, path, (items) => {
    const to = index + delta;
    if (index < 0 || index >= items.length || to < 0 || to >= items.length) return false;
    [items[index], items[to]] = [items[to], items[index]];
    return true;
  });
}

/** A copy of the document without one item of one section's list, or null when the section cannot do without it. */
export function withoutItem(document: SiteDocument, sectionId: string, list: string, index: number): SiteDocument | null {
  let valid = true;
  const sections = document.sections.map((section) => {
    if (section.id !== sectionId) return section;
    const copy = structuredClone(section) as unknown as Record<string, unknown>;
    const items = copy[list];
    if (!Array.isArray(items)) return section;
    items.splice(index, 1);
    const parsed = siteSectionSchema.safeParse({ ...copy, writer: "person" });
    valid = parsed.success && (list !== "paragraphs" || items.length > 0);
    return parsed.success ? parsed.data : section;
  });
  return valid ? { ...document, sections } : null;
}

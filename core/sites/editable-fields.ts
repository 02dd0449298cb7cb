import type { SiteDocument, SiteSection } from "./site-document";

/** One piece of text in a site that the light editor lets the owner change. */
export interface EditableField {
  path: (string | number)[];
  label: string;
  multiline: boolean;
}

const SKIPPED_KEYS = new Set(["id", "type", "writer", "hold", "href", "key", "width", "height", "form", "tags", "network", "hidden"]);

/**
 * Texts that show the owner's facts: edited as facts (Business details), never here, so that a save,
 * which applies the facts again (core/sites/apply-facts.ts), cannot undo an edit.
 */
const FACT_KEYS: Partial<Record<SiteSection["type"], readonly string[]>> = {
  testimonials: ["items"],
  "hours-location": ["hours", "address", "area"],
  contact: ["email", "phone"],
};
const LONG_KEYS = new Set(["subheadline", "intro", "description", "answer", "quote", "note", "tagline", "message"]);

function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function walk(value: unknown, path: (string | number)[], label: string, out: EditableField[]) {
  if (typeof value === "string") {
    const key = String(path.at(-1));
    const multiline = LONG_KEYS.has(key) || path.includes("paragraphs") || value.length > 90;
    out.push({ path, label: key === "alt" ? `${label.replace(/ · Alt$/, "")} · Image description` : label, multiline });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...path, index], `${label} ${index + 1}`, out));
    return;
  }
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (SKIPPED_KEYS.has(key)) continue;
      walk(child, [...path, key], label ? `${label} · ${humanize(key)}` : humanize(key), out);
    }
  }
}

/** Every text of a section the owner may edit, with a readable label ("Items 2 · Title"). */
export function editableFields(section: SiteSection): EditableField[] {
  const out: EditableField[] = [];
  walk(section, [], "", out);
  const owned = FACT_KEYS[section.type] ?? [];
  // A service's price is a fact too (unless May wrote it in an older version and it awaits confirmation).
  return out.filter((field) => !owned.includes(String(field.path[0])) && !(section.type === "services" && field.path.at(-1) === "price"));
}

/** The list items of a section the owner may remove, by list and index (paragraphs, services, questions, images…). */
export function removableItem(field: EditableField): [string, number] | null {
  return typeof field.path[0] === "string" && typeof field.path[1] === "number" ? [field.path[0], field.path[1]] : null;
}

/** A copy of the document without one section, or null for the sections every site keeps (the top, the contact, the footer). */
export function withoutSection(document: SiteDocument, sectionId: string): SiteDocument | null {
  const section = document.sections.find((candidate) => candidate.id === sectionId);
  if (!section || section.type === "hero" || section.type === "contact" || section.type === "footer" || document.sections.length <= 3) return null;
  const sections = document.sections.filter((candidate) => candidate.id !== sectionId);
  return {
    ...document,
    sections: sections.map((candidate) => (candidate.type === "footer" ? { ...candidate, links: candidate.links.filter((link) => link.href !== `#${sectionId}`) } : candidate)),
  };
}

/** The value at a path inside a section. */
export function valueAt(section: SiteSection, path: readonly (string | number)[]): string {
  let node: unknown = section;
  for (const step of path) node = (node as Record<string | number, unknown> | undefined)?.[step];
  return typeof node === "string" ? node : "";
}

/** A copy of the document with one text of one section replaced; the section is marked as written by a person. */
export function withText(document: SiteDocument, sectionId: string, path: (string | number)[], text: string): SiteDocument {
  const sections = document.sections.map((section) => {
    if (section.id !== sectionId) return section;
    const copy = structuredClone(section) as unknown as Record<string | number, unknown>;
    let node = copy;
    for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
    node[path.at(-1) as string | number] = text;
    return { ...(copy as unknown as SiteSection), writer: "person" as const };
  });
  return { ...document, sections };
}

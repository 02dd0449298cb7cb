import type { SiteDocument, SiteSection } from "./site-document";

/** One piece of text in a site that the light editor lets the owner change. */
export interface EditableField {
  path: (string | number)[];
  label: string;
  multiline: boolean;
}

const SKIPPED_KEYS = new Set(["id", "type", "writer", "href", "key", "width", "height", "form"]);
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
  return out;
}

/** The value at a path inside a section. */
export function valueAt(section: SiteSection, path: (string | number)[]): string {
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

import { FACT_FIELDS, type DocumentChange, type FactField } from "./document-change-schema";
import type { OwnerFacts } from "./facts";
import { formatHoursRows } from "./opening-hours-format";
import { upgradeHoursRow } from "./opening-hours-rows";
import type { SiteLanguage } from "./languages";
import type { SiteDocument, SitePageData, SiteSection } from "./site-document";

/**
 * What changed between two states of a site's document, as short entries the history and the chat show
 * (docs/decisions/0611-history-entries-say-what-changed.md): the owner's facts (added, changed, removed, with the
 * new value), the headline, a section's text, sections added, removed, hidden, shown or reordered, a photo, the
 * colours, fonts, spacing, logo, search settings, pages and the site's name. Computed from the documents alone, so
 * every writer (the editor, the chat, a generation, a restore) gets the same description. Pure and runtime-neutral;
 * the words are in core/sites/change-words.ts.
 */

/** At most this many entries are kept for one version (a folded burst lists its main changes). */
export const MAX_CHANGES = 8;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const cut = (text: string, max = 200) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function isEmpty(value: unknown): boolean {
  return value === "" || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/** The new value of a fact as the chat's note shows it, in the site's language where May formats it (hours). */
function factDetail(field: FactField, before: OwnerFacts, after: OwnerFacts, language: SiteLanguage): string | undefined {
  switch (field) {
    case "hours":
      return formatHoursRows(after.hours.map(upgradeHoursRow), language).map((row) => `${row.days} ${row.time}`).join("; ");
    case "services": {
      const known = new Set(before.services.map((service) => JSON.stringify(service)));
      return after.services.filter((service) => !known.has(JSON.stringify(service))).map((service) => (service.price ? `${service.name} ${service.price}` : service.name)).join("; ");
    }
    case "reviews": {
      const known = new Set(before.reviews.map((review) => review.quote));
      return after.reviews.filter((review) => !known.has(review.quote)).map((review) => `“${review.quote}” – ${review.name}`).join("; ");
    }
    case "numbers": {
      const known = new Set(before.numbers.map((number) => JSON.stringify(number)));
      return after.numbers.filter((number) => !known.has(JSON.stringify(number))).map((number) => `${number.value} ${number.label}`).join("; ");
    }
    case "claims": {
      const known = new Set(before.claims);
      return after.claims.filter((claim) => !known.has(claim)).join("; ");
    }
    case "mode":
      return undefined;
    default:
      return after[field] || undefined;
  }
}

/** A list that only gained items was added to, one that only lost some was removed from; anything else changed. */
function listHow(was: readonly unknown[], is: readonly unknown[]): "added" | "changed" | "removed" {
  const before = new Set(was.map((item) => JSON.stringify(item)));
  const after = new Set(is.map((item) => JSON.stringify(item)));
  if ([...before].every((item) => after.has(item))) return "added";
  if ([...after].every((item) => before.has(item))) return "removed";
  return "changed";
}

/** The facts that differ, each added (was empty), removed (is empty) or changed, with its new value. */
export function factChanges(before: OwnerFacts, after: OwnerFacts, language: SiteLanguage): DocumentChange[] {
  const changes: DocumentChange[] = [];
  for (const field of FACT_FIELDS) {
    const was = before[field];
    const is = after[field];
    // The call link's target moves with the phone; it is not a change of its own.
    if (same(was, is)) continue;
    const how = isEmpty(was) ? "added" : isEmpty(is) ? "removed" : Array.isArray(was) && Array.isArray(is) ? listHow(was, is) : "changed";
    const text = how === "removed" ? undefined : factDetail(field, before, after, language);
    changes.push({ code: "fact", fact: field, how, ...(text ? { detail: cut(text) } : {}) });
  }
  return changes;
}

/** A section's name for an entry: its heading (the owner's words), the hero's headline, or none. */
function sectionName(section: SiteSection): string {
  if ("heading" in section && typeof section.heading === "string") return cut(section.heading, 120);
  if (section.type === "hero") return cut(section.headline, 120);
  return "";
}

/** Sections fed by the owner's facts: their text follows the facts, so a fact change is not also a text change. */
const FACT_FED: ReadonlySet<SiteSection["type"]> = new Set(["testimonials", "hours-location", "services", "about", "contact"]);

function imagesOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) imagesOf(item, found);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    // A picture slot, with or without an old illustration key (docs/decisions/0892-no-illustration-keys-and-the-canvas-shows-the-pages-photos.md).
    if (typeof record.alt === "string" && typeof record.width === "number" && typeof record.height === "number") found.push(`${typeof record.key === "string" ? record.key : ""}:${String(record.media ?? "")}`);
    else for (const item of Object.values(record)) imagesOf(item, found);
  }
  return found;
}

/** A section without its pictures and its hidden mark, for comparing its words. */
function wordsOf(section: SiteSection): string {
  return JSON.stringify(section, (key, value: unknown) => (key === "image" || key === "images" || key === "hidden" || key === "hold" || key === "writer" ? undefined : value));
}

function sectionChanges(before: readonly SiteSection[], after: readonly SiteSection[], factsChanged: boolean): DocumentChange[] {
  const changes: DocumentChange[] = [];
  const was = new Map(before.map((section) => [section.id, section]));
  const is = new Map(after.map((section) => [section.id, section]));
  for (const section of after) {
    const old = was.get(section.id);
    if (!old) {
      changes.push(sectionName(section) ? { code: "sectionAdded", name: sectionName(section) } : { code: "textUnnamed" });
      continue;
    }
    if (Boolean(old.hidden) !== Boolean(section.hidden)) changes.push({ code: section.hidden ? "sectionHidden" : "sectionShown", name: sectionName(section) });
    if (!same(imagesOf(old), imagesOf(section))) changes.push({ code: "photo" });
    if (wordsOf(old) === wordsOf(section) || old.type !== section.type) continue;
    if (section.type === "hero" && old.type === "hero") {
      if (old.headline !== section.headline) changes.push({ code: "headline" });
      if (wordsOf({ ...old, headline: "" }) === wordsOf({ ...section, headline: "" })) continue;
    }
    if (factsChanged && FACT_FED.has(section.type)) continue;
    const name = sectionName(section);
    changes.push(name ? { code: "text", name } : { code: "textUnnamed" });
  }
  for (const section of before) if (!is.has(section.id)) changes.push(sectionName(section) ? { code: "sectionRemoved", name: sectionName(section) } : { code: "textUnnamed" });
  const order = (list: readonly SiteSection[], other: Map<string, SiteSection>) => list.filter((section) => other.has(section.id)).map((section) => section.id).join(",");
  if (order(before, is) !== order(after, was)) changes.push({ code: "sectionsMoved" });
  return changes;
}

/** Entries without repeats (the same code and name once), at most MAX_CHANGES, facts first. */
export function mergeChanges(...lists: readonly (readonly DocumentChange[])[]): DocumentChange[] {
  const seen = new Set<string>();
  const merged: DocumentChange[] = [];
  for (const change of lists.flat()) {
    const key = change.code === "fact" ? `fact:${change.fact}` : "name" in change ? `${change.code}:${change.name}` : change.code;
    if (seen.has(key)) {
      // A later change of the same fact carries its newer value.
      if (change.code === "fact") {
        const at = merged.findIndex((entry) => entry.code === "fact" && entry.fact === change.fact);
        const earlier = merged[at];
        if (earlier?.code === "fact") merged[at] = { ...change, how: earlier.how === "added" && change.how !== "removed" ? "added" : change.how };
      }
      continue;
    }
    seen.add(key);
    merged.push(change);
  }
  return merged.sort((a, b) => Number(b.code === "fact") - Number(a.code === "fact")).slice(0, MAX_CHANGES);
}

/**
 * What changed from `before` to `after`: the facts, the name, the look, the logo, the search settings, the pages and
 * every page's sections. `before` null (a first version) gives nothing: the history names what made it instead.
 */
export function describeChanges(before: SiteDocument | null, after: SiteDocument, language: SiteLanguage): DocumentChange[] {
  if (!before) return [];
  const facts = factChanges(before.facts, after.facts, language);
  const changes: DocumentChange[] = [...facts];
  if (before.name !== after.name) changes.push({ code: "name" });
  if (!same(before.theme.palette, after.theme.palette)) changes.push({ code: "colours" });
  if (before.theme.fonts !== after.theme.fonts) changes.push({ code: "fonts" });
  if (before.theme.spacing !== after.theme.spacing) changes.push({ code: "spacing" });
  if (!same(before.logo, after.logo)) changes.push({ code: "logo" });
  if (!same(before.seo, after.seo) || !same(before.pages.map((page) => page.seo), after.pages.map((page) => page.seo))) changes.push({ code: "seo" });
  changes.push(...sectionChanges(before.sections, after.sections, facts.length > 0));
  const pagesBefore = new Map<string, SitePageData>(before.pages.map((page) => [page.slug, page]));
  const pagesAfter = new Set(after.pages.map((page) => page.slug));
  for (const page of after.pages) {
    const old = pagesBefore.get(page.slug);
    if (!old) changes.push({ code: "pageAdded", name: page.title });
    else changes.push(...sectionChanges(old.sections, page.sections, facts.length > 0));
  }
  for (const page of before.pages) if (!pagesAfter.has(page.slug)) changes.push({ code: "pageRemoved", name: page.title });
  return mergeChanges(changes);
}

import { useState } from "react";
import { applyFacts } from "@core/sites/apply-facts";
import { editableFields, valueAt } from "@core/sites/editable-fields";
import { FACT_LIMITS } from "@core/sites/facts-constants";
import { siteLanguageOf } from "@core/sites/languages";
import { holdMessage } from "@core/sites/publishable";
import { DIETARY_TAGS, SOCIAL_NETWORKS } from "@core/sites/site-document-constants";
import type { SiteDocument, SiteSection } from "@core/sites/site-document";
import { DIETARY_LABELS } from "@core/sites/sections/menu";
import { SOCIAL_LABELS } from "@core/sites/sections/social";
import { duplicateSection, listAt, moveSection, removeSection, sectionLists, setSectionHidden, setSectionText, type ListPath, type PageRef } from "@core/sites/structure";
import { loadEditorChecks, type EditorChecks } from "./use-editor-checks";
import { ServiceSuggestions, useTradeSuggestions } from "../facts/service-suggestions";
import { fieldLabel, sectionTitleKey } from "./section-names";
import { useT, type Translator } from "~/lib/i18n";

type Change = (next: SiteDocument | null, coalesce?: string) => void;

/** What a link target looks like (the same in every language). */
const LINK_EXAMPLES = "#contact, https://…, tel:…, mailto:…";

/** A short name for one item of a list: its first text. */
function itemSummary(item: unknown, fallback: string): string {
  if (typeof item === "string") return item;
  if (item && typeof item === "object") {
    const record = item as Record<string, unknown>;
    // What the owner reads first (a picture's caption or description, never its file key).
    for (const key of ["name", "title", "question", "caption", "alt", "label", "quote", "days"]) {
      const value = record[key];
      if (typeof value === "string" && value.trim()) return value;
    }
  }
  return fallback;
}

/** The link targets of a section that have no place on the page: buttons and footer links. */
function linkFields(section: SiteSection, t: Translator["t"]): { path: ListPath; label: string }[] {
  switch (section.type) {
    case "hero":
      return [{ path: ["primaryCta", "href"], label: t("editor.link.main") }, ...(section.secondaryCta ? [{ path: ["secondaryCta", "href"] as ListPath, label: t("editor.link.second") }] : [])];
    case "cta":
      return [{ path: ["button", "href"], label: t("editor.link.button") }];
    case "footer":
      return section.links.map((link, index) => ({ path: ["links", index, "href"], label: t("editor.link.footer", { label: link.label }) }));
    default:
      return [];
  }
}

/**
 * What the page cannot show of the selected section: its lists (add, remove, reorder), every text as a
 * field (optional ones may be emptied), where its buttons go, dietary marks and social profiles.
 */
export function SectionPanel({
  checks,
  document,
  page,
  section,
  onChange,
  onAddFacts,
  onConfirm,
  onRewrite,
  rewriteDisabled,
}: {
  /** The schema checks, null until they have arrived (docs/decisions/0910-the-editor-loads-its-checks-on-first-use.md). */
  checks: EditorChecks | null;
  document: SiteDocument;
  page: PageRef;
  section: SiteSection;
  onChange: Change;
  onAddFacts: () => void;
  onConfirm: () => void;
  onRewrite: () => void;
  rewriteDisabled: boolean;
}) {
  const { t, text } = useT();
  const held = holdMessage(section);
  const links = linkFields(section, t);
  const lists = sectionLists(section, document);
  const fields = editableFields(section);
  const targets = [...document.sections, ...document.pages.flatMap((candidate) => (candidate.slug === page ? candidate.sections : []))].map((candidate) => `#${candidate.id}`);
  const invalid = checks !== null && !checks.sectionIsValid(section);
  return (
    <div className="space-y-5" data-testid="section-panel">
      <div>
        <h2 className="text-sm font-semibold">{t(sectionTitleKey(section.type))}</h2>
        <p className="text-xs text-ink-soft">
          {section.hidden ? `${t("editor.panel.hidden")} ` : ""}
          {section.writer === "person" ? t("editor.panel.byYou") : t("editor.panel.byWriter", { writer: section.writer })} {t("editor.panel.clickText")}
        </p>
        {invalid ? <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 px-2.5 py-1.5 text-xs text-red-800">{t("editor.panel.invalid")}</p> : null}
      </div>
      {held ? (
        <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-2.5 text-xs text-amber-900" data-testid="hold-note">
          <p>
            <strong>{text(held.title, held.values)}</strong> {text(held.body, held.values)}
          </p>
          {section.hold === "needs-confirmation" ? (
            <button type="button" className="btn-primary mt-2 h-8 px-3 text-xs" onClick={onConfirm}>{t("editor.hold.confirm")}</button>
          ) : section.hold ? (
            <button type="button" className="btn-primary mt-2 h-8 px-3 text-xs" onClick={onAddFacts}>{t("editor.hold.addThem")}</button>
          ) : null}
        </div>
      ) : null}

      {section.type === "services" ? <TradeSuggestions document={document} section={section} onChange={onChange} /> : null}

      {lists.map((list) => (
        <ListEditor key={list.path.join(".")} checks={checks} document={document} page={page} section={section} list={list} onChange={onChange} />
      ))}

      {section.type === "social" ? <SocialAdder checks={checks} document={document} page={page} section={section} onChange={onChange} /> : null}

      {fields.length ? (
        <fieldset className="space-y-2.5">
          <legend className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("editor.panel.texts")}</legend>
          {fields.map((field) => {
            const id = `${section.id}-${field.path.join("-")}`;
            const value = valueAt(section, field.path);
            const change = (text: string) => onChange(setSectionText(document, section.id, field.path, text), id);
            return (
              <div key={id}>
                <label htmlFor={id} className="text-xs font-medium text-ink-soft">{fieldLabel(t, field.path)}</label>
                {field.multiline ? (
                  <textarea id={id} value={value} rows={3} onChange={(event) => change(event.target.value)} className="mt-1 w-full rounded-lg border border-line px-2.5 py-2 text-sm" />
                ) : (
                  <input id={id} value={value} onChange={(event) => change(event.target.value)} className="mt-1 h-9 w-full rounded-lg border border-line px-2.5 text-sm" />
                )}
              </div>
            );
          })}
        </fieldset>
      ) : null}

      {links.length ? (
        <fieldset className="space-y-2.5">
          <legend className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("editor.panel.links")}</legend>
          <datalist id={`targets-${section.id}`}>
            {targets.map((target) => <option key={target} value={target} />)}
          </datalist>
          {links.map((field) => {
            const id = `${section.id}-${field.path.join("-")}`;
            return (
              <div key={id}>
                <label htmlFor={id} className="text-xs font-medium text-ink-soft">{field.label}</label>
                <input id={id} list={`targets-${section.id}`} value={valueAt(section, field.path)} onChange={(event) => onChange(setSectionText(document, section.id, field.path, event.target.value), id)} className="mt-1 h-9 w-full rounded-lg border border-line px-2.5 font-mono text-xs" />
              </div>
            );
          })}
          <p className="text-xs text-ink-soft">{t("editor.panel.linkHelp", { eg: LINK_EXAMPLES })}</p>
        </fieldset>
      ) : null}

      <div className="flex flex-wrap gap-2 border-t border-line pt-3" role="group" aria-label={t("editor.panel.thisSection")}>
        {section.type !== "footer" ? (
          <>
            <button type="button" className="btn-ghost h-8 px-3 text-xs" disabled={!moveSection(document, page, section.id, -1)} onClick={() => onChange(moveSection(document, page, section.id, -1))}>{t("editor.panel.moveUp")}</button>
            <button type="button" className="btn-ghost h-8 px-3 text-xs" disabled={!moveSection(document, page, section.id, 1)} onClick={() => onChange(moveSection(document, page, section.id, 1))}>{t("editor.panel.moveDown")}</button>
            <button type="button" className="btn-ghost h-8 px-3 text-xs" disabled={!duplicateSection(document, page, section.id)} onClick={() => onChange(duplicateSection(document, page, section.id))}>{t("editor.bar.duplicate")}</button>
          </>
        ) : null}
        <button type="button" className="btn-ghost h-8 px-3 text-xs" aria-pressed={section.hidden ?? false} onClick={() => onChange(setSectionHidden(document, page, section.id, !section.hidden))}>{t(section.hidden ? "editor.panel.show" : "editor.panel.hide")}</button>
        {section.type !== "footer" ? (
          <button type="button" className="btn-ghost h-8 px-3 text-xs text-red-700" disabled={!removeSection(document, page, section.id)} onClick={() => onChange(removeSection(document, page, section.id))}>{t("editor.panel.remove")}</button>
        ) : null}
        {!["menu", "team", "pricing", "cta", "service-area", "social", "booking"].includes(section.type) ? (
          <button type="button" className="btn-ghost h-8 px-3 text-xs" disabled={rewriteDisabled} onClick={onRewrite}>{t("editor.rewrite.action")}</button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The trade's usual services as one-tap additions to the owner's services (docs/decisions/0542-suggestions-in-the-understood-card-and-editor.md):
 * a tap adds a service to the facts, as if typed in Details, and the section follows; one not tapped is never published.
 * Without services in the facts yet, the section's own items (the things the owner named, or added here) are taken
 * into them first, so the first tap adds to them rather than replacing them.
 */
function TradeSuggestions({ document, section, onChange }: { document: SiteDocument; section: Extract<SiteSection, { type: "services" }>; onChange: Change }) {
  const suggestions = useTradeSuggestions(document.kind, siteLanguageOf(document));
  const { facts } = document;
  const current = facts.services.length ? facts.services : section.items.map((item) => ({ name: item.title, description: "", price: item.price ?? "" }));
  return (
    <ServiceSuggestions
      className="rounded-lg border border-line bg-paper p-2.5"
      suggestions={suggestions}
      chosen={current.map((service) => service.name)}
      full={current.length >= FACT_LIMITS.services}
      onAdd={(name) => onChange(applyFacts(document, { ...facts, services: [...current, { name, description: "", price: "" }] }))}
    />
  );
}

/** Runs an edit that needs the schema checks: at once when they are here, else once they have arrived. */
function withChecks(checks: EditorChecks | null, run: (loaded: EditorChecks) => void) {
  if (checks) run(checks);
  else void loadEditorChecks().then(run, () => {});
}

function ListEditor({ checks, document, page, section, list, onChange }: { checks: EditorChecks | null; document: SiteDocument; page: PageRef; section: SiteSection; list: ReturnType<typeof sectionLists>[number]; onChange: Change }) {
  const { t } = useT();
  const items = listAt(section, list.path) ?? [];
  // Each button says whether its edit is possible; until the checks have arrived (an instant after hydration) none is.
  const added = list.blank === null || !checks ? null : checks.addListItem(document, page, section.id, list.path, list.blank);
  const label = t(list.label, { name: list.of ?? "" });
  return (
    <fieldset className="space-y-1.5" data-testid="list-editor" data-list={list.path.join(".")}>
      <legend className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</legend>
      {items.length === 0 ? <p className="text-xs text-ink-soft">{t("editor.list.none")}</p> : null}
      <ol className="space-y-1.5">
        {items.map((item, index) => {
          const summary = itemSummary(item, t("editor.list.item"));
          const up = checks?.moveListItem(document, page, section.id, list.path, index, -1) ?? null;
          const down = checks?.moveListItem(document, page, section.id, list.path, index, 1) ?? null;
          const without = checks?.removeListItem(document, page, section.id, list.path, index) ?? null;
          return (
            <li key={index} className="rounded-lg border border-line px-2 py-1.5">
              <div className="flex items-center gap-1">
                <span className="min-w-0 flex-1 truncate text-sm">{summary}</span>
                <button type="button" className="rounded px-1.5 py-1 text-xs hover:bg-brand-50 disabled:opacity-40" aria-label={t("editor.list.up", { item: summary })} disabled={!up} onClick={() => onChange(up)}>↑</button>
                <button type="button" className="rounded px-1.5 py-1 text-xs hover:bg-brand-50 disabled:opacity-40" aria-label={t("editor.list.down", { item: summary })} disabled={!down} onClick={() => onChange(down)}>↓</button>
                <button type="button" className="rounded px-1.5 py-1 text-xs font-medium text-red-700 hover:bg-red-50 disabled:text-ink-soft disabled:opacity-60" aria-label={t("editor.list.remove", { item: summary })} title={without ? undefined : t("editor.list.needed")} disabled={!without} onClick={() => onChange(without)}>{t("editor.bar.remove")}</button>
              </div>
              {section.type === "menu" && list.path.length === 3 && item && typeof item === "object" ? (
                <DietaryTags tags={(item as { tags: string[] }).tags} onToggle={(tag) => withChecks(checks, (loaded) => onChange(toggleTag(loaded, document, page, section, list.path, index, tag)))} label={summary} />
              ) : null}
            </li>
          );
        })}
      </ol>
      {list.blank !== null ? (
        <button type="button" className="text-xs font-medium text-brand-700 underline underline-offset-2 disabled:text-ink-soft disabled:no-underline" disabled={!added} onClick={() => onChange(added)}>
          {t(list.add)}
        </button>
      ) : null}
      <span className="sr-only">{t("editor.list.count", { count: items.length })}</span>
    </fieldset>
  );
}

function DietaryTags({ tags, onToggle, label }: { tags: string[]; onToggle: (tag: (typeof DIETARY_TAGS)[number]) => void; label: string }) {
  const { t } = useT();
  return (
    <div className="mt-1 flex flex-wrap gap-1" role="group" aria-label={t("editor.list.dietary", { item: label })}>
      {DIETARY_TAGS.map((tag) => (
        <button key={tag} type="button" aria-pressed={tags.includes(tag)} onClick={() => onToggle(tag)} className={`rounded-full px-2 py-0.5 text-[11px] font-medium ring-1 ${tags.includes(tag) ? "bg-ink text-white ring-ink" : "text-ink-soft ring-line"}`}>
          {DIETARY_LABELS[tag]}
        </button>
      ))}
    </div>
  );
}

function toggleTag(checks: EditorChecks, document: SiteDocument, page: PageRef, section: SiteSection, path: ListPath, index: number, tag: (typeof DIETARY_TAGS)[number]): SiteDocument | null {
  const item = listAt(section, path)?.[index] as { tags: string[] } | undefined;
  if (!item) return null;
  const tags = item.tags.includes(tag) ? item.tags.filter((existing) => existing !== tag) : [...item.tags, tag];
  return checks.replaceListItem(document, page, section.id, path, index, { ...item, tags });
}

function SocialAdder({ checks, document, page, section, onChange }: { checks: EditorChecks | null; document: SiteDocument; page: PageRef; section: SiteSection; onChange: Change }) {
  const [network, setNetwork] = useState<(typeof SOCIAL_NETWORKS)[number]>("instagram");
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { t } = useT();
  return (
    <form
      className="space-y-2 rounded-lg border border-line p-2.5"
      onSubmit={(event) => {
        event.preventDefault();
        withChecks(checks, (loaded) => {
          const next = loaded.addListItem(document, page, section.id, ["links"], { network, label: SOCIAL_LABELS[network], url: url.trim() });
          if (!next) return setError(t("editor.social.invalid"));
          setError(null);
          setUrl("");
          onChange(next);
        });
      }}
    >
      <p className="text-xs font-semibold">{t("editor.social.title")}</p>
      <label className="block text-xs text-ink-soft" htmlFor={`${section.id}-network`}>{t("editor.social.where")}</label>
      <select id={`${section.id}-network`} value={network} onChange={(event) => setNetwork(event.target.value as typeof network)} className="h-9 w-full rounded-lg border border-line bg-white px-2 text-sm">
        {SOCIAL_NETWORKS.map((name) => <option key={name} value={name}>{SOCIAL_LABELS[name]}</option>)}
      </select>
      <label className="block text-xs text-ink-soft" htmlFor={`${section.id}-url`}>{t("editor.social.address")}</label>
      <input id={`${section.id}-url`} type="url" inputMode="url" placeholder={t("editor.social.placeholder")} value={url} onChange={(event) => setUrl(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${section.id}-url-error` : undefined} className="h-9 w-full rounded-lg border border-line px-2.5 text-sm" />
      {error ? <p id={`${section.id}-url-error`} className="text-xs text-red-700">{error}</p> : null}
      <button type="submit" className="btn-ghost h-8 px-3 text-xs">{t("editor.social.add")}</button>
    </form>
  );
}

import { useEffect, useEffectEvent, useState, type ReactNode } from "react";
import { applyFacts, confirmSection } from "@core/sites/apply-facts";
import { NO_FACTS } from "@core/sites/facts-constants";
import type { OwnerFacts } from "@core/sites/facts";
import { FONT_PAIRS } from "@core/sites/site-document-constants";
import type { SiteDocument, SiteSection, SiteSectionType } from "@core/sites/site-document";
import { addSection, findSection, pageSections, setSectionHidden, setSectionText, type PageRef } from "@core/sites/structure";
import { FONT_PAIR_LABELS, THEME_PRESETS } from "@core/sites/theme-presets";
import type { ProjectIntent } from "@core/projects/intents";
import { FactsFields } from "../facts/facts-fields";
import { Canvas, type CanvasActions } from "./canvas";
import { PagesPanel, SectionLibrary } from "./editor-panels";
import { SectionPanel } from "./section-panel";
import { useHistory, undoKey } from "./use-history";
import { useEditorHistory } from "~/lib/editor-history/use-editor-history";
import { EditorHistoryControls, SaveStatus } from "../history/editor-history";
import type { CanvasStyle } from "@core/sites/canvas-style";
import { useCanvasStyle } from "./use-canvas-style";
import { loadEditorChecks, useEditorChecks, type EditorChecks } from "./use-editor-checks";
import { useT } from "~/lib/i18n";
import { sectionTitleKey } from "./section-names";

type Tab = "section" | "pages" | "details" | "design";
const TAB_LABELS = { section: "editor.tab.section", pages: "editor.tab.pages", details: "editor.tab.details", design: "editor.tab.design" } as const satisfies Record<Tab, string>;

/**
 * The site editor (docs/decisions/0811-editing-on-the-canvas.md): the site on a canvas where texts are
 * edited in place and sections are moved, copied, hidden, removed and added; a side panel for what has no
 * place on the page (the selected section's lists and links, pages, the owner's facts, the design); undo
 * and redo for the session; one save through the one intent (`save`). Other panels (photos, versions,
 * search settings, brand) go in `children`, below the editor's own tabs.
 */
export function SiteEditor({
  projectId,
  projectName,
  savedDocument,
  savedVersion,
  versionId,
  status,
  published,
  unpublishedChanges,
  canvas: savedCanvas,
  publicPath,
  busy,
  send,
  onDirtyChange,
  saveProblems,
  details,
  design,
  children,
}: {
  projectId: number;
  projectName: string;
  savedDocument: SiteDocument;
  /** Changes whenever a new copy is saved (a save, a rewritten section, a finished generation). */
  savedVersion: string;
  /** The newest saved version (the base of the next save) and what the project is doing. */
  versionId: number | null;
  status: string;
  published: boolean;
  unpublishedChanges: boolean;
  canvas: CanvasStyle;
  publicPath: string;
  busy: boolean;
  send: (intent: ProjectIntent) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Other checks before a save (true: something to fix in Details, which then opens), with the editor's checks. */
  saveProblems?: (draft: SiteDocument, checks: EditorChecks) => boolean;
  /** More of the Details tab below the facts (the search settings), given the draft and a way to change it. */
  details?: (draft: SiteDocument, change: (next: SiteDocument) => void) => ReactNode;
  /** More of the Design tab below the fonts (the logo), given the draft and a way to change it. */
  design?: (draft: SiteDocument, change: (next: SiteDocument) => void) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useT();
  const history = useHistory<SiteDocument>(savedDocument);
  const draft = history.value;
  // The copy the session started from (a revalidation that brings the same copy keeps the session).
  const [base, setBase] = useState({ version: savedVersion, document: savedDocument });
  // The facts as typed (they may be incomplete for a while); the draft's own once it moves on (undo, a new copy).
  const [typed, setTyped] = useState<{ of: OwnerFacts; value: OwnerFacts } | null>(null);
  const facts = typed && typed.of === draft.facts ? typed.value : (draft.facts ?? NO_FACTS);
  // Incomplete facts are a change too: Save then says what is missing.
  const dirty = draft !== base.document || JSON.stringify(facts) !== JSON.stringify(draft.facts ?? NO_FACTS);
  const [showFactErrors, setShowFactErrors] = useState(false);
  // The schema checks arrive after hydration (docs/decisions/0910-the-editor-loads-its-checks-on-first-use.md).
  const checks = useEditorChecks();
  /** Something to fix before a save: the facts, or the caller's own checks. */
  const problems = (loaded: EditorChecks) => Object.keys(loaded.factErrors(facts)).length > 0 || !!saveProblems?.(draft, loaded);
  function discard() {
    // Back to the newest saved copy (after a stale save, the one the other tab saved).
    setBase({ version: savedVersion, document: savedDocument });
    history.reset(savedDocument);
    setTyped(null);
    setShowFactErrors(false);
  }
  // Autosave, the device copy, the leave guard and stale saves (docs/decisions/0822-autosave-and-no-lost-work.md).
  const versions = useEditorHistory({
    projectId,
    versionId,
    status,
    draft,
    dirty,
    // Until the checks have arrived, autosave waits.
    canAutosave: checks !== null && !problems(checks),
    discard,
    edit: (next) => change(next),
    saved: savedDocument,
    send,
  });
  if (base.version !== savedVersion) {
    // A draft whose save was refused as stale waits for the owner's choice, whatever the loader brings.
    if (!versions.takeServerDocument(versionId) || versions.stale) {
      // Unsaved edits are never replaced silently: the draft stays, and saves on top of the newer version.
      setBase({ version: savedVersion, document: base.document });
    } else if (JSON.stringify(savedDocument) === JSON.stringify(draft)) {
      // The editor's own save came back: the session (and its undo) goes on from it.
      setBase({ version: savedVersion, document: draft });
    } else {
      // Another saved copy (a regeneration, a restore, another tab) replaces the session, its undo too.
      setBase({ version: savedVersion, document: savedDocument });
      history.reset(savedDocument);
    }
  }
  const [tab, setTab] = useState<Tab>("section");
  const [device, setDevice] = useState<"desktop" | "phone">("desktop");
  const [chosenPage, setPage] = useState<PageRef>(null);
  // A page that went (undo, removal) brings the canvas back home.
  const page = chosenPage !== null && draft.pages.some((candidate) => candidate.slug === chosenPage) ? chosenPage : null;
  const [selected, setSelected] = useState<string | null>(null);
  const [library, setLibrary] = useState<{ open: boolean; after: string | null }>({ open: false, after: null });
  // The library's code arrives the first time it opens, and it stays mounted after (its dialog gives focus back).
  const [libraryMounted, setLibraryMounted] = useState(false);
  if (library.open && !libraryMounted) setLibraryMounted(true);
  const [notice, setNotice] = useState("");
  const canvasStyle = useCanvasStyle(projectId, draft, savedDocument, savedCanvas);
  const errors = showFactErrors && checks ? checks.factErrors(facts) : {};

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  function change(next: SiteDocument | null, coalesce?: string) {
    if (!next) return setNotice(t("editor.notice.impossible"));
    setNotice("");
    history.set(next, coalesce);
  }

  function undoOrRedo(which: "undo" | "redo") {
    if (which === "undo" ? !history.canUndo : !history.canRedo) return;
    if (which === "undo") history.undo();
    else history.redo();
    setNotice(t(which === "undo" ? "editor.notice.undone" : "editor.notice.redone"));
  }

  // The undo keys anywhere on the editor's screen (the canvas has its own listener inside its frame).
  const onUndoKey = useEffectEvent(undoOrRedo);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const which = undoKey(event);
      if (!which || (event.target as HTMLElement | null)?.closest?.("[data-native-undo]")) return;
      event.preventDefault();
      onUndoKey(which);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  /** The facts as typed; the site follows them as soon as they are complete (docs/decisions/0500-owner-facts-and-nothing-invented.md). */
  function editFacts(next: OwnerFacts) {
    const apply = (loaded: EditorChecks) => {
      const complete = loaded.completeFacts(next);
      if (!complete) return setTyped({ of: draft.facts, value: next });
      setTyped({ of: complete, value: next });
      change(applyFacts(draft, complete), "facts");
    };
    if (checks) return apply(checks);
    setTyped({ of: draft.facts, value: next });
    // Checks that cannot be fetched leave the facts to the save's check on the server, as typed text is.
    void loadEditorChecks().then(apply, () => {
      setTyped({ of: next, value: next });
      change(applyFacts(draft, next), "facts");
    });
  }

  function save() {
    const run = (loaded: EditorChecks) => {
      if (problems(loaded)) {
        setShowFactErrors(true);
        setTab("details");
        return;
      }
      versions.saveNow();
    };
    // Checks that cannot be fetched leave the save to the server's, which are the same schemas.
    if (checks) run(checks);
    else void loadEditorChecks().then(run, () => versions.saveNow());
  }

  /** Asks before a rewrite replaces the owner's work, and offers to undo it once done. */
  async function regenerate(intent: ProjectIntent, question: string, label: string, body: string) {
    if (!(await versions.confirm({ title: question, body, confirm: label, cancel: t("editor.regenerate.keep"), danger: true }))) return;
    versions.armUndo(t(intent.intent === "regenerate" ? "editor.regenerate.done" : "editor.rewrite.done"));
    send(intent);
  }

  const actions: CanvasActions = {
    select: (sectionId) => {
      if (sectionId === selected) return;
      // The panel follows the section the owner works on.
      setSelected(sectionId);
      setTab("section");
    },
    commitText: (sectionId, path, text) => {
      const next = setSectionText(draft, sectionId, path, text);
      const found = findSection(next, sectionId);
      const refuse = () => setNotice(t(text === "" ? "editor.notice.emptyText" : "editor.notice.tooLong"));
      if (!found) {
        refuse();
        return false;
      }
      if (!checks) {
        // Typed before the checks arrived (the first instant after hydration): kept, and checked once they are here.
        void loadEditorChecks().then((loaded) => (loaded.sectionIsValid(found.section) ? change(next) : refuse()), () => change(next));
        return true;
      }
      if (!checks.sectionIsValid(found.section)) {
        refuse();
        return false;
      }
      change(next);
      return true;
    },
    undoKey: undoOrRedo,
    change,
    toggleHidden: (section: SiteSection) => {
      const found = findSection(draft, section.id);
      if (found) change(setSectionHidden(draft, found.page, section.id, !section.hidden));
    },
    openLibrary: (after) => setLibrary({ open: true, after }),
  };

  function pick(type: SiteSectionType) {
    const next = addSection(draft, page, type, library.after ?? undefined);
    setLibrary({ open: false, after: null });
    if (!next) return setNotice(t("editor.notice.pageFull"));
    const added = pageSections(next, page).find((section) => !findSection(draft, section.id));
    change(next);
    if (added) {
      setSelected(added.id);
      setTab("section");
      setNotice(t("editor.notice.sectionAdded", { section: t(sectionTitleKey(added.type)) }));
    }
  }

  const selectedSection = selected ? findSection(draft, selected) : null;
  const pageName = page === null ? t("editor.page.home") : (draft.pages.find((candidate) => candidate.slug === page)?.title ?? "");

  return (
    <>
    <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="editor-history-bar">
      <EditorHistoryControls history={versions} projectId={projectId} versionId={versionId} published={published} unpublishedChanges={unpublishedChanges} restoreBlocked={dirty ? t("editor.restore.blockedSaving") : status === "generating" ? t("editor.restore.blockedWriting") : null} onRestore={(id) => send({ intent: "restore", versionId: id })} />
      <button type="button" className="btn-ghost" disabled={busy || dirty || status === "generating"} onClick={() => void regenerate({ intent: "regenerate" }, t("editor.regenerate.question"), t("editor.regenerate.action"), t("editor.regenerate.body"))}>{t("editor.regenerate.action")}</button>
    </div>
    <div className="mt-4 grid gap-6 lg:grid-cols-[24rem_1fr]">
      <aside className="order-2 lg:order-1" aria-label={t("editor.aside")}>
        <div className="sticky top-20 rounded-2xl border border-line bg-white shadow-sm">
          <div role="tablist" aria-label={t("editor.aside")} className="flex border-b border-line p-1.5">
            {(Object.keys(TAB_LABELS) as Tab[]).map((name) => (
              <button key={name} id={`tab-${name}`} role="tab" type="button" aria-selected={tab === name} aria-controls="editor-panel" onClick={() => setTab(name)} className={`flex-1 rounded-xl px-2 py-2 text-sm font-medium ${tab === name ? "bg-ink text-white" : "text-ink-soft hover:bg-brand-50"}`}>
                {t(TAB_LABELS[name])}
              </button>
            ))}
          </div>
          <div id="editor-panel" className="max-h-[calc(100dvh-14rem)] overflow-y-auto p-4" role="tabpanel" aria-labelledby={`tab-${tab}`}>
            {tab === "section" ? (
              selectedSection ? (
                <SectionPanel
                  checks={checks}
                  document={draft}
                  page={selectedSection.page}
                  section={selectedSection.section}
                  onChange={change}
                  onAddFacts={() => setTab("details")}
                  onConfirm={() => change(confirmSection(draft, selectedSection.section.id))}
                  onRewrite={() => void regenerate({ intent: "regenerate-section", sectionId: selectedSection.section.id }, t("editor.rewrite.question"), t("editor.rewrite.action"), t("editor.rewrite.body"))}
                  rewriteDisabled={busy || dirty}
                />
              ) : (
                <div className="space-y-3 text-sm text-ink-soft">
                  <p>{t("editor.help.click")}</p>
                  <p>{t("editor.help.keys")}</p>
                  <button type="button" className="btn-ghost h-9 px-3 text-xs" onClick={() => setLibrary({ open: true, after: null })}>{t("editor.addSection")}</button>
                </div>
              )
            ) : tab === "pages" ? (
              <PagesPanel document={draft} page={page} publicPath={publicPath} onChange={change} onOpen={(next) => { setPage(next); setSelected(null); }} />
            ) : tab === "details" ? (
              <div>
                <p className="mb-4 text-xs text-ink-soft">{t("editor.details.lead")}</p>
                {showFactErrors && Object.keys(errors).length ? <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-800">{t("editor.details.incomplete")}</p> : null}
                <FactsFields facts={facts} onChange={editFacts} errors={errors} />
                {details ? <div className="mt-6 border-t border-line pt-4">{details(draft, (next) => change(next, "details"))}</div> : null}
              </div>
            ) : (
              <div className="space-y-5">
                <fieldset>
                  <legend className="text-sm font-semibold">{t("editor.design.colours")}</legend>
                  <div className="mt-2 grid grid-cols-2 gap-2">
                    {THEME_PRESETS.map((preset) => {
                      const chosen = JSON.stringify(preset.palette) === JSON.stringify(draft.theme.palette);
                      return (
                        <button key={preset.name} type="button" aria-pressed={chosen} onClick={() => change({ ...draft, theme: { ...draft.theme, palette: preset.palette } })} className={`flex items-center gap-2 rounded-xl border px-2.5 py-2 text-start text-xs font-medium ${chosen ? "border-brand-600 ring-2 ring-brand-500/30" : "border-line hover:border-ink/30"}`}>
                          <span className="flex" aria-hidden="true">
                            {[preset.palette.primary, preset.palette.accent, preset.palette.background].map((color) => <span key={color} className="-me-1 size-4 rounded-full ring-2 ring-white" style={{ background: color }} />)}
                          </span>
                          {t(preset.name)}
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
                <div>
                  <label htmlFor="fonts" className="text-sm font-semibold">{t("editor.design.fonts")}</label>
                  <select id="fonts" value={draft.theme.fonts} onChange={(event) => change({ ...draft, theme: { ...draft.theme, fonts: event.target.value as SiteDocument["theme"]["fonts"] } })} className="mt-2 h-10 w-full rounded-xl border border-line bg-white px-3 text-sm">
                    {FONT_PAIRS.map((pair) => <option key={pair} value={pair}>{t(FONT_PAIR_LABELS[pair])}</option>)}
                  </select>
                </div>
                {design ? design(draft, (next) => change(next)) : null}
              </div>
            )}
          </div>
          {children ? <div className="border-t border-line p-4" data-testid="editor-extra-panels">{children}</div> : null}
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line p-3">
            <SaveStatus history={versions} />
            <div className="flex gap-2">
              <button type="button" className="btn-ghost h-9 px-2.5 text-xs" disabled={!history.canUndo} onClick={() => undoOrRedo("undo")} aria-keyshortcuts="Control+Z Meta+Z">{t("editor.undo")}</button>
              <button type="button" className="btn-ghost h-9 px-2.5 text-xs" disabled={!history.canRedo} onClick={() => undoOrRedo("redo")} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">{t("editor.redo")}</button>
              <button type="button" className="btn-ghost h-9 px-3 text-xs" disabled={!dirty || busy} onClick={discard}>{t("editor.discard")}</button>
              {/* Always clickable (autosave may have saved already): with nothing unsaved it has nothing to do. */}
              <button type="button" className="btn-primary h-9 px-4 text-xs" disabled={busy} onClick={() => dirty && save()}>{t("editor.save")}</button>
            </div>
          </div>
        </div>
      </aside>
      <section className="order-1 min-w-0 lg:order-2" aria-label={t("editor.canvas.region")}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-sm font-semibold">
            {pageName} <span className="font-normal text-ink-soft">{t("editor.canvas.hint")}</span>
          </h2>
          <p className="sr-only" role="status" aria-live="polite">{notice}</p>
          <div role="group" aria-label={t("editor.canvas.width")} className="flex rounded-full border border-line bg-white p-1">
            {(["desktop", "phone"] as const).map((name) => (
              <button key={name} type="button" aria-pressed={device === name} onClick={() => setDevice(name)} className={`rounded-full px-3 py-1 text-xs font-medium ${device === name ? "bg-ink text-white" : "text-ink-soft"}`}>
                {t(name === "desktop" ? "editor.canvas.desktop" : "editor.canvas.phone")}
              </button>
            ))}
          </div>
        </div>
        {notice ? <p className="mb-2 text-xs text-ink-soft" aria-hidden="true" data-testid="editor-notice">{notice}</p> : null}
        <div className="overflow-hidden rounded-2xl border border-line bg-stone-100 p-2 sm:p-4">
          <Canvas document={draft} page={page} stylesheet={canvasStyle.stylesheet} images={canvasStyle.images} headerCall={canvasStyle.headerCall} width={device} selected={selected} actions={actions} title={t("editor.canvas.title", { page: `${projectName} · ${pageName}` })} />
        </div>
      </section>
      {libraryMounted ? <SectionLibrary open={library.open} onClose={() => setLibrary({ open: false, after: null })} onPick={pick} taken={(type) => type === "contact" && pageSections(draft, page).some((section) => section.type === "contact")} /> : null}
    </div>
    </>
  );
}

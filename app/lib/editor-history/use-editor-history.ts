import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker, useRevalidator } from "react-router";
import { apiRequest } from "~/lib/api-client";
import { PROJECT_MESSAGES } from "@core/projects/messages";
import type { SiteDocument } from "@core/sites/site-document";
import { oneAtATime } from "./one-at-a-time";

/**
 * The editor's "no lost work" rules (docs/decisions/0822-autosave-and-no-lost-work.md): edits save by
 * themselves after a short pause, each save names the version it was based on, a save refused as stale
 * waits for the owner's choice (reload or keep a copy), leaving with unsaved edits asks, and a regeneration
 * asks first and can be undone by restoring the version before it.
 */

/** How long the owner's typing pauses before the draft saves itself. */
export const AUTOSAVE_PAUSE_MS = 1200;
/** How often the editor looks again while May writes a new version of the site. */
const GENERATION_POLL_MS = 1500;

/** The schemas a save's answer and a kept draft are read with (zod): fetched on first use, not with the editor. */
const saveAnswer = () => import("./save-answer").then((module) => module.saveAnswer);

export type SaveState = "saved" | "pending" | "saving" | "failed" | "stale";

export interface ConfirmRequest {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  /** A change that replaces the owner's work (styled as a warning). */
  danger?: boolean;
}

export interface UndoOffer {
  /** What happened, in words ("Site regenerated"). */
  label: string;
  /** The version to restore to undo it. */
  versionId: number;
}

interface Options {
  projectId: number;
  /** The newest version as the loader last read it. */
  versionId: number | null;
  status: string;
  draft: SiteDocument | null;
  dirty: boolean;
  /** False while the draft cannot be saved as it is (e.g. half-filled details): autosave waits. */
  canAutosave: boolean;
  /** Throws the local draft away for the saved one (the editor's own Discard). */
  discard: () => void;
  /** Puts a document in the editor as an unsaved edit (edits kept on this device coming back). */
  edit: (document: SiteDocument) => void;
  /** The document as the loader last read it (to tell kept edits from what is saved). */
  saved: SiteDocument | null;
  /** Runs a project intent through the editor's main fetcher (restore, regenerate). */
  send: (intent: { intent: "restore"; versionId: number }) => void;
}

/** Where unsaved edits wait on this device until the server has them (a closed window or a lost connection). */
const keptDraftKey = (projectId: number) => `may-editor-draft:${projectId}`;

export function useEditorHistory({ projectId, versionId, status, draft, dirty, canAutosave, discard, edit, saved, send }: Options) {
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);

  // The newest version this editor knows of: the loader's, or its own last save's, whichever came later.
  const base = useRef<number | null>(versionId);
  const ownVersions = useRef(new Set<number>());
  const [sentDraft, setSentDraft] = useState<SiteDocument | null>(null);
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);
  const [stale, setStale] = useState<{ currentVersion: number | null } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  /**
   * Whether the editor should take a newer saved document the loader brought: yes when nothing local is
   * unsaved; no when the owner kept typing after their own save. Someone else's version arriving over unsaved
   * edits is not taken either: it is a stale state, and the owner chooses.
   */
  const takeServerDocument = useCallback(
    (next: number | null): boolean => {
      const known = base.current;
      if (next !== null && (known === null || next > known)) base.current = next;
      if (!dirty || latestDraft.current === sentDraft) return true;
      // A change that made no version (a setting) leaves the draft alone; another writer's version is a conflict.
      if (next !== null && next !== known && !ownVersions.current.has(next)) setStale({ currentVersion: next });
      return false;
    },
    [dirty, sentDraft],
  );

  // The draft the last successful save stored (a queued Save of the same draft has nothing to do).
  const lastSaved = useRef<SiteDocument | null>(null);
  /**
   * Saves the draft through PUT /api/v1/projects/:id (docs/api.md), whose failures are values: a lost
   * connection leaves the edits in the editor (and on this device) instead of an error page. Its version
   * becomes the base of the next save; a stale refusal waits for the owner.
   */
  const saveOnce = useCallback(
    async (extra: { keepCopy?: boolean; base?: number | null }) => {
      const current = latestDraft.current;
      // A Save pressed while an autosave carried this same draft: that save already stored it.
      if (!current || (current === lastSaved.current && !extra.keepCopy && extra.base === undefined)) return;
      setSentDraft(current);
      setSaving(true);
      const baseVersion = extra.base !== undefined ? extra.base : base.current;
      const body = { document: current, ...(baseVersion !== null ? { baseVersion } : {}), ...(extra.keepCopy ? { keepCopy: true } : {}) };
      const checks = await saveAnswer().catch(() => null);
      if (!checks) {
        // The answer's schemas could not be fetched (offline, most likely): nothing was sent, the edits stay.
        setSaving(false);
        setFailed(PROJECT_MESSAGES.unreachable);
        return;
      }
      const { INTENT_MESSAGES, STALE_VERSION_REASON, projectAnswerSchema, refusalSchema } = checks;
      const result = await apiRequest(`/projects/${projectId}`, projectAnswerSchema, { method: "PUT", body });
      setSaving(false);
      if (result.data) {
        const saved = result.data.data.versionId;
        if (saved !== null) {
          ownVersions.current.add(saved);
          base.current = saved;
        }
        lastSaved.current = current;
        setFailed(null);
        void revalidator.revalidate();
        return;
      }
      const refusal = "data" in result.error ? refusalSchema.safeParse(result.error.data) : null;
      if (result.error.status === 409 && refusal?.success && refusal.data.error.details?.reason === STALE_VERSION_REASON) {
        setStale({ currentVersion: refusal.data.error.details.currentVersion ?? null });
      } else {
        // A 400 is a document the schema refuses: the editor's own words for it (the fields say where).
        setFailed(result.error.status === 400 ? INTENT_MESSAGES.badDocument : refusal?.success ? refusal.data.error.message : PROJECT_MESSAGES.unreachable);
      }
    },
    // The revalidator's identity changes with every navigation state; only its method is used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [projectId],
  );
  // One save at a time: a Save pressed while an autosave is on its way waits for it and starts from its version.
  const [saves] = useState(oneAtATime);
  const save = useCallback((extra: { keepCopy?: boolean; base?: number | null } = {}) => saves(() => saveOnce(extra)), [saves, saveOnce]);

  // Autosave: a short pause after the last edit, one save at a time, never over a stale refusal.
  const waitingForSave = dirty && draft !== sentDraft;
  useEffect(() => {
    if (!waitingForSave || saving || stale || !canAutosave || status === "generating") return;
    const timer = setTimeout(() => void save(), AUTOSAVE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, waitingForSave, saving, stale, canAutosave, status, save]);

  const saveState: SaveState = stale ? "stale" : saving ? "saving" : failed && dirty ? "failed" : dirty ? "pending" : "saved";

  /** The stale dialog's two ways out: the newest version (dropping this copy), or this copy as a new version. */
  const reloadNewest = useCallback(() => {
    setStale(null);
    setSentDraft(null);
    discard();
    void revalidator.revalidate();
  }, [discard, revalidator]);
  const keepCopy = useCallback(() => {
    const currentVersion = stale?.currentVersion ?? base.current;
    setStale(null);
    void save({ keepCopy: true, base: currentVersion });
  }, [stale, save]);

  // Unsaved edits are kept on this device until saved, and offered back on the next visit when the save never came.
  const [kept, setKept] = useState<{ base: number | null; document: SiteDocument } | null>(null);
  useEffect(() => {
    let record: { base?: unknown; document?: unknown } | null = null;
    try {
      // Read now, before the effect below clears a copy that is not (or no longer) an unsaved edit.
      const stored: unknown = JSON.parse(localStorage.getItem(keptDraftKey(projectId)) ?? "null");
      record = stored && typeof stored === "object" ? (stored as { base?: unknown; document?: unknown }) : null;
    } catch {
      // Storage refused or unreadable: nothing kept.
    }
    const kept = record;
    if (!kept) return;
    let current = true;
    // Checked with the document's schema, fetched for it (an unreadable copy, or no schema, is nothing kept).
    saveAnswer().then(
      ({ storedSiteDocumentSchema }) => {
        const document = storedSiteDocumentSchema.safeParse(kept.document);
        if (current && document.success && JSON.stringify(document.data) !== JSON.stringify(saved)) {
          setKept({ base: typeof kept.base === "number" ? kept.base : null, document: document.data });
        }
      },
      () => {},
    );
    return () => {
      current = false;
    };
    // Once per editor: the kept edits of the visit before.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId]);
  useEffect(() => {
    const key = keptDraftKey(projectId);
    try {
      if (!dirty) localStorage.removeItem(key);
      else if (draft) localStorage.setItem(key, JSON.stringify({ base: base.current, document: draft }));
    } catch {
      // A full or refused storage only loses the device copy; the server autosave goes on.
    }
  }, [projectId, dirty, draft]);
  const bringBackKept = useCallback(() => {
    if (!kept) return;
    // Based on what it was typed over, so a newer version saved meanwhile makes it a stale save the owner decides on.
    if (kept.base !== null) base.current = kept.base;
    edit(kept.document);
    setKept(null);
  }, [kept, edit]);
  const dropKept = useCallback(() => {
    setKept(null);
    try {
      localStorage.removeItem(keptDraftKey(projectId));
    } catch {
      // Nothing to drop.
    }
  }, [projectId]);

  // Closing the tab or reloading with unsaved edits asks (the browser's own words).
  const unsaved = dirty || saving;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);
  // Leaving for another screen asks too; the message folders (same screen, other query) do not.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  // Questions asked before something replaces the owner's work.
  const [question, setQuestion] = useState<(ConfirmRequest & { resolve: (yes: boolean) => void }) | null>(null);
  const confirm = useCallback((request: ConfirmRequest) => new Promise<boolean>((resolve) => setQuestion({ ...request, resolve })), []);
  const answerQuestion = useCallback(
    (yes: boolean) => {
      question?.resolve(yes);
      setQuestion(null);
    },
    [question],
  );

  // Undo for a regeneration: armed with the version before it, offered once the new version has arrived.
  const [armed, setArmed] = useState<{ label: string; before: number; sawGenerating?: boolean } | null>(null);
  const [undo, setUndo] = useState<UndoOffer | null>(null);
  const armUndo = useCallback((label: string) => {
    if (base.current !== null) setArmed({ label, before: base.current });
    setUndo(null);
  }, []);
  useEffect(() => {
    if (!armed) return;
    // The loader's new state is the outside event that turns the armed undo into an offer (or drops it).
    /* eslint-disable react-hooks/set-state-in-effect */
    if (status === "generating") {
      if (!armed.sawGenerating) setArmed({ ...armed, sawGenerating: true });
      return;
    }
    const arrived = versionId !== null && versionId > armed.before;
    // A rewrite that failed leaves no new version; the owner's own next save is not the rewrite either.
    if ((!arrived && armed.sawGenerating) || (arrived && ownVersions.current.has(versionId))) setArmed(null);
    else if (arrived) {
      setUndo({ label: armed.label, versionId: armed.before });
      setArmed(null);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [armed, status, versionId]);
  const runUndo = useCallback(() => {
    if (!undo) return;
    send({ intent: "restore", versionId: undo.versionId });
    setUndo(null);
  }, [undo, send]);

  // While May writes a new version, look again now and then, so the editor shows it when it is done.
  useEffect(() => {
    if (status !== "generating") return;
    const timer = setInterval(() => void revalidator.revalidate(), GENERATION_POLL_MS);
    return () => clearInterval(timer);
    // The revalidator's identity changes with every navigation state; the interval only needs the status.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  return {
    saveState,
    saveError: failed,
    saveNow: () => void save(),
    takeServerDocument,
    stale: stale !== null,
    reloadNewest,
    keepCopy,
    blocker,
    question,
    answerQuestion,
    confirm,
    armUndo,
    undo,
    runUndo,
    dismissUndo: () => setUndo(null),
    keptEdits: kept !== null,
    bringBackKept,
    dropKept,
  };
}

export type EditorHistory = ReturnType<typeof useEditorHistory>;

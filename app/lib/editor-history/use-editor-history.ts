import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker, useFetcher, useRevalidator } from "react-router";
import type { SiteDocument } from "@core/sites/site-document";

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

/** What the editor's route action answers (app/routes/project.tsx). */
export interface EditorActionResult {
  ok: boolean;
  error: string | null;
  versionId?: number | null;
  /** The save was based on an older version: someone saved in between. */
  stale?: boolean;
  currentVersion?: number | null;
}

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
  /** Runs a project intent through the editor's main fetcher (restore, regenerate). */
  send: (intent: { intent: "restore"; versionId: number }) => void;
}

export function useEditorHistory({ projectId, versionId, status, draft, dirty, canAutosave, discard, send }: Options) {
  const saver = useFetcher<EditorActionResult>({ key: `editor-save-${projectId}` });
  const revalidator = useRevalidator();
  const action = `/u/projects/${projectId}`;

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

  // A save's answer: its version becomes the base of the next one, or a stale refusal waits for the owner.
  const answer = saver.state === "idle" ? saver.data : undefined;
  useEffect(() => {
    if (!answer) return;
    // The fetcher's answer is the outside event this state follows.
    /* eslint-disable react-hooks/set-state-in-effect */
    if (answer.ok && typeof answer.versionId === "number") {
      ownVersions.current.add(answer.versionId);
      base.current = answer.versionId;
      setFailed(null);
    } else if (answer.stale) {
      setStale({ currentVersion: answer.currentVersion ?? null });
    } else if (!answer.ok) {
      setFailed(answer.error);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [answer]);

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

  const save = useCallback(
    (extra: { keepCopy?: boolean; base?: number | null } = {}) => {
      const current = latestDraft.current;
      if (!current) return;
      setSentDraft(current);
      const baseVersion = extra.base !== undefined ? extra.base : base.current;
      const body = { intent: "save", document: current, ...(baseVersion !== null ? { baseVersion } : {}), ...(extra.keepCopy ? { keepCopy: true } : {}) };
      // JSON.parse(JSON.stringify()) gives React Router the plain JSON value its submit type asks for.
      void saver.submit(JSON.parse(JSON.stringify(body)) as Record<string, never>, { method: "post", encType: "application/json", action });
    },
    [saver, action],
  );

  // Autosave: a short pause after the last edit, one save at a time, never over a stale refusal.
  const saving = saver.state !== "idle";
  const waitingForSave = dirty && draft !== sentDraft;
  useEffect(() => {
    if (!waitingForSave || saving || stale || !canAutosave || status === "generating") return;
    const timer = setTimeout(() => save(), AUTOSAVE_PAUSE_MS);
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
    save({ keepCopy: true, base: currentVersion });
  }, [stale, save]);

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
    saveNow: () => save(),
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
  };
}

export type EditorHistory = ReturnType<typeof useEditorHistory>;

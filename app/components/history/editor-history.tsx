import { useState, type ReactNode } from "react";
import { ModalDialog } from "../modal-dialog";
import type { EditorHistory } from "~/lib/editor-history/use-editor-history";
import { HistoryPanel } from "../editor/editor-panels";
import { useT } from "~/lib/i18n";

/** One of the history's questions; its words are shown only while it is asked. */
function Modal({ open, onCancel, labelledBy, children, testId }: { open: boolean; onCancel?: () => void; labelledBy: string; children: ReactNode; testId?: string }) {
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={labelledBy} data-testid={testId} className="w-[min(28rem,calc(100vw-2rem))] p-6">
      {open ? children : null}
    </ModalDialog>
  );
}

/**
 * The editor's history controls (docs/decisions/0822-autosave-and-no-lost-work.md): "Unpublished changes",
 * the History button and its panel, and the questions that keep work from being lost: leaving with unsaved
 * edits, a stale save, a regeneration, and the offer to undo one.
 */
export function EditorHistoryControls({ history, projectId, versionId, unpublishedChanges, published, restoreBlocked, onRestore }: {
  history: EditorHistory;
  projectId: number;
  versionId: number | null;
  unpublishedChanges: boolean;
  published: boolean;
  restoreBlocked: string | null;
  onRestore: (versionId: number) => void;
}) {
  const [open, setOpen] = useState(false);
  // The panel's code is fetched the first time it opens, and then it stays (docs/decisions/0859-editor-panels-load-on-their-own.md).
  const [opened, setOpened] = useState(false);
  const { question, blocker, undo } = history;
  const { t } = useT();
  return (
    <>
      {published && unpublishedChanges ? (
        <span className="inline-flex h-10 items-center rounded-full bg-amber-100 px-3 text-xs font-semibold text-amber-900" data-testid="unpublished-changes" title={t("editor.unpublished.title")}>
          {t("editor.unpublished")}
        </span>
      ) : null}
      <button type="button" className="btn-ghost" onClick={() => { setOpened(true); setOpen(true); }} aria-haspopup="dialog" disabled={versionId === null}>
        {t("editor.history.title")}
      </button>
      {opened ? <HistoryPanel
        projectId={projectId}
        versionId={versionId}
        open={open}
        onClose={() => setOpen(false)}
        restoreBlocked={restoreBlocked}
        onRestore={(id) => {
          setOpen(false);
          onRestore(id);
        }}
      /> : null}

      <Modal open={question !== null} onCancel={() => history.answerQuestion(false)} labelledBy="history-question" testId="confirm-dialog">
        <h2 id="history-question" className="font-display text-2xl font-semibold">{question?.title}</h2>
        <p className="mt-2 text-sm leading-6 text-ink-soft">{question?.body}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => history.answerQuestion(false)} autoFocus>{question?.cancel}</button>
          <button type="button" className={question?.danger ? "btn bg-red-700 text-white hover:bg-red-800" : "btn-primary"} onClick={() => history.answerQuestion(true)}>{question?.confirm}</button>
        </div>
      </Modal>

      <Modal open={blocker.state === "blocked"} onCancel={() => blocker.reset?.()} labelledBy="leave-title" testId="leave-dialog">
        <h2 id="leave-title" className="font-display text-2xl font-semibold">{t("editor.leave.title")}</h2>
        <p className="mt-2 text-sm leading-6 text-ink-soft">{t("editor.leave.body")}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-primary" onClick={() => blocker.reset?.()} autoFocus>{t("editor.leave.stay")}</button>
          <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={() => blocker.proceed?.()}>{t("editor.leave.go")}</button>
        </div>
      </Modal>

      <Modal open={history.stale} labelledBy="stale-title" testId="stale-dialog">
        <h2 id="stale-title" className="font-display text-2xl font-semibold">{t("editor.stale.title")}</h2>
        <p className="mt-2 text-sm leading-6 text-ink-soft">
          {t("editor.stale.body")}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={history.reloadNewest}>{t("editor.stale.load")}</button>
          <button type="button" className="btn-primary" onClick={history.keepCopy} autoFocus>{t("editor.stale.keep")}</button>
        </div>
      </Modal>

      {history.keptEdits ? (
        <div role="status" className="fixed inset-x-3 bottom-4 z-40 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-2xl" data-testid="kept-edits-bar">
          <span>{t("editor.kept.body")}</span>
          <span className="flex gap-2">
            <button type="button" className="rounded-full bg-white px-3 py-1.5 font-semibold text-ink hover:bg-white/90" onClick={history.bringBackKept}>{t("editor.kept.bringBack")}</button>
            <button type="button" className="rounded-full px-3 py-1.5 text-white/80 underline underline-offset-2 hover:bg-white/10" onClick={history.dropKept}>{t("editor.discard")}</button>
          </span>
        </div>
      ) : null}
      {undo ? (
        <div role="status" className="fixed inset-x-3 bottom-4 z-40 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-2xl bg-ink px-4 py-3 text-sm text-white shadow-2xl" data-testid="undo-bar">
          <span>{undo.label}</span>
          <span className="flex gap-2">
            <button type="button" className="rounded-full px-3 py-1.5 font-semibold text-white underline underline-offset-2 hover:bg-white/10" onClick={history.runUndo}>{t("editor.undo")}</button>
            <button type="button" className="rounded-full px-3 py-1.5 text-white/80 hover:bg-white/10" onClick={history.dismissUndo} aria-label={t("editor.dismiss")}>✕</button>
          </span>
        </div>
      ) : null}
    </>
  );
}

/** The editor's save line: what happened to the owner's last edits, in plain words. */
export function SaveStatus({ history }: { history: EditorHistory }) {
  const { t, text } = useT();
  const words = {
    saved: t("editor.save.saved"),
    pending: t("editor.save.pending"),
    saving: t("editor.save.saving"),
    failed: history.saveError ? t("editor.save.failedBecause", { reason: text(history.saveError) }) : t("editor.save.failed"),
    stale: t("editor.save.stale"),
  }[history.saveState];
  return (
    <span className={`text-xs ${history.saveState === "failed" || history.saveState === "stale" ? "text-red-800" : "text-ink-soft"}`} role="status" data-testid="save-status" data-state={history.saveState}>
      {words}
    </span>
  );
}

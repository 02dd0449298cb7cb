import { CHAT_MESSAGES } from "@core/chat/chat-copy";
import { ModalDialog } from "../modal-dialog";

/** Asks before a reset would lose answers. */
export function ResetDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy="reset-title" className="w-[min(26rem,calc(100vw-2rem))] p-6 backdrop:backdrop-blur-sm">
      <h2 id="reset-title" className="font-display text-2xl font-semibold">Start over?</h2>
      <p className="mt-2 text-sm leading-6 text-ink-soft">{CHAT_MESSAGES.resetConfirm}</p>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onCancel} autoFocus>Keep my answers</button>
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={onConfirm}>Start over</button>
      </div>
    </ModalDialog>
  );
}

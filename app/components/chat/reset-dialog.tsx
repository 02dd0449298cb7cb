import { useEffect, useRef } from "react";
import { CHAT_MESSAGES } from "@core/chat/chat-copy";

/** Asks before a reset would lose answers; a native modal dialog, so focus and Escape just work. */
export function ResetDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      onClose={onCancel}
      aria-labelledby="reset-title"
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-3xl border border-line bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/40 backdrop:backdrop-blur-sm"
    >
      <h2 id="reset-title" className="font-display text-2xl font-semibold">Start over?</h2>
      <p className="mt-2 text-sm leading-6 text-ink-soft">{CHAT_MESSAGES.resetConfirm}</p>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onCancel} autoFocus>Keep my answers</button>
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={onConfirm}>Start over</button>
      </div>
    </dialog>
  );
}

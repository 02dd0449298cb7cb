import { useT } from "../../lib/i18n";
import { ModalDialog } from "../modal-dialog";

/** Asks before a reset would lose answers. */
export function ResetDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useT();
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy="reset-title" className="w-[min(26rem,calc(100vw-2rem))] p-6 backdrop:backdrop-blur-sm">
      <h2 id="reset-title" className="font-display text-2xl font-semibold">{t("chat.reset.title")}</h2>
      <p className="mt-2 text-sm leading-6 text-ink-soft">{t("chat.reset.text")}</p>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onCancel} autoFocus>{t("chat.reset.keep")}</button>
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={onConfirm}>{t("chat.reset.confirm")}</button>
      </div>
    </ModalDialog>
  );
}

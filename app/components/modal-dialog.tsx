import { useEffect, useRef, type DialogHTMLAttributes, type ReactNode } from "react";

type DialogProps = Omit<DialogHTMLAttributes<HTMLDialogElement>, "open" | "onClose" | "onCancel" | "className" | "children">;

/**
 * The app's one modal dialog (docs/architecture.md, "Screens"): a native `<dialog>` shown with showModal()
 * while `open`, so focus stays inside, the page behind is inert and focus returns to the opener. Escape asks
 * `onClose`; only `open` closes it, so a closing dialog never reports a second, stale answer. Without
 * `onClose` it cannot be dismissed: the owner must choose one of its buttons.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className = "",
  children,
  ...dialogProps
}: DialogProps & { open: boolean; onClose?: () => void; labelledBy: string; className?: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closingFromProp = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      closingFromProp.current = true;
      element.close();
    }
  }, [open]);
  return (
    <dialog
      {...dialogProps}
      ref={dialog}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      // The browser may still close it (a second Escape in a row): tell the owner of `open`, or show it again.
      onClose={() => {
        if (closingFromProp.current) {
          closingFromProp.current = false;
          return;
        }
        if (onClose) onClose();
        else if (open) dialog.current?.showModal();
      }}
      className={`m-auto rounded-3xl border border-line bg-white text-ink shadow-2xl backdrop:bg-ink/40 ${className}`}
    >
      {children}
    </dialog>
  );
}

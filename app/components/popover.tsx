import { useEffect, useId, useRef, useState } from "react";

/**
 * A button that opens a panel below it: closes on Escape (focus returns to the button), on a click
 * outside, and when focus leaves the panel. The panel's contents are drawn only while it is open: every signed-in
 * page carries two of these (the notifications, the account menu), and a closed panel's twenty notifications were
 * markup and render time on each of them for nothing (docs/performance.md, "Profiling a route").
 * Below the `sm` width the panel is placed against the nearest positioned ancestor (the header's bar), a margin from
 * its end, not against its button: a panel wider than the room left of a button near the middle of a phone's header
 * ran off the screen's start (docs/decisions/0917-header-panels-kept-on-a-phone-screen.md).
 */
export function Popover({
  label,
  button,
  children,
  panelClassName = "w-64",
  onOpen,
}: {
  label: string;
  button: React.ReactNode;
  children: React.ReactNode;
  panelClassName?: string;
  onOpen?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="sm:relative"
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
        className="grid size-10 place-items-center rounded-full text-ink-soft transition hover:bg-brand-50 hover:text-ink"
      >
        {button}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute end-4 z-40 mt-2 sm:end-0 rounded-2xl border border-line bg-white p-2 shadow-xl shadow-brand-900/10 ${panelClassName}`}
      >
        {open ? children : null}
      </div>
    </div>
  );
}

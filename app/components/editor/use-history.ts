import { useCallback, useRef, useState } from "react";

/** How long typing in one field counts as one step of undo. */
const COALESCE_MS = 1200;
/** Steps kept for undo within the session. */
const LIMIT = 100;

interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

/**
 * The editor's undo and redo within the session: every change is a step, except that changes to the same
 * field in quick succession (typing) are one step. `reset` starts again from a saved copy.
 */
export function useHistory<T>(initial: T) {
  const [history, setHistory] = useState<History<T>>({ past: [], present: initial, future: [] });
  const last = useRef<{ key: string; at: number } | null>(null);

  const set = useCallback((next: T, coalesce?: string) => {
    const now = Date.now();
    const joins = coalesce !== undefined && last.current?.key === coalesce && now - last.current.at < COALESCE_MS;
    last.current = coalesce === undefined ? null : { key: coalesce, at: now };
    setHistory((current) => (joins ? { ...current, present: next, future: [] } : { past: [...current.past, current.present].slice(-LIMIT), present: next, future: [] }));
  }, []);

  const undo = useCallback(() => {
    last.current = null;
    setHistory((current) => {
      const previous = current.past.at(-1);
      return previous === undefined ? current : { past: current.past.slice(0, -1), present: previous, future: [current.present, ...current.future] };
    });
  }, []);

  const redo = useCallback(() => {
    last.current = null;
    setHistory((current) => {
      const [next, ...rest] = current.future;
      return next === undefined ? current : { past: [...current.past, current.present], present: next, future: rest };
    });
  }, []);

  const reset = useCallback((value: T) => {
    last.current = null;
    setHistory({ past: [], present: value, future: [] });
  }, []);

  return { value: history.present, set, undo, redo, reset, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}

/** Whether a key press is undo (Ctrl/Cmd+Z), redo (Shift+Ctrl/Cmd+Z or Ctrl+Y) or neither. */
export function undoKey(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">): "undo" | "redo" | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && !event.shiftKey) return "redo";
  return null;
}

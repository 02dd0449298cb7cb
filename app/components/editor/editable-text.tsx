import { useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { undoKey } from "./use-history";

/**
 * One text of the site, edited where it stands on the page (docs/decisions/0811-editing-on-the-canvas.md).
 * The element is plain-text editable; its text is set from the document here, never rendered by React as
 * children, so the browser's edits and React never fight over the same text node. The change is committed
 * when the owner leaves the text (click elsewhere, Tab, Escape, Enter in a one-line text) or asks to undo.
 */
export function EditableText({
  value,
  label,
  multiline,
  onCommit,
  onUndoKey,
}: {
  value: string;
  label: string;
  multiline: boolean;
  /** Returns false when the text cannot be taken (empty where a text is needed, too long): the old one comes back. */
  onCommit: (text: string) => boolean;
  onUndoKey: (which: "undo" | "redo") => void;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  // What was last handed over, so leaving right after Escape or Enter does not hand it over twice.
  const committed = useRef(value);

  useLayoutEffect(() => {
    committed.current = value;
    const element = ref.current;
    if (element && element.textContent !== value) element.textContent = value;
  }, [value]);

  function commit(): void {
    const element = ref.current;
    if (!element) return;
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    if (text === committed.current) {
      element.textContent = text;
      return;
    }
    if (onCommit(text)) committed.current = text;
    else element.textContent = committed.current;
  }

  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>) {
    const element = event.currentTarget;
    const which = undoKey(event.nativeEvent);
    if (which) {
      event.preventDefault();
      commit();
      onUndoKey(which);
      return;
    }
    if (event.key === "Escape" || (event.key === "Enter" && !multiline)) {
      event.preventDefault();
      commit();
      element.blur();
      return;
    }
    if (event.key === "Tab") {
      // Tab goes from text to text on the page (not through the page's links and buttons).
      const texts = [...element.ownerDocument.querySelectorAll<HTMLElement>("[data-editable]")];
      const next = texts[texts.indexOf(element) + (event.shiftKey ? -1 : 1)];
      if (next) {
        event.preventDefault();
        next.focus();
        selectAll(next);
      }
      return;
    }
    if (event.key === " " && element.closest("summary")) {
      // A space inside a question would open or close it instead of typing.
      event.preventDefault();
      element.ownerDocument.execCommand("insertText", false, " ");
    }
  }

  return (
    <span
      ref={ref}
      data-editable=""
      className="ed-text"
      role="textbox"
      aria-label={label}
      aria-multiline={multiline || undefined}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      spellCheck
      tabIndex={0}
      onBlur={commit}
      onKeyDown={onKeyDown}
      onFocus={(event) => selectAll(event.currentTarget)}
    />
  );
}

/** Puts the caret's selection around the whole text, so typing replaces it (as in a form field). */
function selectAll(element: HTMLElement) {
  const selection = element.ownerDocument.defaultView?.getSelection();
  if (!selection) return;
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

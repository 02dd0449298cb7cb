import { useEffect, useState } from "react";
import { typingDurationMs, visibleTextAt } from "../../lib/chat/typing";
import { usePrefersReducedMotion } from "../../lib/use-prefers-reduced-motion";

function AssistantAvatar() {
  return (
    <span aria-hidden="true" className="mt-1 grid size-8 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-coral-500 text-white shadow-sm">
      <svg viewBox="0 0 32 32" className="size-5">
        <path d="M8 21a8 8 0 0 1 16 0" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M6 24.5h20" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** An assistant message on the left. `typing`: the text types in at 40 ms per character (no cursor). */
export function AssistantBubble({ text, typing = false, onTyped, children }: { text: string; typing?: boolean; onTyped?: () => void; children?: React.ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const animate = typing && !reducedMotion;
  const [elapsed, setElapsed] = useState(0);
  const shown = animate ? visibleTextAt(text, elapsed) : text;

  useEffect(() => {
    if (!animate) {
      onTyped?.();
      return;
    }
    const started = performance.now();
    let frame = 0;
    const tick = () => {
      const now = performance.now() - started;
      setElapsed(now);
      if (now < typingDurationMs(text)) frame = requestAnimationFrame(tick);
      else onTyped?.();
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // onTyped is a notification, not an input: a new callback identity must not restart the typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, animate]);

  const complete = shown.length === text.length;
  return (
    <div className="flex items-start gap-2.5 pe-10 sm:pe-24" data-testid="assistant-bubble">
      <AssistantAvatar />
      <div className="min-w-0">
        <p
          className="w-fit max-w-full rounded-2xl rounded-es-md bg-white px-4 py-2.5 text-[15px] leading-6 text-ink shadow-sm ring-1 ring-line"
          data-typing-complete={complete ? "true" : "false"}
        >
          {/* The visible text types in; assistive technology gets the whole sentence at once. */}
          <span aria-hidden="true">{shown || "\u200b"}</span>
          <span className="sr-only">{text}</span>
        </p>
        {complete && children ? <div className="mt-3">{children}</div> : null}
      </div>
    </div>
  );
}

/** The person's answer on the right. */
export function UserBubble({ text, note }: { text: string; note?: string }) {
  return (
    <div className="flex flex-col items-end gap-1 ps-10 sm:ps-24" data-testid="user-bubble">
      <p className="w-fit max-w-full rounded-2xl rounded-ee-md bg-ink px-4 py-2.5 text-[15px] leading-6 break-words whitespace-pre-wrap text-white">{text}</p>
      {note ? <p className="text-xs text-ink-soft">{note}</p> : null}
    </div>
  );
}

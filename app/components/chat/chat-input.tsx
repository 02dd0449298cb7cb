import { forwardRef } from "react";
import { useT } from "../../lib/i18n";

/**
 * The input bar: reset on the left, the answer field, an optional "improve" action, and send.
 * It is a form, so Enter sends the answer.
 */
export const ChatInput = forwardRef<
  HTMLInputElement,
  {
    value: string;
    onChange: (value: string) => void;
    onSend: () => void;
    onReset: () => void;
    onImprove?: () => void;
    improving?: boolean;
    placeholder: string;
    hint: string | null;
    listId?: string;
  }
>(function ChatInput({ value, onChange, onSend, onReset, onImprove, improving = false, placeholder, hint, listId }, ref) {
  const { t } = useT();
  return (
    <form
      className="mx-auto w-full max-w-3xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="flex items-center gap-2 rounded-2xl border border-line bg-white p-1.5 shadow-lg shadow-brand-900/5 focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-500/15">
        <button type="button" onClick={onReset} className="grid size-10 shrink-0 place-items-center rounded-xl text-ink-soft hover:bg-brand-50 hover:text-ink" aria-label={t("chat.input.reset")}>
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
            <path d="M3 3v5h5" />
          </svg>
        </button>
        <label htmlFor="chat-answer" className="sr-only">{t("chat.input.answer")}</label>
        <input
          ref={ref}
          id="chat-answer"
          name="answer"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          list={listId}
          maxLength={2000}
          aria-describedby="chat-hint"
          className="h-10 min-w-0 flex-1 bg-transparent px-1 text-[15px] text-ellipsis text-ink outline-none placeholder:text-ink-soft/70"
        />
        {onImprove ? (
          <button
            type="button"
            onClick={onImprove}
            disabled={improving || value.trim() === ""}
            className="hidden h-10 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50 sm:inline-flex"
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
              <path d="M12 2l1.8 5.2L19 9l-5.2 1.8L12 16l-1.8-5.2L5 9l5.2-1.8L12 2Zm7 11 .9 2.6 2.6.9-2.6.9L19 20l-.9-2.6-2.6-.9 2.6-.9L19 13Z" />
            </svg>
            {t(improving ? "chat.input.improving" : "chat.input.improve")}
          </button>
        ) : null}
        <button type="submit" className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink text-white hover:bg-brand-700" aria-label={t("chat.input.send")}>
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M12 19V5M5 12l7-7 7 7" />
          </svg>
        </button>
      </div>
      <p id="chat-hint" role="status" className="mt-1.5 min-h-5 px-2 text-sm text-red-700">{hint ?? ""}</p>
      {onImprove ? (
        <button type="button" onClick={onImprove} disabled={improving || value.trim() === ""} className="-mt-1 px-2 text-sm font-medium text-brand-700 disabled:opacity-50 sm:hidden">
          {t(improving ? "chat.input.improving" : "chat.input.improve")}
        </button>
      ) : null}
    </form>
  );
});

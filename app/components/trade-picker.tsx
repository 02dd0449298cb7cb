import { useId, useMemo, useRef, useState } from "react";
import { isBusinessKindCode, kindNameKey, type BusinessKindCode } from "@core/chat/business-kinds";
import { searchBusinessKinds } from "@core/chat/search-business-kinds";
import { useT } from "../lib/i18n";

/** "none" is the owner's "none of these": the site is written for their words alone, no trade's usual copy. */
export type TradeChoice = BusinessKindCode | "none" | null;

const SHOWN = 8;

/**
 * The one trade picker (the chat's "Here's what I understood" card and the editor's Details): a combobox over the
 * business list with search, and "None of these", named in the reader's language (the `facts` namespace, which the
 * page's loader sends) and searched in it or in English. Keyboard: type to search, arrows to move, Enter to choose, Escape
 * to close; the list is announced through aria-activedescendant (the ARIA combobox pattern).
 */
export function TradePicker({ value, onChange, label }: { value: TradeChoice; onChange: (choice: TradeChoice) => void; label?: string }) {
  const { t, text, locale } = useT();
  const id = useId();
  const listId = `${id}-list`;
  const shownLabel = label ?? t("facts.trade.label");
  const noneLabel = t("facts.trade.none");
  const nameOf = useMemo(() => (kind: BusinessKindCode) => text(kindNameKey(kind)), [text]);
  const chosenName = value === "none" ? noneLabel : value && isBusinessKindCode(value) ? nameOf(value) : "";
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const matches = useMemo(() => {
    const found = query ? searchBusinessKinds(query, nameOf, locale).slice(0, SHOWN) : [];
    return [...found.map((entry) => ({ code: entry.kind as BusinessKindCode | "none", name: entry.name })), { code: "none" as const, name: noneLabel }];
  }, [query, nameOf, locale, noneLabel]);

  function choose(index: number) {
    const match = matches[index];
    if (!match) return;
    onChange(match.code);
    setQuery(null);
    setOpen(false);
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="text-xs font-medium text-ink-soft">{shownLabel}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        value={query ?? chosenName}
        placeholder={t("facts.trade.placeholder")}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            if (!open) return setOpen(true);
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive((at) => (at + step + matches.length) % matches.length);
          } else if (event.key === "Enter" && open) {
            event.preventDefault();
            choose(active);
          } else if (event.key === "Escape" && open) {
            event.preventDefault();
            setOpen(false);
            setQuery(null);
          }
        }}
        className="mt-1 h-9 w-full rounded-lg border border-line bg-white px-2.5 text-sm"
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label={shownLabel} className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-line bg-white py-1 shadow-lg">
          {matches.map((match, index) => (
            <li
              key={match.code}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(index);
              }}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer px-3 py-1.5 text-sm ${index === active ? "bg-brand-50 text-ink" : "text-ink"} ${match.code === "none" ? "border-t border-line text-ink-soft" : ""}`}
            >
              {match.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

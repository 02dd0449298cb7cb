import type { SiteSectionType } from "@core/sites/site-document";
import { ModalDialog } from "../modal-dialog";
import { SECTION_LIBRARY } from "@core/sites/structure";
import { useT } from "~/lib/i18n";

/** A small drawing of each section type's layout, so the owner sees what they add before adding it. */
function Preview({ type }: { type: SiteSectionType }) {
  const line = (width: string, strong = false) => <span className={`block h-1.5 rounded-full ${strong ? "bg-ink/70" : "bg-ink/20"}`} style={{ width }} />;
  const card = (key: number) => (
    <span key={key} className="flex flex-1 flex-col gap-1 rounded-md bg-white p-1.5 ring-1 ring-line">
      {line("70%", true)}
      {line("90%")}
      {line("50%")}
    </span>
  );
  switch (type) {
    case "menu":
      return (
        <span className="flex flex-col gap-1.5">
          {line("35%", true)}
          {[0, 1, 2].map((row) => (
            <span key={row} className="flex items-center justify-between gap-2 border-b border-line pb-1">
              {line("45%")}
              <span className="h-1.5 w-6 rounded-full bg-brand-600/60" />
            </span>
          ))}
        </span>
      );
    case "team":
      return (
        <span className="flex gap-1.5">
          {[0, 1, 2].map((key) => (
            <span key={key} className="flex flex-1 flex-col items-center gap-1 rounded-md bg-white p-1.5 ring-1 ring-line">
              <span className="size-4 rounded-full bg-ink/20" />
              {line("70%", true)}
              {line("50%")}
            </span>
          ))}
        </span>
      );
    case "pricing":
      return <span className="flex gap-1.5">{[0, 1, 2].map(card)}</span>;
    case "cta":
    case "booking":
      return (
        <span className="flex flex-col items-center gap-1.5 rounded-md bg-brand-50 p-2">
          {line("60%", true)}
          {line("40%")}
          <span className="mt-1 h-3 w-14 rounded bg-brand-600/70" />
        </span>
      );
    case "service-area":
      return (
        <span className="flex flex-wrap gap-1">
          {["w-10", "w-8", "w-12", "w-9"].map((width) => (
            <span key={width} className={`h-3 ${width} rounded bg-ink/15`} />
          ))}
          <span className="mt-1 h-3 w-16 rounded border border-ink/40" />
        </span>
      );
    case "social":
      return (
        <span className="flex gap-1">
          {[0, 1, 2].map((key) => (
            <span key={key} className="h-4 w-10 rounded border-2 border-ink/40" />
          ))}
        </span>
      );
    default:
      return (
        <span className="flex gap-2">
          <span className="flex flex-1 flex-col gap-1">
            {line("60%", true)}
            {line("90%")}
            {line("80%")}
          </span>
          <span className="h-10 flex-1 rounded-md bg-ink/10" />
        </span>
      );
  }
}

/** The library of sections the owner can add, as a modal dialog (Escape closes it, focus returns). */
export function SectionLibrary({ open, onClose, onPick, taken }: { open: boolean; onClose: () => void; onPick: (type: SiteSectionType) => void; taken: (type: SiteSectionType) => boolean }) {
  const { t } = useT();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="library-title" className="w-[min(44rem,calc(100vw-2rem))] p-0">
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 id="library-title" className="font-display text-xl font-semibold">{t("editor.library.title")}</h2>
        <button type="button" className="btn-ghost h-9 px-3 text-sm" onClick={onClose}>{t("editor.library.close")}</button>
      </div>
      <p className="px-5 pt-3 text-sm text-ink-soft">{t("editor.library.lead")}</p>
      <ul className="grid max-h-[70dvh] gap-3 overflow-y-auto p-5 sm:grid-cols-2">
        {SECTION_LIBRARY.map((entry) => {
          const unavailable = taken(entry.type);
          return (
            <li key={entry.type}>
              <button
                type="button"
                disabled={unavailable}
                onClick={() => onPick(entry.type)}
                className="flex h-full w-full flex-col gap-2 rounded-xl border border-line p-3 text-start hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
                data-testid={`library-${entry.type}`}
              >
                <span className="block rounded-lg bg-stone-100 p-3" aria-hidden="true">
                  <Preview type={entry.type} />
                </span>
                <span className="text-sm font-semibold">{t(entry.title)}</span>
                <span className="text-xs text-ink-soft">{unavailable ? t("editor.library.taken") : t(entry.description)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </ModalDialog>
  );
}
